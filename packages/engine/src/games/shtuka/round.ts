/**
 * A round's course: the picture and task dealt, the search, the grab and its tie, the answer, the
 * score on the track and the round's end, where everything hidden is revealed and the explainer
 * passes to the next seat.
 */
import { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { MODE_SECONDS, type ShtukaConfig } from './config.ts';
import { Draft } from './draft.ts';
import { iconName, itemAt } from './items.ts';
import { generateLayout } from './layout.ts';
import type { Click, Reveal, Round, ShtukaState } from './state.ts';
import { type ThemeId, THEMES } from './themes.ts';

/** The theme of round `roundNo`: the table's, or the next in the seeded order of a `rotate` table. */
export const themeOf = (config: ShtukaConfig, order: readonly ThemeId[], roundNo: number): ThemeId =>
  config.theme === 'rotate' ? order[(roundNo - 1) % order.length]! : config.theme;

/**
 * A new round: its picture and task from a generator seeded by the table's (so a round's picture
 * costs the table's generator one draw), the target never the item just revealed.
 */
export function dealRound(
  rng: Rng,
  config: ShtukaConfig,
  order: readonly ThemeId[],
  roundNo: number,
  avoid: number | null,
): Round {
  const theme = themeOf(config, order, roundNo);
  const layout = generateLayout(Rng.seeded(rng.u32()), theme, config.items, avoid);
  return {
    theme,
    layout: layout.items,
    target: layout.target,
    art: { scale: (80 + rng.int(51)) / 100, angle: rng.range(-30, 30), hue: rng.range(-40, 40) },
    phase: 'roll',
    mode: null,
    die: null,
    endsAt: null,
    searchFrom: null,
    out: [],
    locks: [],
    grab: null,
    holder: null,
    answerBy: null,
    clicks: [],
    lines: [],
    questions: [],
    drawing: [],
    sketches: [],
    vote: null,
    challenged: [],
    inked: [],
  };
}

/** A shuffled theme order for a `rotate` table. */
export const themeOrder = (rng: Rng): ThemeId[] => rng.shuffle(THEMES);

/** The track a seat's points go to: its own, or its team's. */
export const sideOf = (s: ShtukaState, seat: Seat): number => (s.teams === 0 ? seat : seat % s.teams);

/** Who searches this round: everyone but the explainer; against the clock, the explainer's team mates only. */
export function searchers(s: ShtukaState): Seat[] {
  const out: Seat[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    if (seat === s.explainer) continue;
    if (s.teams > 0 && s.config.teamMode === 'clock' && sideOf(s, seat) !== sideOf(s, s.explainer)) continue;
    out.push(seat);
  }
  return out;
}

/** Searchers not out of the round: when none is left, the round ends. */
export const stillIn = (s: ShtukaState): Seat[] => searchers(s).filter((seat) => !s.round.out.includes(seat));

/** Whether `seat` may grab the Shtuka now. */
export function mayGrab(s: ShtukaState, seat: Seat): boolean {
  const r = s.round;
  if (s.over || (r.phase !== 'search' && r.phase !== 'grab')) return false;
  if (!searchers(s).includes(seat) || r.out.includes(seat) || r.locks.some((l) => l.seat === seat)) return false;
  return r.grab === null || !r.grab.seats.includes(seat);
}

/** Move a side along the track (never below 0); reaching the end ends the game. */
export function score(d: Draft, seat: Seat, delta: number): void {
  const side = sideOf(d.s, seat);
  const scores = [...d.s.scores];
  scores[side] = Math.max(0, scores[side]! + delta);
  d.s.scores = scores;
  d.emit({ kind: 'scored', side, delta, score: scores[side]! });
  if (scores[side]! >= d.s.config.trackEnd) d.s.over = true;
}

/** The search starts (at the roll, or at «Старт!» in Eyewitness): the mode's timer runs from `at`. */
export function startSearch(d: Draft, at: number): void {
  d.r.phase = 'search';
  d.r.searchFrom = at;
  d.r.endsAt = at + d.s.config[MODE_SECONDS[d.r.mode!]] * 1000;
}

/**
 * The round ends: a round nobody won costs the explainer 1; everything hidden is revealed; the
 * next seat explains a new picture, unless the game is over.
 */
export function endRound(d: Draft, why: Reveal['why'], found: Seat | null): void {
  if (found === null) score(d, d.s.explainer, -1);
  const r = d.r;
  const placed = r.layout[r.target]!;
  const reveal: Reveal = {
    round: d.s.roundNo,
    mode: r.mode,
    target: {
      icon: iconName(placed.item),
      words: itemAt(placed.item).words,
      x: placed.x,
      y: placed.y,
      size: placed.size,
      angle: placed.angle,
    },
    found,
    why,
    clicks: r.clicks,
    drawing: r.drawing,
    sketches: r.sketches,
  };
  d.s.last = reveal;
  d.emit({ kind: 'revealed', reveal });
  d.emit({ kind: 'round-over' });
  d.s.roundsEnded += 1;
  const limit = d.s.config.roundLimit;
  if (limit > 0 && d.s.roundsEnded >= limit) d.s.over = true;
  if (d.s.over) {
    d.r.phase = 'roll';
    d.r.holder = null;
    d.r.answerBy = null;
    d.r.grab = null;
    d.r.endsAt = null;
    d.r.locks = [];
    d.r.vote = null;
    return;
  }
  d.s.explainer = (d.s.explainer + 1) % d.s.seats;
  d.s.roundNo += 1;
  const next = d.random((rng) => dealRound(rng, d.s.config, d.s.themeOrder, d.s.roundNo, placed.item));
  d.newRound(next);
}

/** The tie window closes: the sole grabber holds the Shtuka; tied grabbers are settled by a seeded draw in seat order. */
export function decideHolder(d: Draft, at: number): void {
  const tied = [...d.r.grab!.seats].sort((a, b) => a - b);
  const holder = tied.length === 1 ? tied[0]! : d.random((rng) => rng.pick(tied));
  d.r.grab = null;
  d.r.phase = 'answer';
  d.r.holder = holder;
  d.r.answerBy = at + d.s.config.answerSeconds * 1000;
  d.emit({ kind: 'holder', seat: holder, tied });
}

/**
 * The holder's answer is judged: right ends the round (+1, or +2 for a team that found it in the
 * first half of its time against the clock; the explainer +1 by setting); wrong costs 1 and the
 * Shtuka goes back, the grabber out of the round or locked for a while.
 */
export function judge(d: Draft, click: Click, at: number): void {
  const seat = click.seat;
  d.r.clicks = [...d.r.clicks, click];
  d.r.holder = null;
  d.r.answerBy = null;
  d.emit({ kind: 'pointed', seat, spot: click.spot, right: click.right });
  const c = d.s.config;
  if (click.right) {
    const quick = d.s.teams > 0 && c.teamMode === 'clock' && d.r.searchFrom !== null && d.r.endsAt !== null &&
      at - d.r.searchFrom < (d.r.endsAt - d.r.searchFrom) / 2;
    score(d, seat, quick ? 2 : 1);
    if (c.explainerBonus) score(d, d.s.explainer, 1);
    endRound(d, 'found', seat);
    return;
  }
  score(d, seat, -1);
  if (c.wrongGrabber === 'out') d.r.out = [...d.r.out, seat];
  else d.r.locks = [...d.r.locks, { seat, until: at + c.lockSeconds * 1000 }];
  d.r.phase = 'search';
  if (stillIn(d.s).length === 0) return endRound(d, 'nobody', null);
  if (d.r.endsAt !== null && at >= d.r.endsAt) endRound(d, 'time', null);
}

/**
 * School Break: the 6 and the 7 have no effect; an open 6 and an open 7 in the row at the end of
 * a turn open the «Сикс севен» race (the `six-seven` phase), whose last shouter takes the pair;
 * tied last shouters are chosen among by the player who laid the last card (`choose-taker`).
 */
import type { Seat } from '../../../core/types.ts';
import { num } from '../cards.ts';
import { type Ctx, handOf } from '../ctx.ts';
import { fail } from '../errors.ts';
import { lastOf, lastPress } from '../races.ts';
import type { State } from '../state.ts';
import { place, placePhases, type Rules } from './place.ts';

type SixSeven = Extract<State['phase'], { kind: 'six-seven'; }>;
type ChooseTaker = Extract<State['phase'], { kind: 'choose-taker'; }>;

/** The ids of an open 6 and an open 7 in the row, or null. */
function sixSevenPair(s: State): [number, number] | null {
  let six: number | null = null;
  let seven: number | null = null;
  for (const r of s.row) {
    if (r.faceDown) continue;
    if (six === null && num(r.card) === 6) six = r.id;
    if (seven === null && num(r.card) === 7) seven = r.id;
  }
  return six !== null && seven !== null ? [six, seven] : null;
}

const racing = (s: State): SixSeven | null => (s.phase.kind === 'six-seven' ? s.phase : null);
const choosing = (s: State): ChooseTaker | null => (s.phase.kind === 'choose-taker' ? s.phase : null);
const everyone = (s: State): Seat[] => Array.from({ length: s.seats }, (_, i) => i);

function takePair(c: Ctx, r: Rules, seat: Seat, pair: readonly [number, number]): void {
  const s = c.s;
  const cards = s.row.filter((x) => pair.includes(x.id)).map((x) => x.card);
  s.row = s.row.filter((x) => !pair.includes(x.id));
  handOf(c, seat).push(...cards);
  c.u.emit({ kind: 'pair-taken', seat, cards });
  r.checkEnd(c);
}

export const schoolBreak = place('schoolBreak', {
  sixSevenInert: true,
  effectDone: (c) => {
    const pair = sixSevenPair(c.s);
    if (pair === null) return false;
    c.s.phase = { kind: 'six-seven', openedAt: c.at, presses: [], pair };
    return true;
  },
  moves: {
    shout: (c, seat) => {
      const phase = racing(c.s);
      if (phase === null) return fail('not-now');
      if (phase.presses.some((p) => p.seat === seat)) return fail('already-pressed');
      c.s.phase = { ...phase, presses: [...phase.presses, { seat, at: c.at }] };
      c.u.emit({ kind: 'shouted', seat });
      return null;
    },
    chooseTaker: (c, r, seat, taker) => {
      const phase = choosing(c.s);
      if (phase === null) return fail('not-now');
      if (seat !== phase.chooser) return fail('not-your-turn');
      if (!phase.candidates.includes(taker)) return fail('not-a-candidate');
      takePair(c, r, taker, phase.pair);
      return null;
    },
  },
  window: {
    end: (s) => {
      const p = racing(s);
      if (p === null) return null;
      const end = p.openedAt + s.config.shoutMs;
      return p.presses.length === s.seats ? Math.min(end, lastPress(p.presses).at) : end;
    },
    close: (c, r) => {
      const s = c.s;
      const p = racing(s)!;
      const all = everyone(s);
      // Who never shouted is the last; otherwise the last to shout (and whoever is too close to tell apart).
      const silent = all.filter((seat) => !p.presses.some((x) => x.seat === seat));
      const candidates = silent.length > 0 ? silent : lastOf(p.presses, all, null, s.config.tieWindowMs);
      if (candidates.length === 1) takePair(c, r, candidates[0]!, p.pair);
      else s.phase = { kind: 'choose-taker', candidates, pair: p.pair, chooser: s.lastLayer };
    },
    freezes: false,
  },
  phases: placePhases(['six-seven', 'choose-taker'], {
    awaiting: (_s, p) => (p.kind === 'choose-taker' ? [p.chooser] : []),
    actors: (s, p) => {
      if (p.kind === 'choose-taker') return [p.chooser];
      return everyone(s).filter((seat) => !p.presses.some((x) => x.seat === seat));
    },
    legal: (_s, p, seat, out) => {
      if (p.kind === 'six-seven') {
        if (!p.presses.some((x) => x.seat === seat)) out.push({ kind: 'shout' });
      } else if (seat === p.chooser) {
        for (const c of p.candidates) out.push({ kind: 'choose-taker', seat: c });
      }
    },
    view: (s, p) =>
      p.kind === 'six-seven' ?
        {
          kind: p.kind,
          openedAt: p.openedAt,
          closesAt: p.openedAt + s.config.shoutMs,
          pressed: p.presses.map((x) => x.seat).sort((a, b) => a - b),
          pair: p.pair,
        } :
        { kind: p.kind, candidates: p.candidates, chooser: p.chooser, pair: p.pair },
  }),
  bot: ({ legal, rng, seat }) => {
    // Shout at a human pace (forgetting one race in twenty, as people do); hand the pair to another.
    const shout = legal.find((m) => m.kind === 'shout');
    if (shout) return rng.int(20) === 0 ? 'pass' : { move: shout, pace: 'quick' };
    const takers = legal.filter((m) => m.kind === 'choose-taker');
    if (takers.length === 0) return null;
    return { move: takers.find((m) => m.kind === 'choose-taker' && m.seat !== seat) ?? takers[0]!, pace: 'think' };
  },
});

/**
 * What each viewer may know: the views, the events, the secrets and the outcome. Nothing of the
 * picture — no item, no position — is in any view before the round ends; the explainer alone
 * sees the task card (the item's name and words); an Eyewitness sketch is its author's until the
 * round ends, when the reveal shows the target, its place, every click and every drawing.
 */
import type { Secret } from '../../core/game.ts';
import type { Outcome, Seat, Viewer } from '../../core/types.ts';
import { iconName, itemAt } from './items.ts';
import { PICTURE } from './layout.ts';
import { searchers, sideOf } from './round.ts';
import { CANVAS } from './rules.ts';
import type { ShtukaEvent, ShtukaState, ShtukaView } from './state.ts';
import { THEME } from './themes.ts';

export function view(s: ShtukaState, viewer: Viewer): ShtukaView {
  const r = s.round;
  const target = r.layout[r.target]!;
  const sketchCounts = Array.from({ length: s.seats }, () => 0);
  for (const k of r.sketches) sketchCounts[k.seat] = (sketchCounts[k.seat] ?? 0) + 1;
  return {
    seats: s.seats,
    teams: s.teams,
    scores: s.scores,
    trackEnd: s.config.trackEnd,
    explainer: s.explainer,
    round: s.roundNo,
    theme: r.theme,
    background: THEME[r.theme].background,
    picture: PICTURE,
    canvas: CANVAS,
    phase: s.over ? 'over' : r.phase,
    mode: r.mode,
    die: r.die,
    endsAt: r.endsAt,
    searchers: searchers(s),
    out: r.out,
    locks: r.locks,
    grabbed: r.grab === null ? [] : [...r.grab.seats].sort((a, b) => a - b),
    holder: r.holder,
    answerBy: r.answerBy,
    clicks: r.clicks,
    lines: r.lines,
    vote: r.vote,
    challenged: r.challenged,
    questions: r.questions,
    drawing: r.drawing,
    mySketch: viewer === 'spectator' ? [] : r.sketches.filter((k) => k.seat === viewer),
    sketchCounts,
    task: !s.over && viewer === s.explainer ? { icon: iconName(target.item), words: itemAt(target.item).words } : null,
    last: s.last,
  };
}

/** An Eyewitness sketch line reaches only its author; everything else is public. */
export const eventView = (e: ShtukaEvent, viewer: Viewer): ShtukaEvent | null =>
  e.kind === 'sketched' && viewer !== e.sketch.seat ? null : e;

/**
 * The round's hidden things: every placed item of the picture (as placed), the target's name
 * (the explainer's), the target's centre, each Eyewitness sketch line (its author's). Once the
 * game is over everything has been revealed.
 */
export function secrets(s: ShtukaState): Secret[] {
  if (s.over) return [];
  const r = s.round;
  const out: Secret[] = r.layout.map((placed, i): Secret => ({ id: `layout/${i}`, visibleTo: 'none', token: { ...placed } }));
  const target = r.layout[r.target]!;
  out.push({ id: 'target', visibleTo: [s.explainer], token: iconName(target.item) });
  out.push({ id: 'target-spot', visibleTo: 'none', token: { x: target.x, y: target.y } });
  r.sketches.forEach((k, i) => out.push({ id: `sketch/${k.seat}/${i}`, visibleTo: [k.seat], token: { ...k } }));
  return out;
}

/** Places by the track: 1 + the number of players strictly ahead; team mates share their team's score. */
export function outcome(s: ShtukaState): Outcome | null {
  if (!s.over) return null;
  const seatScore = Array.from({ length: s.seats }, (_, seat) => s.scores[sideOf(s, seat)]!);
  const places = seatScore.map((p) => 1 + seatScore.filter((q) => q > p).length);
  if (s.teams === 0) return { places, scores: [...s.scores] };
  const teams: Seat[][] = Array.from({ length: s.teams }, () => []);
  for (let seat = 0; seat < s.seats; seat++) teams[sideOf(s, seat)]!.push(seat);
  return { places, teams, scores: seatScore };
}

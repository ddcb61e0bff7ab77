/**
 * Shtuka's moves: who may make which now (listed moves and forms, from one set of predicates so
 * the lists and `apply` always agree), applying them, and the clock (`deadline`, `tick`).
 */
import { type Point, textLength } from '../../core/forms.ts';
import type { MoveForm, Rect } from '../../core/game.ts';
import { err, ok, type Result, type RuleError, type Seat, type Step } from '../../core/types.ts';
import { findSpot } from './bots.ts';
import { allowedModes, MODES } from './config.ts';
import { Draft } from './draft.ts';
import { fail } from './errors.ts';
import { itemAt, TOPICS } from './items.ts';
import { hits, PICTURE } from './layout.ts';
import { decideHolder, endRound, judge, mayGrab, searchers, startSearch, stillIn } from './round.ts';
import type { Phase, ShtukaEvent, ShtukaMove, ShtukaState } from './state.ts';
import { isPictograms, namesItem } from './words.ts';

/** The drawing canvas (the explainer's in Drawing, each searcher's own in Eyewitness). */
export const CANVAS: Rect = { x: 0, y: 0, width: 1000, height: 1000 };
export const MAX_POINTS = 256;
export const MAX_STROKES = 200;
/**
 * Strokes a seat may draw in a round, undone ones included: a budget, so that drawing, undoing
 * and clearing cannot go on for ever (a round whose clock is not looked at would never end).
 */
export const MAX_INK = 400;

const inkOf = (s: ShtukaState, seat: Seat): number => s.round.inked[seat] ?? 0;
export const LINE = { min: 1, max: 200 } as const;
export const GESTURE = { min: 1, max: 16 } as const;
export const QUESTION = { min: 2, max: 120 } as const;
export const MAX_QUESTIONS = 40;
/** Lines and gesture lines a round holds (a challenge names a line by its index, so none is dropped). */
export const MAX_LINES = 100;

const ROLL: ShtukaMove = { kind: 'roll' };
const START: ShtukaMove = { kind: 'start' };
const GRAB: ShtukaMove = { kind: 'grab' };
const UNDO: ShtukaMove = { kind: 'undo' };
const CLEAR: ShtukaMove = { kind: 'clear' };
const YES: ShtukaMove = { kind: 'yes' };
const NO: ShtukaMove = { kind: 'no' };
const VOTE_YES: ShtukaMove = { kind: 'vote', upheld: true };
const VOTE_NO: ShtukaMove = { kind: 'vote', upheld: false };
const ASKS: readonly ShtukaMove[] = TOPICS.map((topic): ShtukaMove => ({ kind: 'ask', topic }));

/** The phases in which the round runs: the explainer explains and the Shtuka may be grabbed or held. */
const live = (phase: Phase): boolean => phase === 'search' || phase === 'grab' || phase === 'answer';

/** The canvas `seat` draws on now: the shared one (the explainer in Drawing), its own (a searcher sketching), or none. */
export function canvasOf(s: ShtukaState, seat: Seat): 'shared' | 'own' | null {
  const r = s.round;
  if (s.over) return null;
  if (seat === s.explainer) return r.mode === 'drawing' && live(r.phase) ? 'shared' : null;
  return r.phase === 'sketch' && searchers(s).includes(seat) ? 'own' : null;
}

const strokesOn = (s: ShtukaState, seat: Seat, canvas: 'shared' | 'own'): number =>
  canvas === 'shared' ? s.round.drawing.length : s.round.sketches.filter((k) => k.seat === seat).length;

/** Whether `seat` may add a stroke to `canvas` now. */
const mayStroke = (s: ShtukaState, seat: Seat, canvas: 'shared' | 'own'): boolean =>
  strokesOn(s, seat, canvas) < MAX_STROKES && inkOf(s, seat) < MAX_INK;

/** The oldest question still waiting for the explainer's yes or no. */
const pending = (s: ShtukaState): number => s.round.questions.findIndex((q) => q.answer === null);

/** Why `seat` may not challenge the explainer's line `line` now, or null when it may. */
function challengeRefusal(s: ShtukaState, seat: Seat, line: number): RuleError | null {
  const r = s.round;
  if (r.mode !== 'shtuka' || !live(r.phase)) return fail('not-now', { phase: r.phase });
  if (seat === s.explainer) return fail('explainer-cannot');
  if (!searchers(s).includes(seat)) return fail('not-your-team');
  if (r.out.includes(seat)) return fail('out-of-round');
  if (r.vote !== null) return fail('vote-open');
  if (!Number.isInteger(line) || line < 0 || line >= r.lines.length || r.challenged.includes(line)) return fail('no-such-line');
  return null;
}

/** Why `seat` may not vote now, or null when it may: every seat but the explainer votes once. */
function voteRefusal(s: ShtukaState, seat: Seat): RuleError | null {
  const vote = s.round.vote;
  if (vote === null) return fail('no-vote');
  if (seat === s.explainer) return fail('explainer-cannot');
  return vote.votes[seat] === null ? null : fail('already-voted');
}

/**
 * The vote is counted: more seats saying the line broke the rule than not, and the round is given
 * up (the explainer −1); a tie, and the line stands.
 */
function countVote(d: Draft): void {
  const vote = d.r.vote!;
  const yes = vote.votes.filter((v) => v === true).length;
  const no = vote.votes.filter((v) => v === false).length;
  d.r.vote = null;
  d.emit({ kind: 'vote-result', line: vote.line, upheld: yes > no, yes, no });
  if (yes > no) endRound(d, 'challenge', null);
}

/** Every seat but the explainer has voted. */
const allVoted = (s: ShtukaState): boolean => s.round.vote!.votes.every((v, seat) => v !== null || seat === s.explainer);

/** Why `seat` may not ask a Yes–No question now, or null when it may. */
function askRefusal(s: ShtukaState, seat: Seat): RuleError | null {
  const r = s.round;
  if (r.mode !== 'yes-no' || r.phase !== 'search') return fail('not-now', { phase: r.phase });
  if (seat === s.explainer) return fail('explainer-cannot');
  if (!searchers(s).includes(seat)) return fail('not-your-team');
  if (r.out.includes(seat)) return fail('out-of-round');
  if (r.questions.some((q) => q.seat === seat && q.answer === null)) return fail('question-pending');
  if (r.questions.length >= MAX_QUESTIONS) return fail('too-many-questions', { max: MAX_QUESTIONS });
  return null;
}

export function actors(s: ShtukaState): Seat[] {
  if (s.over) return [];
  const r = s.round;
  if (r.phase === 'roll') return [s.explainer];
  if (r.phase === 'sketch') return Array.from({ length: s.seats }, (_, seat) => seat);
  const seats = new Set(stillIn(s));
  if (r.mode !== 'blitz') seats.add(s.explainer);
  // Everyone but the explainer votes on a challenged line, even a seat out of the round.
  if (r.vote !== null) { for (let seat = 0; seat < s.seats; seat++) if (seat !== s.explainer) seats.add(seat); }
  return [...seats].sort((a, b) => a - b);
}

export function awaiting(s: ShtukaState): Seat[] {
  if (s.over) return [];
  const r = s.round;
  if (r.phase === 'roll') return [s.explainer];
  if (r.phase === 'answer') return [r.holder!];
  if (live(r.phase) && r.mode === 'yes-no' && pending(s) >= 0) return [s.explainer];
  return [];
}

export function legalMoves(s: ShtukaState, seat: Seat): ShtukaMove[] {
  if (s.over) return [];
  const r = s.round;
  if (r.phase === 'roll') return seat === s.explainer ? [ROLL] : [];
  const out: ShtukaMove[] = [];
  if (r.phase === 'sketch' && seat === s.explainer) out.push(START);
  if (mayGrab(s, seat)) out.push(GRAB);
  if (askRefusal(s, seat) === null) out.push(...ASKS);
  const canvas = canvasOf(s, seat);
  if (canvas !== null && strokesOn(s, seat, canvas) > 0) out.push(UNDO, CLEAR);
  if (seat === s.explainer && r.mode === 'yes-no' && live(r.phase) && pending(s) >= 0) out.push(YES, NO);
  if (r.vote === null) {
    for (let line = 0; line < r.lines.length; line++) {
      if (challengeRefusal(s, seat, line) === null) out.push({ kind: 'challenge', line });
    }
  } else if (voteRefusal(s, seat) === null) out.push(VOTE_YES, VOTE_NO);
  return out;
}

const pointField = { type: 'point', bounds: PICTURE } as const;
const strokeField = { type: 'stroke', bounds: CANVAS, maxPoints: MAX_POINTS } as const;
const text = (limits: { readonly min: number; readonly max: number; }) =>
  ({ type: 'text', minLength: limits.min, maxLength: limits.max }) as const;

export function forms(s: ShtukaState, seat: Seat): MoveForm[] {
  if (s.over) return [];
  const r = s.round;
  const fixed = { round: s.roundNo };
  const out: MoveForm[] = [];
  if (r.phase === 'answer' && seat === r.holder) out.push({ kind: 'point', fixed, fields: { spot: pointField } });
  const canvas = canvasOf(s, seat);
  if (canvas !== null && mayStroke(s, seat, canvas)) {
    out.push({ kind: 'stroke', fixed, fields: { points: strokeField } });
  }
  if (seat === s.explainer && live(r.phase)) {
    if (r.mode === 'shtuka' && r.lines.length < MAX_LINES) out.push({ kind: 'line', fixed, fields: { text: text(LINE) } });
    if (r.mode === 'gestures' && r.lines.length < MAX_LINES) {
      out.push({ kind: 'gesture', fixed, fields: { text: text(GESTURE) } });
    }
  }
  if (askRefusal(s, seat) === null) out.push({ kind: 'question', fixed, fields: { text: text(QUESTION) } });
  return out;
}

/** Every listed move of the vocabulary (the fuzzer tries them all from every seat), a challenge of each line and of one past the last. */
export function moveSpace(s: ShtukaState): readonly ShtukaMove[] {
  const challenges = Array.from({ length: s.round.lines.length + 1 }, (_, line): ShtukaMove => ({ kind: 'challenge', line }));
  return [ROLL, START, GRAB, UNDO, CLEAR, YES, NO, VOTE_YES, VOTE_NO, ...ASKS, ...challenges];
}

const inside = (p: Point, b: Rect): boolean => p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;

function textRefusal(value: string, limits: { readonly min: number; readonly max: number; }): RuleError | null {
  const length = textLength(value);
  return length < limits.min || length > limits.max ? fail('bad-length', limits) : null;
}

type Outcome = Result<Step<ShtukaState, ShtukaEvent>>;

function explain(s: ShtukaState, seat: Seat, move: Extract<ShtukaMove, { kind: 'line' | 'gesture'; }>): Outcome {
  const r = s.round;
  if (seat !== s.explainer) return err(fail('explainer-only'));
  if (!live(r.phase) || r.mode !== (move.kind === 'line' ? 'shtuka' : 'gestures')) {
    return err(fail('not-now', { phase: r.phase }));
  }
  if (move.round !== s.roundNo) return err(fail('wrong-round'));
  if (r.lines.length >= MAX_LINES) return err(fail('too-many-lines', { max: MAX_LINES }));
  const bad = textRefusal(move.text, move.kind === 'line' ? LINE : GESTURE);
  if (bad !== null) return err(bad);
  if (move.kind === 'line' && namesItem(move.text, itemAt(r.layout[r.target]!.item))) return err(fail('forbidden-word'));
  if (move.kind === 'gesture' && !isPictograms(move.text)) return err(fail('not-pictograms'));
  const d = new Draft(s);
  d.r.lines = [...r.lines, move.text];
  d.emit({ kind: move.kind, text: move.text });
  return ok(d.step());
}

function draw(s: ShtukaState, seat: Seat, move: Extract<ShtukaMove, { kind: 'stroke' | 'undo' | 'clear'; }>): Outcome {
  const canvas = canvasOf(s, seat);
  if (canvas === null) {
    const explainersCanvas = s.round.mode === 'drawing' && live(s.round.phase) && seat !== s.explainer;
    return err(explainersCanvas ? fail('explainer-only') : fail('not-now', { phase: s.round.phase }));
  }
  const count = strokesOn(s, seat, canvas);
  const d = new Draft(s);
  const r = d.r;
  if (move.kind === 'stroke') {
    if (move.round !== s.roundNo) return err(fail('wrong-round'));
    if (move.points.length < 1 || move.points.length > MAX_POINTS) return err(fail('too-many-points', { max: MAX_POINTS }));
    if (!move.points.every((p) => inside(p, CANVAS))) return err(fail('off-canvas'));
    if (count >= MAX_STROKES) return err(fail('too-many-strokes', { max: MAX_STROKES }));
    if (!mayStroke(s, seat, canvas)) return err(fail('out-of-ink', { max: MAX_INK }));
    const points = move.points.map((p) => ({ x: p.x, y: p.y }));
    const inked = Array.from({ length: Math.max(r.inked.length, seat + 1) }, (_, k) => r.inked[k] ?? 0);
    inked[seat] = inkOf(s, seat) + 1;
    r.inked = inked;
    if (canvas === 'shared') {
      r.drawing = [...r.drawing, { points }];
      d.emit({ kind: 'stroke', seat, points });
    } else {
      const sketch = { round: s.roundNo, seat, points };
      r.sketches = [...r.sketches, sketch];
      d.emit({ kind: 'sketched', sketch });
    }
    return ok(d.step());
  }
  if (count === 0) return err(fail('nothing-to-undo'));
  if (canvas === 'shared') r.drawing = move.kind === 'undo' ? r.drawing.slice(0, -1) : [];
  else {
    const mine = r.sketches.map((k, i) => (k.seat === seat ? i : -1)).filter((i) => i >= 0);
    const drop = move.kind === 'undo' ? new Set([mine[mine.length - 1]]) : new Set(mine);
    r.sketches = r.sketches.filter((_, i) => !drop.has(i));
  }
  d.emit(move.kind === 'undo' ? { kind: 'undone', seat, canvas } : { kind: 'cleared', seat, canvas });
  return ok(d.step());
}

export function apply(s: ShtukaState, seat: Seat, move: ShtukaMove, at: number): Outcome {
  if (s.over) return err(fail('game-over'));
  const r = s.round;
  switch (move.kind) {
    case 'roll': {
      if (seat !== s.explainer) return err(fail('explainer-only'));
      if (r.phase !== 'roll') return err(fail('not-now', { phase: r.phase }));
      const d = new Draft(s);
      const modes = allowedModes(s.config);
      const mode = d.random((rng) => rng.pick(modes));
      const die = MODES.indexOf(mode) + 1;
      d.r.mode = mode;
      d.r.die = die;
      d.emit({ kind: 'rolled', seat, die, mode });
      if (mode === 'eyewitness') {
        d.r.phase = 'sketch';
        d.r.endsAt = at + s.config.sketchSeconds * 1000;
      } else startSearch(d, at);
      return ok(d.step());
    }
    case 'start': {
      if (seat !== s.explainer) return err(fail('explainer-only'));
      if (r.phase !== 'sketch') return err(fail('not-now', { phase: r.phase }));
      const d = new Draft(s);
      d.emit({ kind: 'started' });
      startSearch(d, at);
      return ok(d.step());
    }
    case 'grab': {
      if (seat === s.explainer) return err(fail('explainer-cannot'));
      if (r.phase !== 'search' && r.phase !== 'grab') return err(fail('not-now', { phase: r.phase }));
      if (!searchers(s).includes(seat)) return err(fail('not-your-team'));
      if (r.out.includes(seat)) return err(fail('out-of-round'));
      if (r.locks.some((l) => l.seat === seat)) return err(fail('locked'));
      if (r.grab !== null && r.grab.seats.includes(seat)) return err(fail('already-grabbed'));
      const d = new Draft(s);
      d.r.grab = r.grab === null ? { firstAt: at, seats: [seat] } : { firstAt: r.grab.firstAt, seats: [...r.grab.seats, seat] };
      d.r.phase = 'grab';
      d.emit({ kind: 'grabbed', seat });
      return ok(d.step());
    }
    case 'point': {
      if (r.phase !== 'answer') return err(fail('not-now', { phase: r.phase }));
      if (seat !== r.holder) return err(fail('not-holder'));
      if (move.round !== s.roundNo) return err(fail('wrong-round'));
      if (!inside(move.spot, PICTURE)) return err(fail('off-picture'));
      const spot = { x: move.spot.x, y: move.spot.y };
      const d = new Draft(s);
      judge(d, { seat, spot, right: hits(r.layout[r.target]!, spot, s.config.tolerance) }, at);
      return ok(d.step());
    }
    case 'find': {
      // A bot's point (bots.ts): the spot is the engine's seeded draw by the bot's level.
      if (r.phase !== 'answer') return err(fail('not-now', { phase: r.phase }));
      if (seat !== r.holder) return err(fail('not-holder'));
      if (move.round !== s.roundNo) return err(fail('wrong-round'));
      const d = new Draft(s);
      const target = r.layout[r.target]!;
      const spot = d.random((rng) => findSpot(rng, target, move.level, r.mode, s.config.tolerance));
      judge(d, { seat, spot, right: hits(target, spot, s.config.tolerance) }, at);
      return ok(d.step());
    }
    case 'stroke':
    case 'undo':
    case 'clear':
      return draw(s, seat, move);
    case 'line':
    case 'gesture':
      return explain(s, seat, move);
    case 'ask':
    case 'question': {
      const refused = askRefusal(s, seat);
      if (refused !== null) return err(refused);
      if (move.kind === 'question') {
        if (move.round !== s.roundNo) return err(fail('wrong-round'));
        const bad = textRefusal(move.text, QUESTION);
        if (bad !== null) return err(bad);
      }
      const topic = move.kind === 'ask' ? move.topic : null;
      const question = move.kind === 'question' ? move.text : null;
      const d = new Draft(s);
      d.r.questions = [...r.questions, { seat, topic, text: question, answer: null }];
      d.emit({ kind: 'asked', seat, topic, text: question });
      return ok(d.step());
    }
    case 'yes':
    case 'no': {
      if (seat !== s.explainer) return err(fail('explainer-only'));
      if (r.mode !== 'yes-no' || !live(r.phase)) return err(fail('not-now', { phase: r.phase }));
      const i = pending(s);
      if (i < 0) return err(fail('no-question'));
      const d = new Draft(s);
      const yes = move.kind === 'yes';
      d.r.questions = r.questions.map((q, k) => (k === i ? { ...q, answer: yes } : q));
      d.emit({ kind: 'answered', seat: r.questions[i]!.seat, yes });
      return ok(d.step());
    }
    case 'challenge': {
      const refused = challengeRefusal(s, seat, move.line);
      if (refused !== null) return err(refused);
      const d = new Draft(s);
      // The challenger's own vote is cast: it says the line broke the rule.
      const votes = Array.from({ length: s.seats }, (_, k) => (k === seat ? true : null));
      d.r.vote = { line: move.line, by: seat, votes, closesAt: at + s.config.voteSeconds * 1000 };
      d.r.challenged = [...r.challenged, move.line];
      d.emit({ kind: 'challenged', seat, line: move.line });
      if (allVoted(d.s)) countVote(d);
      return ok(d.step());
    }
    case 'vote': {
      const refused = voteRefusal(s, seat);
      if (refused !== null) return err(refused);
      const d = new Draft(s);
      d.r.vote = { ...r.vote!, votes: r.vote!.votes.map((v, k) => (k === seat ? move.upheld : v)) };
      d.emit({ kind: 'voted', seat, upheld: move.upheld });
      if (allVoted(d.s)) countVote(d);
      return ok(d.step());
    }
  }
}

/** The next moment the state changes by itself: a lock ends, a tie window closes, an answer or a round runs out. */
export function deadline(s: ShtukaState): number | null {
  if (s.over) return null;
  const r = s.round;
  let due: number | null = null;
  const consider = (t: number | null) => {
    if (t !== null && (due === null || t < due)) due = t;
  };
  for (const l of r.locks) consider(l.until);
  if (r.vote !== null) consider(r.vote.closesAt);
  if (r.phase === 'sketch' || r.phase === 'search') consider(r.endsAt);
  if (r.phase === 'grab') consider(r.grab!.firstAt + s.config.tieMs);
  if (r.phase === 'answer') consider(r.answerBy);
  return due;
}

/** Let time pass to `at`: the earliest thing due happens, stamped with its own time. */
export function tick(s: ShtukaState, at: number): Step<ShtukaState, ShtukaEvent> | null {
  const due = deadline(s);
  if (due === null || at < due) return null;
  const r = s.round;
  const d = new Draft(s);
  if (r.locks.some((l) => l.until === due)) {
    d.r.locks = r.locks.filter((l) => l.until !== due);
    for (const l of r.locks) if (l.until === due) d.emit({ kind: 'unlocked', seat: l.seat });
    return d.step();
  }
  if (r.vote !== null && r.vote.closesAt === due) {
    countVote(d);
    return d.step();
  }
  switch (r.phase) {
    case 'sketch':
      d.emit({ kind: 'started' });
      startSearch(d, due);
      break;
    case 'search':
      endRound(d, 'time', null);
      break;
    case 'grab':
      decideHolder(d, due);
      break;
    case 'answer':
      judge(d, { seat: r.holder!, spot: null, right: false }, due);
      break;
    case 'roll':
      return null;
  }
  return d.step();
}

/** The chat hook: an explainer who says the target's name in chat gives the round up (Blitz shows the item anyway). */
export function chat(s: ShtukaState, seat: Seat, line: string): Step<ShtukaState, ShtukaEvent> | null {
  const r = s.round;
  if (s.over || seat !== s.explainer || r.phase === 'roll' || r.mode === 'blitz') return null;
  if (!namesItem(line, itemAt(r.layout[r.target]!.item))) return null;
  const d = new Draft(s);
  d.emit({ kind: 'word-said', seat });
  endRound(d, 'word-said', null);
  return d.step();
}

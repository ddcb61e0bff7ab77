/**
 * The strong bot: a best response by sampling over the game's `search.determinize`.
 *
 * Each round is a simultaneous game. For every other seat it builds that seat's view as far as
 * it is public (doors, stacks, resting cards, guests and uses are all public) and asks the
 * basic model what the seat would do, mixed with a softmax over door values for seats that
 * play otherwise (people, other bots). It then rebuilds a full state behind its own view
 * (from-view.ts) and determinizes it again and again: each determinization re-draws the face-
 * down choices of the seats that have chosen (uniformly among all they could have made, what
 * Naprastka saw kept) and the Night Porter's card (from the determinized state's generator, as
 * the reveal draws it). A determinization counts with the weight the models give the choices
 * it drew (importance sampling: the posterior of "they play like the model"); seats still to
 * choose are drawn from their models. Each of its own options (every door, Lulu's resting
 * card, every Molets pair, a peek) is scored on the same draws: its rooms won minus the
 * average the others win, less the value of a guest's use. After the reveal (Molets' pick,
 * Pero, Mugla) everything is known and it takes the best option outright.
 */
import { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { roomStars } from './cards.ts';
import { determinize } from './determinize.ts';
import { stateFromView } from './from-view.ts';
import { LULU, MOLETS } from './moves.ts';
import { basicMove, doorNumber, doorValues, othersAt, seatDistribution } from './policy.ts';
import type { Choice, Move, State, View } from './state.ts';

/** Determinizations (joint choices) drawn per decision: the strong bot's budget (the normal bot draws fewer). */
export const STRONG_SAMPLES = 160;
/** How many basic answers are drawn to learn a seat's (tie-broken) basic choice. */
const BASIC_DRAWS = 6;
/** Weight of "this seat plays like the basic model" against "it weighs doors loosely". */
const BASIC_TRUST = 0.8;

/** What a use of a guest is worth: more when few uses are left for many rounds. */
function useCost(view: View, usesLeft: number): number {
  const roundsLeft = 1 + Math.floor(view.deckLeft / view.doors);
  if (usesLeft <= 0) return Infinity;
  return usesLeft >= roundsLeft ? 0 : 2.5 * (1 - usesLeft / roundsLeft);
}

/** A seat's view as far as it is public: its hand is every door but its resting one; its peek unknown. */
function publicViewOf(view: View): View {
  return { ...view, peek: null, mine: null, hand: null, lulu: false };
}

/** The moves a seat may make now, from public information (peeks left out: they change nothing at once). */
function publicLegal(view: View, seat: Seat): Move[] {
  const s = view.table[seat]!;
  const rest = s.resting === null ? 0 : doorNumber(s.resting);
  const out: Move[] = [];
  const hand: number[] = [];
  for (let d = 1; d <= view.doors; d++) {
    if (d === rest) continue;
    hand.push(d);
    out.push({ kind: 'knock', door: d });
  }
  if (s.usesLeft > 0 && s.guest === 'lulu' && rest > 0) out.push(LULU);
  if (s.usesLeft > 0 && s.guest === 'molets') {
    for (let i = 0; i < hand.length; i++) for (let j = i + 1; j < hand.length; j++) out.push(MOLETS[hand[i]!]![hand[j]!]!);
  }
  return out;
}

/** A seat's choice as doors it may count at: one door, or two for Molets (he then takes the better). */
type Option = readonly number[];

function optionOf(view: View, seat: Seat, m: Move): Option {
  switch (m.kind) {
    case 'knock':
      return [m.door];
    case 'lulu':
      return [doorNumber(view.table[seat]!.resting!)];
    case 'molets':
      return m.doors;
    default:
      return [];
  }
}

/** A seat's model: options with probabilities. */
interface Model {
  readonly seat: Seat;
  readonly options: readonly Option[];
  readonly cumulative: readonly number[];
  /** Each option's probability by its key (`keyOf`). */
  readonly p: ReadonlyMap<string, number>;
}

const keyOf = (o: Option): string => o.join(',');

/** A face-down choice as an option: the door(s) it may count at (Lulu's resting card is its door). */
const optionOfChoice = (c: Choice): Option => c.cards;

function modelOf(view: View, seat: Seat, values: readonly number[], rng: Rng): Model {
  const weights = new Map<string, { option: Option; w: number; }>();
  const add = (option: Option, w: number) => {
    const key = option.join(',');
    const e = weights.get(key);
    if (e) e.w += w;
    else weights.set(key, { option, w });
  };
  if (
    view.peek !== null && view.peek.seat === seat && !(view.table[seat]!.guest === 'molets' && view.table[seat]!.usesLeft > 0)
  ) {
    add([doorNumber(view.peek.card)], 1);
  } else {
    const pv = publicViewOf(view);
    const legal = publicLegal(view, seat);
    for (let i = 0; i < BASIC_DRAWS; i++) add(optionOf(view, seat, basicMove(pv, seat, legal, rng)), BASIC_TRUST / BASIC_DRAWS);
    const loose = seatDistribution(view, seat, values);
    loose.forEach((p, i) => p > 0 && add([i + 1], (1 - BASIC_TRUST) * p));
    if (view.peek !== null && view.peek.seat === seat) {
      // Molets with two cards, one of them seen: keep the options holding the seen door.
      const seen = doorNumber(view.peek.card);
      for (const [k, e] of weights) if (!e.option.includes(seen)) weights.delete(k);
      if (weights.size === 0) add([seen], 1);
    }
  }
  const options: Option[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const { option, w } of weights.values()) {
    total += w;
    options.push(option);
    cumulative.push(total);
  }
  const p = new Map<string, number>();
  for (const [key, { w }] of weights) p.set(key, w / total);
  return { seat, options, cumulative: cumulative.map((c) => c / total), p };
}

function draw(model: Model, rng: Rng): Option {
  const x = rng.float();
  for (let i = 0; i < model.cumulative.length; i++) if (x < model.cumulative[i]!) return model.options[i]!;
  return model.options[model.options.length - 1]!;
}

/**
 * Score of one joint choice for `me`: rooms I win minus the average others win. A two-door
 * option (Molets) counts at whichever door is better for its holder once the others are known.
 */
function score(
  values: readonly number[],
  doors: number,
  mine: Option,
  others: readonly Option[],
  porter: number,
  n: number,
): number {
  const count = new Array<number>(doors + 1).fill(0);
  if (porter > 0) count[porter]!++;
  const fixed: number[] = [];
  for (const o of others) if (o.length === 1) count[o[0]!]!++;
  // Two-door options settle against the single ones (and me) only: close enough.
  const settle = (o: Option, extra: number) => {
    let best = o[0]!;
    let bestV = -Infinity;
    for (const d of o) {
      const v = count[d]! + (d === extra ? 1 : 0) === 0 ? values[d - 1]! : 0;
      if (v > bestV) {
        bestV = v;
        best = d;
      }
    }
    return best;
  };
  for (const o of others) {
    if (o.length === 2) {
      const d = settle(o, mine.length === 1 ? mine[0]! : 0);
      fixed.push(d);
      count[d]!++;
    } else fixed.push(o[0]!);
  }
  const myDoor = mine.length === 1 ? mine[0]! : settle(mine, 0);
  count[myDoor]!++;
  const gain = (d: number) => (count[d] === 1 ? values[d - 1]! : 0);
  let othersTotal = 0;
  for (const d of fixed) othersTotal += gain(d);
  return gain(myDoor) - othersTotal / Math.max(1, n - 1);
}

/** The Night Porter's door in a determinized state, drawn as the reveal draws it (0 without a Porter). */
function porterDoorOf(state: State): number {
  if (!state.porter) return 0;
  const options = [1, 2, 3].filter((d) => d !== state.porterResting);
  return options[Rng.fromState(state.rng).int(options.length)]!;
}

function chooseDoor(view: View, me: Seat, legal: readonly Move[], rng: Rng, samples: number): Move {
  const values = doorValues(view);
  const models: Model[] = [];
  for (let s = 0; s < view.seats; s++) if (s !== me) models.push(modelOf(view, s, values, rng));
  const behind = stateFromView(view, me);
  const candidates = legal.filter((m) => m.kind !== 'peek');
  const options = candidates.map((m) => optionOf(view, me, m));
  const totals = new Array<number>(candidates.length).fill(0);
  const others: Option[] = new Array<Option>(models.length);
  let weights = 0;
  for (let k = 0; k < samples; k++) {
    const state = determinize(behind, me, rng);
    let w = 1;
    for (let i = 0; i < models.length; i++) {
      const model = models[i]!;
      const c = state.choices[model.seat];
      if (c === null || c === undefined) others[i] = draw(model, rng);
      else {
        others[i] = optionOfChoice(c);
        w *= model.p.get(keyOf(others[i]!)) ?? 0;
      }
    }
    if (w === 0) continue;
    weights += w;
    const p = porterDoorOf(state);
    for (let c = 0; c < candidates.length; c++) totals[c]! += w * score(values, view.doors, options[c]!, others, p, view.seats);
  }
  const usesLeft = view.table[me]!.usesLeft;
  let best = 0;
  let bestValue = -Infinity;
  for (let c = 0; c < candidates.length; c++) {
    const m = candidates[c]!;
    const cost = m.kind === 'knock' ? 0 : useCost(view, usesLeft);
    const v = (weights > 0 ? totals[c]! / weights : 0) - cost + rng.float() * 1e-6;
    if (v > bestValue) {
      bestValue = v;
      best = c;
    }
  }
  // Peek first when the round is worth it and someone's card could change the answer.
  const peeks = legal.filter((m) => m.kind === 'peek');
  if (peeks.length > 0 && Math.max(...values) >= 3 && useCost(view, usesLeft) < 1.5) {
    const myDoor = options[best]![0]!;
    let target = peeks[0]!;
    let risk = -1;
    for (const m of peeks) {
      if (m.kind !== 'peek') continue;
      const model = models.find((x) => x.seat === m.seat)!;
      let p = 0;
      model.options.forEach((o, i) => {
        if (o.includes(myDoor)) p += model.cumulative[i]! - (i > 0 ? model.cumulative[i - 1]! : 0);
      });
      if (p > risk) {
        risk = p;
        target = m;
      }
    }
    if (risk > 0.15) return target;
  }
  return candidates[best]!;
}

export function strongMove(view: View, seat: Seat, legal: readonly Move[], rng: Rng, samples = STRONG_SAMPLES): Move {
  const values = doorValues(view);
  switch (view.phase) {
    case 'molets':
      return basicMove(view, seat, legal, rng);
    case 'pero': {
      const others = othersAt(view, seat);
      const mine = view.revealed!.find((r) => r.seat === seat)!.door;
      const stay = others[mine] === 0 ? values[mine - 1]! : 0;
      let best: Move = legal.find((m) => m.kind === 'pass')!;
      let bestGain = stay + 0.5;
      for (const m of legal) {
        if (m.kind === 'pero' && values[m.door - 1]! > bestGain) {
          best = m;
          bestGain = values[m.door - 1]!;
        }
      }
      return best;
    }
    case 'mugla': {
      const door = view.revealed!.find((r) => r.seat === seat)!.door;
      const stack = view.under[door - 1]!;
      const top = stack[stack.length - 1];
      const roundsLeft = 1 + Math.floor(view.deckLeft / view.doors);
      const take = top !== undefined && roomStars(top) >= (roundsLeft <= 3 ? 1 : 3);
      return legal.find((m) => m.kind === (take ? 'mugla' : 'pass')) ?? legal[0]!;
    }
    case 'choose':
      return chooseDoor(view, seat, legal, rng, samples);
    default:
      return legal[0]!;
  }
}

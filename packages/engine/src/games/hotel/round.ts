/**
 * The round after the choosing (seed 003 "Рундът стъпка по стъпка" and the FAQ's order):
 * "Chuk-chuk!" turns every card over, Professor Molets picks, Madam Pero may move, then
 * who is alone takes every room under the door (Ghosts too) and who collides takes nothing
 * (No Mercy, Piccolo Bo), Detective Mugla may take the topmost room, cards rest, and the
 * next round's rooms are dealt unless the deck cannot serve every door. Every step writes to
 * the move's draft on the core updater (state.ts `draft`) and emits its events there.
 */
import type { Outcome, Seat } from '../../core/types.ts';
import { isGhost, roomStars } from './cards.ts';
import { cardOf, cardsOf, porterCardOf } from './seats.ts';
import type { Choice, Draft, Phase, State } from './state.ts';

/** The stages after the reveal, in the FAQ's order; `continueRound` resumes from one. */
const Stage = { Molets: 0, Pero: 1, Resolve: 2, Mugla: 3, End: 4 } as const;
type Stage = (typeof Stage)[keyof typeof Stage];

/** Score: stars of the rooms (−2 per Ghost) plus 1 per Bakshish card. */
export function scoreOf(state: State, seat: Seat): number {
  let total = state.bakshish[seat]!;
  for (const r of state.won[seat]!) total += roomStars(r);
  return total;
}

/** Places: more points first, then more room cards (Ghosts count, Bakshish does not); still tied → shared. */
export function outcomeOf(state: State): Outcome {
  const scores = Array.from({ length: state.seats }, (_, s) => scoreOf(state, s));
  const rooms = state.won.map((w) => w.length);
  const better = (a: Seat, b: Seat) => scores[a]! > scores[b]! || (scores[a] === scores[b] && rooms[a]! > rooms[b]!);
  const places = scores.map((_, s) => 1 + scores.filter((__, t) => better(t, s)).length);
  return { places, scores };
}

/** Who counts at each door (1-based index; the Porter as -1). */
export function occupants(state: State): Seat[][] {
  const at: Seat[][] = Array.from({ length: state.doors + 1 }, () => []);
  for (let s = 0; s < state.seats; s++) {
    const c = state.choices[s];
    if (c !== null && c !== undefined && c.door > 0) at[c.door]!.push(s);
  }
  if (state.porterDoor > 0) at[state.porterDoor]!.push(-1);
  return at;
}

/** No choice and no peek yet, for each seat count (shared: states are never mutated). */
const NOTHING: readonly (readonly null[])[] = Array.from({ length: 9 }, (_, n) => Array.from({ length: n }, () => null));

/** Deal one room under every door, or end the game if the deck cannot serve them all. */
export function startRound(u: Draft, at: number): void {
  const n = u.edit();
  n.choices = NOTHING[n.seats]!;
  n.peeks = NOTHING[n.seats]!;
  n.porterDoor = 0;
  n.windowAt = at;
  if (n.deck.length - n.dealt < n.doors) {
    // "The rooms left under the doors do not count."
    const outcome = outcomeOf(n);
    u.emit({ kind: 'game-over', scores: outcome.scores!, places: outcome.places as number[] });
    n.phase = 'over';
    n.outcome = outcome;
    return;
  }
  const rooms = n.deck.slice(n.dealt, n.dealt + n.doors);
  u.emit({ kind: 'rooms', round: n.round + 1, rooms });
  const under: string[][] = [];
  for (let d = 0; d < n.doors; d++) {
    const stack = n.under[d]!.slice();
    stack.push(rooms[d]!);
    under.push(stack);
  }
  n.round = n.round + 1;
  n.phase = 'choose';
  n.dealt = n.dealt + n.doors;
  n.under = under;
}

/** "Chuk-chuk!": the Porter draws one of his non-resting cards, every card is turned over together. */
export function reveal(u: Draft, at: number): void {
  const n = u.edit();
  let porterDoor = 0;
  if (n.porter) {
    const options = [1, 2, 3].filter((d) => d !== n.porterResting);
    porterDoor = options[u.random('rng').int(options.length)]!;
  }
  const plays = [];
  for (let s = 0; s < n.seats; s++) {
    const c = n.choices[s]!;
    // Lulu's and Molets' uses are spent when everyone sees them, so they stay secret until now.
    if (c.lulu || c.cards.length === 2) {
      const uses = u.writable(n.uses);
      n.uses = uses;
      uses[s]!--;
    }
    plays.push({ seat: s, cards: cardsOf(s, c.cards) });
  }
  u.emit({ kind: 'reveal', round: n.round, plays, porter: porterDoor > 0 ? porterCardOf(n, porterDoor) : null });
  n.porterDoor = porterDoor;
  continueRound(u, Stage.Molets, at);
}

function moletsWaiting(state: State): boolean {
  return state.choices.some((c) => c !== null && c.cards.length === 2);
}

/** Doors somebody counts at, as bits (bit d = door d; the Porter counts as somebody). */
function chosenDoors(state: State): number {
  let mask = state.porterDoor > 0 ? 1 << state.porterDoor : 0;
  for (let s = 0; s < state.seats; s++) {
    const c = state.choices[s];
    if (c !== null && c !== undefined && c.door > 0) mask |= 1 << c.door;
  }
  return mask;
}

/** How many count at door `d` (the Porter included). */
function countAt(state: State, d: number): number {
  let n = state.porterDoor === d ? 1 : 0;
  for (let s = 0; s < state.seats; s++) if (state.choices[s]?.door === d) n++;
  return n;
}

/** The doors nobody chose (the Porter counts as somebody). */
export function freeDoors(state: State): number[] {
  const mask = chosenDoors(state);
  const out: number[] = [];
  for (let d = 1; d <= state.doors; d++) if ((mask & (1 << d)) === 0) out.push(d);
  return out;
}

export function peroSeat(state: State): Seat {
  return state.guests.indexOf('pero');
}
export function muglaSeat(state: State): Seat {
  return state.guests.indexOf('mugla');
}

function peroWaiting(state: State): boolean {
  const s = peroSeat(state);
  // With every door chosen nothing happens and the use is not spent: the step is skipped.
  if (s < 0 || state.uses[s]! <= 0) return false;
  const all = ((1 << (state.doors + 1)) - 1) & ~1;
  return (chosenDoors(state) & all) !== all;
}

/** Detective Mugla's door, if she collided there this round; 0 otherwise. */
export function muglaDoor(state: State): number {
  const s = muglaSeat(state);
  if (s < 0) return 0;
  const d = state.choices[s]!.door;
  return countAt(state, d) >= 2 ? d : 0;
}

function muglaWaiting(state: State): boolean {
  const s = muglaSeat(state);
  if (s < 0 || state.uses[s]! <= 0) return false;
  const d = muglaDoor(state);
  return d > 0 && state.under[d - 1]!.length > 0;
}

/** The lowest-star room of a seat that is not a Ghost (the oldest among equals), or -1. */
export function lowestRoom(rooms: readonly string[]): number {
  let best = -1;
  for (let i = 0; i < rooms.length; i++) {
    const r = rooms[i]!;
    if (isGhost(r)) continue;
    if (best < 0 || roomStars(r) < roomStars(rooms[best]!)) best = i;
  }
  return best;
}

/** Who is alone takes all; who collides takes nothing (No Mercy returns a room, Piccolo Bo takes a Bakshish). */
function resolve(u: Draft): void {
  const n = u.edit();
  const at = occupants(n);
  for (let d = 1; d <= n.doors; d++) {
    const here = at[d]!;
    if (here.length === 0) continue;
    if (here.length === 1) {
      const seat = here[0]!;
      if (seat < 0) continue; // The Porter alone: he never takes rooms, they stay.
      const under = u.writable(n.under);
      const won = u.writable(n.won);
      n.under = under;
      n.won = won;
      u.emit({ kind: 'took', seat, door: d, rooms: under[d - 1]! });
      won[seat] = [...won[seat]!, ...under[d - 1]!];
      under[d - 1] = [];
      continue;
    }
    const seats = here.filter((s) => s >= 0);
    u.emit({ kind: 'collision', door: d, seats, porter: here.length > seats.length });
    for (const seat of seats) {
      if (n.config.noMercy) {
        const i = lowestRoom(n.won[seat]!);
        if (i >= 0) {
          const won = u.array('won');
          const room = won[seat]![i]!;
          won[seat] = won[seat]!.filter((_, j) => j !== i);
          n.box = [...n.box, room];
          u.emit({ kind: 'no-mercy', seat, room });
        }
      }
      if (n.guests[seat] === 'bo' && n.bakshishLeft > 0) {
        u.array('bakshish')[seat]!++;
        n.bakshishLeft--;
        u.emit({ kind: 'bakshish', seat });
      }
    }
  }
}

/** Played cards rest, the resting ones return (Lulu: the same card keeps resting), then the next round. */
function endRound(u: Draft, at: number): void {
  const n = u.edit();
  const resting = n.choices.map((c, s) => (c!.lulu ? n.resting[s]! : c!.cards[0]!));
  u.emit({ kind: 'round-over', round: n.round });
  n.resting = resting;
  n.porterResting = n.porter ? n.porterDoor : 0;
  startRound(u, at);
}

/** Open a guest's decision window. */
function waitFor(u: Draft, phase: Phase, at: number): void {
  const n = u.edit();
  n.phase = phase;
  n.windowAt = at;
}

function continueRound(u: Draft, from: Stage, at: number): void {
  if (from <= Stage.Molets && moletsWaiting(u.state)) return waitFor(u, 'molets', at);
  if (from <= Stage.Pero && peroWaiting(u.state)) return waitFor(u, 'pero', at);
  if (from <= Stage.Resolve) resolve(u);
  if (from <= Stage.Mugla && muglaWaiting(u.state)) return waitFor(u, 'mugla', at);
  endRound(u, at);
}

/** Molets picked the card that counts (the other returns to his hand). */
export function afterPick(u: Draft, seat: Seat, door: number, at: number): void {
  const picked: Choice = { cards: [door], lulu: false, door };
  u.array('choices')[seat] = picked;
  u.emit({ kind: 'molets-picked', seat, card: cardOf(seat, door) });
  continueRound(u, Stage.Pero, at);
}

/** Madam Pero moved (door > 0, one use spent) or stayed (door 0). The moved card is the one that rests. */
export function afterPero(u: Draft, seat: Seat, door: number, at: number): void {
  if (door === 0) {
    u.emit({ kind: 'pero-stayed', seat });
    return continueRound(u, Stage.Resolve, at);
  }
  const c = u.state.choices[seat]!;
  u.array('choices')[seat] = { ...c, door };
  u.array('uses')[seat]!--;
  u.emit({ kind: 'pero-moved', seat, card: cardOf(seat, c.cards[0]!), from: c.door, to: door });
  continueRound(u, Stage.Resolve, at);
}

/** Detective Mugla took the topmost room under her door (one use) or let it be. */
export function afterMugla(u: Draft, seat: Seat, take: boolean, at: number): void {
  if (!take) {
    u.emit({ kind: 'mugla-passed', seat });
    return continueRound(u, Stage.End, at);
  }
  const door = muglaDoor(u.state);
  const stack = u.state.under[door - 1]!;
  const room = stack[stack.length - 1]!;
  u.array('under')[door - 1] = stack.slice(0, -1);
  const won = u.array('won');
  won[seat] = [...won[seat]!, room];
  u.array('uses')[seat]!--;
  u.emit({ kind: 'mugla', seat, door, room });
  continueRound(u, Stage.End, at);
}

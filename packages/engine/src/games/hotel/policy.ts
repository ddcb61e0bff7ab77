/**
 * The door-weighing model the bots share, on a seat's view only: what each door is worth
 * now (stars under it, −2 per Ghost), how likely every other seat is to go there (its
 * resting card is public and rules a door out; better doors draw more players), and so the
 * chance to be alone. `basic` picks the best expected gain; the choosing window's stand-in
 * is the same policy.
 */
import type { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { roomStars } from './cards.ts';
import type { Move, View } from './state.ts';

/** Temperature of the softmax by which a seat is expected to prefer better doors. */
const TEMPERATURE = 2;
/** Below this many stars a door is not worth spending a guest's use on. */
export const WORTH_A_USE = 4;

export function doorNumber(card: string): number {
  return card.charCodeAt(card.length - 1) - 48;
}

/** Stars under each door (index door-1). */
export function doorValues(view: View): number[] {
  return view.under.map((stack) => {
    let v = 0;
    for (const r of stack) v += roomStars(r);
    return v;
  });
}

/** Doors a seat could play this round, as the table sees it (index door-1 → weight 0/1). */
function openDoors(view: View, seat: Seat): boolean[] {
  const s = view.table[seat]!;
  const rest = s.resting === null ? 0 : doorNumber(s.resting);
  const luluCan = s.guest === 'lulu' && s.usesLeft > 0;
  return view.under.map((_, i) => i + 1 !== rest || luluCan);
}

/** One seat's expected door distribution: softmax of door values over the doors open to it. */
export function seatDistribution(view: View, seat: Seat, values: readonly number[]): number[] {
  const open = openDoors(view, seat);
  const w = values.map((v, i) => (open[i] ? Math.exp(v / TEMPERATURE) : 0));
  const rest = view.table[seat]!.resting;
  // Lulu playing her resting card is possible but rare.
  if (rest !== null && open[doorNumber(rest) - 1]) w[doorNumber(rest) - 1]! *= 0.25;
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => (sum > 0 ? x / sum : 0));
}

/** The Night Porter: uniform over his non-resting doors among 1–3. */
export function porterDistribution(view: View): number[] {
  const rest = view.porter?.resting ? doorNumber(view.porter.resting) : 0;
  const open = [1, 2, 3].filter((d) => d !== rest);
  return view.under.map((_, i) => (open.includes(i + 1) ? 1 / open.length : 0));
}

/** Every other seat's (and the Porter's) distribution, sharpened by what Naprastka saw. */
export function othersDistributions(view: View, me: Seat, values: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let s = 0; s < view.seats; s++) {
    if (s === me) continue;
    let p = seatDistribution(view, s, values);
    if (view.peek !== null && view.peek.seat === s) {
      const seen = doorNumber(view.peek.card) - 1;
      // A Molets with two cards played only one of them in the end.
      const t = view.table[s]!;
      const sure = t.guest === 'molets' && t.usesLeft > 0 ? 0.75 : 1;
      p = p.map((x, i) => (i === seen ? sure : x * (1 - sure)));
    }
    out.push(p);
  }
  if (view.porter !== null) out.push(porterDistribution(view));
  return out;
}

/** Chance to be alone at each door given the others' distributions. */
export function aloneChances(dists: readonly (readonly number[])[], doors: number): number[] {
  const out: number[] = [];
  for (let d = 0; d < doors; d++) {
    let p = 1;
    for (const q of dists) p *= 1 - q[d]!;
    out.push(p);
  }
  return out;
}

/** Expected stars of going to each door. */
export function expectedGains(view: View, me: Seat): number[] {
  const values = doorValues(view);
  const alone = aloneChances(othersDistributions(view, me, values), view.doors);
  return values.map((v, i) => v * alone[i]!);
}

function best<T>(xs: readonly T[], score: (x: T) => number, rng: Rng): T {
  let top = -Infinity;
  let ties: T[] = [];
  for (const x of xs) {
    const s = score(x);
    if (s > top + 1e-9) {
      top = s;
      ties = [x];
    } else if (Math.abs(s - top) <= 1e-9) ties.push(x);
  }
  return ties.length === 1 ? ties[0]! : rng.pick(ties);
}

/** Who counts at each door after the reveal (revealed plays and the Porter), excluding `me`. */
export function othersAt(view: View, me: Seat): number[] {
  const n = Array.from({ length: view.doors + 1 }, () => 0);
  for (const r of view.revealed ?? []) if (r.seat !== me && r.door > 0) n[r.door]!++;
  if (view.porterCard !== null) n[doorNumber(view.porterCard)]!++;
  return n;
}

/** The basic policy: a move from `legal`, judged on the view. `standIn` never spends a guest's use. */
export function basicMove(view: View, seat: Seat, legal: readonly Move[], rng: Rng, standIn = false): Move {
  const values = doorValues(view);
  switch (view.phase) {
    case 'molets': {
      const others = othersAt(view, seat);
      return best(
        legal,
        (m) => (m.kind === 'pick' ? (others[m.door] === 0 ? values[m.door - 1]! : 0) + values[m.door - 1]! / 100 : -1e9),
        rng,
      );
    }
    case 'pero': {
      const others = othersAt(view, seat);
      const mine = view.revealed!.find((r) => r.seat === seat)!.door;
      const stay = others[mine] === 0 ? values[mine - 1]! : 0;
      return best(legal, (m) => (m.kind === 'pero' ? values[m.door - 1]! - (standIn ? 1e9 : 0) : stay + 1), rng);
    }
    case 'mugla': {
      const door = view.revealed!.find((r) => r.seat === seat)!.door;
      const stack = view.under[door - 1]!;
      const top = stack[stack.length - 1];
      const take = !standIn && top !== undefined && roomStars(top) > 0;
      return legal.find((m) => m.kind === (take ? 'mugla' : 'pass')) ?? legal[0]!;
    }
    default:
      break;
  }
  const gains = expectedGains(view, seat);
  const knocks = legal.filter((m) => m.kind === 'knock');
  const pick = best(knocks, (m) => (m.kind === 'knock' ? gains[m.door - 1]! : -1e9), rng);
  if (standIn) return pick;
  const bestGain = pick.kind === 'knock' ? gains[pick.door - 1]! : 0;
  const bestValue = Math.max(...values);
  const peeks = legal.filter((m) => m.kind === 'peek');
  if (peeks.length > 0 && bestValue >= WORTH_A_USE && pick.kind === 'knock') {
    // Peek at whoever is likeliest to be heading for the door I want.
    const dists = othersDistributions(view, seat, values);
    const others = Array.from({ length: view.seats }, (_, s) => s).filter((s) => s !== seat);
    return best(peeks, (m) => (m.kind === 'peek' ? dists[others.indexOf(m.seat)]![pick.door - 1]! : 0), rng);
  }
  const lulu = legal.find((m) => m.kind === 'lulu');
  if (lulu !== undefined) {
    const rest = doorNumber(view.table[seat]!.resting!);
    if (gains[rest - 1]! > bestGain + 1 && values[rest - 1]! >= WORTH_A_USE) return lulu;
  }
  if (bestValue >= WORTH_A_USE) {
    const pairs = legal.filter((m) => m.kind === 'molets');
    if (pairs.length > 0) {
      return best(pairs, (m) => (m.kind === 'molets' ? gains[m.doors[0] - 1]! + gains[m.doors[1] - 1]! : 0), rng);
    }
  }
  return pick;
}

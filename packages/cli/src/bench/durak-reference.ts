/**
 * The yardstick of `kozyr bench --game durak`: a tight, mutable random playout
 * of the very same Durak rules, seeds and random choices as `randomPlayout`
 * over the engine (same deal, same actor and move picked at every step, so the
 * same games: a test checks that moves and places agree). It is what the
 * engine's playouts are measured against ("engine/reference" in the bench).
 *
 * How it is tight: one mutable table object for the whole game, typed arrays
 * for hands and the table, cards as small ints (suit * 13 + rank, as in
 * durak/cards.ts), seats as bit masks, no move objects, no events and no
 * closures: the legal moves of a seat are counted, one index is drawn, and the
 * chosen move is found again by walking the candidates in the engine's order.
 *
 * Scope: the ordinary-card variants (podkidnoy, perevodnoy, porozhniy), any
 * base deck, deal size, first-bout limit and throw-in rule, a single game
 * (series 1). The engine's other variants add specials and are not covered.
 */
import { Rng } from '@kozyr/engine';

export interface ReferenceConfig {
  readonly variant: 'podkidnoy' | 'perevodnoy' | 'porozhniy';
  readonly deck: 24 | 32 | 36 | 52;
  readonly dealSize: number;
  readonly firstBoutLimit: number;
  readonly throwIn: 'all' | 'neighbours';
}

export interface ReferenceResult {
  readonly places: number[];
  readonly moves: number;
}

const LOWEST_RANK: Readonly<Record<number, number>> = { 24: 7, 32: 5, 36: 4, 52: 0 };
/** Room per hand: a hand never holds more than the whole deck. */
const ROOM = 52;
const SUIT = Int8Array.from({ length: 52 }, (_, c) => (c / 13) | 0);
const RANK = Int8Array.from({ length: 52 }, (_, c) => c % 13);

class Table {
  readonly hands: Uint8Array;
  readonly size: Uint8Array;
  readonly place: Uint8Array;
  readonly attacks = new Uint8Array(12);
  readonly covers = new Int8Array(12);
  count = 0;
  open = 0;
  covered = 0;
  ranks = 0;
  done = 0;
  taking = false;
  firstBout = true;
  attacker = 0;
  defender = 0;
  limit = 0;
  talonAt = 0;
  readonly trump: number;

  constructor(
    readonly cfg: ReferenceConfig,
    readonly n: number,
    readonly talon: readonly number[],
    trumpCard: number,
  ) {
    this.hands = new Uint8Array(n * ROOM);
    this.size = new Uint8Array(n);
    this.place = new Uint8Array(n);
    this.trump = SUIT[trumpCard]!;
  }

  next(s: number): number {
    const n = this.n;
    for (let i = 1; i <= n; i++) if (this.place[(s + i) % n] === 0) return (s + i) % n;
    return s;
  }

  prev(s: number): number {
    const n = this.n;
    for (let i = 1; i <= n; i++) if (this.place[(s - i + n) % n] === 0) return (s - i + n) % n;
    return s;
  }

  beats(d: number, a: number): boolean {
    return SUIT[d] === SUIT[a] ? RANK[d]! > RANK[a]! : SUIT[d] === this.trump;
  }

  throwTurn(s: number): boolean {
    if (this.count === 0 || this.count >= this.limit || (this.done >> s) & 1 || this.size[s] === 0) return false;
    if (s === this.defender || this.place[s] !== 0) return false;
    return this.cfg.throwIn === 'all' || s === this.prev(this.defender) || s === this.next(this.defender);
  }

  /** Remove the card at index i of seat s's hand, keeping the order of the rest. */
  removeAt(s: number, i: number): void {
    const h = this.hands;
    const base = s * ROOM;
    const end = base + this.size[s]! - 1;
    for (let j = base + i; j < end; j++) h[j] = h[j + 1]!;
    this.size[s]!--;
  }

  push(s: number, c: number): void {
    this.hands[s * ROOM + this.size[s]!] = c;
    this.size[s]!++;
  }

  attack(c: number): void {
    this.attacks[this.count] = c;
    this.covers[this.count] = -1;
    this.count++;
    this.open++;
    this.ranks |= 1 << RANK[c]!;
  }

  /** Decision 8: the next seat's hand and limit allow a transfer: the new limit, or -1. */
  transferLimit(): number {
    const h = this.size[this.next(this.defender)]!;
    const lim = Math.min(this.firstBout ? Math.min(6, this.cfg.firstBoutLimit) : 6, h);
    const count = this.count + 1;
    return h >= count && count <= lim ? lim : -1;
  }

  defend(seat: number, k: number, tlim: number): void {
    const base = seat * ROOM;
    const len = this.size[seat]!;
    for (let i = 0; i < this.count; i++) {
      if (this.covers[i] !== -1) continue;
      for (let j = 0; j < len; j++) {
        const c = this.hands[base + j]!;
        if (this.beats(c, this.attacks[i]!) && k-- === 0) {
          this.removeAt(seat, j);
          this.covers[i] = c;
          this.open--;
          this.covered++;
          this.ranks |= 1 << RANK[c]!;
          this.done = 0;
          return;
        }
      }
    }
    if (tlim >= 0) {
      const r = RANK[this.attacks[0]!];
      for (let j = 0; j < len; j++) {
        const c = this.hands[base + j]!;
        if (RANK[c] === r && k-- === 0) {
          const to = this.next(this.defender);
          this.removeAt(seat, j);
          this.attack(c);
          this.attacker = seat;
          this.defender = to;
          this.limit = tlim;
          this.done = 0;
          return;
        }
      }
    }
    this.taking = true;
    this.done = 0;
  }

  /** The bout is over: table to the taker or the discard, refill, seats out; true when the game ended. */
  endBout(): boolean {
    const n = this.n;
    const taken = this.taking;
    const defender = this.defender;
    if (taken) {
      for (let i = 0; i < this.count; i++) this.push(defender, this.attacks[i]!);
      for (let i = 0; i < this.count; i++) if (this.covers[i]! >= 0) this.push(defender, this.covers[i]!);
    }
    this.count = 0;
    this.open = 0;
    this.covered = 0;
    this.ranks = 0;
    this.done = 0;
    this.taking = false;
    const talon = this.talon;
    const D = this.cfg.dealSize;
    const emptyOnly = this.cfg.variant === 'porozhniy';
    for (let i = 0; i <= n && this.talonAt < talon.length; i++) {
      const s = i === n ? defender : (this.attacker + i) % n;
      if (i < n && (s === defender || this.place[s] !== 0)) continue;
      if (emptyOnly && this.size[s]! > 0) continue;
      const take = Math.min(D - this.size[s]!, talon.length - this.talonAt);
      for (let k = 0; k < take; k++) this.push(s, talon[this.talonAt++]!);
    }
    if (this.talonAt === talon.length) {
      let outBefore = 0;
      for (let s = 0; s < n; s++) if (this.place[s] !== 0) outBefore++;
      for (let s = 0; s < n; s++) if (this.place[s] === 0 && this.size[s] === 0) this.place[s] = outBefore + 1;
    }
    let inPlay = 0;
    for (let s = 0; s < n; s++) if (this.place[s] === 0) inPlay++;
    if (inPlay <= 1) {
      for (let s = 0; s < n; s++) if (this.place[s] === 0) this.place[s] = n;
      return true;
    }
    this.attacker = !taken && this.place[defender] === 0 ? defender : this.next(defender);
    this.defender = this.next(this.attacker);
    this.firstBout = false;
    this.limit = Math.min(6, this.size[this.defender]!);
    return false;
  }
}

/** Play one game with the engine's seeds: the deal from `seed`, the random choices from `seed ^ 0x5bd1e995`. */
export function referencePlayout(cfg: ReferenceConfig, n: number, seed: number): ReferenceResult {
  const ids: number[] = [];
  const low = LOWEST_RANK[cfg.deck]!;
  for (let s = 0; s < 4; s++) for (let r = low; r < 13; r++) ids.push(s * 13 + r);
  const order = Rng.seeded(seed).shuffle(ids);
  const D = cfg.dealSize;
  const t = new Table(cfg, n, order.slice(n * D), order[order.length - 1]!);
  for (let s = 0; s < n; s++) for (let k = 0; k < D; k++) t.push(s, order[s * D + k]!);

  // Decision 3: the lowest trump leads, else the lowest card by rank then suit.
  let attacker = -1;
  let best = 99;
  for (let s = 0; s < n; s++) {
    for (let k = 0; k < D; k++) {
      const c = t.hands[s * ROOM + k]!;
      if (SUIT[c] === t.trump && RANK[c]! < best) {
        best = RANK[c]!;
        attacker = s;
      }
    }
  }
  if (attacker < 0) {
    attacker = 0;
    for (let s = 0; s < n; s++) {
      for (let k = 0; k < D; k++) {
        const c = t.hands[s * ROOM + k]!;
        if (RANK[c]! * 4 + SUIT[c]! < best) {
          best = RANK[c]! * 4 + SUIT[c]!;
          attacker = s;
        }
      }
    }
  }
  t.attacker = attacker;
  t.defender = t.next(attacker);
  t.limit = Math.min(Math.min(6, cfg.firstBoutLimit), t.size[t.defender]!);
  const transfers = cfg.variant === 'perevodnoy';

  const rng = Rng.seeded(seed ^ 0x5bd1e995);
  let moves = 0;
  for (;;) {
    // Actors in seat order (decision 6), as a mask; the k-th set bit is the seat picked.
    let mask = 0;
    if (t.count === 0) {
      mask = 1 << t.attacker;
    } else {
      const defends = !t.taking && t.open > 0;
      for (let s = 0; s < n; s++) if (s === t.defender ? defends : t.throwTurn(s)) mask |= 1 << s;
    }
    let seat = 31 - Math.clz32(mask);
    if ((mask & (mask - 1)) !== 0) {
      let k = rng.int(popcount(mask));
      for (let s = 0; s < n; s++) if ((mask >> s) & 1 && k-- === 0) seat = s;
    }
    const base = seat * ROOM;
    const len = t.size[seat]!;

    if (t.count === 0) {
      // Lead: any card.
      const j = rng.int(len);
      const c = t.hands[base + j]!;
      t.removeAt(seat, j);
      t.attack(c);
    } else if (seat === t.defender) {
      // Defences (uncovered attack by attack, hand order), then transfers, then take.
      let count = 0;
      for (let i = 0; i < t.count; i++) {
        if (t.covers[i] !== -1) continue;
        for (let j = 0; j < len; j++) if (t.beats(t.hands[base + j]!, t.attacks[i]!)) count++;
      }
      const tlim = transfers && t.covered === 0 ? t.transferLimit() : -1;
      if (tlim >= 0) {
        const r = RANK[t.attacks[0]!];
        for (let j = 0; j < len; j++) if (RANK[t.hands[base + j]!] === r) count++;
      }
      t.defend(seat, rng.int(count + 1), tlim);
    } else {
      // Throw-ins of a rank on the table, then done.
      let count = 0;
      for (let j = 0; j < len; j++) if ((t.ranks >> RANK[t.hands[base + j]!]!) & 1) count++;
      let k = rng.int(count + 1);
      let thrown = -1;
      for (let j = 0; j < len && thrown < 0; j++) {
        if ((t.ranks >> RANK[t.hands[base + j]!]!) & 1 && k-- === 0) thrown = j;
      }
      if (thrown >= 0) {
        const c = t.hands[base + thrown]!;
        t.removeAt(seat, thrown);
        t.attack(c);
      } else {
        t.done |= 1 << seat;
      }
    }
    moves++;

    // The bout ends once everything is covered (or taken) and nobody may throw in.
    if (!t.taking && t.open !== 0) continue;
    let waiting = false;
    if (t.count < t.limit) { for (let s = 0; s < n && !waiting; s++) waiting = t.throwTurn(s); }
    if (!waiting && t.endBout()) return { places: Array.from(t.place), moves };
  }
}

function popcount(m: number): number {
  let k = 0;
  for (; m !== 0; m &= m - 1) k++;
  return k;
}

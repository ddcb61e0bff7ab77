/**
 * The yardstick of `kozyr bench --game durak`: a tight, mutable random playout
 * of the very same Durak rules, seeds and random choices as `randomPlayout`
 * over the engine (same deal, same actor and move picked at every step, so the
 * same games: a test checks that moves and places agree). It is what the
 * engine's playouts are measured against ("engine/reference" in the bench).
 *
 * How it is tight: one mutable state for the whole game, cards as small ints
 * (suit * 13 + rank, as in durak/cards.ts), no move objects and no events:
 * the legal moves of a seat are counted, one index is drawn, and the chosen
 * move is found again by walking the candidates in the engine's order.
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
const suit = (c: number): number => (c / 13) | 0;
const rank = (c: number): number => c % 13;

/** Play one game with the engine's seeds: the deal from `seed`, the random choices from `seed ^ 0x5bd1e995`. */
export function referencePlayout(cfg: ReferenceConfig, n: number, seed: number): ReferenceResult {
  const ids: number[] = [];
  const low = LOWEST_RANK[cfg.deck]!;
  for (let s = 0; s < 4; s++) for (let r = low; r < 13; r++) ids.push(s * 13 + r);
  const order = Rng.seeded(seed).shuffle(ids);
  const D = cfg.dealSize;
  const hands: number[][] = [];
  for (let s = 0; s < n; s++) hands.push(order.slice(s * D, (s + 1) * D));
  const talon = order.slice(n * D);
  let talonAt = 0; // talon[talonAt..] is still to draw
  const trump = suit(order[order.length - 1]!);
  const transfers = cfg.variant === 'perevodnoy';
  const emptyOnly = cfg.variant === 'porozhniy';
  const neighbours = cfg.throwIn === 'neighbours';
  const place = new Array<number>(n).fill(0);
  const attacks: number[] = [];
  const covers: number[] = [];
  let ranks = 0;
  /** Attack cards not yet covered, and covered ones. */
  let open = 0;
  let covered = 0;
  let done = 0;
  let taking = false;
  let firstBout = true;

  // Decision 3: the lowest trump leads, else the lowest card by rank then suit.
  let attacker = -1;
  let best = 99;
  for (let s = 0; s < n; s++) {
    for (const c of hands[s]!) {
      if (suit(c) === trump && rank(c) < best) {
        best = rank(c);
        attacker = s;
      }
    }
  }
  if (attacker < 0) {
    attacker = 0;
    for (let s = 0; s < n; s++) {
      for (const c of hands[s]!) {
        if (rank(c) * 4 + suit(c) < best) {
          best = rank(c) * 4 + suit(c);
          attacker = s;
        }
      }
    }
  }
  const next = (s: number): number => {
    for (let i = 1; i <= n; i++) if (place[(s + i) % n] === 0) return (s + i) % n;
    return s;
  };
  const prev = (s: number): number => {
    for (let i = 1; i <= n; i++) if (place[(s - i + n) % n] === 0) return (s - i + n) % n;
    return s;
  };
  let defender = next(attacker);
  let limit = Math.min(Math.min(6, cfg.firstBoutLimit), hands[defender]!.length);

  const beats = (d: number, a: number): boolean => (suit(d) === suit(a) ? rank(d) > rank(a) : suit(d) === trump);
  const mayThrow = (s: number): boolean => {
    if (s === defender || place[s] !== 0) return false;
    return !neighbours || s === prev(defender) || s === next(defender);
  };
  const throwTurn = (s: number): boolean =>
    attacks.length > 0 && attacks.length < limit && ((done >> s) & 1) === 0 && mayThrow(s) && hands[s]!.length > 0;
  const transferLimit = (): number => {
    const t = next(defender);
    const h = hands[t]!.length;
    const lim = Math.min(firstBout ? Math.min(6, cfg.firstBoutLimit) : 6, h);
    const count = attacks.length + 1;
    return h >= count && count <= lim ? lim : -1;
  };
  const remove = (hand: number[], c: number): void => {
    hand.splice(hand.indexOf(c), 1);
  };

  const rng = Rng.seeded(seed ^ 0x5bd1e995);
  const actors: number[] = [];
  let moves = 0;
  for (;;) {
    // Actors, in seat order (decision 6).
    actors.length = 0;
    if (attacks.length === 0) {
      actors.push(attacker);
    } else {
      const defends = !taking && open > 0;
      for (let s = 0; s < n; s++) if (s === defender ? defends : throwTurn(s)) actors.push(s);
    }
    const seat = actors.length === 1 ? actors[0]! : actors[rng.int(actors.length)]!;
    const hand = hands[seat]!;

    if (attacks.length === 0) {
      // Lead: any card.
      const c = hand[rng.int(hand.length)]!;
      remove(hand, c);
      attacks.push(c);
      covers.push(-1);
      open++;
      ranks |= 1 << rank(c);
    } else if (seat === defender) {
      // Defences (uncovered attack by attack, hand order), then transfers, then take.
      let count = 0;
      for (let i = 0; i < attacks.length; i++) {
        if (covers[i] !== -1) continue;
        for (const c of hand) if (beats(c, attacks[i]!)) count++;
      }
      const tlim = transfers && covered === 0 ? transferLimit() : -1;
      if (tlim >= 0) { for (const c of hand) if (rank(c) === rank(attacks[0]!)) count++; }
      let k = rng.int(count + 1);
      let chosen = false;
      for (let i = 0; i < attacks.length && !chosen; i++) {
        if (covers[i] !== -1) continue;
        for (const c of hand) {
          if (beats(c, attacks[i]!) && k-- === 0) {
            remove(hand, c);
            covers[i] = c;
            open--;
            covered++;
            ranks |= 1 << rank(c);
            done = 0;
            chosen = true;
            break;
          }
        }
      }
      if (!chosen && tlim >= 0) {
        for (const c of hand) {
          if (rank(c) === rank(attacks[0]!) && k-- === 0) {
            const to = next(defender);
            remove(hand, c);
            attacks.push(c);
            covers.push(-1);
            open++;
            attacker = seat;
            defender = to;
            limit = tlim;
            done = 0;
            chosen = true;
            break;
          }
        }
      }
      if (!chosen) {
        taking = true;
        done = 0;
      }
    } else {
      // Throw-ins of a rank on the table, then done.
      let count = 0;
      for (const c of hand) if ((ranks >> rank(c)) & 1) count++;
      let k = rng.int(count + 1);
      let thrown = -1;
      for (const c of hand) {
        if ((ranks >> rank(c)) & 1 && k-- === 0) {
          thrown = c;
          break;
        }
      }
      if (thrown >= 0) {
        remove(hand, thrown);
        attacks.push(thrown);
        covers.push(-1);
        open++;
        ranks |= 1 << rank(thrown);
      } else {
        done |= 1 << seat;
      }
    }
    moves++;

    // The bout ends once everything is covered (or taken) and nobody may throw in.
    if (!(taking || open === 0)) continue;
    let waiting = false;
    if (attacks.length < limit) { for (let s = 0; s < n && !waiting; s++) waiting = throwTurn(s); }
    if (waiting) continue;
    const taken = taking;
    const pile = taken ? hands[defender]! : null;
    if (pile !== null) {
      for (const c of attacks) pile.push(c);
      for (const c of covers) if (c >= 0) pile.push(c);
    }
    attacks.length = 0;
    covers.length = 0;
    ranks = 0;
    open = 0;
    covered = 0;
    done = 0;
    taking = false;
    // Refill: the main attacker first, clockwise, the defender last.
    for (let i = 0; i <= n && talonAt < talon.length; i++) {
      const s = i === n ? defender : (attacker + i) % n;
      if (i < n && (s === defender || place[s] !== 0)) continue;
      const h = hands[s]!;
      if (emptyOnly && h.length > 0) continue;
      const take = Math.min(D - h.length, talon.length - talonAt);
      for (let k = 0; k < take; k++) h.push(talon[talonAt++]!);
    }
    if (talonAt === talon.length) {
      let outBefore = 0;
      for (let s = 0; s < n; s++) if (place[s] !== 0) outBefore++;
      for (let s = 0; s < n; s++) if (place[s] === 0 && hands[s]!.length === 0) place[s] = outBefore + 1;
    }
    let inPlay = 0;
    for (let s = 0; s < n; s++) if (place[s] === 0) inPlay++;
    if (inPlay <= 1) {
      for (let s = 0; s < n; s++) if (place[s] === 0) place[s] = n;
      return { places: place, moves };
    }
    attacker = !taken && place[defender] === 0 ? defender : next(defender);
    defender = next(attacker);
    firstBout = false;
    limit = Math.min(6, hands[defender]!.length);
  }
}

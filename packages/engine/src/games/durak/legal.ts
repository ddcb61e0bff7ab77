/** Actors and legal moves, from the shared predicates of rules.ts. */
import type { Seat } from '../../core/types.ts';
import { beatTable, CARD_COUNT, isSpecial, rankOf } from './cards.ts';
import { ATTACK, defendMove, DONE, TAKE, TRANSFER } from './moves.ts';
import { canThrowIn, defenderToAct, matchesTable, transferTarget } from './rules.ts';
import type { Move, State } from './state.ts';

const NONE: readonly Seat[] = Object.freeze([]);
/** ONLY[seat] = [seat], shared: most positions have a single actor and this is the hot path. */
const ONLY: readonly (readonly Seat[])[] = Array.from({ length: 6 }, (_, s) => Object.freeze([s]));

export function actors(state: State): readonly Seat[] {
  if (state.over || state.nextDealAt !== null) return NONE;
  if (state.attacks.length === 0) return ONLY[state.attacker]!;
  const out: Seat[] = [];
  const defending = defenderToAct(state);
  for (let s = 0; s < state.seats; s++) {
    if (s === state.defender ? defending : canThrowIn(state, s)) out.push(s);
  }
  return out.length === 1 ? ONLY[out[0]!]! : out;
}

/** Decision 8: whether the defender may transfer with `card` now. */
export function transferAllowed(state: State, card: number): boolean {
  if (state.config.variant !== 'perevodnoy' || state.taking || isSpecial(card)) return false;
  for (let i = 0; i < state.covers.length; i++) if (state.covers[i] !== -1) return false;
  if (rankOf(card) !== rankOf(state.attacks[0]!)) return false;
  const t = transferTarget(state);
  return t.hand >= t.count && t.count <= t.limit;
}

export function legalMoves(state: State, seat: Seat): readonly Move[] {
  if (state.over || state.nextDealAt !== null) return [];
  const hand = state.hands[seat];
  if (hand === undefined) return [];
  if (state.attacks.length === 0) {
    if (seat !== state.attacker) return [];
    return hand.map((c) => ATTACK[c]!); // seed 002: any card may lead, specials included
  }
  if (seat === state.defender) {
    if (!defenderToAct(state)) return [];
    const out: Move[] = [];
    const beats = beatTable(state.trumpSuit, state.config.variant === 'japanese');
    for (let i = 0; i < state.attacks.length; i++) {
      if (state.covers[i] !== -1) continue;
      const a = state.attacks[i]!;
      for (let j = 0; j < hand.length; j++) if (beats[hand[j]! * CARD_COUNT + a] === 1) out.push(defendMove(a, hand[j]!));
    }
    if (state.config.variant === 'perevodnoy') for (const c of hand) if (transferAllowed(state, c)) out.push(TRANSFER[c]!);
    out.push(TAKE);
    return out;
  }
  if (!canThrowIn(state, seat)) return [];
  const out: Move[] = [];
  for (let j = 0; j < hand.length; j++) if (matchesTable(state, hand[j]!)) out.push(ATTACK[hand[j]!]!);
  out.push(DONE);
  return out;
}

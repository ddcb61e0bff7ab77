/** Who may act, who is awaited, and every listed move of a seat. */
import type { Seat } from '../../core/types.ts';
import { num } from './cards.ts';
import { ownPhases, placeOf } from './places/table.ts';
import { frozen, purgeSlots, reactionOpen, takeSlots } from './rules.ts';
import type { Move, State } from './state.ts';

const ALL: readonly Seat[][] = [0, 1, 2, 3, 4, 5, 6].map((n) => Array.from({ length: n }, (_, i) => i));
const playing = (s: State): boolean => s.phase.kind !== 'over' && s.phase.kind !== 'between';

export function awaiting(s: State): readonly Seat[] {
  const p = s.phase;
  if (!playing(s) || frozen(s)) return [];
  const own = ownPhases(s);
  if (own !== null) return own.awaiting === undefined ? [s.turn] : own.awaiting(s, s.phase);
  switch (p.kind) {
    case 'gesture':
      return [];
    case 'blind-draws':
      return p.from.flatMap((f, i) => (f !== null && p.picks[i] === null ? [i] : []));
    case 'give':
      return [p.target];
    default:
      return [s.turn];
  }
}

export function actors(s: State): readonly Seat[] {
  if (!playing(s)) return [];
  // A place's moves at any moment («Очко!») may come from anyone, and a violation may be burned by anyone else.
  if (placeOf(s).anytimeMoves !== null || s.violations.length > 0) return ALL[s.seats]!;
  const own = ownPhases(s);
  if (own?.actors !== undefined) return own.actors(s, s.phase);
  const p = s.phase;
  if (p.kind === 'gesture') return p.required.filter((seat) => !p.presses.some((x) => x.seat === seat));
  return awaiting(s);
}

function layMoves(s: State, seat: Seat, out: Move[]): void {
  const hand = [...s.hands[seat]!].sort();
  const { pukRequired, layPhrases } = placeOf(s);
  for (const card of hand) {
    if (num(card) === 0) {
      for (const phrase of layPhrases) {
        const base: Move = phrase === undefined || phrase === 'none' ? { kind: 'lay', card } : { kind: 'lay', card, phrase };
        out.push(base);
        if (pukRequired) out.push({ ...base, puk: true });
      }
    } else {
      out.push({ kind: 'lay', card });
      if (pukRequired) out.push({ kind: 'lay', card, puk: true });
    }
  }
}

export function legalMoves(s: State, seat: Seat): readonly Move[] {
  if (!playing(s) || seat < 0 || seat >= s.seats) return [];
  const out: Move[] = [];
  const place = placeOf(s);
  if (place.anytimeMoves !== null) place.anytimeMoves(s, seat, out);
  if (frozen(s)) return out;
  if (!reactionOpen(s)) {
    for (const v of s.violations) if (v.seat !== seat) out.push({ kind: 'burn', violation: v.id });
  }
  const own = ownPhases(s);
  if (own !== null) {
    own.legal(s, s.phase, seat, out);
    return out;
  }
  const p = s.phase;
  switch (p.kind) {
    case 'gesture':
      if (p.required.includes(seat) && !p.presses.some((x) => x.seat === seat)) {
        for (const gesture of place.gestures) out.push({ kind: 'gesture', gesture });
      }
      return out;
    case 'blind-draws': {
      const from = p.from[seat];
      if (from !== null && from !== undefined && p.picks[seat] === null) {
        for (let i = 0; i < s.hands[from]!.length; i++) out.push({ kind: 'draw-blind', position: i });
      }
      return out;
    }
    case 'give':
      if (seat === p.target) { for (let i = 0; i < s.hands[s.turn]!.length; i++) out.push({ kind: 'draw-blind', position: i }); }
      return out;
    default:
      break;
  }
  if (seat !== s.turn) return out;
  switch (p.kind) {
    case 'lay':
      layMoves(s, seat, out);
      place.turnMoves(s, seat, out);
      break;
    case 'discard':
      for (const card of [...s.hands[seat]!].sort()) out.push({ kind: 'discard', card });
      break;
    case 'take':
      for (const slot of takeSlots(s)) out.push({ kind: 'take', slot });
      break;
    case 'offer':
      for (const target of ALL[s.seats]!) if (target !== seat) out.push({ kind: 'offer', target });
      break;
    case 'name':
      for (let n = 0; n <= 5; n++) out.push({ kind: 'name', number: n });
      break;
    case 'purge':
      for (const slot of purgeSlots(s, p.done)) out.push({ kind: 'purge', slot });
      break;
    default:
      break;
  }
  return out;
}

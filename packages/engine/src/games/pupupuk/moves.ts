/** Untrusted JSON to a move (parseMove), and the vocabulary of well-formed moves for the fuzzer (moveSpace). */
import { err, ok, type Result } from '../../core/types.ts';
import { DECK, GESTURES, isCard, PHRASES } from './cards.ts';
import { fail } from './errors.ts';
import { TOP_OF_DISCARD } from './rules.ts';
import type { Move, State } from './state.ts';

const malformed = () => err(fail('malformed'));
const isInt = (x: unknown): x is number => Number.isInteger(x);
const only = (m: Record<string, unknown>, keys: readonly string[]): boolean => Object.keys(m).every((k) => keys.includes(k));

export function parseMove(raw: unknown): Result<Move> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return malformed();
  const m = raw as Record<string, unknown>;
  switch (m['kind']) {
    case 'lay': {
      if (!only(m, ['kind', 'card', 'phrase', 'puk', 'faceDown']) || !isCard(m['card'])) return malformed();
      if (m['faceDown'] !== undefined && m['faceDown'] !== true) return malformed();
      const phrase = m['phrase'];
      if (phrase !== undefined && !(PHRASES as readonly unknown[]).includes(phrase)) return malformed();
      if (m['puk'] !== undefined && m['puk'] !== true) return malformed();
      const move: { kind: 'lay'; card: string; phrase?: (typeof PHRASES)[number]; puk?: true; faceDown?: true; } = {
        kind: 'lay',
        card: m['card'],
      };
      if (phrase !== undefined) move.phrase = phrase as (typeof PHRASES)[number];
      if (m['puk'] === true) move.puk = true;
      if (m['faceDown'] === true) move.faceDown = true;
      return ok(move);
    }
    case 'gesture':
      if (!only(m, ['kind', 'gesture']) || !(GESTURES as readonly unknown[]).includes(m['gesture'])) return malformed();
      return ok({ kind: 'gesture', gesture: m['gesture'] as (typeof GESTURES)[number] });
    case 'draw-blind':
      if (!only(m, ['kind', 'position']) || !isInt(m['position'])) return malformed();
      return ok({ kind: 'draw-blind', position: m['position'] });
    case 'discard':
      if (!only(m, ['kind', 'card']) || !isCard(m['card'])) return malformed();
      return ok({ kind: 'discard', card: m['card'] });
    case 'take':
      if (!only(m, ['kind', 'slot']) || !isInt(m['slot'])) return malformed();
      return ok({ kind: 'take', slot: m['slot'] });
    case 'offer':
      if (!only(m, ['kind', 'target']) || !isInt(m['target'])) return malformed();
      return ok({ kind: 'offer', target: m['target'] });
    case 'name':
      if (!only(m, ['kind', 'number']) || !isInt(m['number'])) return malformed();
      return ok({ kind: 'name', number: m['number'] });
    case 'purge':
      if (!only(m, ['kind', 'slot']) || !isInt(m['slot'])) return malformed();
      return ok({ kind: 'purge', slot: m['slot'] });
    case 'give':
      if (!only(m, ['kind', 'card', 'to']) || !isCard(m['card']) || !isInt(m['to'])) return malformed();
      return ok({ kind: 'give', card: m['card'], to: m['to'] });
    case 'match':
      if (!only(m, ['kind', 'card']) || !isCard(m['card'])) return malformed();
      return ok({ kind: 'match', card: m['card'] });
    case 'improv':
      if (!only(m, ['kind', 'discard']) || !isCard(m['discard'])) return malformed();
      return ok({ kind: 'improv', discard: m['discard'] });
    case 'say': {
      if (!only(m, ['kind', 'phrase'])) return malformed();
      const phrase = m['phrase'];
      if (phrase === undefined) return ok({ kind: 'say' });
      if (!(PHRASES as readonly unknown[]).includes(phrase)) return malformed();
      return ok({ kind: 'say', phrase: phrase as (typeof PHRASES)[number] });
    }
    case 'shout':
    case 'reveal':
    case 'ochko':
      if (!only(m, ['kind'])) return malformed();
      return ok({ kind: m['kind'] });
    case 'choose-taker':
      if (!only(m, ['kind', 'seat']) || !isInt(m['seat'])) return malformed();
      return ok({ kind: 'choose-taker', seat: m['seat'] });
    case 'go':
      if (!only(m, ['kind', 'discard'])) return malformed();
      if (m['discard'] === undefined) return ok({ kind: 'go' });
      if (!isCard(m['discard'])) return malformed();
      return ok({ kind: 'go', discard: m['discard'] });
    case 'burn':
      if (!only(m, ['kind', 'violation']) || !isInt(m['violation'])) return malformed();
      return ok({ kind: 'burn', violation: m['violation'] });
    default:
      return malformed();
  }
}

/** A sample of every kind of well-formed move, legal or not, for the fuzzer. */
export function moveSpace(s: State): readonly Move[] {
  const out: Move[] = [];
  const someCards = [DECK[0]!, DECK[7]!, DECK[20]!, DECK[47]!, ...s.hands[s.turn]!.slice(0, 2)];
  for (const card of someCards) {
    out.push({ kind: 'lay', card }, { kind: 'lay', card, phrase: 'who' }, { kind: 'discard', card }, {
      kind: 'give',
      card,
      to: 0,
    });
  }
  for (const gesture of GESTURES) out.push({ kind: 'gesture', gesture });
  for (const n of [-1, 0, 3, 6, 99]) {
    out.push({ kind: 'draw-blind', position: n }, { kind: 'offer', target: n }, { kind: 'name', number: n });
    out.push({ kind: 'choose-taker', seat: n }, { kind: 'burn', violation: n });
  }
  for (const slot of [TOP_OF_DISCARD, 0, 2, 50, ...s.row.map((r) => r.id)]) {
    out.push({ kind: 'take', slot }, { kind: 'purge', slot });
  }
  out.push({ kind: 'match', card: someCards[4] ?? DECK[1]! }, { kind: 'match', card: DECK[30]! });
  out.push({ kind: 'reveal' }, { kind: 'improv', discard: someCards[4] ?? DECK[3]! }, { kind: 'say', phrase: 'who' }, {
    kind: 'say',
  });
  out.push({ kind: 'lay', card: someCards[4] ?? DECK[5]!, faceDown: true });
  out.push({ kind: 'shout' }, { kind: 'ochko' }, { kind: 'go' }, { kind: 'go', discard: DECK[9]! });
  return out;
}

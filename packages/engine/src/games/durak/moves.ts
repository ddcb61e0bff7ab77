/**
 * Moves: parsing untrusted JSON, the move space, and the move objects shared
 * by `legalMoves` (built once per card or card pair, so the hot path does not
 * allocate them).
 */
import { err, ok, type Result } from '../../core/types.ts';
import { CARD_COUNT, cardId, CODES } from './cards.ts';
import { fail } from './errors.ts';
import type { Move, State } from './state.ts';
import { discardCards, held, tableCards } from './table.ts';

export const TAKE: Move = Object.freeze({ kind: 'take' });
export const DONE: Move = Object.freeze({ kind: 'done' });
export const ATTACK: readonly Move[] = CODES.map((card) => Object.freeze({ kind: 'attack', card }) as Move);
export const TRANSFER: readonly Move[] = CODES.map((card) => Object.freeze({ kind: 'transfer', card }) as Move);
/** DEFEND[att * CARD_COUNT + card]: every (attack, cover) pair, built once (3,136 small objects). */
export const DEFEND: readonly Move[] = Array.from(
  { length: CARD_COUNT * CARD_COUNT },
  (_, i) => Object.freeze({ kind: 'defend', attack: CODES[(i / CARD_COUNT) | 0]!, card: CODES[i % CARD_COUNT]! }) as Move,
);

/** The `defend` move covering attack card `att` with `card`. */
export const defendMove = (att: number, card: number): Move => DEFEND[att * CARD_COUNT + card]!;

/** A number per possible move (by its card ids), for the memo of the last legal list (legal.ts). */
export const attackIndex = (card: number): number => card;
export const transferIndex = (card: number): number => CARD_COUNT + card;
export const defendIndex = (att: number, card: number): number => 2 * CARD_COUNT + att * CARD_COUNT + card;
export const TAKE_INDEX = (CARD_COUNT + 2) * CARD_COUNT;
export const DONE_INDEX = TAKE_INDEX + 1;
export const MOVE_INDEXES = DONE_INDEX + 1;
/** MOVE_BY_INDEX[moveIndex]: the shared move object of every index (attacks, transfers, defends, take, done). */
export const MOVE_BY_INDEX: readonly Move[] = [...ATTACK, ...TRANSFER, ...DEFEND, TAKE, DONE];

function cardField(raw: Record<string, unknown>, key: string): Result<string> {
  const v = raw[key];
  if (typeof v !== 'string') return err(fail('bad-move', { why: `"${key}" must be a card code string` }));
  if (cardId(v) === undefined) return err(fail('unknown-card', { code: v }));
  return ok(v);
}

export function parseMove(raw: unknown): Result<Move> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return err(fail('bad-move', { why: 'a move is a JSON object' }));
  }
  const o = raw as Record<string, unknown>;
  switch (o.kind) {
    case 'attack':
    case 'transfer': {
      const card = cardField(o, 'card');
      if (!card.ok) return card;
      return ok({ kind: o.kind, card: card.value });
    }
    case 'defend': {
      const attack = cardField(o, 'attack');
      if (!attack.ok) return attack;
      const card = cardField(o, 'card');
      if (!card.ok) return card;
      return ok({ kind: 'defend', attack: attack.value, card: card.value });
    }
    case 'take':
      return ok({ kind: 'take' });
    case 'done':
      return ok({ kind: 'done' });
    default:
      return err(fail('bad-move', { why: `unknown kind ${JSON.stringify(o.kind)}` }));
  }
}

/** Every well-formed move over this table's cards: attacks, transfers, defences of each table card, take, done. */
export function moveSpace(state: State): readonly Move[] {
  const cards: number[] = [];
  for (const h of state.hands) cards.push(...held(state, h));
  const table = tableCards(state);
  const attacks = table.slice(0, state.count);
  cards.push(...state.deal.order.slice(state.talonAt), ...attacks, ...discardCards(state), ...table.slice(state.count));
  const out: Move[] = [TAKE, DONE];
  for (const c of cards) out.push(ATTACK[c]!, TRANSFER[c]!);
  for (const a of attacks) for (const c of cards) out.push(defendMove(a, c));
  return out;
}

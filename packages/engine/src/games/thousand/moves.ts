/**
 * Moves: parsing untrusted JSON, the shared move objects legalMoves hands
 * out (built once, so the hot path allocates only the list), and moveSpace.
 */
import { err, ok, type Result } from '../../core/types.ts';
import { CARD_CODES, cardId, DECK_SIZE } from './cards.ts';
import { fail } from './errors.ts';
import { ABSOLUTE_MAX_BID_ACES } from './rules.ts';
import { type Move, MOVE_KINDS, type MoveKind, type State } from './state.ts';

const freeze = <T extends Move>(m: T): T => Object.freeze(m);

export const PASS = freeze({ kind: 'pass' });
export const REDEAL = freeze({ kind: 'redeal' });
export const ROLL_OUT = freeze({ kind: 'roll-out' });
export const DEAL = freeze({ kind: 'deal' });
/** Indexed by value / 5. */
export const BID_MOVES: readonly Move[] = Array.from(
  { length: ABSOLUTE_MAX_BID_ACES / 5 + 1 },
  (_, i) => freeze({ kind: 'bid', value: i * 5 }),
);
export const CONTRACT_MOVES: readonly Move[] = Array.from(
  { length: ABSOLUTE_MAX_BID_ACES / 5 + 1 },
  (_, i) => freeze({ kind: 'contract', value: i * 5 }),
);
export const PLAY_MOVES: readonly Move[] = CARD_CODES.map((card) => freeze({ kind: 'play', card }));
export const DISCARD_MOVES: readonly Move[] = CARD_CODES.map((card) => freeze({ kind: 'discard', card }));
/** GIVE_MOVES[card][to] */
export const GIVE_MOVES: readonly (readonly Move[])[] = CARD_CODES.map((card) =>
  [0, 1, 2, 3].map((to) => freeze({ kind: 'give', card, to }))
);
export const TAKE_MOVES: readonly Move[] = [0, 1].map((talon) => freeze({ kind: 'take-talon', talon }));
export const TAKE_DARK_MOVES: readonly Move[] = [0, 1].map((talon) => freeze({ kind: 'take-talon-dark', talon }));

const isKind = (k: unknown): k is MoveKind => typeof k === 'string' && (MOVE_KINDS as readonly string[]).includes(k);
const malformed = (detail: string) => err(fail('malformed-move', { detail }));

function intField(o: Record<string, unknown>, key: string): number | null {
  const v = o[key];
  return typeof v === 'number' && Number.isInteger(v) ? v : null;
}
function cardField(o: Record<string, unknown>): string | null {
  const v = o.card;
  return typeof v === 'string' && cardId(v) !== undefined ? v : null;
}

/** Untrusted JSON -> Move. Values are checked for shape here and for legality in apply. */
export function parseMove(raw: unknown): Result<Move> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return malformed('a move is an object with a "kind"');
  const o = raw as Record<string, unknown>;
  if (o.kind === 'chat') return err(fail('chat-ignored'));
  if (!isKind(o.kind)) return malformed(`"kind" must be one of ${MOVE_KINDS.join(', ')}`);
  switch (o.kind) {
    case 'pass':
    case 'redeal':
    case 'roll-out':
    case 'deal':
      return ok({ kind: o.kind });
    case 'bid':
    case 'contract': {
      const value = intField(o, 'value');
      return value === null ? malformed(`"${o.kind}" needs an integer "value"`) : ok({ kind: o.kind, value });
    }
    case 'take-talon':
    case 'take-talon-dark': {
      const talon = intField(o, 'talon');
      return talon === null ? malformed(`"${o.kind}" needs an integer "talon" (0 or 1)`) : ok({ kind: o.kind, talon });
    }
    case 'give': {
      const card = cardField(o);
      const to = intField(o, 'to');
      if (card === null) return malformed('"give" needs a card code such as "9S"');
      return to === null ? malformed('"give" needs a seat number "to"') : ok({ kind: 'give', card, to });
    }
    case 'discard':
    case 'play': {
      const card = cardField(o);
      return card === null ? malformed(`"${o.kind}" needs a card code such as "9S"`) : ok({ kind: o.kind, card });
    }
  }
}

const spaceCache = new Map<number, readonly Move[]>();

/** Every well-formed move for this table size, legal or not (for fuzzing). */
export function moveSpace(state: State): readonly Move[] {
  const cached = spaceCache.get(state.seats);
  if (cached !== undefined) return cached;
  const out: Move[] = [
    PASS,
    REDEAL,
    ROLL_OUT,
    DEAL,
    ...BID_MOVES.slice(19),
    ...CONTRACT_MOVES.slice(19),
    ...TAKE_MOVES,
    ...TAKE_DARK_MOVES,
  ];
  for (let c = 0; c < DECK_SIZE; c++) {
    out.push(PLAY_MOVES[c]!, DISCARD_MOVES[c]!);
    for (let to = 0; to < state.seats; to++) out.push(GIVE_MOVES[c]![to]!);
  }
  spaceCache.set(state.seats, out);
  return out;
}

/**
 * The engine's public entry for clients (`@kozyr/engine/client`): what a client may know of the
 * games without holding any rule. Types of moves, events and views (what the server sends and
 * accepts), the settings schemas and texts (the create-table form and labels), the card codes of
 * each deck (faces, tests), the languages. Nothing here judges a move: a client shows what the
 * server's view and legal moves say. The web client imports the engine only through this file
 * (eslint.config.js enforces it); the server, the CLI and tests use the root entry.
 */

// Languages, texts, outcomes, seats.
export { type Lang, LANGS, type Outcome, type RuleError, type Seat, type Tagged, type Text, type Viewer } from './core/types.ts';
// Settings: the create-table form is generated from a game's schema.
export type { BoolSetting, ConfigSchema, ConfigValue, EnumSetting, IntSetting, Setting } from './core/config.ts';
// The shape of a game as registries and hosts hold it, and open move forms.
export type { AnyGame, Field, MoveForm, Rect } from './core/game.ts';

// Durak.
export type {
  Event as DurakEvent,
  Move as DurakMove,
  SeatView as DurakSeatView,
  View as DurakView,
} from './games/durak/state.ts';

// Thousand: its settings are grouped on the form, its score sheet has marks.
export { type Config as ThousandConfig, GROUPS as THOUSAND_GROUPS, thousandSchema } from './games/thousand/config.ts';
export type {
  Event as ThousandEvent,
  Move as ThousandMove,
  SeatView as ThousandSeatView,
  SheetLine,
  SheetMark,
  View as ThousandView,
} from './games/thousand/state.ts';
export { texts as thousandTexts } from './games/thousand/texts.ts';

// UNO and Svintus (one shedding engine): moves, events, the view; each game's settings and card codes.
export type { Event as SheddingEvent, Move as SheddingMove } from './games/shared-shedding/types.ts';
export type { SheddingView } from './games/shared-shedding/view.ts';
export { svintusSchema } from './games/svintus/config.ts';
export { unoSchema } from './games/uno/config.ts';
import { SVINTUS } from './games/svintus/cards.ts';
import { UNO } from './games/uno/cards.ts';
/** UNO's 108 cards by code, sorted (`R5`, `W4`, ...; see the UNO README). */
export const UNO_DECK: readonly string[] = UNO.deck;
/** Svintus's 112 cards by code, sorted (`BK`, `P`, ...; see the Svintus README). */
export const SVINTUS_DECK: readonly string[] = SVINTUS.deck;

// Hotel „Chuk-chuk": moves, events and the view of the simultaneous door choices.
export type {
  Event as HotelEvent,
  Move as HotelMove,
  SeatView as HotelSeatView,
  View as HotelView,
} from './games/hotel/state.ts';

// Ratuki: moves (aimed at a stack and its top card) and the real-time view.
export type {
  Event as RatukiEvent,
  Move as RatukiMove,
  SeatView as RatukiSeatView,
  StackView as RatukiStackView,
  View as RatukiView,
} from './games/ratuki/state.ts';

/**
 * The engine's public entry for clients (`@kozyr/engine/client`): what a client may know of the
 * games without holding any rule. Types of moves, events and views (what the server sends and
 * accepts), the settings schemas and texts (the create-table form and labels), the card codes of
 * each deck (faces, tests), the languages. Nothing here judges a move: a client shows what the
 * server's view and legal moves say. The web client imports the engine only through this file and
 * each game's own client entry, `@kozyr/engine/games/<id>/client` (eslint.config.js enforces it);
 * the server, the CLI and tests use the root entry.
 */

// Languages, texts, outcomes, seats.
export { type Lang, LANGS, type Outcome, type RuleError, type Seat, type Tagged, type Text, type Viewer } from './core/types.ts';
// Settings: the create-table form is generated from a game's schema.
export type { BoolSetting, ConfigSchema, ConfigValue, EnumSetting, IntSetting, Setting } from './core/config.ts';
// The shape of a game as registries and hosts hold it, and open move forms.
export type { AnyGame, Field, MoveForm, Rect } from './core/game.ts';

// Each game's client types, card codes and texts, from its own folder (games/<id>/client.ts). A game
// added later need not be listed here: its web folder imports `@kozyr/engine/games/<id>/client`.
export * from './games/durak/client.ts';
export * from './games/hotel/client.ts';
export * from './games/pupupuk/client.ts';
export * from './games/ratuki/client.ts';
export * from './games/shared-shedding/client.ts';
export * from './games/svintus/client.ts';
export * from './games/thousand/client.ts';
export * from './games/uno/client.ts';

/**
 * The shedding factory: one GameDef for every "match the top card by colour or
 * picture" game. A game (uno/, svintus/) gives only what differs: its cards and
 * what they do (a Deckset), its settings and how they become table rules, its
 * texts and rule pointers, and whether table chat matters to its rules.
 * Everything else (turns, calls, catches, interceptions, slaps, scoring, the
 * projection, bots) is shared.
 */
import { configError, type ConfigSchema, parseConfig } from '../../core/config.ts';
import type { GameDef } from '../../core/game.ts';
import type { DealSource, Result, Text } from '../../core/types.ts';
import { err } from '../../core/types.ts';
import { apply, chatLine, deadline, tick } from './apply.ts';
import { basicBot } from './bots.ts';
import { determinize } from './determinize.ts';
import { stateFromView } from './from-view.ts';
import { actors, awaiting, legalMoves, moveSpace } from './legal.ts';
import { parseMove } from './parse.ts';
import { randomPlayer } from './random-player.ts';
import { sheddingLevels } from './search.ts';
import { setupTable } from './setup.ts';
import type { Deckset, Event, Move, SheddingState, TableRules } from './types.ts';
import { eventView, type SheddingView, view } from './view.ts';
import { secrets, zones } from './zones.ts';

/** The settings every shedding game's config has (the factory checks them). */
export interface SheddingConfigBase {
  readonly botReactionMinMs: number;
  readonly botReactionMaxMs: number;
}

/** What one shedding game is, beyond what all of them share. */
export interface SheddingSpec<C extends SheddingConfigBase> {
  readonly id: string;
  readonly title: Text;
  /** Its cards, colours, move kinds and error catalogue. */
  readonly deck: Deckset;
  readonly seats: { readonly min: number; readonly max: number; };
  readonly schema: ConfigSchema;
  readonly texts: Readonly<Record<string, Text>>;
  /** The config resolved into the table rules the shared engine reads. */
  rules(config: C): TableRules;
  /** Whether table chat matters to the rules (Svintus's Tikhokhryun silence): the game gets the chat hook. */
  readonly chat: boolean;
}

/** Config checks every shedding game makes: the schema, the seat range, a sane bot reaction range. */
function parseSheddingConfig<C extends SheddingConfigBase>(spec: SheddingSpec<C>, raw: unknown, seats: number): Result<C> {
  const parsed = parseConfig<C>(spec.schema, raw);
  if (!parsed.ok) return parsed;
  const { min, max } = spec.seats;
  if (!Number.isInteger(seats) || seats < min || seats > max) {
    return err(configError('config/seats', 'seats', `${spec.title.en} is for ${min}..${max} players, not ${seats}`));
  }
  const c = parsed.value;
  if (c.botReactionMinMs > c.botReactionMaxMs) {
    return err(
      configError('config/invalid-value', 'botReactionMinMs', `must not exceed botReactionMaxMs (${c.botReactionMaxMs})`),
    );
  }
  return parsed;
}

export type SheddingGame<C> = GameDef<C, SheddingState, Move, Event, SheddingView>;

export function makeSheddingGame<C extends SheddingConfigBase>(spec: SheddingSpec<C>): SheddingGame<C> {
  const g = spec.deck;
  const easy = basicBot(g);
  const game: SheddingGame<C> = {
    id: spec.id,
    title: spec.title,
    // One seat's turn at a time; out-of-turn windows (calls, catches, interceptions, slaps) are judged by arrival.
    type: { timing: 'turns', hiddenInformation: true, chance: true },
    configSchema: spec.schema,
    texts: spec.texts,
    seats: spec.seats,
    parseConfig: (raw, seats) => parseSheddingConfig(spec, raw, seats),
    setup: (config: C, seats: number, source: DealSource) => setupTable(g, spec.rules(config), seats, source),
    actors,
    awaiting,
    legalMoves: (s, seat) => legalMoves(g, s, seat),
    parseMove: (raw) => parseMove(g, raw),
    apply: (s, seat, move, at) => apply(g, s, seat, move, at),
    deadline,
    tick: (s, at) => tick(g, s, at),
    view: (s, viewer) => view(g, s, viewer),
    eventView,
    outcome: (s) =>
      s.places === null ? null : { places: s.places, scores: s.totals, lowerScoreWins: s.rules.scoring === 'tournament' },
    outcomeShape: (config) => (spec.rules(config).scoring === 'tournament' ? 'penalty' : 'points'),
    secrets,
    cards: { zones, cards: () => g.deck },
    search: { determinize: (s, seat, rng) => determinize(g, s, seat, rng), fromView: (v, seat) => stateFromView(g, v, seat) },
    fuzz: { moveSpace: (s) => moveSpace(g, s) },
    // The Khlopkopyt slap window (Svintus): presses within tieWindowMs of the last are a shared last place.
    reactions: { tieMs: (s) => (s.phase === 'slap' ? s.rules.tieWindowMs : null) },
    ...(spec.chat ? { chat: (s: SheddingState, seat: number, text: string, at: number) => chatLine(g, s, seat, text, at) } : {}),
    // easy: the basic heuristic (also under its old id `basic`); normal and strong: the search (search.ts).
    bots: { ...sheddingLevels(() => game, easy), random: randomPlayer(g) },
  };
  return game;
}

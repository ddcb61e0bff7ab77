/**
 * A tournament is `config + seed + event log`: everything below is plain data, rebuilt by replaying
 * the log (`replay`), so pairings and standings come out the same on every node and after a restart.
 */
import type { TournamentConfig } from './config.ts';

export const ENTRANT_KINDS = ['human', 'bot'] as const;
export type EntrantKind = (typeof ENTRANT_KINDS)[number];

export interface Entrant {
  /** The account id for a human, the bot's seat id for a bot: unique in the tournament. */
  readonly id: string;
  /** The club rating when joining; knockout seeds by it. */
  readonly rating: number;
  readonly kind: EntrantKind;
}

/** One finished game at a table, as the server reads it off the engine's outcome. */
export interface GameResult {
  /** places[seat] as the engine gives them (1 is best; ties share a place). Club rounds derive them from `hands`. */
  readonly places?: readonly number[];
  /** Club rounds: penalty points per hand, each a list by seat (fewer is better). */
  readonly hands?: readonly (readonly number[])[];
  /** Entrants of the table who did not show up: they take the worst result of the game. */
  readonly noShows?: readonly string[];
}

export const EVENT_KINDS = ['join', 'leave', 'start-round', 'start', 'seat', 'result', 'pause', 'resume'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export type TournamentEvent =
  | { readonly kind: 'join'; readonly entrant: Entrant; }
  /** Takes no further pairings; a game in progress is finished by a stand-in bot and still counts. */
  | { readonly kind: 'leave'; readonly id: string; }
  /** Club rounds, Swiss, knockout: seat the next round (the first closes registration, except Swiss late join). */
  | { readonly kind: 'start-round'; }
  /** Arena: the clock starts at `at`; it ends `durationMs` later. */
  | { readonly kind: 'start'; readonly at: number; }
  /** Arena: seat every free player now (after a result, on the server's timer). At or after the end it closes the arena. */
  | { readonly kind: 'seat'; readonly at: number; }
  /** A game finished at a table. */
  | ({ readonly kind: 'result'; readonly table: string; } & GameResult)
  /** Arena: leave the queue for a while, and come back. */
  | { readonly kind: 'pause'; readonly id: string; }
  | { readonly kind: 'resume'; readonly id: string; };

/** A game as recorded: places after no-shows are applied, and the penalty points of each hand for club rounds. */
export interface PlayedGame {
  readonly places: readonly number[];
  readonly hands: readonly (readonly number[])[];
}

export interface Table {
  /** `r<round>t<n>` in rounds, `a<n>` in the arena. */
  readonly id: string;
  /** The round it belongs to (1-based); 0 in the arena. */
  readonly round: number;
  /** Entrant ids by seat. */
  readonly seats: readonly string[];
  readonly games: readonly PlayedGame[];
  readonly done: boolean;
  /** Arena: when it was seated. */
  readonly at?: number;
}

export interface Round {
  readonly number: number;
  readonly tables: readonly string[];
  /** Entrants who sit this round out with a bye (Swiss: worth a win; knockout: go through). */
  readonly byes: readonly string[];
  /** Knockout, two seats: the bracket's slots in order (null = an empty slot); pairs are slots 2i and 2i + 1. */
  readonly bracket?: readonly (string | null)[];
}

export interface Tournament {
  readonly config: TournamentConfig;
  readonly seed: number;
  readonly entrants: readonly Entrant[];
  /** Entrant id → how many rounds had started when they left (arena: tables seated so far). */
  readonly left: Readonly<Record<string, number>>;
  /** Arena: entrants who paused. */
  readonly paused: readonly string[];
  readonly rounds: readonly Round[];
  readonly tables: readonly Table[];
  /** Arena: when the clock started, and whether its end has passed. */
  readonly startedAt: number | null;
  readonly closed: boolean;
  /** The time of the latest timed event; time never runs backwards in the log. */
  readonly lastAt: number;
}

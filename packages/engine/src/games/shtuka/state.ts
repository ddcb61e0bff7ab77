/** Shtuka's state, moves, events and view: plain data that survives JSON. */
import type { Point } from '../../core/forms.ts';
import type { BotLevel, Rect } from '../../core/game.ts';
import type { RngState } from '../../core/rng.ts';
import type { Seat, Text } from '../../core/types.ts';
import type { Mode, ShtukaConfig } from './config.ts';
import type { Topic } from './items.ts';
import type { Placed } from './layout.ts';
import type { ThemeId } from './themes.ts';

/**
 * A round's phases: `roll` (the explainer rolls the die), `sketch` (Eyewitness only: the explainer
 * mimes, the others draw until «Старт!»), `search` (everyone searches; a grab opens `grab`),
 * `grab` (the tie window after the first grab), `answer` (the Shtuka's holder points).
 */
export const PHASES = ['roll', 'sketch', 'search', 'grab', 'answer'] as const;
export type Phase = (typeof PHASES)[number];

/** The Blitz task card, drawn apart from the picture so its pixels match no item's: scale, angle (degrees), hue shift (degrees). */
export interface TaskArt {
  readonly scale: number;
  readonly angle: number;
  readonly hue: number;
}

export interface Lock {
  readonly seat: Seat;
  readonly until: number;
}

export interface Click {
  readonly seat: Seat;
  /** null: the holder let the answer time run out. */
  readonly spot: Point | null;
  readonly right: boolean;
}

export interface Question {
  readonly seat: Seat;
  /** A menu question (answered truthfully by a bot explainer), or free text. */
  readonly topic: Topic | null;
  readonly text: string | null;
  readonly answer: boolean | null;
}

export interface Stroke {
  readonly points: readonly Point[];
}

/** An Eyewitness sketch line: its author's only until the round ends. */
export interface Sketch {
  readonly round: number;
  readonly seat: Seat;
  readonly points: readonly Point[];
}

/**
 * A challenge of an explainer's line in Shtuka mode (a noun the club's checks let through): the
 * table votes whether the line broke the rule. One vote per seat, the explainer's excepted.
 */
export interface Vote {
  /** Index of the challenged line in `lines`. */
  readonly line: number;
  readonly by: Seat;
  /** Per seat: true = the line broke the rule, false = it did not, null = not voted (or the explainer). */
  readonly votes: readonly (boolean | null)[];
  readonly closesAt: number;
}

export interface Round {
  readonly theme: ThemeId;
  /** The picture: secret until the round ends (the renderer draws it; no view carries it). */
  readonly layout: readonly Placed[];
  /** Index of the target in `layout`. */
  readonly target: number;
  readonly art: TaskArt;
  readonly phase: Phase;
  readonly mode: Mode | null;
  /** The die's face (1..6). */
  readonly die: number | null;
  /** When the current sketch or search time runs out (null while rolling). */
  readonly endsAt: number | null;
  /** When the search started (the clock of «на время»). */
  readonly searchFrom: number | null;
  /** Wrong grabbers out of this round. */
  readonly out: readonly Seat[];
  readonly locks: readonly Lock[];
  /** The open tie window: when the first grab came and who grabbed within it (arrival order; judged by seat order). */
  readonly grab: { readonly firstAt: number; readonly seats: readonly Seat[]; } | null;
  readonly holder: Seat | null;
  readonly answerBy: number | null;
  readonly clicks: readonly Click[];
  /** Shtuka mode: the explainer's lines; Gestures: the explainer's pictogram lines. */
  readonly lines: readonly string[];
  readonly questions: readonly Question[];
  /** Drawing: the explainer's canvas, seen by all as it is drawn. */
  readonly drawing: readonly Stroke[];
  /** Eyewitness: the guessers' private canvases. */
  readonly sketches: readonly Sketch[];
  readonly vote: Vote | null;
  /** Lines challenged this round (each line once). */
  readonly challenged: readonly number[];
  /** Strokes each seat has drawn this round, undone ones included (the budget `MAX_INK`), by seat. */
  readonly inked: readonly number[];
}

/** What everyone sees when a round ends: the target, where it was, every click, the drawings. */
export interface Reveal {
  readonly round: number;
  readonly mode: Mode | null;
  readonly target: {
    readonly icon: string;
    readonly words: Text;
    readonly x: number;
    readonly y: number;
    readonly size: number;
    readonly angle: number;
  };
  /** The seat that found it, or null. */
  readonly found: Seat | null;
  readonly why: 'found' | 'nobody' | 'time' | 'word-said' | 'challenge';
  readonly clicks: readonly Click[];
  readonly drawing: readonly Stroke[];
  readonly sketches: readonly Sketch[];
}

export interface ShtukaState {
  readonly config: ShtukaConfig;
  readonly seats: number;
  readonly rng: RngState;
  /** 0: everyone for themselves; otherwise seat s plays in team s mod teams. */
  readonly teams: number;
  /** The track: one score per player, or per team. */
  readonly scores: readonly number[];
  readonly explainer: Seat;
  /** The current round, from 1. */
  readonly roundNo: number;
  readonly roundsEnded: number;
  /** The theme order of a `rotate` table, drawn at setup. */
  readonly themeOrder: readonly ThemeId[];
  readonly over: boolean;
  readonly round: Round;
  readonly last: Reveal | null;
}

export type ShtukaMove =
  | { readonly kind: 'roll'; }
  | { readonly kind: 'start'; }
  | { readonly kind: 'grab'; }
  | { readonly kind: 'point'; readonly round: number; readonly spot: Point; }
  | { readonly kind: 'stroke'; readonly round: number; readonly points: readonly Point[]; }
  | { readonly kind: 'undo'; }
  | { readonly kind: 'clear'; }
  | { readonly kind: 'line'; readonly round: number; readonly text: string; }
  | { readonly kind: 'gesture'; readonly round: number; readonly text: string; }
  | { readonly kind: 'ask'; readonly topic: Topic; }
  | { readonly kind: 'question'; readonly round: number; readonly text: string; }
  | { readonly kind: 'yes'; }
  | { readonly kind: 'no'; }
  | { readonly kind: 'challenge'; readonly line: number; }
  | { readonly kind: 'vote'; readonly upheld: boolean; }
  /** A bot's point: the engine draws the spot by the level's chance (bots.ts); refused from a player. */
  | { readonly kind: 'find'; readonly round: number; readonly level: BotLevel; };

export type ShtukaEvent =
  | { readonly kind: 'rolled'; readonly seat: Seat; readonly die: number; readonly mode: Mode; }
  | { readonly kind: 'started'; }
  | { readonly kind: 'grabbed'; readonly seat: Seat; }
  | { readonly kind: 'holder'; readonly seat: Seat; readonly tied: readonly Seat[]; }
  | { readonly kind: 'pointed'; readonly seat: Seat; readonly spot: Point | null; readonly right: boolean; }
  | { readonly kind: 'scored'; readonly side: number; readonly delta: number; readonly score: number; }
  | { readonly kind: 'unlocked'; readonly seat: Seat; }
  | { readonly kind: 'stroke'; readonly seat: Seat; readonly points: readonly Point[]; }
  /** An Eyewitness sketch line: only its author learns of it before the round ends. */
  | { readonly kind: 'sketched'; readonly sketch: Sketch; }
  | { readonly kind: 'undone'; readonly seat: Seat; readonly canvas: 'shared' | 'own'; }
  | { readonly kind: 'cleared'; readonly seat: Seat; readonly canvas: 'shared' | 'own'; }
  | { readonly kind: 'line'; readonly text: string; }
  | { readonly kind: 'gesture'; readonly text: string; }
  | { readonly kind: 'asked'; readonly seat: Seat; readonly topic: Topic | null; readonly text: string | null; }
  | { readonly kind: 'answered'; readonly seat: Seat; readonly yes: boolean; }
  | { readonly kind: 'word-said'; readonly seat: Seat; }
  | { readonly kind: 'challenged'; readonly seat: Seat; readonly line: number; }
  | { readonly kind: 'voted'; readonly seat: Seat; readonly upheld: boolean; }
  | { readonly kind: 'vote-result'; readonly line: number; readonly upheld: boolean; readonly yes: number; readonly no: number; }
  | { readonly kind: 'revealed'; readonly reveal: Reveal; }
  | { readonly kind: 'round-over'; };

export interface ShtukaView {
  readonly seats: number;
  readonly teams: number;
  readonly scores: readonly number[];
  readonly trackEnd: number;
  readonly explainer: Seat;
  readonly round: number;
  readonly theme: ThemeId;
  readonly background: string;
  /** The picture's coordinate space (the picture itself comes from the server's picture address). */
  readonly picture: Rect;
  readonly canvas: Rect;
  readonly phase: Phase | 'over';
  readonly mode: Mode | null;
  readonly die: number | null;
  readonly endsAt: number | null;
  /** Who may search this round (everyone but the explainer, or the explainer's team against the clock). */
  readonly searchers: readonly Seat[];
  readonly out: readonly Seat[];
  readonly locks: readonly Lock[];
  /** Seats that grabbed in the open tie window, in seat order. */
  readonly grabbed: readonly Seat[];
  readonly holder: Seat | null;
  readonly answerBy: number | null;
  readonly clicks: readonly Click[];
  readonly lines: readonly string[];
  readonly vote: Vote | null;
  readonly challenged: readonly number[];
  readonly questions: readonly Question[];
  readonly drawing: readonly Stroke[];
  /** Eyewitness: the viewer's own sketch, and how many lines each seat has drawn. */
  readonly mySketch: readonly Sketch[];
  readonly sketchCounts: readonly number[];
  /** The explainer's task card (its item and words); null for everyone else. */
  readonly task: { readonly icon: string; readonly words: Text; } | null;
  readonly last: Reveal | null;
}

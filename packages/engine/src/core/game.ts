/**
 * The game contract, version 2. The server, the CLI, the bots and the conformance
 * suite know a game only through this interface. Every function is pure: no I/O, no
 * clock (time arrives as `at`, milliseconds, on each move), no Math.random
 * (randomness comes from the seeded generator kept inside the state).
 *
 * A game first says what it is (`type`: its timing model, whether it hides
 * information, whether chance plays a part), then provides the mandatory members,
 * then the optional capability groups (`cards`, `search`, `fuzz`, `forms`, `chat`,
 * `races`, `reactions`, `rounds`, `json`). Hosts and the conformance suite look at `type` and at which groups exist
 * to know what applies: a search bot needs `search`, the fuzzer uses `fuzz` and
 * `forms`, the card conservation check needs `cards`, the stale-move check `races`, the tie
 * check `reactions`.
 */
import type { ConfigSchema } from './config.ts';
import type { Rng } from './rng.ts';
import type { DealSource, Outcome, Result, RuleError, Seat, Step, Tagged, Text, Viewer, Zone } from './types.ts';

/**
 * How seats take their moves (OpenSpiel's dynamics).
 * - `turns`: one seat at a time is awaited (Durak, UNO, Thousand); others may still act in
 *   windows the game opens (throw-ins, calls, interceptions, slaps), judged by arrival.
 * - `simultaneous`: every awaited seat chooses in secret and the choices are revealed together
 *   (Hotel's doors); a window closes when all have chosen or at its deadline, when `tick` fills in
 *   a default for every seat that has not.
 * - `realtime`: every seat may act at any moment on shared objects (Ratuki); moves are applied in
 *   the order the host receives them and a move aimed at something that changed is refused (`races`).
 */
export const TIMINGS = ['turns', 'simultaneous', 'realtime'] as const;
export type Timing = (typeof TIMINGS)[number];

/** What a game is: hosts and the conformance suite choose behaviour and checks from it. */
export interface GameType {
  readonly timing: Timing;
  /** Whether some view hides something from some viewer (cards or any other secret). */
  readonly hiddenInformation: boolean;
  /** Whether the generator decides anything after setup or in it (shuffles, a Porter's random door). */
  readonly chance: boolean;
}

/**
 * What a finished table's outcome carries, declared per config so a host knows it before any game is played
 * (a tournament's create form offers the formats a game's results suit):
 * - `places`: places only;
 * - `points`: places and `scores` where more is better (Thousand's points);
 * - `penalty`: places and `scores` where fewer is better (`lowerScoreWins`: UNO's tournament penalty points,
 *   Durak's losses).
 * The conformance suite checks every outcome it plays against the declaration (`outcomeShapeOf`).
 */
export const OUTCOME_SHAPES = ['places', 'points', 'penalty'] as const;
export type OutcomeShape = (typeof OUTCOME_SHAPES)[number];

/** The shape an outcome actually has. */
export function outcomeShapeOf(outcome: Outcome): OutcomeShape {
  if (outcome.scores === undefined) return 'places';
  return outcome.lowerScoreWins === true ? 'penalty' : 'points';
}

/**
 * Something hidden, with who may see it: a card in a hand, a door chosen face down, the
 * target on a picture, the time a hidden timer rings. The conformance suite scans every view
 * and every per-viewer event for the `token` of every secret the viewer may not see.
 */
export interface Secret {
  /** Names the secret in failures: `hand/2/AS`, `choice/1`, `relay-rings`. */
  readonly id: string;
  /** Who may see it now; 'none' = nobody (a face-down deck, a hidden timer). */
  readonly visibleTo: 'none' | readonly Seat[];
  /**
   * What would give it away if it appeared in a view or event: a string (a card code, a door
   * card's code) or a number (a time in ms) matched as a whole JSON value anywhere in the tree,
   * or an object (a move) matched as an equal subtree anywhere. Represent secrets in views so
   * that a leak would show the token: a door played face down is the card `R3`, not `3`.
   */
  readonly token: string | number | Readonly<Record<string, unknown>>;
}

/**
 * An open field of a move: a value the game cannot list (free text, a point on a picture, a
 * stroke). Clients draw an input for it, bots and the fuzzer fill it, the game's `parseMove`
 * and `apply` still judge the filled move.
 */
export type Field =
  | { readonly type: 'text'; readonly minLength: number; readonly maxLength: number; }
  | { readonly type: 'int'; readonly min: number; readonly max: number; }
  | { readonly type: 'point'; readonly bounds: Rect; }
  | { readonly type: 'stroke'; readonly bounds: Rect; readonly maxPoints: number; };
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A legal move with open fields: `{ kind, ...fixed, ...(a value for every field) }` is the move. */
export interface MoveForm {
  readonly kind: string;
  /** Fields already decided (`{ kind: 'answer', round: 3 }` fixes `round`). */
  readonly fixed?: Readonly<Record<string, unknown>>;
  readonly fields: Readonly<Record<string, Field>>;
}

export interface GameDef<C, S, M extends Tagged, E extends Tagged, V> {
  /** Registry id, also the `game` field of scenarios: 'durak'. */
  readonly id: string;
  readonly title: Text;
  readonly type: GameType;
  /** Every table setting; the create-table form is generated from it. */
  readonly configSchema: ConfigSchema;
  /** Labels of settings, values and other UI keys, in every language. */
  readonly texts: Readonly<Record<string, Text>>;
  /** Widest seat range; `parseConfig` narrows it per config (a deck too small for 6 seats). */
  readonly seats: { readonly min: number; readonly max: number; };

  /** Check a raw config (defaults filled, unknown keys refused) against the seat count. */
  parseConfig(raw: unknown, seats: number): Result<C>;

  /** A new table: deal from the stacked deck if given, else shuffle with the seed. */
  setup(config: C, seats: number, source: DealSource): Result<S>;

  /**
   * Seats that may act now. Public: it must follow from what every viewer sees (a seat
   * that may throw in is an actor whether or not it holds a matching card). An actor may
   * have no legal move at the moment; a seat that is not an actor has none.
   */
  actors(state: S): readonly Seat[];

  /**
   * The seats the table is waiting on (a subset of `actors`, also public): the seat whose
   * turn it is, every seat that has not yet chosen in a simultaneous window. Turn timers
   * and stand-ins act only for these; each has a legal move or a form. Empty in windows
   * that close by their deadline alone and in real time (nobody is waited on).
   */
  awaiting(state: S): readonly Seat[];

  /** Every listed move `seat` may make now (empty when it may not act; see `forms` for open moves). */
  legalMoves(state: S, seat: Seat): readonly M[];

  /** Turn untrusted JSON into a move, or say what is wrong with it. */
  parseMove(raw: unknown): Result<M>;

  /**
   * Apply a move made by `seat` at time `at`. Returns the new state and the events, or a
   * rule error; a rejected move leaves `state` untouched. Hosts call `tick` for every due
   * deadline before applying a later move (see `play` in host.ts).
   */
  apply(state: S, seat: Seat, move: M, at: number): Result<Step<S, E>>;

  /** The earliest time at which `tick` changes the state (a window closes), or null. */
  deadline(state: S): number | null;

  /**
   * Let time pass to `at`: close windows whose deadline is ≤ at (a simultaneous window fills
   * in defaults for seats that have not chosen). Returns null when nothing is due.
   */
  tick(state: S, at: number): Step<S, E> | null;

  /** The only projection of a state a client receives. Never holds a secret the viewer may not see, nor the generator. */
  view(state: S, viewer: Viewer): V;

  /** The same projection for events: null when the viewer must not learn of it at all. */
  eventView(event: E, viewer: Viewer): E | null;

  /** null while playing; places (and scores, teams) once the table is over. */
  outcome(state: S): Outcome | null;

  /** What every outcome under this config carries (places only, points, penalty points), known before play. */
  outcomeShape(config: C): OutcomeShape;

  /**
   * Everything hidden in this state, with who may see it: cards (see `cardSecrets` in
   * secrets.ts, which derives them from `cards.zones`) and anything else. Hiding is never
   * opt-in: a game with nothing hidden returns [] and says `hiddenInformation: false`.
   */
  secrets(state: S): readonly Secret[];

  /** Card games: where every card lies and who sees it (conservation and hiding checks). */
  readonly cards?: {
    zones(state: S): readonly Zone[];
    /** The multiset of cards of this table (what the zones must always add up to). */
    cards(state: S): readonly string[];
  };

  /** Search: a full state consistent with everything `seat` has seen (hidden things re-dealt at random). */
  readonly search?: {
    determinize(state: S, seat: Seat, rng: Rng): S;
    /**
     * A full state behind `seat`'s view, for bots that search (a bot is given only its view): every
     * public fact as the view shows it, the seat's own hidden things as it knows them, and what it
     * cannot know filled in plainly; `determinize` then re-draws that. `view(fromView(v, seat), seat)`
     * equals `v`.
     */
    fromView?(view: V, seat: Seat): S;
    /**
     * A random playout, fast: from `state`, exactly the moves `randomPlayout` makes with `rng` (when
     * several seats may act, `actors[rng.int(actors.length)]`, then `legal[rng.int(legal.length)]` of that
     * seat's legal moves), each at time `at`, until the table is over or nobody may act before time passes
     * (a deadline). Returns the state reached and how many moves led there; `state` is never changed and
     * `rng` has drawn just what those moves drew. A game gives it where it can play faster than through
     * `apply` move by move (a private copy written in place, no events, no move objects), and only if every
     * actor always has a listed move and its rounds are counted in the state (`rounds`: the playout reports
     * no events). `randomPlayout` plays through it, as can a search's rollouts; the conformance suite checks
     * it against move-by-move play.
     */
    playout?(state: S, rng: Rng, at: number): { readonly state: S; readonly moves: number; };
  };

  /** Fuzzing: every well-formed listed move of the game's vocabulary for this state, legal or not. */
  readonly fuzz?: {
    moveSpace(state: S): readonly M[];
  };

  /** Open moves: the forms `seat` may fill now (free text, a point, a stroke), beside `legalMoves`. */
  readonly forms?: {
    forms(state: S, seat: Seat): readonly MoveForm[];
  };

  /**
   * The chat hook: a table chat line reaches the game (through the table queue, in order
   * with moves) so a rule can act on what was said: a silence broken, a banned word, a
   * shout typed in chat. Returns the step it causes, or null when the line changes nothing.
   * Hosts log a line that changed the state and replay it through this hook.
   */
  chat?(state: S, seat: Seat, text: string, at: number): Step<S, E> | null;

  /**
   * Real-time races: judge a move against the state its mover had seen (`seen`, the state at
   * the version the move was aimed at) and the state now. Returns null when the move means
   * now what it meant then; otherwise the reason it is refused (`ratuki/stack-moved`). Hosts
   * call it before `apply` whenever the aimed-at version is older than the current one.
   */
  readonly races?: {
    stale(seen: S, now: S, seat: Seat, move: M): RuleError | null;
  };

  /**
   * Reaction windows with a tie rule (a slap, a shout): while one is open, presses by different
   * seats that arrive within `tieMs` of each other are a tie, and arrival order must not decide
   * between them. null when no such window is open. The conformance suite applies two presses
   * made at the same moment in both orders and requires the same result once the window closes.
   */
  readonly reactions?: {
    tieMs(state: S): number | null;
  };

  /**
   * Rounds (hands, deals, games of a series) counted from the state: `ended(state)` is how many
   * `round-over` events the steps from setup to `state` have had. Random playouts and bot matches
   * read it once at the end instead of reading the kind of every event of every step (a read that
   * sees every event shape of the game, which costs a few percent of a fast game's playout). The
   * conformance suite checks it against the events after every step.
   */
  readonly rounds?: {
    ended(state: S): number;
  };

  /**
   * Views as text: `json.view(state, viewer)` is exactly `JSON.stringify(view(state, viewer))`, byte for
   * byte, written from the state without building the view's objects. A host that sends views as JSON
   * (the server's per-seat update after every move) uses it where a game has it; the conformance suite
   * compares the two for every viewer after every step.
   */
  readonly json?: {
    view(state: S, viewer: Viewer): string;
  };

  /**
   * Pictures the host draws and serves as images, never as data: a game whose view must not carry what
   * a picture shows (Shtuka: no client may learn an item's identity or position before the round ends)
   * describes each picture as a `Scene` of named icons, and the host renders it off the table's queue and
   * hands the table's seats and spectators only an unguessable address. `key` names the pictures of a
   * state: a new key (a new round) means new pictures; null means none now. `round` is what clients are
   * told the pictures belong to. `scene` is the main picture, `task` a second card beside it (Shtuka's
   * Blitz task); either may be null.
   */
  readonly pictures?: {
    key(state: S): string | number | null;
    round(state: S): number;
    scene(state: S): Scene | null;
    task(state: S): Scene | null;
  };

  /**
   * Word rules the engine cannot judge alone (Shtuka: no noun but «штука» or «существо»): a morphological
   * analyser loads dictionaries, so the host runs it and hands it in as `analysers`. `screen` returns the
   * refusal of a seat's move by what the analysers say of its words, or null. Hosts call it on a seat's
   * move before the move is played, and never when replaying a log: a refused move is never logged, so a
   * log replays exactly whatever the analysers' version.
   */
  readonly language?: {
    screen(state: S, seat: Seat, move: M, analysers: LanguageAnalysers): RuleError | null;
  };

  /** Bots by id; 'random' is provided by the core for every game that does not define its own. */
  readonly bots: Readonly<Record<string, Bot<V, M>>>;

  /**
   * Move kinds only a bot may make: a bot sees only its view, so where a rule needs what it cannot see
   * (Shtuka's point at a target no view holds) its move asks the engine to draw the outcome by the
   * bot's level. A host refuses these kinds from a player's connection; they are never listed in
   * `legalMoves` or `forms`.
   */
  readonly botMoves?: readonly string[];

  /** How `kozyr bench` measures the game; without it, on default settings at the fewest seats. */
  readonly bench?: BenchTable;

  /**
   * The rules are played here (tests, `kozyr simulate`, `bench`, `replay`), but the club has no table for the
   * game yet: the server hosts it only when asked (`KOZYR_PREVIEW_GAMES=1`), so no player meets a table
   * they cannot play.
   */
  readonly preview?: true;
}

/** The host's language analysers, as a game's `language.screen` asks them. */
export interface LanguageAnalysers {
  /** The words of `text` that an analyser is sure are nouns, as written; a word no analyser can judge is not among them. */
  nouns(text: string): readonly string[];
}

/**
 * A picture as the host's renderer draws it: a canvas of `width` × `height` units (one unit one pixel),
 * a background colour (null: transparent), and icons in drawing order, later ones over earlier ones.
 */
export interface Scene {
  readonly width: number;
  readonly height: number;
  readonly background: string | null;
  readonly items: readonly SceneItem[];
}

/** One icon of a scene: a full Iconify name (`fluent-emoji-flat:socks`), centred at (x, y), `size` units square. */
export interface SceneItem {
  readonly icon: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  /** Degrees, clockwise. */
  readonly angle: number;
  /** A hue rotation in degrees (0 or absent: the icon's own colours). */
  readonly hue?: number;
}

/**
 * The table `kozyr bench` plays: settings and seats, and where a uniformly random legal move is not
 * how the game is played at random, the bot at every seat whose games are its "random full game"
 * (`players`, with its own settings `playersConfig` when they differ). Uniform moves are always measured too.
 */
export interface BenchTable {
  readonly config: Readonly<Record<string, unknown>>;
  readonly seats: number;
  readonly players?: string;
  readonly playersConfig?: Readonly<Record<string, unknown>>;
}

/**
 * Bot levels a table chooses per bot seat; each game's `bots` record has one bot under each id
 * (easy: a heuristic; normal and strong: a search, each a fixed budget of iterations).
 */
export const BOT_LEVELS = ['easy', 'normal', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Bot speeds for real-time and reaction games: each is a human reaction-time range. */
export const BOT_SPEEDS = ['easy', 'normal', 'fast'] as const;
export type BotSpeed = (typeof BOT_SPEEDS)[number];
export interface ReactionRange {
  readonly minMs: number;
  readonly maxMs: number;
}

/** A bot sees exactly what its seat's client would: the view, the legal moves and the forms. */
export interface Bot<V, M> {
  readonly id: string;
  /**
   * The bot searches: a decision costs milliseconds to hundreds of them of CPU, so a host runs it
   * off the table's queue (the server's bot threads). A bot without it decides in about the time
   * the hop to a thread would cost by itself, and is asked inline.
   */
  readonly searches?: boolean;
  /** Pick a move, or null to do nothing now (reaction games: not every window needs an answer). */
  choose(input: BotInput<V, M>): BotChoice<M> | null;
}
export interface BotInput<V, M> {
  /**
   * The seat's view. Hosts may build it lazily (a getter, possibly on a prototype), so a bot
   * that never reads it does not pay for it: read `input.view`, do not copy the input with a spread.
   */
  readonly view: V;
  readonly seat: Seat;
  readonly legal: readonly M[];
  /** Open moves the seat may fill (empty for games without `forms`). */
  readonly forms: readonly MoveForm[];
  readonly rng: Rng;
  /** The reaction range of this seat's bot speed (real-time and reaction games); hosts pass the table's. */
  readonly reaction?: ReactionRange;
}
export interface BotChoice<M> {
  readonly move: M;
  /** For reaction races and real time: how long a human would take; the host waits that long. */
  readonly delayMs?: number;
}

/** A game with its type parameters erased, as registries and hosts hold it. */
// Method syntax in GameDef keeps parameters bivariant, so every concrete game is assignable here.
export type AnyGame = GameDef<unknown, unknown, Tagged, Tagged, unknown>;

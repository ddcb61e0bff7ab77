/**
 * The game contract. The server, the CLI, the bots and the conformance suite
 * know a game only through this interface. All functions are pure: no I/O, no
 * clock (time arrives as `at`, milliseconds, on each move), no Math.random
 * (randomness comes from the seeded generator kept inside the state).
 */
import type { ConfigSchema } from './config.ts';
import type { Rng } from './rng.ts';
import type { DealSource, Outcome, Result, Seat, Step, Tagged, Text, Viewer, Zone } from './types.ts';

export interface GameDef<C, S, M extends Tagged, E extends Tagged, V> {
  /** Registry id, also the `game` field of scenarios: 'durak'. */
  readonly id: string;
  readonly title: Text;
  /** Every table setting; the create-table form is generated from it. */
  readonly configSchema: ConfigSchema;
  /** Labels of settings, values and other UI keys, in every language. */
  readonly texts: Readonly<Record<string, Text>>;
  /** Widest seat range; `validate` narrows it per config (a deck too small for 6 seats). */
  readonly seats: { readonly min: number; readonly max: number; };

  /** Check a raw config (defaults filled, unknown keys refused) against the seat count. */
  parseConfig(raw: unknown, seats: number): Result<C>;

  /** A new table: deal from the stacked deck if given, else shuffle with the seed. */
  setup(config: C, seats: number, source: DealSource): Result<S>;

  /** Seats that may act now; several at once in throw-ins, everyone in reaction windows. */
  actors(state: S): readonly Seat[];

  /** Every move `seat` may make now (empty when it may not act). */
  legalMoves(state: S, seat: Seat): readonly M[];

  /** Turn untrusted JSON into a move, or say what is wrong with it. */
  parseMove(raw: unknown): Result<M>;

  /**
   * Apply a move made by `seat` at time `at`. Returns the new state and the
   * events, or a rule error; a rejected move leaves `state` untouched.
   * Hosts call `tick` for every due deadline before applying a later move
   * (see `play` in host.ts).
   */
  apply(state: S, seat: Seat, move: M, at: number): Result<Step<S, E>>;

  /** The earliest time at which `tick` changes the state (a window closes), or null. */
  deadline(state: S): number | null;

  /** Let time pass to `at`: close windows whose deadline is ≤ at. Returns null when nothing is due. */
  tick(state: S, at: number): Step<S, E> | null;

  /** The only projection of a state a client receives. Never contains hidden cards or the generator. */
  view(state: S, viewer: Viewer): V;

  /** The same projection for events: null when the viewer must not learn of it at all. */
  eventView(event: E, viewer: Viewer): E | null;

  /** null while playing; places (and scores) once the table is over. */
  outcome(state: S): Outcome | null;

  /**
   * A full state consistent with everything `seat` has seen: hidden cards are
   * re-dealt at random among the places they could be. For bots that search.
   */
  determinize(state: S, seat: Seat, rng: Rng): S;

  /** Where every card lies and who sees it; used for conservation and hiding checks. */
  zones(state: S): readonly Zone[];

  /** The multiset of cards of this table (what the zones must always add up to). */
  cards(state: S): readonly string[];

  /** Every well-formed move of the game's vocabulary for this state, legal or not (for fuzzing). */
  moveSpace(state: S): readonly M[];

  /** Bots by id; 'random' is provided by the core for every game. */
  readonly bots: Readonly<Record<string, Bot<V, M>>>;
}

/** A bot sees exactly what its seat's client would: the view and the legal moves. */
export interface Bot<V, M> {
  readonly id: string;
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
  readonly rng: Rng;
}
export interface BotChoice<M> {
  readonly move: M;
  /** For reaction races: how long a human would take to press; the host waits that long. */
  readonly delayMs?: number;
}

/** A game with its type parameters erased, as registries and hosts hold it. */
// Method syntax in GameDef keeps parameters bivariant, so every concrete game is assignable here.
export type AnyGame = GameDef<unknown, unknown, Tagged, Tagged, unknown>;

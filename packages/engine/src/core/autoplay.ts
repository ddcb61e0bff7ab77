/**
 * Driving whole games without people: random playouts (the benchmark) and
 * bot matches (the simulator, bot tests). Both go through the contract only,
 * exactly as the server does.
 */
import type { Bot, BotChoice, BotInput, GameDef, MoveForm } from './game.ts';
import { advance, formsOf, randomChoice } from './host.ts';
import { Rng } from './rng.ts';
import type { Outcome, Seat, Step, Tagged } from './types.ts';

export interface PlayoutResult {
  readonly outcome: Outcome;
  readonly moves: number;
  /** `round-over` events seen: hands / deals / games of a series (the game's `rounds.ended` when it has one). */
  readonly rounds: number;
}

const MAX_MOVES = 1_000_000;

/** A full game of uniformly random legal moves (and randomly filled forms) by random actors. */
export function randomPlayout<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  config: C,
  seats: number,
  seed: number,
): PlayoutResult {
  const setup = game.setup(config, seats, { seed });
  if (!setup.ok) throw new Error(`${game.id}: setup refused: ${setup.error.code}`);
  let state = setup.value;
  const rng = Rng.seeded(seed ^ 0x5bd1e995);
  // A game that counts its rounds in the state is asked once, at the end; otherwise every event is looked at.
  const scan = game.rounds === undefined;
  // A game's own fast playout makes the same moves (search.playout): played up to the end or a deadline, then the loop goes on.
  const search = game.search;
  const fast = search?.playout !== undefined && !scan;
  let moves = 0;
  let rounds = 0;
  let at = 0;
  for (;;) {
    if (fast) {
      const played = search!.playout!(state, rng, at);
      state = played.state;
      moves += played.moves;
    }
    const outcome = game.outcome(state);
    if (outcome !== null) return { outcome, moves, rounds: scan ? rounds : game.rounds!.ended(state) };
    if (moves > MAX_MOVES) throw new Error(`${game.id}: random playout did not end`);
    const actors = game.actors(state);
    let move: M | null | undefined = undefined;
    let seat = -1;
    if (actors.length > 0) {
      seat = actors.length === 1 ? actors[0]! : actors[rng.int(actors.length)]!;
      const legal = game.legalMoves(state, seat);
      move = game.forms === undefined ? legal[rng.int(legal.length)] : randomChoice(legal, formsOf(game, state, seat), rng);
      // An actor may have nothing to do at the moment; then any other actor that has acts.
      for (let i = 0; (move === undefined || move === null) && i < actors.length; i++) {
        seat = actors[i]!;
        move = randomChoice(game.legalMoves(state, seat), formsOf(game, state, seat), rng);
      }
    }
    // Nobody may act, or the chosen actor has nothing to do now (a window that only time closes).
    if (move === undefined || move === null) {
      const due = game.deadline(state);
      if (due === null) throw new Error(`${game.id}: nobody can act and no deadline`);
      at = Math.max(at, due);
      const ticked = advance(game, state, at);
      if (scan) { for (const e of ticked.events) if (e.kind === 'round-over') rounds++; }
      state = ticked.state;
      continue;
    }
    const res = game.apply(state, seat, move, at);
    if (!res.ok) throw new Error(`${game.id}: legal move refused: ${res.error.code}`);
    if (scan) {
      // An indexed loop, not for-of: this runs after every move of the bench's playouts.
      const events = res.value.events;
      for (let i = 0; i < events.length; i++) if (events[i]!.kind === 'round-over') rounds++;
    }
    state = res.value.state;
    moves++;
  }
}

/**
 * What a bot is given: the view is built only when the bot reads it (and then once), so a
 * bot that decides from `legal` alone (a game's random player) does not pay for a projection
 * at every step. A bot that reads it sees exactly what it saw when the view was eager. The
 * state sits in TypeScript-private fields: the type gives a bot the view, never the state
 * (plain fields rather than `#private` ones, which measured slower in this hot loop).
 * `botMatch` keeps one per match and re-aims it at every question (`aim`), so the loop
 * allocates no input per actor; `botInput` makes a fresh one.
 */
class LazyBotInput<S, M extends Tagged, V> implements BotInput<V, M> {
  private built: V | undefined = undefined;

  constructor(
    private readonly game: GameDef<unknown, S, M, Tagged, V>,
    private state: S,
    public seat: Seat,
    public legal: readonly M[],
    public forms: readonly MoveForm[],
    readonly rng: Rng,
  ) {}

  get view(): V {
    // Views are objects, never undefined: undefined means "not built yet".
    if (this.built === undefined) this.built = this.game.view(this.state, this.seat);
    return this.built;
  }

  /** The same input for another question: `seat` choosing among `legal` and `forms` in `state`. */
  aim(state: S, seat: Seat, legal: readonly M[], forms: readonly MoveForm[]): this {
    this.state = state;
    this.seat = seat;
    this.legal = legal;
    this.forms = forms;
    this.built = undefined;
    return this;
  }
}

export function botInput<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  state: S,
  seat: Seat,
  legal: readonly M[],
  rng: Rng,
  forms: readonly MoveForm[] = formsOf(game, state, seat),
): BotInput<V, M> {
  return new LazyBotInput(game as unknown as GameDef<unknown, S, M, Tagged, V>, state, seat, legal, forms, rng);
}

export interface BotMatchResult<S> extends PlayoutResult {
  readonly state: S;
}

/**
 * What a caller may watch of a bot match as it is played (the bot-match fingerprint of the
 * tests hashes it): every hook is optional and is called synchronously from the loop.
 */
export interface MatchWatch<S, M extends Tagged, E extends Tagged> {
  /** The seats that may act now, before their bots are asked. */
  readonly actors?: (actors: readonly Seat[]) => void;
  /** `seat`'s bot was asked, with these choices, and answered `choice` (null: not now). */
  readonly asked?: (seat: Seat, legal: readonly M[], choice: BotChoice<M> | null) => void;
  /** Time jumped to a deadline: what closing the windows due by then did. */
  readonly ticked?: (step: Step<S, E>) => void;
  /** `seat`'s answer was played: the new state and its events. */
  readonly moved?: (seat: Seat, step: Step<S, E>) => void;
}

/** Count a step's `round-over` events (module level: a closure per match would be one more allocation). */
function roundsIn(events: readonly Tagged[]): number {
  let n = 0;
  for (let i = 0; i < events.length; i++) if (events[i]!.kind === 'round-over') n++;
  return n;
}

/**
 * A game between bots, one per seat. Each actor's bot is asked for a move; the
 * quickest answer (smallest delay) is played at `at + delay`, as a server
 * would receive it. When no bot wants to act, time jumps to the next deadline.
 * The input a bot is given is valid while its `choose` runs (the match re-aims it
 * at the next question); `watch` sees every step (the tests' match fingerprint).
 */
export function botMatch<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  config: C,
  bots: readonly Bot<V, M>[],
  seed: number,
  watch?: MatchWatch<S, M, E>,
): BotMatchResult<S> {
  const seats = bots.length;
  const setup = game.setup(config, seats, { seed });
  if (!setup.ok) throw new Error(`${game.id}: setup refused: ${setup.error.code}`);
  let state = setup.value;
  const rng = Rng.seeded(seed ^ 0x27d4eb2d);
  const input = new LazyBotInput<S, M, V>(game as unknown as GameDef<unknown, S, M, Tagged, V>, state, 0, [], [], rng);
  const scan = game.rounds === undefined;
  let moves = 0;
  let rounds = 0;
  let at = 0;
  for (;;) {
    const outcome = game.outcome(state);
    if (outcome !== null) return { outcome, moves, rounds: scan ? rounds : game.rounds!.ended(state), state };
    if (moves > MAX_MOVES) throw new Error(`${game.id}: bot match did not end`);
    // The quickest answer so far (plain locals: this loop is the simulator's and the bench's hot path).
    let bestSeat = -1;
    let bestMove: M | null = null;
    let bestDelay = 0;
    const actors = game.actors(state);
    if (watch?.actors !== undefined) watch.actors(actors);
    for (let i = 0; i < actors.length; i++) {
      const seat = actors[i]!;
      const legal = game.legalMoves(state, seat);
      const forms = formsOf(game, state, seat);
      if (legal.length === 0 && forms.length === 0) continue;
      const choice = bots[seat]!.choose(input.aim(state, seat, legal, forms));
      if (watch?.asked !== undefined) watch.asked(seat, legal, choice);
      if (choice === null) continue;
      const delay = choice.delayMs ?? 0;
      if (bestMove === null || delay < bestDelay) {
        bestSeat = seat;
        bestMove = choice.move;
        bestDelay = delay;
      }
    }
    const due = game.deadline(state);
    if (bestMove === null || (due !== null && due <= at + bestDelay)) {
      if (due === null) throw new Error(`${game.id}: no bot acts and there is no deadline`);
      at = Math.max(at, due);
      const ticked = advance(game, state, at);
      if (scan) rounds += roundsIn(ticked.events);
      if (watch?.ticked !== undefined) watch.ticked(ticked);
      state = ticked.state;
      continue;
    }
    at += bestDelay;
    const res = game.apply(state, bestSeat, bestMove, at);
    if (!res.ok) throw new Error(`${game.id}: bot ${bots[bestSeat]!.id} made an illegal move: ${res.error.code}`);
    if (scan) rounds += roundsIn(res.value.events);
    if (watch?.moved !== undefined) watch.moved(bestSeat, res.value);
    state = res.value.state;
    moves++;
  }
}

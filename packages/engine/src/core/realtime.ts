/**
 * Bot matches in real time (games whose `type.timing` is 'realtime'), as a server that
 * schedules each bot on its own clock would run them: every seat's bot chooses a move and
 * a human delay; the move arrives at `now + delay` whatever the others did meanwhile. The
 * earliest arrival is judged first: a move aimed at an older version goes through
 * `races.stale` (a card aimed at a stack that moved is refused), then `apply`; a refused
 * seat chooses again from the moment of its refusal, an accepted one from its own move.
 * `botMatch` instead re-asks every bot after every change, which starves a slower bot.
 */
import type { Bot, BotInput, GameDef, MoveForm, ReactionRange } from './game.ts';
import { advance } from './host.ts';
import { Rng } from './rng.ts';
import type { Outcome, Seat, Tagged } from './types.ts';

export interface RealtimeSeat<V, M> {
  readonly bot: Bot<V, M>;
  /** The seat's reaction range, passed to the bot as `BotInput.reaction` (a bot at a fixed speed ignores it). */
  readonly reaction?: ReactionRange;
}

export interface RealtimeMatchResult<S> {
  readonly outcome: Outcome;
  readonly state: S;
  readonly moves: number;
  readonly rounds: number;
  /** Moves refused as stale (aimed at something that changed before they arrived). */
  readonly stale: number;
  /** Moves refused by `apply` (e.g. a play-rate cap). */
  readonly refused: number;
  /** The time of the last accepted move. */
  readonly endAt: number;
}

const NO_FORMS: readonly MoveForm[] = [];

/** The view is built only when the bot reads it (a random player deciding from `legal` never does). */
class LazyInput<S, M extends Tagged, V> implements BotInput<V, M> {
  private built: V | undefined = undefined;
  readonly forms = NO_FORMS;
  constructor(
    private readonly game: GameDef<unknown, S, M, Tagged, V>,
    private readonly state: S,
    readonly seat: Seat,
    readonly legal: readonly M[],
    readonly rng: Rng,
    readonly reaction: ReactionRange | undefined,
  ) {}
  get view(): V {
    if (this.built === undefined) this.built = this.game.view(this.state, this.seat);
    return this.built;
  }
}

interface Pending<S, M> {
  readonly move: M;
  readonly due: number;
  readonly version: number;
  readonly seen: S;
}

const MAX_STEPS = 2_000_000;

export function realtimeMatch<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  config: C,
  seats: readonly RealtimeSeat<V, M>[],
  seed: number,
  onStep?: (step: { readonly seat: Seat; readonly move: M; readonly at: number; readonly events: readonly E[]; }) => void,
): RealtimeMatchResult<S> {
  const n = seats.length;
  const setup = game.setup(config, n, { seed });
  if (!setup.ok) throw new Error(`${game.id}: setup refused: ${setup.error.code}`);
  let state = setup.value;
  const rng = Rng.seeded(seed ^ 0x27d4eb2d);
  const pending: (Pending<S, M> | null)[] = Array.from({ length: n }, () => null);
  // The version at which a bot last declined to move: it is asked again only after a change.
  const declined: number[] = Array.from({ length: n }, () => -1);
  const typed = game as unknown as GameDef<unknown, S, M, Tagged, V>;
  let version = 0;
  let now = 0;
  let moves = 0;
  let rounds = 0;
  let staleCount = 0;
  let refused = 0;
  const count = (events: readonly Tagged[]) => {
    for (const e of events) if (e.kind === 'round-over') rounds++;
  };
  for (let steps = 0;; steps++) {
    const outcome = game.outcome(state);
    if (outcome !== null) return { outcome, state, moves, rounds, stale: staleCount, refused, endAt: now };
    if (steps > MAX_STEPS) throw new Error(`${game.id}: real-time match did not end`);
    const actors = game.actors(state);
    for (let i = 0; i < actors.length; i++) {
      const seat = actors[i]!;
      if (pending[seat] !== null || declined[seat] === version) continue;
      const legal = game.legalMoves(state, seat);
      const choice = legal.length === 0 ?
        null :
        seats[seat]!.bot.choose(new LazyInput(typed, state, seat, legal, rng, seats[seat]!.reaction));
      if (choice === null) {
        declined[seat] = version;
        continue;
      }
      pending[seat] = { move: choice.move, due: now + (choice.delayMs ?? 0), version, seen: state };
    }
    let next = -1;
    for (let s = 0; s < n; s++) if (pending[s] !== null && (next < 0 || pending[s]!.due < pending[next]!.due)) next = s;
    const due = game.deadline(state);
    if (due !== null && (next < 0 || due <= pending[next]!.due)) {
      now = Math.max(now, due);
      const ticked = advance(game, state, now);
      count(ticked.events);
      state = ticked.state;
      version++;
      continue;
    }
    if (next < 0) throw new Error(`${game.id}: no bot acts and there is no deadline`);
    const p = pending[next]!;
    pending[next] = null;
    now = p.due;
    if (p.version !== version && game.races !== undefined && game.races.stale(p.seen, state, next, p.move) !== null) {
      staleCount++;
      continue;
    }
    const res = game.apply(state, next, p.move, now);
    if (!res.ok) {
      refused++;
      continue;
    }
    count(res.value.events);
    onStep?.({ seat: next, move: p.move, at: now, events: res.value.events });
    state = res.value.state;
    version++;
    moves++;
  }
}

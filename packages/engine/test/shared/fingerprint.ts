/**
 * A fingerprint of many random playouts: every move (seat and move), every
 * event, the acting seat's view after every move, every legal-move list and
 * every outcome, hashed. A refactoring that claims to change no rule must
 * leave it unchanged for the same seeds (see the fingerprint tests).
 *
 * `options` widens it (the defaults keep the hashes recorded before it existed):
 * - `everyViewer`: after every step, every seat's view and the spectator's, and every
 *   event as each of them receives it (`eventView`);
 * - `msPerMove`: the clock moves on by this much before every move, and windows that
 *   are due by then close first (`advance`), so timed rules (reaction windows, rate caps,
 *   hidden timers) take part;
 * - `chat`: the chance, before every move, that a random seat sends a chat line through
 *   the game's chat hook (silences, banned words), the hook's step hashed too;
 * - `playFirst`: the move kinds drawn first when the list has any (Ratuki: a uniform draw
 *   junks cards round and round and a round may take millions of moves); 9 times in 10.
 */
import { createHash, type Hash } from 'node:crypto';
import { botMatch, type MatchWatch } from '../../src/core/autoplay.ts';
import type { Bot, GameDef } from '../../src/core/game.ts';
import { advance } from '../../src/core/host.ts';
import { Rng } from '../../src/core/rng.ts';
import type { Step, Tagged, Viewer } from '../../src/core/types.ts';

export interface FingerprintOptions {
  readonly everyViewer?: boolean;
  readonly msPerMove?: number;
  readonly chat?: number;
  readonly playFirst?: readonly string[];
}

export function fingerprint<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  raw: Record<string, unknown>,
  seats: number,
  seeds: number,
  options: FingerprintOptions = {},
): string {
  const config = game.parseConfig(raw, seats);
  if (!config.ok) throw new Error(config.error.message.en);
  const hash = createHash('sha256');
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_, s) => s), 'spectator'];
  const everyViewer = options.everyViewer === true;
  const msPerMove = options.msPerMove ?? 0;
  const chat = options.chat ?? 0;
  /** A step's state and events as every viewer gets them. */
  const seen = (step: Step<S, E>) => {
    if (!everyViewer) return;
    for (const viewer of viewers) {
      hash.update(JSON.stringify(game.view(step.state, viewer)));
      hash.update(JSON.stringify(step.events.map((e) => game.eventView(e, viewer))));
    }
  };
  for (let seed = 1; seed <= seeds; seed++) {
    const setup = game.setup(config.value, seats, { seed });
    if (!setup.ok) throw new Error(setup.error.code);
    let state = setup.value;
    const rng = Rng.seeded(seed ^ 0x5bd1e995);
    let at = 0;
    for (let moves = 0;; moves++) {
      const outcome = game.outcome(state);
      if (outcome !== null) {
        hash.update(JSON.stringify(outcome));
        break;
      }
      if (moves > 100_000) throw new Error(`${game.id}: playout ${seed} did not end`);
      if (msPerMove > 0) {
        at += msPerMove;
        const due = advance(game, state, at);
        if (due.events.length > 0) hashStep(hash, due, seen);
        state = due.state;
        if (game.outcome(state) !== null) continue;
      }
      if (chat > 0 && game.chat !== undefined && rng.float() < chat) {
        const said = game.chat(state, rng.int(seats), 'чук-чук', at);
        hash.update(said === null ? 'no-chat' : 'chat');
        if (said !== null) {
          hashStep(hash, said, seen);
          state = said.state;
          if (game.outcome(state) !== null) continue;
        }
      }
      const actors = game.actors(state);
      if (actors.length === 0) {
        at = Math.max(at, game.deadline(state)!);
        const ticked = advance(game, state, at);
        hash.update(JSON.stringify(ticked.events));
        seen(ticked);
        state = ticked.state;
        continue;
      }
      const seat = actors[rng.int(actors.length)]!;
      const legal = game.legalMoves(state, seat);
      if (legal.length === 0 && msPerMove > 0) {
        hash.update(`${JSON.stringify(actors)}${seat}[]`);
        continue;
      }
      const move = pick(legal, rng, options.playFirst);
      const res = game.apply(state, seat, move, at);
      if (!res.ok) throw new Error(`${game.id}: legal move refused: ${res.error.code}`);
      hash.update(`${JSON.stringify(actors)}${seat}${JSON.stringify(legal)}${JSON.stringify(res.value.events)}`);
      state = res.value.state;
      hash.update(JSON.stringify(game.view(state, seat)));
      seen(res.value);
    }
  }
  return hash.digest('hex');
}

function hashStep<S, E extends Tagged>(hash: Hash, step: Step<S, E>, seen: (step: Step<S, E>) => void): void {
  hash.update(JSON.stringify(step.events));
  seen(step);
}

function pick<M extends Tagged>(legal: readonly M[], rng: Rng, first: readonly string[] | undefined): M {
  if (first !== undefined && rng.float() < 0.9) {
    const preferred = legal.filter((m) => first.includes(m.kind));
    if (preferred.length > 0) return preferred[rng.int(preferred.length)]!;
  }
  return legal[rng.int(legal.length)]!;
}

/**
 * A fingerprint of many bot matches, played by `botMatch` itself (core/autoplay.ts: every actor's
 * bot is asked, the quickest answer is played at `at + delay`, deadlines tick) and hashed through
 * its watch hooks: every actor list, every asked seat's legal list and answer, every event, the
 * mover's view after every move and every outcome. `lineup(seed)` gives the bots seat by seat.
 */
export function matchFingerprint<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  raw: Record<string, unknown>,
  lineup: (seed: number) => readonly Bot<V, M>[],
  seeds: number,
): string {
  const hash = createHash('sha256');
  const watch: MatchWatch<S, M, E> = {
    actors: (actors) => hash.update(JSON.stringify(actors)),
    asked: (seat, legal, choice) => hash.update(`${seat}${JSON.stringify(legal)}${JSON.stringify(choice)}`),
    ticked: (step) => hash.update(JSON.stringify(step.events)),
    moved: (seat, step) => {
      hash.update(JSON.stringify(step.events));
      hash.update(JSON.stringify(game.view(step.state, seat)));
    },
  };
  for (let seed = 1; seed <= seeds; seed++) {
    const bots = lineup(seed);
    const config = game.parseConfig(raw, bots.length);
    if (!config.ok) throw new Error(config.error.message.en);
    hash.update(JSON.stringify(botMatch(game, config.value, bots, seed, watch).outcome));
  }
  return hash.digest('hex');
}

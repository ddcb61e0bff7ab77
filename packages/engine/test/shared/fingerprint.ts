/**
 * A fingerprint of many random playouts: every move (seat and move), every
 * event, the acting seat's view after every move, every legal-move list and
 * every outcome, hashed. A refactoring that claims to change no rule must
 * leave it unchanged for the same seeds (see the fingerprint tests).
 */
import { createHash } from 'node:crypto';
import type { GameDef } from '../../src/core/game.ts';
import { advance } from '../../src/core/host.ts';
import { Rng } from '../../src/core/rng.ts';
import type { Tagged } from '../../src/core/types.ts';

export function fingerprint<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  raw: Record<string, unknown>,
  seats: number,
  seeds: number,
): string {
  const config = game.parseConfig(raw, seats);
  if (!config.ok) throw new Error(config.error.message.en);
  const hash = createHash('sha256');
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
      const actors = game.actors(state);
      if (actors.length === 0) {
        at = Math.max(at, game.deadline(state)!);
        const ticked = advance(game, state, at);
        hash.update(JSON.stringify(ticked.events));
        state = ticked.state;
        continue;
      }
      const seat = actors[rng.int(actors.length)]!;
      const legal = game.legalMoves(state, seat);
      const move = legal[rng.int(legal.length)]!;
      const res = game.apply(state, seat, move, at);
      if (!res.ok) throw new Error(`${game.id}: legal move refused: ${res.error.code}`);
      hash.update(`${JSON.stringify(actors)}${seat}${JSON.stringify(legal)}${JSON.stringify(res.value.events)}`);
      state = res.value.state;
      hash.update(JSON.stringify(game.view(state, seat)));
    }
  }
  return hash.digest('hex');
}

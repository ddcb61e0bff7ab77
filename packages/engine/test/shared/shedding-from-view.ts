/**
 * The state a shedding bot rebuilds behind its view (search.fromView), checked along bot
 * matches: for every state reached and every seat, the rebuilt state shows that seat the
 * same view and offers it the same legal moves, and so does every determinization of it.
 */
import { expect } from 'vitest';
import { botMatch } from '../../src/core/autoplay.ts';
import { Rng } from '../../src/core/rng.ts';
import type { Seat } from '../../src/core/types.ts';
import type { SheddingGame } from '../../src/games/shared-shedding/game.ts';
import type { SheddingState } from '../../src/games/shared-shedding/types.ts';

/** Every state of `games` bot matches (random players, one basic bot), each after a move or a tick. */
export function matchStates<C>(game: SheddingGame<C>, rawConfig: unknown, seats: number, games: number): SheddingState[] {
  const parsed = game.parseConfig(rawConfig, seats);
  if (!parsed.ok) throw new Error(parsed.error.code);
  const out: SheddingState[] = [];
  const keep = (step: { state: SheddingState; }) => out.push(step.state);
  for (let seed = 1; seed <= games; seed++) {
    const bots = Array.from({ length: seats }, (_, s) => (s === seed % seats ? game.bots.basic! : game.bots.random!));
    botMatch(game, parsed.value, bots, seed, { moved: (_, step) => keep(step), ticked: keep });
  }
  return out;
}

/** Checks every seat of every state; returns how many (seat, state) pairs were checked. */
export function checkFromView<C>(game: SheddingGame<C>, states: readonly SheddingState[]): number {
  const fromView = game.search!.fromView!;
  const rng = Rng.seeded(5);
  let checked = 0;
  for (const [i, state] of states.entries()) {
    for (let seat: Seat = 0; seat < state.seats; seat++) {
      const v = game.view(state, seat);
      const behind = fromView(v, seat);
      expect(game.view(behind, seat), `state ${i}, seat ${seat}`).toEqual(v);
      expect(game.legalMoves(behind, seat), `state ${i}, seat ${seat}: legal moves`).toEqual(game.legalMoves(state, seat));
      expect(game.actors(behind), `state ${i}, seat ${seat}: actors`).toEqual(game.actors(state));
      const det = game.search!.determinize(behind, seat, rng);
      expect(game.view(det, seat), `state ${i}, seat ${seat}: determinized`).toEqual(v);
      expect(game.legalMoves(det, seat), `state ${i}, seat ${seat}: determinized legal moves`).toEqual(
        game.legalMoves(state, seat),
      );
      checked++;
    }
  }
  return checked;
}

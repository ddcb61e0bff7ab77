/**
 * The state a bot rebuilds behind its view (search.fromView), checked along bot matches (the
 * games whose uniformly random playouts never resemble play: UNO, Svintus, Pu-Pu-Puk): for
 * every state reached and every seat, the rebuilt state shows that seat the same view, has the
 * table's actors and offers the seat the same legal moves, and so does a determinization of it.
 */
import { expect } from 'vitest';
import { botMatch } from '../../src/core/autoplay.ts';
import type { GameDef } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
import type { Seat, Tagged } from '../../src/core/types.ts';

/** Every state of `games` bot matches (the game's random players, one basic bot), each after a move or a tick. */
export function matchStates<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  rawConfig: unknown,
  seats: number,
  games: number,
): S[] {
  const parsed = game.parseConfig(rawConfig, seats);
  if (!parsed.ok) throw new Error(parsed.error.code);
  const out: S[] = [];
  const keep = (step: { state: S; }) => out.push(step.state);
  for (let seed = 1; seed <= games; seed++) {
    const bots = Array.from({ length: seats }, (_, s) => (s === seed % seats ? game.bots.basic! : game.bots.random!));
    botMatch(game, parsed.value, bots, seed, { moved: (_, step) => keep(step), ticked: keep });
  }
  return out;
}

/** Checks every seat of every state (of a table of `seats`); returns how many (state, seat) pairs were checked. */
export function checkFromView<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  states: readonly S[],
  seats: number,
): number {
  const fromView = game.search!.fromView!;
  const rng = Rng.seeded(5);
  let checked = 0;
  for (const [i, state] of states.entries()) {
    for (let seat: Seat = 0; seat < seats; seat++) {
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

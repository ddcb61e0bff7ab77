/**
 * The state a search bot rebuilds behind its view (`search.fromView`), checked along random
 * playouts: for every seat at every state, the rebuilt state shows the seat its view again, has
 * the table's actors and the seat's legal moves (in any order), and so does a determinization of it.
 */
import { expect } from 'vitest';
import type { GameDef } from '../../src/core/game.ts';
import { advance } from '../../src/core/host.ts';
import { Rng } from '../../src/core/rng.ts';
import type { Tagged } from '../../src/core/types.ts';

/** Moves as sorted JSON: a hand's order is not in every view (Thousand sorts it), so neither is the legal moves' order. */
const sorted = (moves: readonly Tagged[]): string[] => moves.map((m) => JSON.stringify(m)).sort();

/** Walks `games` random playouts; returns how many (state, seat) pairs were checked. */
export function checkFromView<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  raw: Record<string, unknown>,
  seats: number,
  games: number,
): number {
  const fromView = game.search?.fromView;
  if (fromView === undefined) throw new Error(`${game.id} has no search.fromView`);
  const config = game.parseConfig(raw, seats);
  if (!config.ok) throw new Error(config.error.code);
  let checked = 0;
  for (let seed = 1; seed <= games; seed++) {
    const setup = game.setup(config.value, seats, { seed });
    if (!setup.ok) throw new Error(setup.error.code);
    let state = setup.value;
    const rng = Rng.seeded(seed);
    let at = 0;
    for (let moves = 0; game.outcome(state) === null && moves < 3000; moves++) {
      for (let seat = 0; seat < seats; seat++) {
        const v = game.view(state, seat);
        const behind = fromView(v, seat);
        expect(game.view(behind, seat)).toEqual(v);
        expect(game.actors(behind)).toEqual(game.actors(state));
        expect(sorted(game.legalMoves(behind, seat))).toEqual(sorted(game.legalMoves(state, seat)));
        expect(game.view(game.search!.determinize(behind, seat, rng), seat)).toEqual(v);
        checked++;
      }
      const actors = game.actors(state).filter((s) => game.legalMoves(state, s).length > 0);
      if (actors.length === 0) {
        const due = game.deadline(state);
        if (due === null) break;
        at = Math.max(at, due);
        state = advance(game, state, at).state;
        continue;
      }
      const seat = actors[rng.int(actors.length)]!;
      const legal = game.legalMoves(state, seat);
      const res = game.apply(state, seat, legal[rng.int(legal.length)]!, at);
      if (!res.ok) throw new Error(res.error.code);
      state = res.value.state;
    }
  }
  return checked;
}

/**
 * Test helper: walk a UNO or Svintus match with random moves through the engine
 * contract, and say for every seat at every position which moves the table
 * view's mapping can reach (card clicks, colour choices, buttons, out-of-turn
 * plays). The view must reach exactly the legal moves: none held back, none added.
 */
import { play, Rng } from '@kozyr/engine';
import type { AnyGame, SheddingMove as Move, SheddingView } from '@kozyr/engine/client';
import { cardClick, moveButtons, outOfTurnPlays, playableCards } from '../src/games/shedding/moves.ts';

const TURN_PHASES = new Set(['choose-colour', 'play', 'drawn', 'penalty', 'challenge']);

/** Every move the view offers this seat, as JSON strings (the same shape the server lists). */
export function reachable(view: SheddingView, legal: readonly Move[], seat: number): Set<string> {
  const myTurn = view.turn === seat && TURN_PHASES.has(view.phase);
  const out = new Set<string>();
  for (const card of new Set(view.hand ?? [])) {
    if (!playableCards(legal).has(card)) continue;
    const c = cardClick(legal, card, myTurn);
    if (c.kind === 'send') out.add(JSON.stringify(c.move));
    if (c.kind === 'pick-colour') { for (const m of c.options) out.add(JSON.stringify(m)); }
  }
  for (const b of moveButtons(legal)) out.add(JSON.stringify(b.move));
  for (const m of outOfTurnPlays(legal, myTurn)) out.add(JSON.stringify(m));
  return out;
}

export interface WalkStats {
  positions: number;
  kinds: Set<string>;
  outOfTurnPlays: number;
}

/** Random play for `steps` moves (or the match's end); `check` sees every seat at every position. */
export function walk(
  game: AnyGame,
  config: unknown,
  seats: number,
  seed: number,
  steps: number,
  check: (view: SheddingView, legal: readonly Move[], seat: number) => void,
): WalkStats {
  const parsed = game.parseConfig(config, seats);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const set = game.setup(parsed.value, seats, { seed });
  if (!set.ok) throw new Error(JSON.stringify(set.error));
  let state = set.value;
  const rng = Rng.seeded(seed);
  const stats: WalkStats = { positions: 0, kinds: new Set(), outOfTurnPlays: 0 };
  let at = 1000;
  for (let i = 0; i < steps && game.outcome(state) === null; i++) {
    at += 200;
    const actors = game.actors(state);
    for (let seat = 0; seat < seats; seat++) {
      const view = game.view(state, seat) as SheddingView;
      const legal = game.legalMoves(state, seat) as readonly Move[];
      check(view, legal, seat);
      stats.positions++;
      for (const m of legal) {
        stats.kinds.add(m.kind);
        if (m.kind === 'play' && view.turn !== seat) stats.outOfTurnPlays++;
      }
    }
    if (actors.length === 0) {
      const due = game.deadline(state);
      if (due === null) break;
      const step = game.tick(state, Math.max(due, at));
      if (step === null) break;
      state = step.state;
      continue;
    }
    const seat = rng.pick(actors);
    const legal = game.legalMoves(state, seat);
    if (legal.length === 0) continue;
    // Prefer playing cards so hands end: a random player draws forever otherwise.
    const plays = legal.filter((m) => m.kind === 'play' || m.kind === 'call' || m.kind === 'slap' || m.kind === 'choose-colour');
    const move = plays.length > 0 && rng.float() < 0.85 ? rng.pick(plays) : rng.pick(legal);
    const step = play(game, state, seat, move, at);
    if (!step.ok) throw new Error(`refused ${JSON.stringify(move)}: ${step.error.code}`);
    state = step.value.state;
  }
  return stats;
}

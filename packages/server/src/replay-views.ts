/**
 * GET /api/tables/:id/replay/views — a finished game step by step with every
 * hand open, for the browser's replay page. The client holds no rules, so the
 * server rebuilds each state from the stored log (as it does to resume a
 * table) and sends each seat's own projection per step; together they show
 * every hand. Refused while the game runs, like the plain replay.
 * Added by the web client's engineer as a new file (one registration line in app.ts).
 */
import type { AnyGame } from '@kozyr/engine';
import type { FastifyInstance } from 'fastify';
import type { Storage } from './storage/port.ts';
import { applyEntry, initialState } from './tables/replay.ts';

export interface ReplayViewsDeps {
  readonly storage: Storage;
  readonly options: { readonly games: Readonly<Record<string, AnyGame>>; };
}

export interface ReplayStep {
  /** null for the deal and for a clock tick. */
  readonly seat: number | null;
  readonly move: unknown;
  readonly at: number | null;
  /** views[seat]: what that seat saw after this step. */
  readonly views: readonly unknown[];
  readonly actors: readonly number[];
}

export async function replayViews(app: FastifyInstance, opts: { deps: ReplayViewsDeps; }): Promise<void> {
  const { storage, options } = opts.deps;
  app.get<{ Params: { id: string; }; }>('/api/tables/:id/replay/views', async (req, reply) => {
    const t = await storage.getTable(req.params.id);
    if (t === null) return reply.code(404).send({ ok: false, code: 'unknown-table', message: 'no such table' });
    if (t.status !== 'over') return reply.code(403).send({ ok: false, code: 'bad-state', message: 'the game is still running' });
    const game = Object.hasOwn(options.games, t.game) ? options.games[t.game] : undefined;
    if (game === undefined) return reply.code(404).send({ ok: false, code: 'unknown-game', message: `unknown game "${t.game}"` });
    const snapshot = (state: unknown, seat: number | null, move: unknown, at: number | null): ReplayStep => ({
      seat,
      move,
      at,
      views: Array.from({ length: t.seats }, (_, s) => game.view(state, s)),
      actors: game.actors(state),
    });
    let state = initialState(game, t);
    const steps: ReplayStep[] = [snapshot(state, null, null, null)];
    for (const e of await storage.log(t.id)) {
      state = applyEntry(game, state, e);
      steps.push(snapshot(state, e.seat, e.move, e.at));
    }
    return { table: t.id, game: t.game, seats: t.seats, config: t.config, players: t.players, outcome: t.outcome, steps };
  });
}

/** Rebuild a table's state from config + seed (+ deck) + log: how a restarted server resumes. */
import { advance, type AnyGame, play } from '@kozyr/engine';
import type { LogEntry, StoredTable } from '../storage/port.ts';

export function initialState(game: AnyGame, t: StoredTable): unknown {
  // The deal is stamped with the start time, so a window the first card opens is timed from the start (and replays the same).
  const at = t.startedAt ?? 0;
  const source = t.deck === null ? { seed: t.seed, at } : { seed: t.seed, deck: t.deck, at };
  const r = game.setup(t.config, t.seats, source);
  if (!r.ok) throw new Error(`table ${t.id}: stored setup refused: ${r.error.code}`);
  return r.value;
}

/** Apply one stored entry; a refusal means the log and the game disagree, a broken invariant. */
export function applyEntry(game: AnyGame, state: unknown, e: LogEntry): unknown {
  if (e.move === null) return advance(game, state, e.at).state;
  const move = game.parseMove(e.move);
  if (!move.ok) throw new Error(`log entry ${e.seq}: stored move no longer parses: ${move.error.code}`);
  const r = play(game, state, e.seat ?? -1, move.value, e.at);
  if (!r.ok) throw new Error(`log entry ${e.seq}: stored move refused on replay: ${r.error.code}`);
  return r.value.state;
}

export function replayLog(game: AnyGame, t: StoredTable, log: readonly LogEntry[]): unknown {
  let state = initialState(game, t);
  for (const e of log) state = applyEntry(game, state, e);
  return state;
}

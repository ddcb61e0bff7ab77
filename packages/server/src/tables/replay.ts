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
  if (e.by === 'chat' && isChatLine(e.move)) return chatLine(game, state, e, e.move.text);
  const move = game.parseMove(e.move);
  if (!move.ok) throw new Error(`log entry ${e.seq}: stored move no longer parses: ${move.error.code}`);
  const r = play(game, state, e.seat ?? -1, move.value, e.at);
  if (!r.ok) throw new Error(`log entry ${e.seq}: stored move refused on replay: ${r.error.code}`);
  return r.value.state;
}

/**
 * A chat entry's move is the line (`{ text }`); logs written before the chat
 * hook hold a `{ kind: 'chat' }` move instead, replayed as the move it was.
 */
const isChatLine = (move: unknown): move is { text: string; } =>
  typeof move === 'object' && move !== null && typeof (move as { text?: unknown; }).text === 'string';

/** A logged chat line: time passes to its `at`, then the game's chat hook hears it again (as the live table did). */
function chatLine(game: AnyGame, state: unknown, e: LogEntry, text: string): unknown {
  if (e.seat === null) throw new Error(`log entry ${e.seq}: a chat entry without its seat`);
  if (game.chat === undefined) throw new Error(`log entry ${e.seq}: a chat entry, but ${game.id} has no chat hook`);
  const step = game.chat(advance(game, state, e.at).state, e.seat, text, e.at);
  if (step === null) throw new Error(`log entry ${e.seq}: the logged chat line changes nothing on replay`);
  return step.state;
}

export function replayLog(game: AnyGame, t: StoredTable, log: readonly LogEntry[]): unknown {
  let state = initialState(game, t);
  for (const e of log) state = applyEntry(game, state, e);
  return state;
}

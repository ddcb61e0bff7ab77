/**
 * A bot thread: answers one decision at a time (the work is CPU-bound, so a
 * queue per thread would only make answers wait behind each other; the pool
 * hands a thread its next job when it answers). The games come from the
 * module named in `workerData.games` (the engine's registry unless the server
 * hosts other games), loaded once.
 */
import { type AnyGame, botFor, Rng } from '@kozyr/engine';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { ThinkAnswer, ThinkJob, ThinkReply, ThinkRequest, ThreadData } from './messages.ts';

const port = parentPort;
if (port === null) throw new Error('bot-pool/thread.ts runs only as a worker thread');
const data = workerData as ThreadData;
// Linux gives each thread its own nice value: this lowers the bot thread's priority only, never its
// process' main thread. Elsewhere it would lower the whole process, so there the thread runs as is.
if (process.platform === 'linux' && data.nice > 0) setPriority(data.nice);
const { games } = (await import(data.games)) as { games: Readonly<Record<string, AnyGame>>; };

function think(r: ThinkRequest): ThinkAnswer {
  const game = Object.hasOwn(games, r.game) ? games[r.game] : undefined;
  if (game === undefined) return { ok: false, reason: `no game "${r.game}" in the bot thread` };
  const bot = botFor(game, r.bot);
  if (bot === undefined) return { ok: false, reason: `no bot "${r.bot}" in game "${r.game}"` };
  const input = {
    view: JSON.parse(r.view) as unknown,
    seat: r.seat,
    legal: r.legal,
    forms: r.forms,
    rng: Rng.seeded(r.seed),
  };
  const choice = bot.choose(r.reaction === undefined ? input : { ...input, reaction: r.reaction });
  return { ok: true, choice: choice === null ? null : { move: choice.move, delayMs: choice.delayMs } };
}

port.on('message', (job: ThinkJob) => {
  let answer: ThinkAnswer;
  try {
    answer = think(job.request);
  } catch (e) {
    answer = { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage({ id: job.id, answer } satisfies ThinkReply);
});
port.postMessage('ready');

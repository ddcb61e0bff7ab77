/**
 * Tables of bots beside the measured ones: each is created by a watcher that does not sit (every seat
 * a bot of the asked level) and, when its game is over, creates the next, so the bots keep thinking
 * for the whole run. They are not measured: they are the load beside the human-paced tables, whose
 * latencies are compared with and without them.
 */
import WebSocket from 'ws';

export interface BotTablesOptions {
  readonly url: string;
  readonly tables: number;
  readonly game: string;
  /** A bot level (easy, normal, strong): the bot the server's game summary names for it plays every seat. */
  readonly level: string;
  /** The tables' bot delay (ms); the server's default when absent. */
  readonly delayMs?: number;
}

export interface BotTables {
  /** Games the bot tables have finished so far. */
  readonly games: () => number;
  stop(): void;
}

interface GameSummary {
  readonly id: string;
  readonly seats: { readonly min: number; readonly max: number; };
  readonly levels?: Readonly<Record<string, string>>;
}

/** The bot id and seat count for the level at the game, as the server lists them (`/api/games`). */
async function botOf(o: BotTablesOptions): Promise<{ bot: string; seats: number; }> {
  const res = await fetch(`${o.url}/api/games`);
  const games = (await res.json()) as GameSummary[];
  const game = games.find((g) => g.id === o.game);
  if (game === undefined) throw new Error(`--bot-game: the server hosts no game "${o.game}"`);
  const bot = game.levels?.[o.level];
  if (bot === undefined) {
    throw new Error(`--bot-level: ${o.game} has no ${o.level} bot (its levels: ${Object.keys(game.levels ?? {}).join(', ')})`);
  }
  return { bot, seats: Math.min(Math.max(2, game.seats.min), game.seats.max) };
}

export async function startBotTables(o: BotTablesOptions): Promise<BotTables> {
  const { bot, seats } = await botOf(o);
  let games = 0;
  let stopped = false;
  const sockets: WebSocket[] = [];
  const create = {
    type: 'table.create',
    game: o.game,
    seats,
    sit: false,
    bots: Array.from({ length: seats }, () => ({ bot })),
    ...(o.delayMs === undefined ? {} : { botDelayMs: o.delayMs }),
  };
  let next = 1;
  const watcher = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(`${o.url.replace(/^http/, 'ws')}/ws?direct=1`);
      sockets.push(ws);
      let table: string | null = null;
      const ask = () => ws.send(JSON.stringify({ ...create, id: next++ }));
      ws.on('error', reject);
      ws.on('message', (data) => {
        const m = JSON.parse(String(data)) as Record<string, unknown>;
        if (m['type'] === 'welcome') ask();
        else if (m['type'] === 'error') {
          // Refused before the run: the run ends with the reason; during it, a table fewer is reported by the games count.
          reject(new Error(`a bot table was refused: ${String(m['message'])}`));
        } else if (m['type'] === 'reply') {
          table = (m['data'] as { table: string; }).table;
          resolve();
        } else if (m['type'] === 'table.over' && m['table'] === table) {
          games++;
          if (!stopped) ask();
        }
      });
    });
  await Promise.all(Array.from({ length: o.tables }, watcher));
  return {
    games: () => games,
    stop() {
      stopped = true;
      for (const ws of sockets) ws.close();
    },
  };
}

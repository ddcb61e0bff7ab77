/** Test servers: in-process, ephemeral port, a fresh SQLite file (or PostgreSQL schema) each. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, type ServerOptions, startServer } from '../src/index.ts';
import type { StoredTable } from '../src/storage/port.ts';
import { chattyGame, fakeGame } from './fake-game.ts';

export const testGames = { fake: fakeGame, chatty: chattyGame } as const;

/** A finished two-seat table of the fake game, as a game's end stores its row (alice beat bob). */
export function finishedTableRow(id: string, invite = `INV${id}`): StoredTable {
  return {
    id,
    game: 'fake',
    status: 'over',
    seats: 2,
    config: { turns: 1, chatPenalty: false, windowMs: 0 },
    options: { turnSeconds: 0, botDelayMs: 0, rated: true, private: false },
    players: [{ kind: 'human', userId: 'u1', name: 'alice' }, { kind: 'human', userId: 'u2', name: 'bob' }],
    creator: 'u1',
    invite,
    seed: 1,
    salt: 's',
    seedHash: 'h',
    deck: null,
    outcome: { places: [1, 2] },
    previous: null,
    createdAt: 1,
    startedAt: 2,
    finishedAt: 3,
  };
}

export function tempSqlite(): string {
  return join(mkdtempSync(join(tmpdir(), 'kozyr-test-')), 'kozyr.sqlite');
}

export function testServer(options: Partial<ServerOptions> = {}): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    sqliteFile: tempSqlite(),
    games: testGames,
    defaultBotDelayMs: 0,
    testDecks: true,
    ...options,
  });
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Poll until `check` holds (state that arrives asynchronously, e.g. bots and timers). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(10);
  }
  throw new Error('condition not reached in time');
}

/** A stacked deck for the fake game: seat i gets the cards listed for it, then the talon. */
export function stacked(hands: string[][], talon: string[]): string[] {
  return [...hands.flat(), ...talon];
}

/** The session token an HTTP answer set (it is never in the JSON body, only in the HttpOnly cookie). */
export function sessionOf(res: Response): string {
  for (const c of res.headers.getSetCookie()) {
    const m = /^kozyr_session=([^;]+)/.exec(c);
    if (m) return decodeURIComponent(m[1]!);
  }
  throw new Error(`no session cookie in the answer (${res.status})`);
}

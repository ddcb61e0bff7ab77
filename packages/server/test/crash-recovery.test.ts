/**
 * Storage that loses nothing: a server process is killed with SIGKILL in the
 * middle of several games, started again on the same database, and every table
 * resumes at the exact move where it stopped.
 */
import Database from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { spawnServer } from './fixtures/server-process.ts';
import { eventually, sessionOf, tempSqlite } from './helpers.ts';
import { freshSchema, PG_URL, pgAvailable } from './pg.ts';

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

type Pair = { a: TestClient; b: TestClient; table: string; };

async function scenario(env: Record<string, string>): Promise<void> {
  const first = await spawnServer(env);
  const pairs: Pair[] = [];
  for (let i = 0; i < 3; i++) {
    const a = await TestClient.connect(first.url);
    const b = await TestClient.connect(first.url);
    const table = (await a.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 5 } }))['table'] as string;
    await b.ok({ type: 'table.join', table });
    pairs.push({ a, b, table });
  }
  // A bot-only table keeps moving while the server dies (its moves are not awaited by anyone).
  const watcher = await TestClient.connect(first.url);
  const botTable = await watcher.botTable('fake', { botDelayMs: 30, config: { turns: 20 } });
  // Different progress per table: table i gets 2 + i moves, alternating seats by who is to act.
  for (const [i, p] of pairs.entries()) {
    for (let k = 0; k < 2 + i; k++) {
      const mover = k % 2 === 0 ? p.a : p.b;
      const state = mover.latest(p.table) ??
        (await mover.waitFor((m) => m.type === 'table.state' && m['table'] === p.table && m['state'] !== null))['state'];
      expect(state).not.toBeNull();
      await eventually(() => (mover.latest(p.table)?.legal.length ?? 0) > 0);
      await mover.ok({ type: 'table.move', table: p.table, move: mover.latest(p.table)!.legal[0] });
    }
  }
  await eventually(() => (watcher.latest(botTable)?.version ?? 0) >= 5);
  const before = pairs.map((p) => ({ a: p.a.latest(p.table)!, b: p.b.latest(p.table)! }));
  await kill(first.child);
  const botSeen = watcher.latest(botTable)!.version;

  const second = await spawnServer(env);
  try {
    for (const [i, p] of pairs.entries()) {
      const a2 = await TestClient.connect(second.url, p.a.token);
      const b2 = await TestClient.connect(second.url, p.b.token);
      await a2.ok({ type: 'table.resync', table: p.table, version: before[i]!.a.version });
      await b2.ok({ type: 'table.resync', table: p.table, version: 0 });
      const sa = await a2.waitFor((m) => m['table'] === p.table && (m.type === 'table.state' || m.type === 'table.update'));
      const sb = await b2.waitFor((m) => m['table'] === p.table && m.type === 'table.state');
      // Exactly where it stopped: same version, same projections for each seat.
      expect(sa['version']).toBe(2 + i);
      expect((sa['state'] as { view: unknown; }).view).toEqual(before[i]!.a.view);
      expect((sb['state'] as { view: unknown; }).view).toEqual(before[i]!.b.view);
      // And it plays on: the seat to act moves and the version advances.
      const mover = (sa['state'] as { actors: number[]; }).actors[0] === 0 ? a2 : b2;
      const legal = (mover === a2 ? sa : sb)['state'] as { legal: unknown[]; };
      expect((await mover.ok({ type: 'table.move', table: p.table, move: legal.legal[0] }))['version']).toBe(3 + i);
      await a2.close();
      await b2.close();
    }
    // The bot table resumed at least where its watcher last saw it (every broadcast was stored first) and keeps going.
    const w2 = await TestClient.connect(second.url, watcher.token);
    await w2.ok({ type: 'table.spectate', table: botTable });
    const resumed = await w2.waitFor((m) => m.type === 'table.state' && m['table'] === botTable);
    expect(resumed['version'] as number).toBeGreaterThanOrEqual(botSeen);
    await w2.waitFor((m) =>
      m.type === 'table.update' && m['table'] === botTable && (m['version'] as number) > (resumed['version'] as number)
    );
    await w2.close();
  } finally {
    await kill(second.child);
    for (const p of pairs) {
      p.a.ws.terminate();
      p.b.ws.terminate();
    }
    watcher.ws.terminate();
  }
}

describe('SIGKILL in the middle of several games', () => {
  it('SQLite: every table resumes at the exact move where it stopped', async () => {
    await scenario({ KOZYR_SQLITE: tempSqlite(), DATABASE_URL: '' });
  });

  if (pgAvailable('SIGKILL recovery')) {
    it('PostgreSQL: every table resumes at the exact move where it stopped', async () => {
      const { schema, drop } = await freshSchema();
      const url = new URL(PG_URL!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      try {
        await scenario({ DATABASE_URL: url.toString(), KOZYR_SQLITE: tempSqlite() });
      } finally {
        await drop();
      }
    }, 600_000);
  }
});

/** Rounds of the random-moment kill test per backend (KOZYR_KILL_ROUNDS raises it for a longer soak). */
const KILL_ROUNDS = Number(process.env['KOZYR_KILL_ROUNDS'] ?? 6);

interface Facts {
  /** Moves stored for a table. */
  moves(table: string): Promise<number>;
  /** The stored status and the number of result rows of a table. */
  finish(table: string): Promise<{ status: string; results: number; }>;
  close(): Promise<void>;
}

function sqliteFacts(file: string): Facts {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  return {
    moves: async (t) => (db.prepare('SELECT count(*) AS n FROM moves WHERE table_id = ?').get(t) as { n: number; }).n,
    finish: async (t) => ({
      status: (db.prepare('SELECT status FROM tables WHERE id = ?').get(t) as { status: string; }).status,
      results: (db.prepare('SELECT count(*) AS n FROM results WHERE table_id = ?').get(t) as { n: number; }).n,
    }),
    close: async () => void db.close(),
  };
}

async function pgFacts(url: string): Promise<Facts> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const one = async (sql: string, t: string) => (await c.query(sql, [t])).rows[0] as Record<string, string>;
  return {
    moves: async (t) => Number((await one('SELECT count(*) AS n FROM moves WHERE table_id = $1', t))['n']),
    finish: async (t) => ({
      status: (await one('SELECT status FROM tables WHERE id = $1', t))['status']!,
      results: Number((await one('SELECT count(*) AS n FROM results WHERE table_id = $1', t))['n']),
    }),
    close: () => c.end(),
  };
}

async function registerOn(url: string, name: string): Promise<string> {
  const r = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: 'password1' }),
  });
  return sessionOf(r);
}

/**
 * SIGKILL at a random moment, again and again, on one database: bots-only
 * tables with no delay write as fast as they can and finish (the end of a game
 * and its results), while two registered players play rated games and count
 * every acknowledged move. After each kill the server must start again, every
 * acknowledged move must be in the log, and no table may be over without its
 * results (or have results without being over).
 */
async function killAtRandom(env: Record<string, string>, facts: () => Promise<Facts>): Promise<void> {
  const acknowledged = new Map<string, number>();
  const rated: string[] = [];
  let tokens: [string, string] | null = null;
  const delays: number[] = [];
  for (let round = 0; round <= KILL_ROUNDS; round++) {
    const server = await spawnServer(env);
    const f = await facts();
    try {
      for (const [table, version] of acknowledged) {
        expect(await f.moves(table), `table ${table} after kill ${round} (delays ${delays.join(',')})`).toBeGreaterThanOrEqual(
          version,
        );
      }
      for (const table of rated) {
        const { status, results } = await f.finish(table);
        expect(status === 'over' ? results : 0, `table ${table} after kill ${round}: ${status} with ${results} results`).toBe(
          results,
        );
        if (status === 'over') expect(results).toBe(2);
      }
    } finally {
      await f.close();
    }
    if (round === KILL_ROUNDS) {
      await kill(server.child);
      // The runs did play: moves were acknowledged and rated games reached their end.
      expect(acknowledged.size).toBeGreaterThan(0);
      return;
    }
    tokens ??= [await registerOn(server.url, `kill-a-${round}`), await registerOn(server.url, `kill-b-${round}`)];
    const a = await TestClient.connect(server.url, tokens[0]);
    const b = await TestClient.connect(server.url, tokens[1]);
    const watcher = await TestClient.connect(server.url);
    for (let i = 0; i < 2; i++) {
      watcher.sendRaw(JSON.stringify({
        type: 'table.create',
        id: `bots-${i}`,
        game: 'fake',
        seats: 2,
        sit: false,
        botDelayMs: 0,
        config: { turns: 3 },
        bots: [{}, {}],
      }));
    }
    const delay = 30 + Math.floor(Math.random() * 400);
    delays.push(delay);
    const killer = new Promise<void>((resolve) => setTimeout(() => void kill(server.child).then(resolve), delay));
    let dead = false;
    void killer.then(() => (dead = true));
    // A request in flight when the server dies gets no answer: it counts as not acknowledged.
    const ask = (c: TestClient, body: Record<string, unknown>) =>
      Promise.race([c.request(body).catch(() => null), killer.then(() => null)]);
    // Rated games, one after the other, until the kill: every reply counts as an acknowledged move.
    while (!dead) {
      const created = await ask(a, { type: 'table.create', game: 'fake', seats: 2, config: { turns: 2 } });
      if (created === null || created.type !== 'reply') break;
      const table = (created['data'] as { table: string; }).table;
      rated.push(table);
      if ((await ask(b, { type: 'table.join', table }))?.type !== 'reply') break;
      for (let k = 0; k < 4 && !dead; k++) {
        const mover = k % 2 === 0 ? a : b;
        const ok = await eventually(() => (mover.latest(table)?.legal.length ?? 0) > 0, 1000).then(() => true, () => false);
        if (!ok) break;
        const r = await ask(mover, { type: 'table.move', table, move: mover.latest(table)!.legal[0] });
        if (r?.type !== 'reply') break;
        acknowledged.set(table, (r['data'] as { version: number; }).version);
      }
    }
    await killer;
    for (const c of [a, b, watcher]) c.ws.terminate();
  }
}

describe('SIGKILL at random moments, many times', () => {
  it(`SQLite: ${KILL_ROUNDS} kills; every acknowledged move kept, no finished table without its results`, async () => {
    const file = tempSqlite();
    await killAtRandom({ KOZYR_SQLITE: file, DATABASE_URL: '' }, async () => sqliteFacts(file));
  }, 600_000);

  if (pgAvailable('SIGKILL at random moments')) {
    it(`PostgreSQL: ${KILL_ROUNDS} kills; every acknowledged move kept, no finished table without its results`, async () => {
      const { schema, drop } = await freshSchema();
      const url = new URL(PG_URL!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      try {
        await killAtRandom({ DATABASE_URL: url.toString(), KOZYR_SQLITE: tempSqlite() }, () => pgFacts(url.toString()));
      } finally {
        await drop();
      }
    }, 600_000);
  }
});

/**
 * Storage that loses nothing: a server process is killed with SIGKILL in the
 * middle of several games, started again on the same database, and every table
 * resumes at the exact move where it stopped.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { eventually, tempSqlite } from './helpers.ts';
import { freshSchema, PG_URL, pgAvailable } from './pg.ts';

const CHILD = fileURLToPath(new URL('./fixtures/serve-child.ts', import.meta.url));

async function spawnServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /LISTENING (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
  return { child, url };
}

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
  const botTable = (await watcher.ok({
    type: 'table.create',
    game: 'fake',
    seats: 2,
    sit: false,
    botDelayMs: 30,
    config: { turns: 20 },
    bots: [{}, {}],
  }))['table'] as string;
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
    });
  }
});

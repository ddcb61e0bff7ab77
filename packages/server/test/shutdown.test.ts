/**
 * `kozyr serve` on SQLite ends cleanly on SIGTERM — it stops accepting, lets
 * the tables' queues finish their writes, closes storage and exits with status
 * 0 (not 13, which an unsettled top-level await would give).
 */
import Database from 'better-sqlite3';
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { journalFileOf } from '../src/storage/sqlite.ts';
import { TestClient } from './client.ts';
import { eventually, tempSqlite } from './helpers.ts';

const KOZYR = fileURLToPath(new URL('../../cli/bin/kozyr.js', import.meta.url));

/** `kozyr serve` on `file` with `args`, and its URL once it listens; `group`: the leader of a process group of its own. */
async function serve(
  file: string,
  args: string[],
  group = false,
): Promise<{ child: ChildProcessByStdio<null, Readable, null>; url: string; }> {
  const child = spawn(process.execPath, [KOZYR, 'serve', '--port', '0', '--sqlite', file, ...args], {
    env: { ...process.env, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: group,
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
  return { child, url };
}

describe('shutdown', () => {
  it('SIGTERM while bots play: exit status 0, and every move a watcher saw is stored', async () => {
    const file = tempSqlite();
    const { child, url } = await serve(file, []);
    const watcher = await TestClient.connect(url);
    const table = await watcher.botTable('durak');
    await eventually(() => (watcher.latest(table)?.version ?? 0) >= 5);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const seen = watcher.latest(table)!.version;
    watcher.ws.terminate();
    const db = new Database(file, { readonly: true });
    const stored = (db.prepare('SELECT count(*) AS n FROM moves WHERE table_id = ?').get(table) as { n: number; }).n;
    expect(db.pragma('quick_check', { simple: true })).toBe('ok');
    db.close();
    expect(stored).toBeGreaterThanOrEqual(seen);
  });
});

describe('shutdown of two workers', () => {
  /**
   * Ctrl-C and systemd signal the whole process group, so each worker hears the signal and then
   * the supervisor's SIGTERM as well. Both workers close cleanly: every move in the club's file, the journals empty.
   */
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} to the process group: every worker's journal is merged into the club's file`, async () => {
      const file = tempSqlite();
      const { child, url } = await serve(file, ['--workers', '2'], true);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      try {
        const watcher = await TestClient.connect(url);
        // Tables on both workers (ids hash to either): enough of them that each worker has some.
        const tables: string[] = [];
        for (let i = 0; i < 6; i++) tables.push(await watcher.botTable('durak'));
        await eventually(() => tables.every((t) => (watcher.latest(t)?.version ?? 0) >= 5), 20_000);
        process.kill(-child.pid!, signal);
        expect(await exited).toBe(0);
        const seen = new Map(tables.map((t) => [t, watcher.latest(t)!.version]));
        watcher.ws.terminate();
        for (const index of [0, 1]) {
          const journal = new Database(journalFileOf(file, index), { readonly: true });
          const left = (journal.prepare('SELECT count(*) AS n FROM move_journal').get() as { n: number; }).n;
          journal.close();
          expect(left, `rows left in worker ${index}'s journal`).toBe(0);
        }
        const db = new Database(file, { readonly: true });
        for (const [table, version] of seen) {
          const stored = (db.prepare('SELECT count(*) AS n FROM moves WHERE table_id = ?').get(table) as { n: number; }).n;
          expect(stored).toBeGreaterThanOrEqual(version);
        }
        db.close();
      } finally {
        if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
      }
    });
  }
});

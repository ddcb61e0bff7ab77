/**
 * `kozyr serve --workers` default: one worker per core, on SQLite at most four (docs/scaling.md);
 * `--redis` (a machine of a club on many machines) and what it needs.
 */
import { WORKER_GC_FLAGS } from '@kozyr/server/one-machine/workers.ts';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultWorkers, SQLITE_DEFAULT_WORKERS_AT_MOST } from '../src/commands/serve.ts';
import { kozyrWith } from './run-cli.ts';

describe('serve --workers default', () => {
  it('is the number of cores with DATABASE_URL', () => {
    expect(defaultWorkers('postgres://u:p@127.0.0.1:5432/club')).toBe(availableParallelism());
    expect(defaultWorkers('postgres://u:p@127.0.0.1:5432/club', 64)).toBe(64);
  });

  it('on SQLite (no DATABASE_URL, or an empty one) too, up to four: the one file has a single write lock', () => {
    expect(SQLITE_DEFAULT_WORKERS_AT_MOST).toBe(4);
    for (const url of [undefined, '']) {
      expect(defaultWorkers(url)).toBe(Math.min(availableParallelism(), 4));
      expect(defaultWorkers(url, 1)).toBe(1);
      expect(defaultWorkers(url, 2)).toBe(2);
      expect(defaultWorkers(url, 64)).toBe(4);
    }
  });
});

describe('npm start', () => {
  it("runs the club under node with the workers' collector flags (one process on one core has no worker to give them)", () => {
    const root = new URL('../../../', import.meta.url);
    const start = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: { start: string; }; })
      .scripts.start;
    const run = /&& node ((?:--\S+ )*)(\S+) serve$/.exec(start);
    expect(run, start).not.toBeNull();
    expect(run![1]!.trim().split(' ')).toEqual([...WORKER_GC_FLAGS]);
    expect(existsSync(new URL(run![2]!, root))).toBe(true);
  });
});

describe('serve --redis', () => {
  it('needs DATABASE_URL (a club on many machines keeps its tables in PostgreSQL), with or without --workers', () => {
    for (const workers of [[], ['--workers', '2']]) {
      const r = kozyrWith({ DATABASE_URL: '' }, 'serve', '--redis', 'redis://127.0.0.1:9', '--node-id', 'n1', ...workers);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/--redis needs DATABASE_URL/);
    }
  });

  it('--node-id needs --redis', () => {
    const r = kozyrWith({ DATABASE_URL: '' }, 'serve', '--node-id', 'n1');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--node-id needs --redis/);
  });
});

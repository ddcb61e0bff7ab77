/**
 * `kozyr serve --workers` default: one worker per core on PostgreSQL, one process on SQLite (docs/scaling.md);
 * `--redis` (a machine of a club on many machines) and what it needs.
 */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultWorkers } from '../src/commands/serve.ts';
import { kozyrWith } from './run-cli.ts';

describe('serve --workers default', () => {
  it('is the number of cores with DATABASE_URL, one on SQLite (no DATABASE_URL, or an empty one)', () => {
    expect(defaultWorkers('postgres://u:p@127.0.0.1:5432/club')).toBe(availableParallelism());
    expect(defaultWorkers(undefined)).toBe(1);
    expect(defaultWorkers('')).toBe(1);
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

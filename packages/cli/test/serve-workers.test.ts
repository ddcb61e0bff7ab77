/** `kozyr serve --workers` default: one worker per core on PostgreSQL, one process on SQLite (docs/scaling.md). */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultWorkers } from '../src/commands/serve.ts';

describe('serve --workers default', () => {
  it('is the number of cores with DATABASE_URL, one on SQLite (no DATABASE_URL, or an empty one)', () => {
    expect(defaultWorkers('postgres://u:p@127.0.0.1:5432/club')).toBe(availableParallelism());
    expect(defaultWorkers(undefined)).toBe(1);
    expect(defaultWorkers('')).toBe(1);
  });
});

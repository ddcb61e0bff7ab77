/** Migration 008 enters the accounts of tournaments stored before it from their logs' joins (profiles list them). */
import Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, provider } from '../src/storage/migrations.ts';
import { tempSqlite } from './helpers.ts';

describe('migration 008-tournament-entries', () => {
  it('enters every human who joined a tournament stored before it, once, and no bot', async () => {
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new Database(tempSqlite()) }) });
    try {
      const to007 = await new Migrator({ db, provider }).migrateTo('007-tournaments');
      expect(to007.error).toBeUndefined();
      const typed = db as unknown as Kysely<{
        tournament_events: { tournament_id: string; seq: number; event: string; at: number; };
        tournament_entries: { tournament_id: string; user_id: string; };
      }>;
      const events = [
        ['T1', { kind: 'join', entrant: { id: 'u1', rating: 1500, kind: 'human' } }],
        ['T1', { kind: 'join', entrant: { id: 'bot-2', rating: 1500, kind: 'bot' } }],
        ['T1', { kind: 'leave', id: 'u1' }],
        ['T2', { kind: 'join', entrant: { id: 'u1', rating: 1500, kind: 'human' } }],
        ['T2', { kind: 'join', entrant: { id: 'u2', rating: 1500, kind: 'human' } }],
      ] as const;
      for (const [seq, [t, e]] of events.entries()) {
        await typed.insertInto('tournament_events').values({ tournament_id: t, seq, event: JSON.stringify(e), at: seq })
          .execute();
      }
      await migrateToLatest(db);
      const rows = await typed.selectFrom('tournament_entries').selectAll().orderBy('tournament_id').orderBy('user_id')
        .execute();
      expect(rows).toEqual([
        { tournament_id: 'T1', user_id: 'u1' },
        { tournament_id: 'T2', user_id: 'u1' },
        { tournament_id: 'T2', user_id: 'u2' },
      ]);
    } finally {
      await db.destroy();
    }
  });
});

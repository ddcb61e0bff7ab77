/**
 * Schema migrations, run at every start. Column types are chosen to mean the
 * same in SQLite and PostgreSQL (bigint for epoch ms; JSON kept as text).
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { nameSkeleton } from './name-skeleton.ts';

const migrations: Record<string, Migration> = {
  '001-initial': {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('pass_hash', 'text')
        .addColumn('guest', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('tables')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('meta', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tables_status').on('tables').column('status').execute();
      await db.schema
        .createTable('moves')
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('seat', 'integer')
        .addColumn('move', 'text')
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('by', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('moves_pk', ['table_id', 'seq'])
        .execute();
      await db.schema
        .createTable('chat')
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('seat', 'integer')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_pk', ['table_id', 'n'])
        .execute();
      await db.schema
        .createTable('ratings')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('rating', 'double precision', (c) => c.notNull())
        .addColumn('rd', 'double precision', (c) => c.notNull())
        .addColumn('vol', 'double precision', (c) => c.notNull())
        .addColumn('games', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('ratings_pk', ['user_id', 'game'])
        .execute();
      await db.schema
        .createTable('results')
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('place', 'integer', (c) => c.notNull())
        .addColumn('rating_before', 'double precision')
        .addColumn('rating_after', 'double precision')
        .addColumn('finished_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('results_pk', ['table_id', 'user_id'])
        .execute();
      await db.schema.createIndex('results_user').on('results').columns(['user_id', 'finished_at']).execute();
    },
  },
};

migrations['002-name-skeleton'] = {
  /** Look-alike names: each user's confusables skeleton (accounts/names.ts compares by it), indexed, filled in. */
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('users').addColumn('name_skeleton', 'text').execute();
    await db.schema.createIndex('users_skeleton').on('users').column('name_skeleton').execute();
    const users = db as unknown as Kysely<{ users: { id: string; name: string; name_skeleton: string | null; }; }>;
    const rows = await users.selectFrom('users').select(['id', 'name']).execute();
    for (const r of rows) {
      await users.updateTable('users').set({ name_skeleton: nameSkeleton(r.name) }).where('id', '=', r.id).execute();
    }
  },
};
migrations['003-session-user'] = {
  /** "Log out everywhere" and expiry find sessions by user. */
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
    await db.schema.createIndex('users_guest_created').on('users').columns(['guest', 'created_at']).execute();
  },
};

migrations['004-table-leases'] = {
  /**
   * Many nodes on one PostgreSQL (docs/scaling.md): which node owns each unfinished table, under which epoch,
   * until when. Every batch of moves is stored only while its node still holds the epoch (many-nodes/fenced-moves.ts).
   */
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('table_leases')
      .addColumn('table_id', 'text', (c) => c.primaryKey())
      .addColumn('node', 'text', (c) => c.notNull())
      .addColumn('epoch', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('table_leases_expiry').on('table_leases').column('expires_at').execute();
  },
};

migrations['005-move-journal'] = {
  /**
   * SQLite appends each move here first (no key but the rowid, so a commit dirties one page, not one per row)
   * and moves the rows into `moves` in sorted stretches (storage/move-journal.ts). PostgreSQL never writes it.
   */
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('move_journal')
      .addColumn('table_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('seat', 'integer')
      .addColumn('move', 'text')
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('by', 'text', (c) => c.notNull())
      .execute();
  },
};

migrations['006-write-probe'] = {
  /**
   * Where the "database back" probe writes (and removes) a row while the database is away (storage/resilient.ts):
   * a write that commits shows the database takes writes again, where a read or an empty transaction did not.
   */
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('write_probe')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('pad', 'text')
      .execute();
  },
};

migrations['007-tournaments'] = {
  /**
   * Club tournaments: a row per tournament (its parsed config, seed and the server's settings in `meta`), its
   * event log in order (append-only like the move log: the pairings and standings are replayed from it), and
   * the game table each tournament table's game opened, so a restarted server finds a running game and feeds
   * its result once.
   */
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('tournaments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('meta', 'text', (c) => c.notNull())
      .addColumn('organiser', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('starts_at', 'bigint')
      .execute();
    await db.schema.createIndex('tournaments_status').on('tournaments').columns(['status', 'created_at']).execute();
    await db.schema
      .createTable('tournament_events')
      .addColumn('tournament_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('tournament_events_pk', ['tournament_id', 'seq'])
      .execute();
    await db.schema
      .createTable('tournament_games')
      .addColumn('tournament_id', 'text', (c) => c.notNull())
      .addColumn('table_ref', 'text', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addColumn('table_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('tournament_games_pk', ['tournament_id', 'table_ref', 'n'])
      .execute();
  },
};

migrations['008-tournament-entries'] = {
  /**
   * Which accounts entered which tournament (a human's `join`), so a profile lists its tournaments without
   * reading every log. Tournaments stored before are entered from their logs' joins.
   */
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('tournament_entries')
      .addColumn('tournament_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('tournament_entries_pk', ['tournament_id', 'user_id'])
      .execute();
    await db.schema.createIndex('tournament_entries_user').on('tournament_entries').columns(['user_id']).execute();
    const typed = db as unknown as Kysely<{
      tournament_events: { tournament_id: string; event: string; };
      tournament_entries: { tournament_id: string; user_id: string; };
    }>;
    const joins = await typed.selectFrom('tournament_events').select(['tournament_id', 'event'])
      .where('event', 'like', '%"join"%').execute();
    const entries = new Map<string, { tournament_id: string; user_id: string; }>();
    for (const row of joins) {
      const e = JSON.parse(row.event) as { kind?: string; entrant?: { id?: string; kind?: string; }; };
      if (e.kind !== 'join' || e.entrant?.kind !== 'human' || typeof e.entrant.id !== 'string') continue;
      entries.set(`${row.tournament_id} ${e.entrant.id}`, { tournament_id: row.tournament_id, user_id: e.entrant.id });
    }
    for (const entry of entries.values()) await typed.insertInto('tournament_entries').values(entry).execute();
  },
};

/** Every migration by name, in order (a test migrates to one of them, then on). */
export const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * PostgreSQL's schema in use (SQLite has none: undefined). The migrator is told it, because it looks for its
 * own tables in every schema of the database: in a database where another schema has them (test schemas side
 * by side, or two clubs), it would otherwise skip creating its lock table and fail.
 */
async function currentSchema(db: Kysely<unknown>): Promise<string | undefined> {
  try {
    const r = await sql<{ schema: string; }>`SELECT current_schema() AS schema`.execute(db);
    return r.rows[0]?.schema ?? undefined;
  } catch {
    return undefined;
  }
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const schema = await currentSchema(db);
  const migrator = new Migrator({ db, provider, ...(schema === undefined ? {} : { migrationTableSchema: schema }) });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? '?';
    throw new Error(`migration ${failed} failed: ${String(error)}`);
  }
}

/**
 * SQLite runs a game's own queries (its row saved, its players looked up, its
 * end and results) as prepared statements past Kysely, but never inside a
 * transaction Kysely holds open on the connection (the row would join it).
 * What they store is the storage contract's (storage-contract.test.ts).
 */
import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { StoredTable } from '../src/storage/port.ts';
import type { DB } from '../src/storage/schema.ts';
import { sqliteStorage } from '../src/storage/sqlite.ts';
import { storedTable } from './fixtures/stored-table.ts';
import { tempSqlite } from './helpers.ts';

const table = (id: string, status: StoredTable['status']): StoredTable => storedTable(id, { status });

async function opened() {
  const s = sqliteStorage(tempSqlite());
  await s.migrate();
  const db = (s as unknown as { db: Kysely<DB>; }).db;
  return { s, db };
}

describe('SQLite: a game’s queries as prepared statements', () => {
  it('saving a table, reading a user, ending a game and reading its results go past Kysely', async () => {
    const { s, db } = await opened();
    await s.createUser({ id: 'u1', name: 'Ann', passHash: null, guest: true, createdAt: 1 });
    const built = [vi.spyOn(db, 'selectFrom'), vi.spyOn(db, 'insertInto'), vi.spyOn(db, 'transaction')];
    await s.saveTable(table('t1', 'playing'));
    expect((await s.userById('u1'))?.name).toBe('Ann');
    expect(await s.finishTable({ ...table('t1', 'over'), finishedAt: 5 }, [], [])).toBe(true);
    expect(await s.tableResults('t1')).toEqual([]);
    expect(built.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0]);
    expect((await s.getTable('t1'))?.finishedAt).toBe(5);
    await s.close();
  });

  it('while a Kysely transaction is open, a table saved meanwhile waits for it and is not rolled back with it', async () => {
    const { s, db } = await opened();
    let letGo = (): void => {};
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    let entered = (): void => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const rolledBack = db.transaction().execute(async (tx) => {
      await tx.insertInto('users').values({
        id: 'gone',
        name: 'Gone',
        name_key: 'gone',
        name_skeleton: 'gone',
        pass_hash: null,
        guest: 1,
        created_at: 1,
      }).execute();
      entered();
      await gate;
      throw new Error('roll back');
    });
    await inside;
    const saved = s.saveTable(table('kept', 'waiting'));
    letGo();
    await expect(rolledBack).rejects.toThrow('roll back');
    await saved;
    expect(await s.userById('gone')).toBeNull();
    expect((await s.getTable('kept'))?.status).toBe('waiting');
    await s.close();
  });
});

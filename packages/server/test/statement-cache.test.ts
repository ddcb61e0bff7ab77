/** Kysely's SQLite queries: each text prepared once (storage/statement-cache.ts). */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachingStatements } from '../src/storage/statement-cache.ts';

describe('SQLite statements through Kysely', () => {
  it('each query text is prepared once and its statement reused', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (a integer)');
    let prepared = 0;
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => {
      prepared++;
      return prepare(sql);
    }) as typeof db.prepare;
    const cache = cachingStatements(db);
    for (let i = 0; i < 5; i++) cache.prepare('INSERT INTO t VALUES (?)').run([i]);
    expect(cache.prepare('SELECT sum(a) AS s FROM t').all([])).toEqual([{ s: 10 }]);
    expect(cache.prepare('SELECT sum(a) AS s FROM t').all([])).toEqual([{ s: 10 }]);
    expect(prepared).toBe(2);
    expect(cache.cached).toBe(2);
  });

  it("Kysely's rollback after SQLite ended the transaction itself is no error (the statement's own error is the one thrown)", () => {
    const db = new Database(':memory:');
    const cache = cachingStatements(db);
    cache.prepare('begin').run([]);
    cache.prepare('CREATE TABLE t (a integer)').run([]);
    expect(cache.prepare('rollback').run([])).toMatchObject({ changes: 0 });
    expect(db.inTransaction).toBe(false);
    // As after a failed statement that ended the transaction (a full disk, an I/O error): nothing to roll back.
    expect(() => cache.prepare('rollback').run([])).not.toThrow();
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 't'").get()).toEqual({ n: 0 });
  });
});

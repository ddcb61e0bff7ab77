/**
 * The checkpoint thread (storage/checkpointer.ts): when the log passes its
 * limit, it is copied into the database before the move log is held, and the
 * hold only restarts it (the file is reused from its start, not cut back).
 */
import Database from 'better-sqlite3';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type Checkpointer, startCheckpointer, TRUNCATE_PAST } from '../src/storage/checkpointer.ts';
import { tempSqlite } from './helpers.ts';

const betterSqlite3 = createRequire(import.meta.url).resolve('better-sqlite3');
const MB = 1024 * 1024;

/** A WAL database with about `mb` MB of log in many commits, none of it checkpointed (no checkpoint thread yet). */
function withLog(mb: number) {
  const file = tempSqlite();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.pragma('journal_size_limit = -1');
  db.exec('CREATE TABLE rows (id integer PRIMARY KEY, pad text)');
  const insert = db.prepare('INSERT INTO rows (pad) VALUES (?)');
  const add = (commits: number) => {
    for (let c = 0; c < commits; c++) {
      db.transaction(() => {
        for (let i = 0; i < 5; i++) insert.run('p'.repeat(3000));
      })();
    }
  };
  add(mb * 50);
  const walBytes = () => statSync(`${file}-wal`).size;
  return { file, db, add, walBytes };
}

async function firstRestart(c: Checkpointer): Promise<void> {
  const end = Date.now() + 10_000;
  while (c.restarts === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
}

describe('SQLite checkpoint thread', () => {
  it('copies the log before it holds the move log, then restarts it: the next writes reuse the file from its start', async () => {
    const { file, db, add, walBytes } = withLog(2);
    const grown = walBytes();
    expect(grown).toBeGreaterThan(2 * MB);
    expect(grown).toBeLessThan(TRUNCATE_PAST * MB);
    const checkpointer = startCheckpointer(file, betterSqlite3, { everyMs: 20, walLimitBytes: MB });
    try {
      await firstRestart(checkpointer);
      // Rounds go on every 20 ms; with nothing written since, none holds the move log to restart it again.
      await new Promise((r) => setTimeout(r, 200));
      expect(checkpointer.restarts).toBe(1);
      // Over a thousand frames were in the log; every one was copied before the hold, none under it.
      expect(checkpointer.lastHold).toMatchObject({ mode: 'RESTART', frames: 0 });
      // Not cut back (that would hold the writers while the file shrinks) ...
      expect(walBytes()).toBe(grown);
      // ... but started again: a megabyte more is written over its beginning, not added to its end.
      add(50);
      expect(walBytes()).toBe(grown);
      expect(db.prepare('SELECT count(*) FROM rows').pluck().get()).toBe(750);
    } finally {
      await checkpointer.stop();
      db.close();
    }
  });

  it(`a file past ${TRUNCATE_PAST} times the limit (a burst no round kept up with) is cut back`, async () => {
    const { file, db, walBytes } = withLog(6);
    expect(walBytes()).toBeGreaterThan(TRUNCATE_PAST * MB);
    const checkpointer = startCheckpointer(file, betterSqlite3, { everyMs: 20, walLimitBytes: MB });
    try {
      await firstRestart(checkpointer);
      expect(checkpointer.lastHold).toMatchObject({ mode: 'TRUNCATE' });
      expect(walBytes()).toBe(0);
      expect(db.prepare('SELECT count(*) FROM rows').pluck().get()).toBe(1500);
    } finally {
      await checkpointer.stop();
      db.close();
    }
  });
});

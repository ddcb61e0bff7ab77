/**
 * A write that meets SQLite's lock ("busy") is tried again until the lock wait has passed, and goes through when
 * the lock is released meanwhile: the database is not marked away and nothing is refused.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RESILIENCE, ResilientStorage } from '../src/storage/resilient.ts';
import { sqliteStorage } from '../src/storage/sqlite.ts';

const busy = (): Error => Object.assign(new Error('database is locked (injected)'), { code: 'SQLITE_BUSY' });

describe('busy retries', () => {
  it('a write that meets the lock a few times is stored once the lock is gone, with the database never away', async () => {
    const inner = sqliteStorage(':memory:');
    await inner.migrate();
    const logged: string[] = [];
    const storage = new ResilientStorage(inner, { ...DEFAULT_RESILIENCE, log: (line) => logged.push(line) });
    const create = inner.createUser.bind(inner);
    let locked = 3;
    inner.createUser = async (u) => {
      if (locked > 0) {
        locked--;
        throw busy();
      }
      return create(u);
    };
    try {
      expect(await storage.createUser({ id: 'u1', name: 'Ann', passHash: null, guest: true, createdAt: 1 })).toBe(true);
      expect(locked).toBe(0);
      expect(storage.unavailable).toBeNull();
      expect(logged).toEqual([]);
    } finally {
      await storage.close();
    }
  });
});

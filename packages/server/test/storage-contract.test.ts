/** The storage port's contract, run against SQLite and PostgreSQL alike. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameSkeleton } from '../src/storage/name-skeleton.ts';
import type { Storage, StoredTable } from '../src/storage/port.ts';
import { postgresStorage } from '../src/storage/postgres.ts';
import { sqliteStorage } from '../src/storage/sqlite.ts';
import { storedTable } from './fixtures/stored-table.ts';
import { tempSqlite } from './helpers.ts';
import { freshSchema, PG_URL, pgAvailable } from './pg.ts';

const table = (id: string, status: StoredTable['status'] = 'waiting'): StoredTable =>
  storedTable(id, {
    status,
    config: { turns: 2 },
    options: { turnSeconds: 0, botDelayMs: 0, rated: true, private: false },
    players: [{ kind: 'human', userId: 'u1', name: 'alice' }, null],
    invite: 'ABCDEF',
    seed: 4_000_000_000,
  });

function contract(name: string, open: () => Promise<{ storage: Storage; cleanup: () => Promise<void>; }>) {
  describe(`storage contract: ${name}`, () => {
    let s: Storage;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ storage: s, cleanup } = await open());
      await s.migrate();
      // Migrations run at every start: a second run must be a no-op.
      await s.migrate();
    });
    afterAll(async () => {
      await s.close();
      await cleanup();
    });

    it('users: names are unique case-insensitively', async () => {
      expect(await s.createUser({ id: 'u1', name: 'Alice', passHash: 'h', guest: false, createdAt: 1 })).toBe(true);
      expect(await s.createUser({ id: 'u2', name: 'alice', passHash: 'h', guest: false, createdAt: 1 })).toBe(false);
      expect((await s.userByName('ALICE'))?.id).toBe('u1');
      expect((await s.userById('u1'))?.name).toBe('Alice');
      expect(await s.userById('nope')).toBeNull();
    });

    it('sessions expire and can be deleted', async () => {
      await s.createSession('t1', 'u1', 2_000_000_000_000);
      await s.createSession('t2', 'u1', 10);
      expect((await s.sessionUser('t1', 1_800_000_000_000))?.id).toBe('u1');
      expect(await s.sessionUser('t2', 1_800_000_000_000)).toBeNull();
      await s.deleteSession('t1');
      expect(await s.sessionUser('t1', 1_800_000_000_000)).toBeNull();
    });

    it('tournaments: the row round-trips and upserts, the event log is append-only, game links are kept', async () => {
      const row = {
        id: 'T1',
        game: 'uno',
        status: 'upcoming' as const,
        config: { format: 'club-rounds', rounds: 2, tableSize: { min: 3, max: 4 }, hands: 1 },
        seed: 4_000_000_000,
        settings: {
          title: 'Friday',
          tableConfig: { rounds: 1 },
          turnSeconds: 20,
          botDelayMs: 300,
          bot: 'basic',
          fillTo: 6,
          startWhenJoined: null,
          guests: false,
        },
        organiser: 'u1',
        createdAt: 10,
        startsAt: 2_000_000_000_000,
        finishedAt: null,
      };
      await s.saveTournament(row);
      expect(await s.getTournament('T1')).toEqual(row);
      await s.saveTournament({ ...row, status: 'running' });
      expect((await s.tournaments('running', 10)).map((t) => t.id)).toEqual(['T1']);
      expect(await s.tournaments('upcoming', 10)).toEqual([]);
      const join = { kind: 'join', entrant: { id: 'u1', rating: 1500, kind: 'human' } };
      await s.appendTournamentEvent('T1', { seq: 0, event: join, at: 11 });
      await s.appendTournamentEvent('T1', { seq: 1, event: { kind: 'start-round' }, at: 12 });
      await expect(s.appendTournamentEvent('T1', { seq: 1, event: { kind: 'leave', id: 'u1' }, at: 13 })).rejects
        .toThrow();
      expect(await s.tournamentLog('T1')).toEqual([
        { seq: 0, event: join, at: 11 },
        { seq: 1, event: { kind: 'start-round' }, at: 12 },
      ]);
      await s.linkTournamentGame('T1', { table: 'r1t2', n: 0, tableId: 'g2' });
      await s.linkTournamentGame('T1', { table: 'r1t1', n: 0, tableId: 'g1' });
      await expect(s.linkTournamentGame('T1', { table: 'r1t1', n: 0, tableId: 'g3' })).rejects.toThrow();
      expect(await s.tournamentGames('T1')).toEqual([
        { table: 'r1t1', n: 0, tableId: 'g1' },
        { table: 'r1t2', n: 0, tableId: 'g2' },
      ]);
      // The profile's index: entering is idempotent, the newest tournament comes first, others' entries are not listed.
      await s.saveTournament({ ...row, id: 'T2', createdAt: 20 });
      await s.enterTournament('T1', 'u1');
      await s.enterTournament('T1', 'u1');
      await s.enterTournament('T2', 'u1');
      await s.enterTournament('T2', 'u2');
      expect((await s.tournamentsOf('u1', 10)).map((t) => t.id)).toEqual(['T2', 'T1']);
      expect((await s.tournamentsOf('u1', 1)).map((t) => t.id)).toEqual(['T2']);
      expect((await s.tournamentsOf('u2', 10)).map((t) => t.id)).toEqual(['T2']);
      expect(await s.tournamentsOf('u3', 10)).toEqual([]);
    });

    it('tables round-trip (a 32-bit seed above 2^31 included) and upsert', async () => {
      await s.saveTable(table('t1'));
      expect(await s.getTable('t1')).toEqual(table('t1'));
      await s.saveTable({ ...table('t1'), status: 'playing', startedAt: 5 });
      expect((await s.getTable('t1'))?.status).toBe('playing');
      await s.saveTable(table('t2', 'over'));
      expect((await s.activeTables()).map((t) => t.id)).toEqual(['t1']);
    });

    it('the move log keeps order, ticks and times; a duplicate seq is refused', async () => {
      await s.appendLog('t1', { seq: 0, seat: 1, move: { kind: 'play', card: 'c1' }, at: 1_700_000_000_123, by: 'player' });
      await s.appendLog('t1', { seq: 1, seat: null, move: null, at: 1_700_000_000_456, by: 'clock' });
      await expect(s.appendLog('t1', { seq: 1, seat: 0, move: { kind: 'pass' }, at: 1, by: 'player' })).rejects.toThrow();
      expect(await s.log('t1')).toEqual([
        { seq: 0, seat: 1, move: { kind: 'play', card: 'c1' }, at: 1_700_000_000_123, by: 'player' },
        { seq: 1, seat: null, move: null, at: 1_700_000_000_456, by: 'clock' },
      ]);
    });

    it('a write whose answer was lost is replaced by the next write of its seq (never acknowledged, so never kept)', async () => {
      const entry = (seq: number, card: string) => ({
        seq,
        seat: 0,
        move: { kind: 'play', card },
        at: seq,
        by: 'player' as const,
      });
      await s.appendLog('lost', entry(0, 'c1'));
      // The connection dropped after this one landed: the table did not take it and moves on with another move.
      await s.appendLog('lost', entry(1, 'landed-unanswered'));
      await expect(s.appendLog('lost', entry(1, 'c2'))).rejects.toThrow();
      await s.appendLog('lost', entry(1, 'c2'), true);
      expect((await s.log('lost')).map((e) => (e.move as { card: string; }).card)).toEqual(['c1', 'c2']);
    });

    it('users by look-alike name: the confusables skeleton finds "admin" from "аdmin" and "adrnin"', async () => {
      await s.createUser({ id: 'sk1', name: 'admin', passHash: 'h', guest: false, createdAt: 1 });
      expect(await s.nameLookingLike(nameSkeleton('adrnin'))).toBe('admin');
      expect(await s.nameLookingLike(nameSkeleton('аdmin'))).toBe('admin');
      expect(await s.nameLookingLike(nameSkeleton('other'))).toBeNull();
    });

    it('appends from many tables in the same instant are all stored; a duplicate among them fails alone', async () => {
      const entry = (seq: number) => ({ seq, seat: 0, move: { kind: 'pass' }, at: 1, by: 'player' as const });
      const appends = Array.from({ length: 50 }, (_, i) => s.appendLog(`batch${i}`, entry(0)));
      appends.push(s.appendLog('batch7', entry(0)));
      const settled = await Promise.allSettled(appends);
      expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
      expect(settled[50]!.status).toBe('rejected');
      expect(await s.log('batch49')).toEqual([entry(0)]);
      expect(await s.log('batch7')).toEqual([entry(0)]);
    });

    it('chat is stored per table in order', async () => {
      await s.appendChat('t1', { userId: 'u1', name: 'Alice', seat: 0, text: 'hi', at: 1, version: 0 });
      await s.appendChat('t1', { userId: null, name: 'x', seat: null, text: 'yo', at: 2, version: 1 });
      expect((await s.chat('t1')).map((c) => c.text)).toEqual(['hi', 'yo']);
    });

    it('ratings, results, leaderboard and recent games', async () => {
      await s.createUser({ id: 'u3', name: 'Bob', passHash: 'h', guest: false, createdAt: 1 });
      await s.recordGame(
        [
          { userId: 'u1', game: 'fake', rating: 1600.5, rd: 300, vol: 0.06, games: 1 },
          { userId: 'u3', game: 'fake', rating: 1400.25, rd: 300, vol: 0.06, games: 1 },
        ],
        [
          {
            tableId: 't2',
            userId: 'u1',
            game: 'fake',
            seat: 0,
            place: 1,
            ratingBefore: 1500,
            ratingAfter: 1600.5,
            finishedAt: 100,
          },
          {
            tableId: 't2',
            userId: 'u3',
            game: 'fake',
            seat: 1,
            place: 2,
            ratingBefore: 1500,
            ratingAfter: 1400.25,
            finishedAt: 100,
          },
        ],
      );
      expect((await s.rating('u1', 'fake'))?.rating).toBe(1600.5);
      expect((await s.leaderboard('fake', 10)).map((r) => [r.name, r.rating])).toEqual([
        ['Alice', 1600.5],
        ['Bob', 1400.25],
      ]);
      expect((await s.recentGames('u3', 5))[0]).toMatchObject({ tableId: 't2', place: 2, ratingAfter: 1400.25 });
    });

    it('the end of a game is stored once: its row, ratings and results; a second end writes nothing', async () => {
      await s.createUser({ id: 'f1', name: 'Fin', passHash: 'h', guest: false, createdAt: 1 });
      await s.saveTable({ ...table('fin'), status: 'playing', startedAt: 2 });
      const over: StoredTable = { ...table('fin'), status: 'over', startedAt: 2, finishedAt: 9, outcome: { places: [1, 2] } };
      const rating = { userId: 'f1', game: 'fin-game', rating: 1510, rd: 300, vol: 0.06, games: 1 };
      const results = [1, 0].map((seat) => ({
        tableId: 'fin',
        userId: `f${seat + 1}`,
        game: 'fin-game',
        seat,
        place: seat + 1,
        ratingBefore: seat === 0 ? 1500 : null,
        ratingAfter: seat === 0 ? 1510 : null,
        finishedAt: 9,
      }));
      expect(await s.finishTable(over, [rating], results)).toBe(true);
      expect(await s.getTable('fin')).toEqual(over);
      expect(await s.rating('f1', 'fin-game')).toEqual(rating);
      // Ordered by seat, whatever the order they were written in.
      expect(await s.tableResults('fin')).toEqual([results[1], results[0]]);
      expect(await s.finishTable({ ...over, finishedAt: 10 }, [{ ...rating, rating: 1, games: 2 }], [])).toBe(false);
      expect((await s.getTable('fin'))?.finishedAt).toBe(9);
      expect(await s.rating('f1', 'fin-game')).toEqual(rating);
      expect(await s.tableResults('nope')).toEqual([]);
    });
  });
}

contract('sqlite', async () => ({ storage: sqliteStorage(tempSqlite()), cleanup: async () => {} }));

if (pgAvailable('storage contract')) {
  contract('postgres', async () => {
    const { schema, drop } = await freshSchema();
    return { storage: postgresStorage(PG_URL!, schema), cleanup: drop };
  });
} else {
  describe.skip('storage contract: postgres (KOZYR_TEST_PG_URL not set)', () => {
    it('needs a PostgreSQL database', () => expect(PG_URL).toBeDefined());
  });
}

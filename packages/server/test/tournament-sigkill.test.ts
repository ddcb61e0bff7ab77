/**
 * A tournament survives the death of its server: the server runs in a process of its own, is killed with SIGKILL
 * while the games of a round are being played, and is started again on the same SQLite file. Every stored move,
 * event and game link is still there, the games cut short are played on (not opened again) and counted once, and
 * the tournament runs to its end.
 */
import Database from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { spawnServer } from './fixtures/server-process.ts';
import { HAND } from './fixtures/tournaments.ts';
import { eventually, tempSqlite } from './helpers.ts';

const ROUNDS = 3;
const HANDS = 2;

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

interface View {
  status: string;
  round: number;
  tables: { id: string; round: number; gameTable: string | null; }[];
  standings: { id: string; games: number; }[];
}

async function view(url: string, id: string): Promise<View> {
  return (await (await fetch(`${url}/api/tournaments/${id}`)).json()) as View;
}

/** What the file holds of the tournament and its games (read only, after its server died). */
function facts(file: string, id: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const log = db.prepare('SELECT seq, event FROM tournament_events WHERE tournament_id = ? ORDER BY seq').all(id) as {
      seq: number;
      event: string;
    }[];
    const links = db.prepare('SELECT table_ref, n, table_id FROM tournament_games WHERE tournament_id = ?').all(id) as {
      table_ref: string;
      n: number;
      table_id: string;
    }[];
    const games = links.map((l) => ({
      ...l,
      status: (db.prepare('SELECT status FROM tables WHERE id = ?').get(l.table_id) as { status: string; } | undefined)
        ?.status ?? null,
    }));
    const results = log.map((e) => JSON.parse(e.event) as { kind: string; table?: string; })
      .filter((e) => e.kind === 'result');
    return { log, games, results };
  } finally {
    db.close();
  }
}

/** Moves in the log proper (a running server journals new ones elsewhere first; a start empties the journal here). */
function movesOf(file: string, tableId: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM moves WHERE table_id = ?').get(tableId) as { n: number; }).n;
  } finally {
    db.close();
  }
}

describe('a tournament and SIGKILL', () => {
  it('killed in the middle of a round, it loses no game and resumes to its end on the same file', async () => {
    const file = tempSqlite();
    const env = { KOZYR_SQLITE: file, DATABASE_URL: '' };
    const first = await spawnServer(env);
    let second: Awaited<ReturnType<typeof spawnServer>> | null = null;
    try {
      const organiser = await TestClient.connect(first.url);
      // Bots that take their time, so the kill lands while the round's games are being played.
      const created = await organiser.ok({
        type: 'tournament.create',
        game: 'uno',
        format: 'club-rounds',
        settings: { rounds: ROUNDS, tableSizeMin: 3, tableSizeMax: 3, hands: HANDS },
        tableConfig: HAND,
        turnSeconds: 5,
        botDelayMs: 20,
        startAt: Date.now(),
        fillTo: 6,
      });
      const id = created['id'] as string;
      // The middle of round 2: a game of it under way, watched until it has moves (each broadcast is stored first).
      let watched = '';
      await eventually(async () => {
        const v = await view(first.url, id);
        watched = v.tables.find((t) => t.round === 2 && t.gameTable !== null)?.gameTable ?? '';
        return watched !== '';
      }, 60_000);
      await organiser.ok({ type: 'table.spectate', table: watched });
      await eventually(() => (organiser.latest(watched)?.version ?? 0) > 3, 30_000);
      const seen = organiser.latest(watched)!.version;
      await kill(first.child);
      organiser.ws.terminate();

      const before = facts(file, id);
      const cutShort = before.games.filter((g) => g.status === 'playing');
      expect(cutShort.map((g) => g.table_id)).toContain(watched);
      expect(before.results.length).toBeLessThan(ROUNDS * 2 * HANDS);

      second = await spawnServer(env);
      const url = second.url;
      // A start empties the move journal into the log: every move the watcher saw is stored.
      expect(movesOf(file, watched)).toBeGreaterThanOrEqual(seen);
      await eventually(async () => (await view(url, id)).status === 'finished', 120_000);
      const end = await view(url, id);
      await kill(second.child);

      const after = facts(file, id);
      // The log went on from where it was: everything stored before is still its beginning.
      expect(after.log.slice(0, before.log.length)).toEqual(before.log);
      // No game lost: every link stored before is still there, and the games cut short were played on to their end
      // and counted.
      for (const g of before.games) {
        expect(after.games.find((x) => x.table_ref === g.table_ref && x.n === g.n)?.table_id).toBe(g.table_id);
      }
      for (const g of cutShort) expect(after.results.some((r) => r.table === g.table_ref)).toBe(true);
      // Every game opened is over and counted exactly once: two tables of three per round, HANDS games each.
      expect(after.games.every((g) => g.status === 'over')).toBe(true);
      expect(after.results).toHaveLength(ROUNDS * 2 * HANDS);
      expect(after.games).toHaveLength(ROUNDS * 2 * HANDS);
      const perTable = new Map<string, number>();
      for (const r of after.results) perTable.set(r.table!, (perTable.get(r.table!) ?? 0) + 1);
      expect([...perTable.values()]).toEqual(Array.from({ length: ROUNDS * 2 }, () => HANDS));
      expect(end.round).toBe(ROUNDS);
      // Club rounds count a round at a table as one game.
      expect(end.standings.map((x) => x.games)).toEqual(Array.from({ length: 6 }, () => ROUNDS));
    } finally {
      await kill(first.child);
      if (second !== null) await kill(second.child);
    }
  }, 240_000);
});

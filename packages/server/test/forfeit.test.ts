/**
 * Giving a seat up during a game (`table.forfeit`): the stand-in plays it to
 * the end at once, the leaver places last in the result and the ratings
 * whatever the stand-in achieves, cannot take the seat back, and the mark
 * survives a restart.
 */
import { type AnyGame, games, type Outcome, Rng, type Tagged } from '@kozyr/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import type { StoredPlayer } from '../src/storage/port.ts';
import { leaversLast } from '../src/tables/forfeit.ts';
import { replayLog } from '../src/tables/replay.ts';
import { TestClient } from './client.ts';
import { eventually, sessionOf, tempSqlite, testServer } from './helpers.ts';

const durak = games['durak'] as AnyGame;
const FULL_24 = ['S', 'C', 'D', 'H'].flatMap((s) => ['9', 'T', 'J', 'Q', 'K', 'A'].map((r) => r + s));

/** Seat 0's six, seat 1's six, then the talon with `trump` last (the face-up trump card). */
function deck(seat0: string[], seat1: string[], trump: string): string[] {
  const used = new Set([...seat0, ...seat1, trump]);
  return [...seat0, ...seat1, ...FULL_24.filter((c) => !used.has(c)), trump];
}
/** Seat 0 holds five trumps (hearts) and leads with the lowest; seat 1 holds low cards: seat 0's side should win. */
const STRONG_SEAT_0 = deck(['9H', 'TH', 'JH', 'QH', 'KH', 'AS'], ['9S', 'TS', '9C', 'TC', '9D', 'TD'], 'AH');

const human = (userId: string, left?: number): StoredPlayer =>
  left === undefined ? { kind: 'human', userId, name: userId } : { kind: 'human', userId, name: userId, left };

describe('the leavers are placed last', () => {
  it('below every seat that stayed, the order of those kept (ties too), the earlier leaver lower, non-players untouched', () => {
    const o = (places: (number | null)[]): Outcome => ({ places });
    expect(leaversLast(o([1, 2, 3]), [human('a', 1), human('b'), human('c')])!.places).toEqual([3, 1, 2]);
    // Seat 2 left first, seat 0 second: seat 0 above seat 2.
    expect(leaversLast(o([1, 2, 3, 4]), [human('a', 2), human('b'), human('c', 1), human('d')])!.places).toEqual([3, 1, 4, 2]);
    expect(leaversLast(o([1, 1, 3]), [human('a'), human('b', 1), human('c')])!.places).toEqual([1, 3, 2]);
    expect(leaversLast(o([null, 2, 1]), [human('a', 1), human('b'), human('c')])!.places).toEqual([null, 2, 1]);
    const untouched = o([2, 1]);
    expect(leaversLast(untouched, [human('a'), human('b')])).toBe(untouched);
    expect(leaversLast(null, [human('a', 1)])).toBeNull();
  });
});

/** Play `seat` with Durak's basic bot whenever it may act, until the table is over; returns `table.over`. */
async function playOut(c: TestClient, table: string, seat: number): Promise<Record<string, unknown>> {
  const bot = durak.bots['basic']!;
  const rng = Rng.seeded(7);
  for (;;) {
    const over = c.messages.find((m) => m.type === 'table.over' && m['table'] === table);
    if (over !== undefined) return over;
    const p = c.latest(table)!;
    const mark = c.messages.length;
    if (p.actors.includes(seat) && p.legal.length > 0) {
      const choice = bot.choose({ view: p.view, seat, legal: p.legal as unknown as Tagged[], forms: [], rng });
      if (choice !== null) {
        const r = await c.request({ type: 'table.move', table, move: choice.move, version: p.version });
        // Refused (the stand-in moved first): wait for the position that came.
        if (r.type === 'reply') continue;
      }
    }
    await c.waitFor((m) => (m.type === 'table.update' || m.type === 'table.over') && m['table'] === table, 10_000, mark);
  }
}

describe('a seat given up on a Durak table', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await testServer({ games, loginBurst: 100, loginPerMinute: 100 });
  });
  afterAll(async () => {
    await server.close();
  });

  async function registered(name: string): Promise<TestClient> {
    const res = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, password: `${name} password` }),
    });
    expect(res.status).toBe(200);
    return TestClient.connect(server.url, sessionOf(res));
  }

  it('is played to the end by the stand-in at once; the leaver places last in the result and the ratings', async () => {
    const alice = await registered('alice');
    const bob = await registered('bob');
    // A bot delay of 10 s: a stand-in at the table's pace would not move for seconds.
    const table = (await alice.ok({
      type: 'table.create',
      game: 'durak',
      seats: 2,
      config: { deck: 24 },
      deck: STRONG_SEAT_0,
      botDelayMs: 10_000,
      turnSeconds: 0,
    }))['table'] as string;
    await bob.ok({ type: 'table.join', table });
    await bob.waitFor((m) => m.type === 'table.state' && m['state'] !== null);
    expect(bob.latest(table)!.actors).toEqual([0]);

    expect(await alice.ok({ type: 'table.forfeit', table })).toEqual({ table, seat: 0 });
    const answered = alice.messages.length;
    const seat0 = (m: Record<string, unknown>) => (m['info'] as { players: Record<string, unknown>[]; }).players[0]!;
    const info = await bob.waitFor((m) => m.type === 'table.info' && m['table'] === table && seat0(m)['left'] === true);
    expect(seat0(info)).toMatchObject({ kind: 'human', userId: alice.user.id, standIn: true, left: true });
    // The stand-in leads at once, long before the table's 10 s bot delay.
    const lead = await bob.waitFor((m) => m.type === 'table.update' && m['version'] === 1, 5000);
    expect(lead['table']).toBe(table);
    expect((await server.storage.log(table))[0]).toMatchObject({ seat: 0, by: 'stand-in' });

    const over = await playOut(bob, table, 1);
    // The game's own result: the stand-in won with seat 0's trumps. The club's: the leaver is last.
    const stored = (await server.storage.getTable(table))!;
    const played = durak.outcome(replayLog(durak, stored, await server.storage.log(table)))!;
    expect(played.places).toEqual([1, 2]);
    expect((over['outcome'] as Outcome).places).toEqual([2, 1]);
    expect((stored.outcome as Outcome).places).toEqual([2, 1]);
    const results = await server.storage.tableResults(table);
    expect(results.find((r) => r.userId === alice.user.id)).toMatchObject({ place: 2 });
    expect(results.find((r) => r.userId === bob.user.id)).toMatchObject({ place: 1 });
    const ratings = over['ratings'] as { userId: string; before: number; after: number; }[];
    const of = (u: TestClient) => ratings.find((r) => r.userId === u.user.id)!;
    expect(of(alice).after).toBeLessThan(of(alice).before);
    expect(of(bob).after).toBeGreaterThan(of(bob).before);
    // The leaver watched no more: no state of the table reached it after its answer.
    expect(alice.messages.slice(answered).filter((m) => m['table'] === table && m.type !== 'lobby.table')).toEqual([]);
    await alice.close();
    await bob.close();
  });

  it('is refused to a spectator, before the start, after the end, and a second time; the seat is not taken back', async () => {
    const alice = await TestClient.connect(server.url);
    const bob = await TestClient.connect(server.url);
    const carol = await TestClient.connect(server.url);
    const table = (await alice.ok({ type: 'table.create', game: 'durak', seats: 2, config: { deck: 24 }, deck: STRONG_SEAT_0 }))[
      'table'
    ] as string;
    const refusal = async (c: TestClient, body: Record<string, unknown>) => (await c.request(body))['code'];

    expect(await refusal(alice, { type: 'table.forfeit', table }), 'waiting for players').toBe('bad-state');
    await bob.ok({ type: 'table.join', table });
    await alice.waitFor((m) => m.type === 'table.state' && m['state'] !== null);
    await carol.ok({ type: 'table.spectate', table });
    expect(await refusal(carol, { type: 'table.forfeit', table })).toBe('not-seated');
    expect(await refusal(carol, { type: 'table.forfeit', table: 'no-such-table' })).toBe('unknown-table');

    await bob.ok({ type: 'table.forfeit', table });
    expect(await refusal(bob, { type: 'table.forfeit', table })).toBe('seat-left');
    expect(await refusal(bob, { type: 'table.join', table })).toBe('seat-left');
    expect(await refusal(bob, { type: 'table.move', table, move: { kind: 'take' } })).toBe('seat-left');
    // Watching again is allowed, as a spectator: the seat stays the stand-in's.
    expect(await bob.ok({ type: 'table.spectate', table })).toMatchObject({ seat: null });
    expect(server.tables.get(table)!.stored.players[1]).toMatchObject({ userId: bob.user.id, standIn: true, left: 1 });

    // Alice gives up too: both seats are the stand-in's, which finishes the game; then nothing is left to give up.
    await alice.ok({ type: 'table.forfeit', table });
    await eventually(() => server.tables.get(table)?.stored.status !== 'playing', 10_000);
    const stored = (await server.storage.getTable(table))!;
    expect(stored.status).toBe('over');
    // Bob left first: he is below Alice.
    expect((stored.outcome as Outcome).places).toEqual([1, 2]);
    expect(await refusal(alice, { type: 'table.forfeit', table })).toBe('seat-left');
    await Promise.all([alice.close(), bob.close(), carol.close()]);
  });
});

describe('a seat given up, across a restart (SQLite)', () => {
  it('stays given up: the stand-in plays it, the leaver is a spectator there and cannot sit again', async () => {
    const file = tempSqlite();
    // A long disconnect grace: Bob, who stays, is not covered by a stand-in while the server is down.
    const first = await testServer({ games, sqliteFile: file, disconnectGraceMs: 60_000 });
    const alice = await TestClient.connect(first.url);
    const bob = await TestClient.connect(first.url);
    // Bob leads (his lowest trump): the table waits on him across the restart, with Alice's seat given up.
    const table = (await alice.ok({
      type: 'table.create',
      game: 'durak',
      seats: 2,
      config: { deck: 24 },
      deck: deck(['9S', 'TS', '9C', 'TC', '9D', 'TD'], ['9H', 'TH', 'JH', 'QH', 'KH', 'AS'], 'AH'),
      turnSeconds: 0,
    }))['table'] as string;
    await bob.ok({ type: 'table.join', table });
    await alice.waitFor((m) => m.type === 'table.state' && m['state'] !== null);
    await alice.ok({ type: 'table.forfeit', table });
    await Promise.all([alice.close(), bob.close()]);
    await first.close();

    const second = await testServer({ games, sqliteFile: file, disconnectGraceMs: 60_000 });
    try {
      const live = second.tables.get(table)!;
      expect(live.stored.status).toBe('playing');
      expect(live.stored.players[0]).toMatchObject({ userId: alice.user.id, standIn: true, left: 1 });
      expect(live.info().players[0]).toMatchObject({ left: true });
      const again = await TestClient.connect(second.url, alice.token);
      expect(again.user.id).toBe(alice.user.id);
      expect((await again.request({ type: 'table.join', table }))['code']).toBe('seat-left');
      expect(await again.ok({ type: 'table.spectate', table })).toMatchObject({ seat: null });
      // Bob plays on; the stand-in answers for Alice's seat at once, and she ends last.
      const bobAgain = await TestClient.connect(second.url, bob.token);
      await bobAgain.ok({ type: 'table.resync', table, version: 0 });
      const over = await playOut(bobAgain, table, 1);
      expect((over['outcome'] as Outcome).places).toEqual([2, 1]);
      await Promise.all([again.close(), bobAgain.close()]);
    } finally {
      await second.close();
    }
  });
});

/**
 * Club tournaments on the server: a club-rounds tournament of UNO played out by bots to its end, one with two
 * human registrations, a restart in the middle of a round, and the refusals. Each game is one UNO hand with
 * bots that answer at once, so a tournament is a few short games.
 */
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { TestClient } from './client.ts';
import { closedAfterEach } from './fixtures/opened.ts';
import { clubRounds, HAND } from './fixtures/tournaments.ts';
import { eventually, tempSqlite, testServer } from './helpers.ts';

interface View {
  id: string;
  status: string;
  round: number;
  entrants: { id: string; kind: string; name: string; left: boolean; }[];
  tables: { id: string; round: number; seats: string[]; games: number; done: boolean; gameTable: string | null; }[];
  roundStartedAt: number | null;
  games: { table: string; n: number; gameTable: string; }[];
  standings: { rank: number; id: string; values: Record<string, number | null>; games: number; }[];
}

const { servers, clients } = closedAfterEach();

async function serve(sqliteFile = tempSqlite()): Promise<RunningServer> {
  const s = await testServer({ sqliteFile });
  servers.push(s);
  return s;
}

async function client(s: RunningServer): Promise<TestClient> {
  const c = await TestClient.connect(s.url);
  clients.push(c);
  return c;
}

async function view(s: RunningServer, id: string): Promise<View> {
  const res = await fetch(`${s.url}/api/tournaments/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as View;
}

async function finished(s: RunningServer, id: string, timeoutMs = 60_000): Promise<View> {
  await eventually(async () => (await view(s, id)).status === 'finished', timeoutMs);
  return view(s, id);
}

/** What storage holds of the tournament: its row, its log's results and the games it opened. */
async function stored(s: RunningServer, id: string) {
  const row = await s.storage.getTournament(id);
  const log = await s.storage.tournamentLog(id);
  const links = await s.storage.tournamentGames(id);
  const results = log.map((e) => e.event as { kind: string; table?: string; hands?: number[][]; noShows?: string[]; })
    .filter((e) => e.kind === 'result');
  return { row, log, links, results };
}

/** Every game the tournament opened is over, and each was counted exactly once. */
async function everyGameCounted(s: RunningServer, id: string): Promise<void> {
  const { links, results } = await stored(s, id);
  expect(results.length).toBe(links.length);
  for (const l of links) expect((await s.storage.getTable(l.tableId))?.status).toBe('over');
  const perTable = new Map<string, number>();
  for (const r of results) perTable.set(r.table!, (perTable.get(r.table!) ?? 0) + 1);
  expect([...perTable.values()].every((n) => n === 1)).toBe(true);
}

describe('tournaments', () => {
  it('a club-rounds tournament of UNO with bots only runs to its end, its standings stored', async () => {
    const s = await serve();
    const organiser = await client(s);
    const created = await organiser.ok(clubRounds({ startAt: Date.now(), fillTo: 6 }));
    const id = created['id'] as string;
    const end = await finished(s, id);
    expect(end.entrants).toHaveLength(6);
    expect(end.entrants.every((e) => e.kind === 'bot')).toBe(true);
    expect(end.round).toBe(2);
    expect(end.standings.map((x) => x.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(end.standings.every((x) => x.games === 2)).toBe(true);

    const { row, log, results } = await stored(s, id);
    expect(row?.status).toBe('finished');
    expect(log.filter((e) => (e.event as { kind: string; }).kind === 'start-round')).toHaveLength(2);
    // Two rounds of two tables of three, one hand each.
    expect(results).toHaveLength(4);
    // Every game's table is listed for its replay, once, and the last round's clock started at its seating.
    expect(end.games.map((g) => `${g.table}#${g.n}`).sort()).toEqual(['r1t1#0', 'r1t2#0', 'r2t1#0', 'r2t2#0']);
    expect(new Set(end.games.map((g) => g.gameTable)).size).toBe(4);
    const lastRound = log.findLast((e) => (e.event as { kind: string; }).kind === 'start-round')!.at;
    expect(end.roundStartedAt).toBeGreaterThanOrEqual(lastRound);
    expect(end.roundStartedAt).toBeLessThanOrEqual(row!.finishedAt!);
    const penalties = results.flatMap((r) => r.hands!.flat()).reduce((a, b) => a + b, 0);
    expect(end.standings.reduce((a, x) => a + (x.values['penalty'] ?? 0), 0)).toBe(penalties);
    // Fewer penalty points rank higher.
    const byRank = end.standings.map((x) => x.values['penalty']!);
    expect(byRank).toEqual([...byRank].sort((a, b) => a - b));
    await everyGameCounted(s, id);

    const list = (await (await fetch(`${s.url}/api/tournaments?status=finished`)).json()) as View[];
    expect(list.map((t) => t.id)).toContain(id);
  });

  it('two humans register, bots fill the field, and the live standings reach the end', async () => {
    const s = await serve();
    const [alice, bob] = [await client(s), await client(s)];
    // Guests may register here; the humans never come to their tables, so the turn timer hands their seats to stand-ins.
    const created = await alice.ok(
      clubRounds({ startWhenJoined: 2, fillTo: 6, turnSeconds: 1, guests: true, register: true }),
    );
    const id = created['id'] as string;
    const watching = await bob.ok({ type: 'tournament.subscribe', tournament: id });
    expect(watching['status']).toBe('upcoming');
    const joined = await bob.ok({ type: 'tournament.register', tournament: id });
    expect((joined['entrants'] as unknown[]).length).toBeGreaterThanOrEqual(2);

    const last = await bob.waitFor(
      (m) => m.type === 'tournament.update' && (m['tournament'] as View).status === 'finished',
      60_000,
    );
    const end = last['tournament'] as View;
    const humans = [alice.user.id, bob.user.id];
    expect(end.entrants.filter((e) => e.kind === 'human').map((e) => e.id).sort()).toEqual(humans.sort());
    expect(end.entrants.find((e) => e.id === bob.user.id)?.name).toBe(bob.user.name);
    expect(end.standings).toHaveLength(6);
    for (const h of humans) expect(end.standings.find((x) => x.id === h)?.games).toBe(2);
    // Live: updates came while it ran, not only the last one.
    expect(bob.messages.filter((m) => m.type === 'tournament.update').length).toBeGreaterThan(1);

    // The humans never moved: no-shows, reported with their games' results.
    const { results } = await stored(s, id);
    const noShows = results.flatMap((r) => r.noShows ?? []);
    for (const h of humans) expect(noShows.filter((x) => x === h)).toHaveLength(2);
    await everyGameCounted(s, id);
  });

  it('a human who leaves mid-round is played on by the stand-in, takes no further pairings and ranks last', async () => {
    const s = await serve();
    const alice = await client(s);
    const created = await alice.ok(
      clubRounds({
        settings: { rounds: 2, tableSizeMin: 2, tableSizeMax: 3, hands: 1 },
        startWhenJoined: 1,
        fillTo: 6,
        turnSeconds: 1,
        guests: true,
        register: true,
      }),
    );
    const id = created['id'] as string;
    let seatedAt = '';
    await eventually(async () => {
      const v = await view(s, id);
      seatedAt = v.tables.find((t) => t.seats.includes(alice.user.id))?.gameTable ?? '';
      return v.round === 1 && seatedAt !== '';
    }, 30_000);
    await alice.ok({ type: 'tournament.leave', tournament: id });
    const end = await finished(s, id);
    const mine = end.standings.find((x) => x.id === alice.user.id)!;
    expect(mine).toMatchObject({ left: true, games: 1, rank: 6 });
    expect(end.tables.filter((t) => t.round === 2).every((t) => !t.seats.includes(alice.user.id))).toBe(true);
    // Her round-1 game was finished by the stand-in and counted.
    const game = await s.storage.getTable(seatedAt);
    expect(game?.status).toBe('over');
    expect(game?.players.find((p) => p?.kind === 'human')).toMatchObject({ userId: alice.user.id, standIn: true });
    await everyGameCounted(s, id);
  });

  it('ends on the standings so far when leavers leave too few to seat the next round', async () => {
    const s = await serve();
    const alice = await client(s);
    const created = await alice.ok(
      clubRounds({ startWhenJoined: 1, fillTo: 3, turnSeconds: 1, guests: true, register: true }),
    );
    const id = created['id'] as string;
    await eventually(async () => (await view(s, id)).tables.some((t) => t.gameTable !== null), 30_000);
    await alice.ok({ type: 'tournament.leave', tournament: id });
    const end = await finished(s, id);
    expect(end.round).toBe(1);
    expect(end.standings.map((x) => x.games)).toEqual([1, 1, 1]);
    expect(end.standings.at(-1)).toMatchObject({ id: alice.user.id, left: true });
    await everyGameCounted(s, id);
  });

  it('a restart in the middle of a round resumes the tournament and loses no game', async () => {
    const file = tempSqlite();
    const first = await serve(file);
    const organiser = await client(first);
    // Bots that take their time, so the restart lands while games are being played.
    const created = await organiser.ok(clubRounds({ startAt: Date.now(), fillTo: 6, botDelayMs: 20 }));
    const id = created['id'] as string;
    await eventually(async () => {
      const v = await view(first, id);
      return v.round === 1 &&
        v.tables.some((t) => t.gameTable !== null && (first.tables.get(t.gameTable)?.currentVersion ?? 0) > 3);
    }, 30_000);
    const before = await stored(first, id);
    expect(before.row?.status).toBe('running');
    const cutShort = before.links.filter((l) => first.tables.get(l.tableId)?.stored.status === 'playing');
    expect(cutShort.length).toBeGreaterThan(0);
    await first.close();
    servers.splice(servers.indexOf(first), 1);

    const second = await serve(file);
    const end = await finished(second, id);
    expect(end.standings.every((x) => x.games === 2)).toBe(true);
    const after = await stored(second, id);
    // The log went on from where it was: everything stored before is still its beginning.
    expect(after.log.slice(0, before.log.length)).toEqual(before.log);
    // The games running at the stop were played on, not opened again.
    for (const l of before.links) expect(after.links).toContainEqual(l);
    for (const l of cutShort) expect(after.results.some((r) => r.table === l.table)).toBe(true);
    expect(after.results).toHaveLength(4);
    await everyGameCounted(second, id);
  });

  it('Swiss (an odd field: a bye) and knockout of two-seat UNO run to their ends too', async () => {
    const s = await serve();
    const c = await client(s);
    const base = { game: 'uno', tableConfig: HAND, turnSeconds: 5, botDelayMs: 0, startAt: Date.now() };
    const swiss = await c.ok({
      type: 'tournament.create',
      ...base,
      format: 'swiss',
      settings: { rounds: 2, tableSize: 2 },
      fillTo: 5,
    });
    const knockout = await c.ok({
      type: 'tournament.create',
      ...base,
      format: 'knockout',
      settings: { tableSize: 2 },
      fillTo: 4,
    });
    const sw = await finished(s, swiss['id'] as string);
    // Two rounds of two games and a bye, each worth a win (2 points): 2 × (2 × 2 + 2).
    expect(sw.standings.reduce((a, x) => a + (x.values['points'] ?? 0), 0)).toBe(12);
    await everyGameCounted(s, sw.id);
    const ko = await finished(s, knockout['id'] as string);
    expect(ko.round).toBe(2);
    // The champion and the runner-up are the two who sat at the final.
    const final = ko.tables.find((t) => t.round === 2)!;
    expect(ko.standings.slice(0, 2).map((x) => x.id).sort()).toEqual([...final.seats].sort());
    expect(ko.standings[0]!.games).toBe(2);
    await everyGameCounted(s, ko.id);
  });

  it('refuses a bad config and a second registration, with stable codes', async () => {
    const s = await serve();
    const c = await client(s);
    const badRounds = await c.request(clubRounds({ startAt: Date.now(), settings: { rounds: 0 } }));
    expect(badRounds).toMatchObject({ type: 'error', code: 'bad-config' });
    expect((badRounds['detail'] as { code: string; }).code).toBe('tournament/bad-setting');
    const badFormat = await c.request(clubRounds({ startAt: Date.now(), format: 'lottery' }));
    expect(badFormat).toMatchObject({ type: 'error', code: 'bad-config' });
    expect((badFormat['detail'] as { code: string; }).code).toBe('tournament/unknown-format');
    const noTimer = await c.request({ ...clubRounds({ startAt: Date.now() }), turnSeconds: 0 });
    expect(noTimer).toMatchObject({ type: 'error', code: 'bad-message' });
    const noStart = await c.request(clubRounds({}));
    expect(noStart).toMatchObject({ type: 'error', code: 'bad-config' });
    expect(await s.storage.tournaments('upcoming', 10)).toEqual([]);

    const created = await c.ok(clubRounds({ startWhenJoined: 4, guests: true }));
    const id = created['id'] as string;
    await c.ok({ type: 'tournament.register', tournament: id });
    const twice = await c.request({ type: 'tournament.register', tournament: id });
    expect(twice).toMatchObject({ type: 'error', code: 'tournament-refused' });
    expect((twice['detail'] as { code: string; }).code).toBe('tournament/already-joined');
    expect((await s.storage.tournamentLog(id)).length).toBe(1);
    await c.ok({ type: 'tournament.leave', tournament: id });
    const leftTwice = await c.request({ type: 'tournament.leave', tournament: id });
    expect(leftTwice).toMatchObject({ type: 'error', code: 'tournament-refused' });
    expect((leftTwice['detail'] as { code: string; }).code).toBe('tournament/has-left');
    expect((await s.storage.tournamentLog(id)).map((e) => (e.event as { kind: string; }).kind)).toEqual(['join', 'leave']);

    const members = await c.ok(clubRounds({ startWhenJoined: 4 }));
    const guestRefused = await c.request({ type: 'tournament.register', tournament: members['id'] });
    expect(guestRefused).toMatchObject({ type: 'error', code: 'unauthorized' });
    const formats = (await c.ok({ type: 'tournament.formats', game: 'uno', tableConfig: HAND })) as unknown as {
      format: string;
    }[];
    expect(formats.map((f) => f.format)).toContain('club-rounds');
    const unknown = await c.request({ type: 'tournament.get', tournament: 'nope' });
    expect(unknown).toMatchObject({ type: 'error', code: 'unknown-tournament' });
  });
});

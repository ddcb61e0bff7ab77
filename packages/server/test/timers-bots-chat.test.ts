import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { TestClient } from './client.ts';
import { eventually, sleep, stacked, testServer } from './helpers.ts';

const DECK = stacked([['c1', 'c2', 'c3'], ['c4', 'c5', 'c6']], ['c7', 'c8', 'c9', 'c10']);

let server: RunningServer;
beforeAll(async () => {
  server = await testServer({ disconnectGraceMs: 150 });
});
afterAll(async () => {
  await server.close();
});

async function table(a: TestClient, b: TestClient | null, extra: Record<string, unknown>) {
  const t = (await a.ok({ type: 'table.create', game: 'fake', seats: 2, deck: DECK, ...extra }))['table'] as string;
  if (b !== null) await b.ok({ type: 'table.join', table: t });
  return t;
}

describe('bots, timers and chat', () => {
  it("bots fill seats at creation and play with the table's human-like delay", async () => {
    const a = await TestClient.connect(server.url);
    const t = await table(a, null, { botDelayMs: 120, bots: [{ seat: 1, bot: 'basic' }] });
    await a.ok({ type: 'table.move', table: t, move: { kind: 'play', card: 'c3' } });
    const sent = Date.now();
    const botMove = await a.waitFor((m) => m.type === 'table.update' && m['version'] === 2);
    // 120 ms ± 40%: never instant.
    expect(Date.now() - sent).toBeGreaterThanOrEqual(60);
    expect(botMove['events']).toContainEqual({ kind: 'played', seat: 1, card: 'c4' });
    await a.close();
  });

  it('a bot added later fills a free seat and the table starts; a removed bot frees it', async () => {
    const a = await TestClient.connect(server.url);
    const t = (await a.ok({ type: 'table.create', game: 'fake', seats: 3 }))['table'] as string;
    expect(await a.ok({ type: 'table.addBot', table: t, bot: 'random' })).toBe(1 as never);
    const removed = await a.request({ type: 'table.removeBot', table: t, seat: 1 });
    expect(removed.type).toBe('reply');
    const other = await TestClient.connect(server.url);
    const refused = await other.request({ type: 'table.addBot', table: t });
    expect(refused['code']).toBe('not-creator');
    await a.ok({ type: 'table.addBot', table: t });
    await a.ok({ type: 'table.addBot', table: t });
    await a.waitFor((m) => m.type === 'table.state' && m['table'] === t && m['state'] !== null);
    expect(server.tables.get(t)!.stored.status).toBe('playing');
    await a.close();
    await other.close();
  });

  it('turn timer: when time is up the stand-in moves for the seat (the basic bot plays its lowest card)', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const t = await table(a, b, { turnSeconds: 1 });
    const state = await a.waitFor((m) => m.type === 'table.state' && m['table'] === t && m['state'] !== null);
    expect((state['state'] as { turnEndsAt: number; }).turnEndsAt).toBeGreaterThan(Date.now());
    const update = await a.waitFor((m) => m.type === 'table.update' && m['version'] === 1, 3000);
    expect(update['events']).toContainEqual({ kind: 'played', seat: 0, card: 'c1' });
    // A connected player whose time ran out keeps the seat: only this one move was made for it.
    expect(server.tables.get(t)!.info().players[0]).toMatchObject({ kind: 'human', connected: true, standIn: false });
    await a.close();
    await b.close();
  });

  it('a disconnected player is covered by the stand-in after the grace period and gets the seat back on return', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const t = await table(a, b, { config: { turns: 5 } });
    const live = server.tables.get(t)!;
    const token = a.token;
    await a.close();
    // Seat 0 is to act and its holder is gone: after the grace period the stand-in plays it.
    await eventually(() => live.currentVersion === 1, 3000);
    expect(live.stored.players[0]).toMatchObject({ kind: 'human', standIn: true });
    await b.ok({ type: 'table.move', table: t, move: { kind: 'pass' } });
    await eventually(() => live.currentVersion === 3, 3000);
    const back = await TestClient.connect(server.url, token);
    await back.ok({ type: 'table.resync', table: t, version: 0 });
    expect(live.stored.players[0]).toMatchObject({ kind: 'human', standIn: false });
    await b.ok({ type: 'table.move', table: t, move: { kind: 'pass' } });
    await back.waitFor((m) => m.type === 'table.update' && m['version'] === 4);
    await sleep(250);
    // Back in charge: the seat waits for its player again.
    expect(live.currentVersion).toBe(4);
    expect(back.latest(t)!.actors).toEqual([0]);
    expect(back.latest(t)!.legal.length).toBeGreaterThan(0);
    await back.close();
    await b.close();
  });

  it('a timed window: the table calls tick when the deadline passes (the clock passes for a slow seat)', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const t = await table(a, b, { config: { windowMs: 150 } });
    await a.ok({ type: 'table.move', table: t, move: { kind: 'play', card: 'c1' } });
    const tick = await a.waitFor((m) => m.type === 'table.update' && m['version'] === 2, 3000);
    expect(tick['events']).toEqual([{ kind: 'passed', seat: 1, byClock: true }]);
    const log = await server.storage.log(t);
    expect(log[1]).toMatchObject({ seat: null, move: null, by: 'clock' });
    await a.close();
    await b.close();
  });

  it("the turn timer waits while a timed window is open: the game's deadline decides, not the stand-in", async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const t = await table(a, b, { turnSeconds: 1, config: { windowMs: 1500 } });
    await a.ok({ type: 'table.move', table: t, move: { kind: 'play', card: 'c1' } });
    expect(a.latest(t)!).toMatchObject({ version: 1 });
    await sleep(1200);
    expect(server.tables.get(t)!.currentVersion).toBe(1);
    const closed = await b.waitFor((m) => m.type === 'table.update' && m['version'] === 2, 3000);
    expect(closed['events']).toEqual([{ kind: 'passed', seat: 1, byClock: true }]);
    await a.close();
    await b.close();
  });

  it('chat is relayed with the table version and stored with the game', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const t = await table(a, b, {});
    await a.ok({ type: 'table.chat', table: t, text: '  hello  ' });
    const chat = await b.waitFor((m) => m.type === 'table.chat');
    expect(chat).toMatchObject({ table: t, version: 0, from: a.user.name, seat: 0, text: 'hello' });
    expect((await server.storage.chat(t)).map((c) => c.text)).toEqual(['hello']);
    // A game that ignores chat refuses it as a move: nothing enters the log.
    expect(await server.storage.log(t)).toEqual([]);
    await a.close();
    await b.close();
  });

  it('a full state carries the latest chat lines, so a reload keeps the conversation', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const t = await table(a, b, {});
    await a.ok({ type: 'table.chat', table: t, text: 'first' });
    await b.waitFor((m) => m.type === 'table.chat');
    await b.ok({ type: 'table.chat', table: t, text: 'second' });
    const watcher = await TestClient.connect(server.url);
    const mark = watcher.messages.length;
    await watcher.ok({ type: 'table.spectate', table: t });
    const full = await watcher.waitFor((m) => m.type === 'table.state', 3000, mark);
    expect(full['chat']).toEqual([
      { from: a.user.name, seat: 0, text: 'first', at: expect.any(Number) },
      { from: b.user.name, seat: 1, text: 'second', at: expect.any(Number) },
    ]);
    // Never the authors' user ids.
    expect(JSON.stringify(full['chat'])).not.toContain(a.user.id);
    await a.close();
    await b.close();
    await watcher.close();
  });

  it("the chat hook: a seat's line reaches the game through the queue (penalty broadcast) before the relay", async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const t = (await a.ok({ type: 'table.create', game: 'chatty', seats: 2, deck: DECK, config: { chatPenalty: true } }))[
      'table'
    ] as string;
    await b.ok({ type: 'table.join', table: t });
    const mark = b.messages.length;
    await b.ok({ type: 'table.chat', table: t, text: 'oops' });
    const penalty = await b.waitFor((m) => m.type === 'table.update' && m['version'] === 1, 3000, mark);
    expect(penalty['events']).toEqual([{ kind: 'penalty', seat: 1 }]);
    const chat = await b.waitFor((m) => m.type === 'table.chat', 3000, mark);
    expect(b.messages.indexOf(penalty)).toBeLessThan(b.messages.indexOf(chat));
    expect(chat['version']).toBe(1);
    // Logged as a chat entry with its text, so a replay runs it through the hook again.
    expect((await server.storage.log(t))[0]).toMatchObject({ seat: 1, move: { text: 'oops' }, by: 'chat' });
    await a.close();
    await b.close();
  });

  it('only players and watchers of a table chat there; spectators see the chat', async () => {
    const a = await TestClient.connect(server.url);
    const t = await table(a, null, {});
    const stranger = await TestClient.connect(server.url);
    expect((await stranger.request({ type: 'table.chat', table: t, text: 'hi' }))['code']).toBe('not-seated');
    await stranger.ok({ type: 'table.spectate', table: t });
    await stranger.ok({ type: 'table.chat', table: t, text: 'hi from the rail' });
    const heard = await a.waitFor((m) => m.type === 'table.chat');
    expect(heard).toMatchObject({ seat: null, text: 'hi from the rail' });
    await a.close();
    await stranger.close();
  });

  it('chat has a length limit and a rate limit', async () => {
    const a = await TestClient.connect(server.url);
    const t = await table(a, null, {});
    const long = await a.request({ type: 'table.chat', table: t, text: 'x'.repeat(501) });
    expect(long['code']).toBe('bad-message');
    const codes: unknown[] = [];
    for (let i = 0; i < 8; i++) codes.push((await a.request({ type: 'table.chat', table: t, text: `m${i}` }))['code']);
    expect(codes.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(codes).toContain('chat-rate-limited');
    await a.close();
  });
});

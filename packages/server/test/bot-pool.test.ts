/**
 * Bot threads: a thinking bot decides off the table's queue (another table's move is applied and
 * answered while it thinks), its answer is taken only at the version it was asked about, and a
 * thread that fails a decision leaves it to the stand-in and is replaced.
 */
import { botFor, games as engineGames } from '@kozyr/engine';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { BotPool } from '../src/tables/bot-pool/pool.ts';
import { thinksOffQueue } from '../src/tables/bots.ts';
import { TestClient } from './client.ts';
import { FAKE_DECK, twoSeatFakeTable } from './fake-table.ts';
import { eventually, testServer } from './helpers.ts';
import { games, SLOW_BOTS } from './slow-bots.ts';

const dir = mkdtempSync(join(tmpdir(), 'kozyr-bots-'));
const release = join(dir, 'release');
/** One mark per question the slow bot was asked. */
const asked = join(dir, 'asked');
const questions = (): number => (existsSync(asked) ? readFileSync(asked, 'utf8').length : 0);
const releaseBots = (): void => writeFileSync(release, '');
const lines: string[] = [];
const logged = (part: string): boolean => lines.some((l) => l.includes(part));

let server: RunningServer;
const write = process.stderr.write.bind(process.stderr);
beforeAll(async () => {
  process.env['KOZYR_TEST_BOT_RELEASE'] = release;
  process.env['KOZYR_TEST_BOT_ASKED'] = asked;
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    lines.push(String(chunk));
    return write(chunk, ...rest);
  }) as typeof process.stderr.write;
  server = await testServer({ games, botGames: SLOW_BOTS, botThreads: 1 });
});
afterAll(async () => {
  await server.close();
  process.stderr.write = write;
});
beforeEach(() => {
  rmSync(release, { force: true });
  rmSync(asked, { force: true });
});

/** A table of `game`: a guest at seat 0, the `strong` bot at seat 1, dealt c1..c3 / c4..c6. */
async function botTable(game: string, config: Record<string, unknown> = {}) {
  const a = await TestClient.connect(server.url);
  const table = (await a.ok({
    type: 'table.create',
    game,
    seats: 2,
    config,
    deck: FAKE_DECK,
    botDelayMs: 0,
    bots: [{ seat: 1, bot: 'strong' }],
  }))['table'] as string;
  await a.waitFor((m) => m.type === 'table.state' && m['table'] === table && m['state'] !== null);
  return { a, table };
}

const botPlayed = (m: Record<string, unknown>) =>
  m.type === 'table.update' &&
  (m['events'] as { kind: string; seat?: number; }[]).some((e) => e.kind === 'played' && e.seat === 1);

describe('bot threads', () => {
  it("a thinking bot decides off the queue: another table's move is applied and answered while it thinks", async () => {
    const { a, table } = await botTable('fake');
    await a.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c3' } });
    // The bot cannot answer before the release; were it thinking on the event loop, nothing below would be answered.
    const other = await twoSeatFakeTable(server.url);
    const reply = await other.a.ok({ type: 'table.move', table: other.table, move: { kind: 'play', card: 'c1' } });
    expect(reply).toMatchObject({ version: 1 });
    await other.b.waitFor((m) => m.type === 'table.update' && m['table'] === other.table && m['version'] === 1);
    expect(server.tables.get(other.table)!.currentVersion).toBe(1);
    expect(server.tables.get(table)!.currentVersion).toBe(1);
    releaseBots();
    const moved = await a.waitFor(botPlayed, 20_000);
    // Its highest card: the slow bot's choice, not the stand-in's lowest.
    expect(moved['events']).toContainEqual({ kind: 'played', seat: 1, card: 'c6' });
    expect(questions()).toBe(1);
    expect((await server.storage.log(table))[1]).toMatchObject({ seat: 1, move: { kind: 'play', card: 'c6' }, by: 'bot' });
    for (const c of [a, other.a, other.b]) await c.close();
  });

  it('an answer about a version the table has left is discarded and the bot asked again', async () => {
    const { a, table } = await botTable('chatty', { chatPenalty: true });
    await a.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c3' } });
    // The chat line costs seat 0 a point: version 2, the bot's options unchanged.
    await a.ok({ type: 'table.chat', table, text: 'hm' });
    await eventually(() => server.tables.get(table)!.currentVersion === 2);
    releaseBots();
    const moved = await a.waitFor(botPlayed, 20_000);
    expect(moved['version']).toBe(3);
    // Asked twice (about versions 1 and 2); of the two answers only the one about the version it met was played.
    expect(questions()).toBe(2);
    const log = await server.storage.log(table);
    expect(log.filter((e) => e.by === 'bot')).toHaveLength(1);
    expect(log[2]).toMatchObject({ seat: 1, move: { kind: 'play', card: 'c6' }, by: 'bot' });
    await a.close();
  });

  it('a bot that throws in its thread: the stand-in plays that decision, logged', async () => {
    const { a, table } = await botTable('throwing');
    await a.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c3' } });
    const moved = await a.waitFor(botPlayed, 20_000);
    // The stand-in (basic) plays its lowest card.
    expect(moved['events']).toContainEqual({ kind: 'played', seat: 1, card: 'c4' });
    expect(logged(`table ${table}: seat 1: bot strong gave no answer (the search broke); the stand-in chooses this once`)).toBe(
      true,
    );
    expect((await server.storage.log(table))[1]).toMatchObject({ seat: 1, by: 'stand-in' });
    await a.close();
  });

  it('a bot whose thread dies: the stand-in plays that decision and a new thread serves the next', async () => {
    const { a, table } = await botTable('dying');
    await a.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c3' } });
    const moved = await a.waitFor(botPlayed, 20_000);
    expect(moved['events']).toContainEqual({ kind: 'played', seat: 1, card: 'c4' });
    expect(logged('bot thread deciding for dying/strong exited (code 3); a new one replaces it')).toBe(true);
    // The next decision at another table is made by the thread that replaced it.
    releaseBots();
    const next = await botTable('fake');
    await next.a.ok({ type: 'table.move', table: next.table, move: { kind: 'play', card: 'c3' } });
    expect((await next.a.waitFor(botPlayed, 20_000))['events']).toContainEqual({ kind: 'played', seat: 1, card: 'c6' });
    await a.close();
    await next.a.close();
  });
});

/** A thread's /proc stat line, or null when the thread ended before it was read. */
function readStat(tid: string): string | null {
  try {
    return readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  } catch {
    return null;
  }
}

describe('which bots think in the threads', () => {
  it("the bots that declare a search, whatever their id: every game's normal and strong but Shtuka's, no easy one", () => {
    for (const game of Object.values(engineGames)) {
      for (const level of ['easy', 'basic', 'random'] as const) {
        const bot = botFor(game, level);
        if (bot !== undefined) expect(thinksOffQueue(bot), `${game.id} ${level}`).toBe(false);
      }
      for (const level of ['normal', 'strong'] as const) {
        const bot = botFor(game, level);
        if (bot !== undefined) expect(thinksOffQueue(bot), `${game.id} ${level}`).toBe(game.id !== 'shtuka');
      }
    }
    // Shtuka's levels are a time-to-find model: no search, so they decide inline.
    expect(botFor(engineGames['shtuka']!, 'strong')).toBeDefined();
    // A bot's id says nothing: one called strong that does not search is asked inline.
    expect(thinksOffQueue({ id: 'strong', choose: () => null })).toBe(false);
  });
});

/** A decision of `bot` at `game` (the slow bots' fake games), as a table asks the pool. */
const ask = (game: string, bot: string) => ({
  game,
  bot,
  seat: 1,
  view: '{}',
  legal: [{ kind: 'play', card: 'c4' }, { kind: 'play', card: 'c5' }],
  forms: [],
  seed: 1,
});

describe('the pool', () => {
  it('replaces a dead thread, fails nothing twice, and answers nothing once closed', async () => {
    const lost: string[] = [];
    const pool = new BotPool({ size: 1, games: SLOW_BOTS, log: (l) => lost.push(l) });
    expect(await pool.think(ask('dying', 'strong'))).toEqual({ ok: false, reason: 'its bot thread exited (code 3)' });
    expect(pool.replaced).toBe(1);
    expect(await pool.think(ask('fake', 'basic'))).toEqual({ ok: true, choice: { move: { kind: 'play', card: 'c4' } } });
    expect(await pool.think(ask('fake', 'nobody'))).toEqual({ ok: false, reason: 'no bot "nobody" in game "fake"' });
    expect(pool.size).toBe(1);
    expect(lost).toHaveLength(1);
    await pool.close();
    expect(pool.size).toBe(0);
    expect(await pool.think(ask('fake', 'basic'))).toMatchObject({ ok: false });
  });

  it('stops a thread that runs over its time limit and answers the decision as failed', async () => {
    const pool = new BotPool({ size: 1, games: SLOW_BOTS, timeLimitMs: 300 });
    // Never released in this test: the slow bot holds its thread past the limit.
    expect(await pool.think(ask('fake', 'strong'))).toEqual({
      ok: false,
      reason: 'its bot thread took longer than 300 ms on one decision and was stopped',
    });
    expect(pool.replaced).toBe(1);
    await pool.close();
  });

  it.runIf(process.platform === 'linux')('runs its threads at its nice value, the main thread untouched', async () => {
    /** The nice value of each thread of this process (/proc/self/task/<tid>/stat, field 19). */
    const niceOfThreads = (): Map<string, number> => {
      const out = new Map<string, number>();
      for (const tid of readdirSync('/proc/self/task')) {
        // A thread may end between the listing and the read (an earlier test's pool): it is simply gone.
        const stat = readStat(tid);
        if (stat !== null) out.set(tid, Number(stat.split(') ')[1]!.split(' ')[16]));
      }
      return out;
    };
    const before = niceOfThreads();
    const pool = new BotPool({ size: 1, nice: 7, games: SLOW_BOTS });
    expect(await pool.think(ask('fake', 'basic'))).toMatchObject({ ok: true });
    const after = niceOfThreads();
    const started = [...after].filter(([tid]) => !before.has(tid));
    expect(started.map(([, nice]) => nice)).toContain(7);
    expect(after.get(String(process.pid))).toBe(0);
    await pool.close();
  });

  it('refuses a nice value the system has not', () => {
    for (const nice of [-1, 20, 2.5, Number.NaN]) {
      expect(() => new BotPool({ size: 1, nice, games: SLOW_BOTS })).toThrow(/is not a whole number 0–19/);
    }
  });
});

describe("the pool's figures", () => {
  it('counts decisions answered and failed, times each, and tells each to its listeners', async () => {
    const pool = new BotPool({ size: 1, games: SLOW_BOTS });
    const heard: boolean[] = [];
    const stopHearing = pool.onDecision((d) => heard.push(d.ok));
    expect(pool.figures()).toMatchObject({ threads: 0, busy: 0, waiting: 0, answered: 0, failed: 0 });
    expect(await pool.think(ask('fake', 'basic'))).toMatchObject({ ok: true });
    expect(await pool.think(ask('fake', 'nobody'))).toMatchObject({ ok: false });
    const f = pool.figures();
    expect(f).toMatchObject({ threads: 1, busy: 0, waiting: 0, answered: 1, failed: 1, replaced: 0 });
    for (const times of [f.decisionMs, f.waitMs, f.thinkingMs]) expect(times.count).toBe(2);
    // A decision's time holds its thinking.
    expect(f.decisionMs.max).toBeGreaterThanOrEqual(f.thinkingMs.max);
    expect(f.thinkingMs.p50).toBeLessThanOrEqual(f.thinkingMs.p95);
    expect(f.thinkingMs.p95).toBeLessThanOrEqual(f.thinkingMs.max);
    expect(heard).toEqual([true, false]);
    stopHearing();
    await pool.think(ask('fake', 'basic'));
    expect(heard).toHaveLength(2);
    await pool.close();
  });

  it('starts its times afresh when read with reset; its counts go on', async () => {
    const pool = new BotPool({ size: 1, games: SLOW_BOTS });
    await pool.think(ask('fake', 'basic'));
    expect(pool.figures(true).decisionMs.count).toBe(1);
    const after = pool.figures();
    expect(after.answered).toBe(1);
    expect([after.decisionMs, after.waitMs, after.thinkingMs]).toEqual([
      { count: 0, p50: 0, p95: 0, max: 0 },
      { count: 0, p50: 0, p95: 0, max: 0 },
      { count: 0, p50: 0, p95: 0, max: 0 },
    ]);
    await pool.think(ask('fake', 'basic'));
    expect(pool.figures()).toMatchObject({ answered: 2, decisionMs: { count: 1 } });
    await pool.close();
  });

  it('shows a busy thread and a decision waiting for it, until both are answered', async () => {
    const pool = new BotPool({ size: 1, games: SLOW_BOTS });
    // The slow bot holds its thread until released: the second decision waits for the first.
    const first = pool.think(ask('fake', 'strong'));
    const second = pool.think(ask('fake', 'strong'));
    await eventually(() => pool.figures().busy === 1, 60_000);
    expect(pool.figures()).toMatchObject({ threads: 1, busy: 1, waiting: 1, answered: 0 });
    releaseBots();
    expect(await first).toMatchObject({ ok: true });
    expect(await second).toMatchObject({ ok: true });
    const f = pool.figures();
    expect(f).toMatchObject({ threads: 1, busy: 0, waiting: 0, answered: 2, failed: 0 });
    // One thread: the second decision waited out the first one's thinking (the longest, the second's being released).
    expect(f.waitMs.count).toBe(2);
    expect(f.waitMs.max).toBeGreaterThanOrEqual(f.thinkingMs.max);
    await pool.close();
  });

  it('counts as failed a decision whose thread died, those the shut-down dropped and those asked after it', async () => {
    const pool = new BotPool({ size: 1, games: SLOW_BOTS });
    expect(await pool.think(ask('dying', 'strong'))).toMatchObject({ ok: false });
    expect(pool.figures()).toMatchObject({ failed: 1, replaced: 1 });
    // Never released: one holds the new thread, one waits, and both are dropped by the shut-down.
    const held = pool.think(ask('fake', 'strong'));
    const waiting = pool.think(ask('fake', 'strong'));
    await eventually(() => pool.figures().busy === 1, 60_000);
    await pool.close();
    expect(await held).toEqual({ ok: false, reason: 'the bot threads are shut down' });
    expect(await waiting).toEqual({ ok: false, reason: 'the bot threads are shut down' });
    expect(await pool.think(ask('fake', 'basic'))).toMatchObject({ ok: false });
    expect(pool.figures()).toMatchObject({ threads: 0, busy: 0, waiting: 0, answered: 0, failed: 4, replaced: 1 });
  });
});

/**
 * The table server schedules every timing model: bots asked again only when
 * their own options change, refused bot moves chosen again, turn timers only
 * for awaited seats, simultaneous windows closed by their deadline, real-time
 * bots with reaction times, moves judged by the version they were aimed at,
 * and chat through the game's hook (surviving a restart).
 */
import type { Bot, Tagged } from '@kozyr/engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { MAX_TRIES } from '../src/tables/bot-turns.ts';
import { DEFAULT_REACTIONS } from '../src/tables/bots.ts';
import { TestClient } from './client.ts';
import { eventually, sleep, tempSqlite, testGames, testServer } from './helpers.ts';
import { grabGame, type GrabState, secretGame, shoutGame, type ShoutMove, type ShoutState } from './timing-fakes.ts';

/** Proposes a shout on its own turn (refused) every other time it is asked, and steps otherwise. */
const clumsyAsks: number[] = [];
const clumsy: Bot<ShoutState, ShoutMove> = {
  id: 'clumsy',
  choose({ legal, seat }) {
    if (!legal.some((m) => m.kind === 'step')) return null;
    clumsyAsks.push(seat);
    return { move: clumsyAsks.length % 2 === 1 ? { kind: 'shout' } : { kind: 'step' } };
  },
};
/** Always proposes a shout on its own turn: the game refuses it every time. */
let stubbornAsks = 0;
const stubborn: Bot<ShoutState, ShoutMove> = {
  id: 'stubborn',
  choose({ legal }) {
    if (!legal.some((m) => m.kind === 'step')) return null;
    stubbornAsks++;
    return { move: { kind: 'shout' } };
  },
};

/** Records the reaction range it is given and grabs at once (the host then waits that long). */
const reactionsSeen = new Map<number, unknown>();
const spy: Bot<GrabState, Tagged> = {
  id: 'spy',
  choose({ legal, seat, reaction }) {
    reactionsSeen.set(seat, reaction);
    return legal[0] === undefined ? null : { move: legal[0] };
  },
};

const games = { ...testGames, shout: shoutGame({ clumsy, stubborn }), secret: secretGame, grab: grabGame({ spy }) };

let server: RunningServer;
beforeAll(async () => {
  server = await testServer({ games, disconnectGraceMs: 150 });
});
afterAll(async () => {
  await server.close();
});

async function create(a: TestClient, b: TestClient | null, body: Record<string, unknown>): Promise<string> {
  const t = (await a.ok({ type: 'table.create', seats: 2, ...body }))['table'] as string;
  if (b !== null) await b.ok({ type: 'table.join', table: t });
  return t;
}

/** Captures the server's log lines (it writes them to stderr) while `run` runs. */
async function logged(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return lines.join('');
}

describe('the table server schedules every timing model', () => {
  it('a human moving faster than the bot delay does not starve a bot (its pending move survives unrelated versions)', async () => {
    const a = await TestClient.connect(server.url);
    const t = await create(a, null, {
      game: 'grab',
      config: { height: 200 },
      bots: [{ seat: 1, bot: 'basic', speed: 'fast' }],
      reactions: { fast: { minMs: 400, maxMs: 450 } },
    });
    const live = server.tables.get(t)!;
    // The human grabs from stack 0 every 10 ms for 1.3 s: a new version far more often than the bot's
    // reaction time, and more versions during one reaction than the table keeps (32). The bot wants
    // stack 1, which none of them touches, so its choice holds and it is played, aimed at the latest.
    const log = await logged(async () => {
      for (let i = 0; i < 130; i++) {
        void a.request({ type: 'table.move', table: t, move: { kind: 'grab', stack: 0 } });
        await sleep(10);
      }
      await eventually(() => live.pendingJobs === 0);
    });
    const entries = await server.storage.log(t);
    expect(entries.filter((e) => e.seat === 0).length).toBeGreaterThan(64);
    const botGrabs = entries.filter((e) => e.seat === 1 && e.by === 'bot');
    expect(botGrabs.length).toBeGreaterThanOrEqual(2);
    expect(botGrabs.every((e) => (e.move as { stack: number; }).stack === 1)).toBe(true);
    expect(log).not.toContain('refused');
    await a.close();
  });

  it("a real-time bot gets its speed's reaction range (the table's own, else the default) and acts after it", async () => {
    reactionsSeen.clear();
    const a = await TestClient.connect(server.url);
    const t = await create(a, null, {
      game: 'grab',
      seats: 3,
      bots: [{ seat: 1, bot: 'spy', speed: 'easy' }, { seat: 2, bot: 'spy' }],
      reactions: { easy: { minMs: 250, maxMs: 300 } },
    });
    const info = await a.waitFor((m) => m.type === 'table.state' && m['table'] === t && m['state'] !== null);
    expect((info['info'] as { players: unknown[]; }).players[1]).toMatchObject({ kind: 'bot', bot: 'spy', speed: 'easy' });
    const started = server.tables.get(t)!.stored.startedAt!;
    await eventually(() => reactionsSeen.size === 2);
    expect(reactionsSeen.get(1)).toEqual({ minMs: 250, maxMs: 300 });
    expect(reactionsSeen.get(2)).toEqual(DEFAULT_REACTIONS.normal);
    await eventually(async () => (await server.storage.log(t)).some((e) => e.seat === 1), 3000);
    const first = (await server.storage.log(t)).find((e) => e.seat === 1)!;
    // A person needs the reaction time to act: never sooner (the log's times are the server's clock).
    expect(first.at - started).toBeGreaterThanOrEqual(250);
    await a.close();
  });

  it('a refused bot move makes that bot choose again (the refusal logged), never a random substitute', async () => {
    clumsyAsks.length = 0;
    const a = await TestClient.connect(server.url);
    let t = '';
    const log = await logged(async () => {
      t = await create(a, null, { game: 'shout', bots: [{ seat: 1, bot: 'clumsy' }] });
      await a.ok({ type: 'table.move', table: t, move: { kind: 'step' } });
      await eventually(() => server.tables.get(t)!.currentVersion === 2);
    });
    // Asked twice on its turn: the refused shout, then its own second choice.
    expect(clumsyAsks).toEqual([1, 1]);
    expect((await server.storage.log(t))[1]).toMatchObject({ seat: 1, move: { kind: 'step' }, by: 'bot' });
    expect(log).toContain('seat 1: bot clumsy proposed {"kind":"shout"}, refused (illegal-move');
    expect(log).toContain('choosing again');
    await a.close();
  });

  it('a bot that keeps being refused is replaced by the stand-in after a bounded number of tries, with a log line', async () => {
    stubbornAsks = 0;
    const a = await TestClient.connect(server.url);
    let t = '';
    const log = await logged(async () => {
      t = await create(a, null, { game: 'shout', bots: [{ seat: 1, bot: 'stubborn' }] });
      await a.ok({ type: 'table.move', table: t, move: { kind: 'step' } });
      await eventually(() => server.tables.get(t)!.currentVersion === 2);
    });
    expect(stubbornAsks).toBe(MAX_TRIES);
    expect((await server.storage.log(t))[1]).toMatchObject({ seat: 1, move: { kind: 'step' }, by: 'stand-in' });
    expect(log).toContain(`seat 1: bot stubborn was refused ${MAX_TRIES} times; the stand-in basic chooses`);
    await a.close();
  });

  it('the turn timer covers only awaited seats: the stand-in steps for the turn seat, not a shout for the other', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const t = await create(a, b, { game: 'shout', turnSeconds: 1 });
    const live = server.tables.get(t)!;
    // Seat 1 may shout (an actor) but is not awaited: the timer runs for seat 0 only.
    expect(b.latest(t)).toMatchObject({ actors: [0, 1] });
    await eventually(() => live.currentVersion >= 1, 3000);
    await sleep(100);
    const log = await server.storage.log(t);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ seat: 0, move: { kind: 'step' }, by: 'stand-in' });
    await a.close();
    await b.close();
  });

  it('real time awaits nobody: no turn timer runs and no stand-in moves for a present player', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const t = await create(a, b, { game: 'grab', turnSeconds: 1 });
    const state = await a.waitFor((m) => m.type === 'table.state' && m['table'] === t && m['state'] !== null);
    expect((state['state'] as { turnEndsAt: number | null; }).turnEndsAt).toBeNull();
    await sleep(1300);
    expect(server.tables.get(t)!.currentVersion).toBe(0);
    await a.close();
    await b.close();
  });

  it('a simultaneous window closes at its deadline: tick picks for the seat that has not, the bot picks on its own', async () => {
    const a = await TestClient.connect(server.url);
    const t = await create(a, null, {
      game: 'secret',
      config: { windowMs: 400, rounds: 2 },
      botDelayMs: 100,
      bots: [{ seat: 1, bot: 'basic' }],
    });
    const live = server.tables.get(t)!;
    // Round 1: both pick (the bot's pick arrives after its delay) and the picks are revealed together.
    await a.ok({ type: 'table.move', table: t, move: { kind: 'pick', n: 2 } });
    const revealed = await a.waitFor((m) => m.type === 'table.update' && m['version'] === 2, 3000);
    expect(revealed['events']).toEqual([{ kind: 'picked', seat: 1 }, { kind: 'revealed', picks: [2, 3], byClock: false }]);
    // Round 2: the human does not pick; at the deadline the clock fills in 1 for it.
    const closed = await a.waitFor((m) => m.type === 'table.update' && m['version'] === 4, 3000);
    expect(closed['events']).toEqual([{ kind: 'revealed', picks: [1, 3], byClock: true }]);
    const log = await server.storage.log(t);
    expect(log.map((e) => e.by)).toEqual(['player', 'bot', 'bot', 'clock']);
    expect(live.stored.status).toBe('over');
    await a.close();
  });

  it('a simultaneous window: an awaited seat whose player left is covered by the stand-in, one that has chosen is not played', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const t = await create(a, b, { game: 'secret', config: { windowMs: 5000, rounds: 1 } });
    const live = server.tables.get(t)!;
    await a.ok({ type: 'table.move', table: t, move: { kind: 'pick', n: 2 } });
    await b.close();
    // After the grace period b's stand-in picks for it (the basic bot picks 3), long before the deadline.
    const revealed = await a.waitFor((m) => m.type === 'table.update' && m['version'] === 2, 3000);
    expect(revealed['events']).toEqual([{ kind: 'picked', seat: 1 }, { kind: 'revealed', picks: [2, 3], byClock: false }]);
    expect((await server.storage.log(t))[1]).toMatchObject({ seat: 1, by: 'stand-in' });
    expect(live.stored.players[1]).toMatchObject({ kind: 'human', standIn: true });
    await a.close();
  });

  it('a move aimed at a version the game says has changed is refused as stale and changes nothing', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const t = await create(a, b, { game: 'grab' });
    const live = server.tables.get(t)!;
    await b.ok({ type: 'table.move', table: t, move: { kind: 'grab', stack: 1 }, version: 0 });
    // a saw version 0 and aims at stack 1, which b has taken from since.
    const stale = await a.request({ type: 'table.move', table: t, move: { kind: 'grab', stack: 1 }, version: 0 });
    expect(stale).toMatchObject({ type: 'error', code: 'stale-move', detail: { code: 'grab/stack-moved' } });
    expect(live.currentVersion).toBe(1);
    expect((live.record.state as GrabState).scores).toEqual([0, 2]);
    // The same version aimed at the untouched stack means what it meant: accepted.
    expect(await a.ok({ type: 'table.move', table: t, move: { kind: 'grab', stack: 0 }, version: 0 })).toEqual({ version: 2 });
    const ahead = await a.request({ type: 'table.move', table: t, move: { kind: 'grab', stack: 0 }, version: 99 });
    expect(ahead).toMatchObject({ type: 'error', code: 'bad-message' });
    await a.close();
    await b.close();
  });

  it('a move aimed at a version older than the kept ones is refused as stale with the core code', async () => {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    const t = await create(a, b, { game: 'grab' });
    for (let v = 0; v < 40; v++) await b.ok({ type: 'table.move', table: t, move: { kind: 'grab', stack: 1 }, version: v });
    const old = await a.request({ type: 'table.move', table: t, move: { kind: 'grab', stack: 0 }, version: 2 });
    expect(old).toMatchObject({ type: 'error', code: 'stale-move', detail: { code: 'core/stale-version' } });
    expect(server.tables.get(t)!.currentVersion).toBe(40);
    await a.close();
    await b.close();
  });
});

describe('the chat hook across a restart', () => {
  it('a chat line that changed the state is logged and replayed through the hook on resume and in the replay', async () => {
    const file = tempSqlite();
    const first = await testServer({ games, sqliteFile: file });
    const { t, tokens } = await (async () => {
      try {
        const a = await TestClient.connect(first.url);
        const b = await TestClient.connect(first.url);
        const table = (await a.ok({ type: 'table.create', game: 'chatty', seats: 2, config: { chatPenalty: true, turns: 1 } }))[
          'table'
        ] as string;
        await b.ok({ type: 'table.join', table });
        await b.ok({ type: 'table.chat', table, text: 'oops' });
        expect((first.tables.get(table)!.record.state as { scores: number[]; }).scores).toEqual([0, -1]);
        await a.close();
        await b.close();
        return { t: table, tokens: [a.token, b.token] };
      } finally {
        await first.close();
      }
    })();
    const second = await testServer({ games, sqliteFile: file });
    try {
      const live = second.tables.get(t)!;
      expect(live.currentVersion).toBe(1);
      expect((live.record.state as { scores: number[]; }).scores).toEqual([0, -1]);
      // The resumed table plays on from there, to the end.
      const [a, b] = await Promise.all(tokens.map((token) => TestClient.connect(second.url, token)));
      await a!.ok({ type: 'table.resync', table: t, version: 0 });
      await b!.ok({ type: 'table.resync', table: t, version: 0 });
      expect(await a!.ok({ type: 'table.move', table: t, move: { kind: 'pass' } })).toEqual({ version: 2 });
      expect(await b!.ok({ type: 'table.move', table: t, move: { kind: 'pass' } })).toEqual({ version: 3 });
      await eventually(() => live.stored.status === 'over');
      expect(live.stored.outcome).toMatchObject({ scores: [0, -1] });
      // The replay rebuilds every step through the game, the chat line included.
      const replay = (await (await fetch(`${second.url}/api/tables/${t}/replay/views`)).json()) as {
        steps: { seat: number | null; move: unknown; views: { scores: number[]; }[]; }[];
      };
      expect(replay.steps[1]).toMatchObject({ seat: 1, move: { text: 'oops' } });
      expect(replay.steps[1]!.views[0]!.scores).toEqual([0, -1]);
      expect(replay.steps.at(-1)!.views[1]!.scores).toEqual([0, -1]);
      // The scenario export hands the line to `kozyr replay` as a chat entry, not as a move.
      const scenario = (await (await fetch(`${second.url}/api/tables/${t}/scenario`)).json()) as { moves: unknown[]; };
      expect(scenario.moves[0]).toEqual({ seat: 1, chat: 'oops', at: expect.any(Number) });
      expect(scenario.moves).toHaveLength(3);
      await a!.close();
      await b!.close();
    } finally {
      await second.close();
    }
  });
});

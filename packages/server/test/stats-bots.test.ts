/**
 * The bot threads' figures (stats/bots.ts): served by /api/stats as `bots` once a bot has decided, their
 * times reset with it and their counts not; named in /metrics; several workers' summed (the worst
 * percentiles kept); and the load test's window of them described in one line.
 */
import { describe, expect, it } from 'vitest';
import { botsInWindow, describeBots, summedBotFigures } from '../src/stats/bots.ts';
import { summedFigures } from '../src/stats/sums.ts';
import { type BotFigures, NO_BOT_FIGURES } from '../src/tables/bot-pool/figures.ts';
import { TestClient } from './client.ts';
import { FAKE_DECK } from './fake-table.ts';
import { eventually, testServer } from './helpers.ts';
import { games, SLOW_BOTS } from './slow-bots.ts';

const figures = (over: Partial<BotFigures>): BotFigures => ({ ...NO_BOT_FIGURES, ...over });

describe("the bot threads' figures", () => {
  it('/api/stats carries them after a bot decision, /metrics names them, a reset starts the times afresh', async () => {
    const server = await testServer({ games, botGames: SLOW_BOTS, botThreads: 1 });
    const a = await TestClient.connect(server.url);
    try {
      const before = (await (await fetch(`${server.url}/api/stats`)).json()) as { bots: BotFigures; };
      expect(before.bots).toEqual(NO_BOT_FIGURES);
      // The `throwing` game's strong bot thinks in a thread and fails there: one failed decision.
      const table = (await a.ok({
        type: 'table.create',
        game: 'throwing',
        seats: 2,
        deck: FAKE_DECK,
        botDelayMs: 0,
        bots: [{ seat: 1, bot: 'strong' }],
      }))['table'] as string;
      await a.waitFor((m) => m.type === 'table.state' && m['table'] === table && m['state'] !== null);
      await a.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c3' } });
      let bots = NO_BOT_FIGURES;
      await eventually(async () => {
        bots = ((await (await fetch(`${server.url}/api/stats`)).json()) as { bots: BotFigures; }).bots;
        return bots.failed === 1;
      }, 60_000);
      expect(bots).toMatchObject({ threads: 1, busy: 0, waiting: 0, answered: 0, failed: 1, replaced: 0 });
      expect(bots.decisionMs.count).toBe(1);
      expect(bots.thinkingMs.count).toBe(1);

      const text = await (await fetch(`${server.url}/metrics`)).text();
      expect(text).toContain('# TYPE kozyr_bot_decisions_total counter');
      expect(text).toMatch(/^kozyr_bot_decisions_total\{result="failed"\} 1$/m);
      expect(text).toMatch(/^kozyr_bot_decisions_total\{result="answered"\} 0$/m);
      expect(text).toMatch(/^kozyr_bot_threads 1$/m);
      expect(text).toMatch(/^kozyr_bot_threads_busy 0$/m);
      expect(text).toMatch(/^kozyr_bot_waiting 0$/m);
      expect(text).toMatch(/^kozyr_bot_threads_replaced_total 0$/m);
      expect(text).toContain('# TYPE kozyr_bot_decision_seconds histogram');
      expect(text).toMatch(/^kozyr_bot_decision_seconds_count 1$/m);

      await fetch(`${server.url}/api/stats?reset=1`);
      const after = ((await (await fetch(`${server.url}/api/stats`)).json()) as { bots: BotFigures; }).bots;
      expect(after).toMatchObject({ failed: 1, decisionMs: { count: 0 }, waitMs: { count: 0 }, thinkingMs: { count: 0 } });
    } finally {
      await a.close();
      await server.close();
    }
  }, 90_000);

  it("several workers' figures: counts summed, of the times the worst worker's", () => {
    const a = figures({
      threads: 2,
      busy: 1,
      answered: 10,
      failed: 1,
      decisionMs: { count: 11, p50: 20, p95: 90, max: 120 },
      thinkingMs: { count: 11, p50: 18, p95: 60, max: 70 },
    });
    const b = figures({
      threads: 1,
      waiting: 3,
      answered: 5,
      replaced: 1,
      decisionMs: { count: 5, p50: 30, p95: 40, max: 200 },
      thinkingMs: { count: 5, p50: 25, p95: 35, max: 40 },
    });
    expect(summedBotFigures([a, b])).toEqual({
      threads: 3,
      busy: 1,
      waiting: 3,
      answered: 15,
      failed: 1,
      replaced: 1,
      decisionMs: { count: 16, p50: 30, p95: 90, max: 200 },
      waitMs: { count: 0, p50: 0, p95: 0, max: 0 },
      thinkingMs: { count: 16, p50: 25, p95: 60, max: 70 },
    });
    expect(summedBotFigures([])).toEqual(NO_BOT_FIGURES);
    // The front's and the load test's sum of whole /api/stats answers carries them; a process without them adds nothing.
    const process = { cpuMicros: 1, memory: { rss: 1, heapUsed: 1 }, loopDelayMs: { p50: 0, p99: 0, max: 0 } };
    expect(summedFigures([{ ...process, bots: a }, { ...process, bots: b }, process]).bots).toEqual(summedBotFigures([a, b]));
  });

  it("the load test's window: the decisions between its start and end, the end's times, in one line", () => {
    const start = figures({ answered: 100, failed: 2, replaced: 1, thinkingMs: { count: 50, p50: 1, p95: 1, max: 1 } });
    const end = figures({
      threads: 2,
      answered: 140,
      failed: 3,
      replaced: 1,
      waitMs: { count: 41, p50: 0.1, p95: 4.25, max: 9 },
      thinkingMs: { count: 41, p50: 21, p95: 48.5, max: 60 },
    });
    const window = botsInWindow(start, end);
    expect(window).toMatchObject({ answered: 40, failed: 1, replaced: 0, threads: 2, thinkingMs: end.thinkingMs });
    expect(describeBots(window)).toBe(
      '40 decisions answered, 1 failed; thinking p50 21.0 ms, p95 48.5 ms; waiting for a thread p95 4.3 ms; 0 threads replaced, 2 running at the end',
    );
    // A server that does not report them (the floor) made none.
    expect(describeBots(botsInWindow(undefined, undefined))).toBe('no decision made in the bot threads');
  });
});

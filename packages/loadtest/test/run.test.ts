import { games } from '@kozyr/engine';
import { shardOf } from '@kozyr/server/one-machine/shard.ts';
import { startCluster } from '@kozyr/server/one-machine/workers.ts';
import { LOOP_SAMPLE_MS, loopDelayFigures } from '@kozyr/server/stats/loop-delay.ts';
import { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startFloorServer } from '../src/floor-server.ts';
import type { Clock } from '../src/options.ts';
import { LoadPlayer } from '../src/player.ts';
import { progressMarks, runLoadtest } from '../src/run.ts';
import { seatTables } from '../src/seat.ts';
import { sleep, testServer } from './server.ts';

/** Settles with the requests' answers, or rejects if they are not all answered in time (a stalled client). */
async function answered(requests: Promise<Record<string, unknown>>[], ms: number): Promise<Record<string, unknown>[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('requests left unanswered')), ms);
  });
  try {
    return await Promise.race([Promise.all(requests), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Counts the writes the server side of `port`'s sockets makes while `run` runs (each a flush to the kernel). */
async function serverWrites(port: number, run: () => Promise<void>): Promise<number> {
  let writes = 0;
  type Write = (this: Socket, ...a: unknown[]) => unknown;
  const proto = Socket.prototype as unknown as Record<'_write' | '_writev', Write>;
  const original = { _write: proto._write, _writev: proto._writev };
  for (const name of ['_write', '_writev'] as const) {
    proto[name] = function(this: Socket, ...a: unknown[]) {
      if (this.localPort === port) writes++;
      return original[name].apply(this, a);
    };
  }
  try {
    await run();
  } finally {
    proto._write = original._write;
    proto._writev = original._writev;
  }
  return writes;
}

describe('load test driver', () => {
  it('plays Durak tables over WebSocket for a bounded time and reports figures', async () => {
    const server = await testServer({ games });
    try {
      const r = await runLoadtest({ url: server.url, tables: 5, seconds: 1, game: 'durak', thinkMs: 0, log: () => {} });
      expect(r.sockets).toBe(10);
      expect(r.moves).toBeGreaterThan(20);
      expect(r.p50).toBeGreaterThan(0);
      expect(r.p99).toBeGreaterThanOrEqual(r.p50);
      // Every move the clients counted was accepted and stored by the server.
      expect(server.metrics.movesAccepted).toBeGreaterThanOrEqual(r.moves);
    } finally {
      await server.close();
    }
  });

  it('a refused seating ends with the error and every socket it opened closed (nothing keeps the run alive)', async () => {
    const server = await testServer({ games });
    try {
      await expect(seatTables({ url: server.url, tables: 3, game: 'no-such-game', thinkMs: 0, log: () => {} }))
        .rejects.toThrow(/table\.create refused/);
      for (let i = 0; i < 50 && server.metrics.socketsOpen > 0; i++) await sleep(20);
      expect(server.metrics.socketsTotal).toBe(3);
      expect(server.metrics.socketsOpen).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('with turnSeconds each table is created with that turn timer, and the timer runs for the player to move', async () => {
    const server = await testServer({ games });
    // Players slow enough that no game ends (and no next one starts) while it looks.
    const timed = await seatTables({ url: server.url, tables: 2, game: 'durak', thinkMs: 1000, turnSeconds: 30, log: () => {} });
    try {
      await sleep(200);
      const tables = [...server.tables.all()];
      expect(tables).toHaveLength(2);
      for (const t of tables) {
        expect(t.record.meta.options.turnSeconds).toBe(30);
        expect(t.timers.has('turn')).toBe(true);
      }
    } finally {
      for (const p of timed) p.close();
      await server.close();
    }
    // Without it, none (the load test's tables as before).
    const plain = await testServer({ games });
    const untimed = await seatTables({ url: plain.url, tables: 2, game: 'durak', thinkMs: 1000, log: () => {} });
    try {
      await sleep(200);
      for (const t of plain.tables.all()) {
        expect(t.record.meta.options.turnSeconds).toBe(0);
        expect(t.timers.has('turn')).toBe(false);
      }
      expect([...plain.tables.all()]).toHaveLength(2);
    } finally {
      for (const p of untimed) p.close();
      await plain.close();
    }
  });

  it("a move's two frames are read as bytes, not decoded and parsed whole, and its moves come from them", async () => {
    const server = await testServer({ games });
    const players = await seatTables({ url: server.url, tables: 2, game: 'durak', thinkMs: 0, log: () => {} });
    try {
      const parsedAtStart = players.reduce((n, p) => n + p.parsedFrames, 0);
      await sleep(1000);
      const moves = players.reduce((n, p) => n + p.moves, 0);
      const parsed = players.reduce((n, p) => n + p.parsedFrames, 0) - parsedAtStart;
      expect(moves).toBeGreaterThan(40);
      // Only a game's end and the next one's start are parsed whole (a few frames per game, games of ~30 moves).
      expect(parsed).toBeLessThan(moves / 5);
      expect(players.every((p) => p.refused === 0)).toBe(true);
      expect(server.metrics.movesAccepted).toBeGreaterThanOrEqual(moves);
    } finally {
      for (const p of players) p.close();
      await server.close();
    }
  });

  it('a player refused as over the message rate sends its move again instead of stalling the table', async () => {
    // A far lower limit than the default the players pace themselves by: they are refused, and must recover.
    const server = await testServer({ games, messageBurst: 10, messagesPerSecond: 40 });
    try {
      const r = await runLoadtest({ url: server.url, tables: 1, seconds: 2, game: 'durak', thinkMs: 0, log: () => {} });
      expect(r.rateLimited).toBeGreaterThan(0);
      // 2 s at 40 messages/s per socket allow about 160 moves; a table that stalled at its first refusal has at most ~20.
      expect(r.moves).toBeGreaterThan(60);
    } finally {
      await server.close();
    }
  });

  it("requests take from the client's message allowance: a burst of requests is paced, never refused", async () => {
    const server = await testServer({ games });
    const player = new LoadPlayer(server.url, true);
    try {
      await player.ready();
      // The server's default burst is 100 messages: 150 at once are over it unless the client paces them.
      const replies = await answered(Array.from({ length: 150 }, () => player.request({ type: 'ping' })), 10_000);
      expect(replies.every((r) => r['type'] === 'reply' && r['ok'] === true)).toBe(true);
      expect(player.rateLimited).toBe(0);
      expect(server.metrics.rateLimited).toBe(0);
    } finally {
      player.close();
      await server.close();
    }
  });

  it('a request refused as over the message rate (re: null) is sent again until it is answered', async () => {
    // A lower limit than the one the client paces itself by: some requests are refused and must be resent.
    const server = await testServer({ games, messageBurst: 5, messagesPerSecond: 40 });
    const player = new LoadPlayer(server.url, true);
    try {
      await player.ready();
      const replies = await answered(Array.from({ length: 30 }, () => player.request({ type: 'ping' })), 10_000);
      expect(replies.every((r) => r['type'] === 'reply' && r['ok'] === true)).toBe(true);
      expect(player.rateLimited).toBeGreaterThan(0);
      expect(server.metrics.rateLimited).toBe(player.rateLimited);
    } finally {
      player.close();
      await server.close();
    }
  });

  it('the loop delay leaves out the sampling interval: an idle server reads under one interval', async () => {
    // The histogram counts the whole time between samples: 10.1 ms recorded is 0.1 ms late.
    const h = { percentile: (p: number) => (p === 50 ? 10.1e6 : 14e6), max: 30e6 };
    const f = loopDelayFigures(h, 10);
    expect(f.p50).toBeCloseTo(0.1, 6);
    expect(f.p99).toBeCloseTo(4, 6);
    expect(f.max).toBeCloseTo(20, 6);
    expect(loopDelayFigures({ percentile: () => 9.9e6, max: 9.9e6 }, 10).p50).toBe(0);
    const server = await testServer({ games });
    try {
      await fetch(`${server.url}/api/stats?reset=1`);
      await sleep(300);
      const stats = (await (await fetch(`${server.url}/api/stats`)).json()) as { loopDelayMs: { p50: number; }; };
      expect(stats.loopDelayMs.p50).toBeLessThan(LOOP_SAMPLE_MS);
    } finally {
      await server.close();
    }
  });

  it('prints each progress line once, the last one included, though timers fire early', async () => {
    // A clock whose timers fire 0.4 ms before their time, as Node's millisecond timers may.
    let now = 0;
    const early: Clock = {
      now: () => now,
      sleep: async (ms) => {
        now += ms - 0.4;
      },
    };
    const marks: number[] = [];
    await progressMarks(early, 0, 12_000, 5000, (elapsed) => marks.push(Math.round(elapsed / 1000)));
    expect(marks).toEqual([5, 10, 12]);
    const lines: string[] = [];
    const floor = await startFloorServer(0);
    try {
      await runLoadtest({ url: floor.url, tables: 2, seconds: 1, game: 'durak', thinkMs: 0, log: (l) => lines.push(l) });
    } finally {
      await floor.close();
    }
    expect(lines.filter((l) => / moves$/.test(l))).toHaveLength(1);
  });

  it('the floor corks as the real server does: one write per socket per move, not one per frame', async () => {
    const floor = await startFloorServer(0);
    const port = Number(new URL(floor.url).port);
    try {
      let moves = 0;
      const writes = await serverWrites(port, async () => {
        const r = await runLoadtest({ url: floor.url, tables: 5, seconds: 1, game: 'durak', thinkMs: 0, log: () => {} });
        moves = r.moves;
      });
      expect(moves).toBeGreaterThan(20);
      // Three frames per move (an update to each seat, the reply to the mover) in two writes, one per socket.
      expect(writes / moves).toBeLessThan(2.5);
    } finally {
      await floor.close();
    }
  });

  it('runs the same clients against the do-nothing floor server (the machine ceiling the figures are read against)', async () => {
    const floor = await startFloorServer(0);
    try {
      const r = await runLoadtest({ url: floor.url, tables: 5, seconds: 1, game: 'durak', thinkMs: 0, log: () => {} });
      expect(r.sockets).toBe(10);
      expect(r.moves).toBeGreaterThan(20);
      expect(r.refused).toBe(0);
      // The floor counts what it relayed; the clients count what came back to them.
      const stats = (await (await fetch(`${floor.url}/api/stats`)).json()) as { movesAccepted: number; tables: number; };
      expect(stats.tables).toBe(5);
      expect(stats.movesAccepted).toBeGreaterThanOrEqual(r.moves);
    } finally {
      await floor.close();
    }
  });

  it("the floor runs behind the club's primary as N workers, each the floor of the tables whose ids hash to it", async () => {
    const cluster = await startCluster({
      workers: 2,
      port: 0,
      host: '127.0.0.1',
      entry: fileURLToPath(new URL('../src/floor-worker-main.ts', import.meta.url)),
      log: () => {},
    });
    try {
      // Creators' sockets go to the workers in turn; each worker names its tables so that they hash to it.
      const created: string[] = [];
      for (let i = 0; i < 4; i++) {
        const ws = new WebSocket(`${cluster.url.replace('http', 'ws')}/ws?direct=1`);
        const reply = new Promise<{ data: { table: string; }; }>((resolve) =>
          ws.on('message', (d: Buffer) => {
            const m = JSON.parse(d.toString()) as { type: string; data: { table: string; }; };
            if (m.type === 'reply') resolve(m);
          })
        );
        await new Promise((resolve) => ws.once('open', resolve));
        ws.send(JSON.stringify({ type: 'table.create', id: 1, game: 'durak' }));
        created.push((await reply).data.table);
        ws.close();
      }
      expect(new Set(created).size).toBe(4);
      expect(new Set(created.map((id) => shardOf(id, 2)))).toEqual(new Set([0, 1]));
      const r = await runLoadtest({ url: cluster.url, tables: 8, seconds: 1, game: 'durak', thinkMs: 0, log: () => {} });
      expect(r.refused).toBe(0);
      const stats = (await (await fetch(`${cluster.url}/api/stats`)).json()) as {
        tables: number;
        workers: { tables: number; movesAccepted: number; }[];
      };
      // Each creator's socket went to one worker or the other; each joiner's to the worker its table's id hashes to.
      expect(stats.tables).toBe(12);
      expect(stats.workers.map((w) => w.tables > 0 && w.movesAccepted > 0)).toEqual([true, true]);
      expect(stats.workers.reduce((n, w) => n + w.movesAccepted, 0)).toBeGreaterThanOrEqual(r.moves);
      expect(r.moves).toBeGreaterThan(40);
    } finally {
      await cluster.close();
    }
  }, 30_000);
});

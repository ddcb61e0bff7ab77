/**
 * Many sockets at once. 500 clients that flood the server and never read are
 * each dropped by their own output buffer, while a reading client is answered
 * in its turn (fairness: it waits behind a slice of each flooding socket's
 * work, never behind all of it) and the output held for them stays bounded.
 * 2,000 idle sockets on a server in its own process cost a bounded amount of
 * its memory each. Each prints its figure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { serverOptions } from '../src/config.ts';
import { TestClient } from './client.ts';
import { spawnServer } from './fixtures/server-process.ts';
import { eventually, sleep, tempSqlite, testServer } from './helpers.ts';

/** Each loopback socket absorbs megabytes in the kernel before the server's own buffer grows: 500 is minutes of traffic. */
const SLOW = Number(process.env['KOZYR_TEST_NON_READERS'] ?? 500);
const IDLE = 2000;
const SLOW_SOCKET_BYTES = 32 * 1024;
const { messageBurst } = serverOptions({}, {});
/**
 * The flood's frames the server may handle, per flooding socket, while one request of the reading client waits.
 * A flooding socket is read a slice at a time: at most its message allowance (a burst) before it is held, nothing
 * while its output waits. The request is read at the next turn of the event loop and answered in it, and the
 * client (in this process) reads the answer a turn later: a few slices of each, whatever the machine's speed
 * (two as a rule; a ping that waits a turn or two more, as seen now and then on a quiet machine, 3–4). Unfair
 * service (every frame a socket sends handled as soon as it can be read) has no such bound: a request waits behind
 * whatever the flood has queued in the kernel by then, tens of thousands of frames a socket (the figure printed:
 * about 28 million requests sent unread by the 500).
 */
const FAIR_FRAMES_PER_SOCKET = 6 * (messageBurst + 1);
/** Pings of the reading client before the flood: its round trip on this machine now. */
const BASELINE_PINGS = 20;
/** Generous: a WebSocket, its TCP socket and its per-socket state; far above what one costs, far below a leak of a buffer each. */
const IDLE_BYTES_EACH_AT_MOST = 128 * 1024;

/** A socket that has been welcomed (and reads what it is sent). */
async function open(url: string): Promise<WebSocket> {
  const ws = new WebSocket(url.replace(/^http/, 'ws') + '/ws');
  await new Promise<void>((resolve, reject) => {
    ws.once('message', () => resolve());
    ws.once('error', reject);
  });
  return ws;
}

async function openMany(url: string, n: number): Promise<WebSocket[]> {
  const all: WebSocket[] = [];
  // In batches: a burst of thousands of handshakes at once would only measure the accept queue.
  while (all.length < n) {
    all.push(...(await Promise.all(Array.from({ length: Math.min(100, n - all.length) }, () => open(url)))));
  }
  return all;
}

/** The server's own memory after a full collection, and its count of open sockets (`/api/stats`, loopback). */
async function statsOf(url: string): Promise<{ rss: number; heapUsed: number; sockets: number; }> {
  const body = (await (await fetch(`${url}/api/stats?gc=1`)).json()) as {
    memory: { rss: number; heapUsed: number; };
    sockets: number;
  };
  return { ...body.memory, sockets: body.sockets };
}

/** The non-reading clients are a Python script: a process of their own, so the flood does not share the server's event loop. */
function pythonAvailable(what: string): boolean {
  if (spawnSync('python3', ['--version']).status === 0) return true;
  if (process.env['KOZYR_REQUIRE_ALL'] === '1') throw new Error(`KOZYR_REQUIRE_ALL=1 but no python3: cannot run "${what}"`);
  process.stderr.write(`SKIPPED: "${what}" (needs python3)\n`);
  return false;
}

describe('many sockets', () => {
  it.runIf(pythonAvailable('non-reading sockets'))(
    `${SLOW} clients that flood and never read are each dropped by their own buffer; a reading client is answered in its turn`,
    async () => {
      const server = await testServer({
        // The per-socket burst stays: a request past the allowance is refused (the refusal is output too), and the
        // socket is not read until its next request is allowed. The sustained rate is higher than the default's 50/s,
        // so that the non-readers fill the kernel's buffers for them (megabytes each) in seconds, not minutes.
        messagesPerSecond: 1000,
        connectionsPerAddress: SLOW + 10,
        guestBurst: 1e9,
        guestsPerMinute: 1e9,
        slowSocketBytes: SLOW_SOCKET_BYTES,
        slowSocketMs: 300,
      });
      try {
        const healthy = await TestClient.connect(server.url);
        let answered = 0;
        /**
         * One ping of the reading client: its round trip, the frames the server handled meanwhile, and the flooding
         * sockets that could have sent them (those open when it was sent and those opened before it was answered).
         */
        const ping = async (): Promise<{ ms: number; frames: number; flooding: number; }> => {
          const id = `ping-${answered}`;
          const frames = server.metrics.framesIn;
          const opened = server.metrics.socketsTotal;
          const open = server.sockets.size - 1;
          const sent = performance.now();
          healthy.ws.send(JSON.stringify({ type: 'ping', id }));
          // Answered, however long the flood keeps the server busy: the assertions below judge the wait.
          expect(await healthy.waitFor((m) => m['re'] === id, 120_000)).toMatchObject({ type: 'reply', ok: true });
          answered++;
          return {
            ms: performance.now() - sent,
            frames: server.metrics.framesIn - frames - 1,
            flooding: open + server.metrics.socketsTotal - opened,
          };
        };
        const baseline: number[] = [];
        for (let i = 0; i < BASELINE_PINGS; i++) baseline.push((await ping()).ms);
        const baselineMs = baseline.sort((x, y) => x - y)[BASELINE_PINGS >> 1]!;

        const port = new URL(server.url).port;
        const script = fileURLToPath(new URL('./fixtures/non-readers.py', import.meta.url));
        const clients = spawn('python3', [script, port, String(SLOW), '280'], { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        clients.stdout.on('data', (d: Buffer) => (out += d.toString()));
        const exited = new Promise<number | null>((resolve) => clients.once('exit', resolve));
        let slowestPingMs = 0;
        /** The most flood frames handled per open flooding socket while one ping waited (fairness, see above). */
        let worstShare = 0;
        let duringFlood = 0;
        // While they flood and pile up output, the reading client is answered in its turn.
        while (clients.exitCode === null) {
          const { ms, frames, flooding } = await ping();
          if (flooding > 0) {
            duringFlood++;
            worstShare = Math.max(worstShare, frames / flooding);
            slowestPingMs = Math.max(slowestPingMs, ms);
          }
          await sleep(50);
        }
        expect(await exited).toBe(0);
        const m = /closed (\d+) sent (\d+)/.exec(out);
        expect(Number(m?.[1])).toBe(SLOW);
        expect(server.metrics.socketsDroppedSlow).toBe(SLOW);
        expect(server.metrics.socketsTimedOut).toBe(0);
        expect(server.sockets.size).toBe(1);
        await eventually(() => server.metrics.bufferedBytes === 0, 10_000);
        process.stdout.write(
          `FIGURE ${SLOW} non-reading sockets: ${server.metrics.socketsDroppedSlow} dropped for a full buffer, 0 timed out, ` +
            `${m![2]} requests sent unread; the reading client answered ${duringFlood} pings during the flood, ` +
            `at most ${worstShare.toFixed(1)} flood frames per flooding socket handled while one waited ` +
            `(bound ${FAIR_FRAMES_PER_SOCKET}); slowest ${slowestPingMs.toFixed(1)} ms, ` +
            `${(slowestPingMs / baselineMs).toFixed(0)}x its ${baselineMs.toFixed(2)} ms before the flood\n`,
        );
        expect(duringFlood).toBeGreaterThan(0);
        expect(worstShare).toBeLessThanOrEqual(FAIR_FRAMES_PER_SOCKET);
        await healthy.close();
      } finally {
        await server.close();
      }
    },
    300_000,
  );

  it(`${IDLE} idle sockets cost a bounded amount of memory each, and the server still answers`, async () => {
    const { child, url } = await spawnServer({ KOZYR_SQLITE: tempSqlite(), KOZYR_PER_ADDRESS_LIMITS: 'off' }, ['--expose-gc']);
    let sockets: WebSocket[] = [];
    try {
      // Warm up (code paths compiled, pools allocated) before the baseline.
      const warm = await openMany(url, 10);
      for (const ws of warm) ws.terminate();
      await sleep(500);
      const before = await statsOf(url);
      sockets = await openMany(url, IDLE);
      const after = await statsOf(url);
      expect(after.sockets).toBe(before.sockets + IDLE);
      const heapEach = (after.heapUsed - before.heapUsed) / IDLE;
      const rssEach = (after.rss - before.rss) / IDLE;
      const probe = await TestClient.connect(url);
      expect((await probe.ok({ type: 'ping' }))['now']).toBeTypeOf('number');
      expect(sockets.every((ws) => ws.readyState === WebSocket.OPEN)).toBe(true);
      expect(heapEach).toBeLessThan(IDLE_BYTES_EACH_AT_MOST);
      expect(rssEach).toBeLessThan(IDLE_BYTES_EACH_AT_MOST);
      const mib = (n: number) => (n / 1048576).toFixed(1);
      const kib = (n: number) => (n / 1024).toFixed(1);
      process.stdout.write(
        `FIGURE ${IDLE} idle sockets: server heap ${mib(before.heapUsed)} -> ${mib(after.heapUsed)} MiB ` +
          `(${kib(heapEach)} KiB per socket), RSS ${mib(before.rss)} -> ${mib(after.rss)} MiB (${
            kib(rssEach)
          } KiB per socket), ` +
          `bound ${IDLE_BYTES_EACH_AT_MOST / 1024} KiB each; a new client answered\n`,
      );
      probe.ws.terminate();
    } finally {
      for (const ws of sockets) ws.terminate();
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
  }, 120_000);
});

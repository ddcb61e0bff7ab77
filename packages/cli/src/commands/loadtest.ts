/**
 * `kozyr loadtest`: start a server (own process, temporary SQLite file, loopback
 * only), play N Durak tables with 2N scripted WebSocket clients for a bounded
 * time, print the figures, stop everything.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliError, guarded, intOption, parse } from '../args.ts';
import type { Command } from '../main.ts';

const MAX_TABLES = 20_000;
const MAX_SECONDS = 300;

function bounded(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  const v = intOption(value, name, fallback, min);
  if (v > max) throw new CliError(`--${name} must be at most ${max}, got ${v}`);
  return v;
}

/** The server under test in its own process (so the clients do not share its event loop). */
function startChildServer(
  sqliteFile: string,
  floor: boolean,
  workers: number,
  databaseUrl: string,
): { url: Promise<string>; stop: () => void; } {
  const bin = fileURLToPath(new URL('../../bin/kozyr.js', import.meta.url));
  // --expose-gc lets /api/stats collect garbage before measuring memory per table.
  const child = spawn(process.execPath, [
    '--expose-gc',
    bin,
    'serve',
    '--port',
    '0',
    '--host',
    '127.0.0.1',
    ...(floor ? ['--floor'] : ['--sqlite', sqliteFile, '--workers', String(workers)]),
  ], {
    // Every client comes from loopback: per-address limits would treat the whole load as one client.
    env: { ...process.env, DATABASE_URL: databaseUrl, KOZYR_PER_ADDRESS_LIMITS: 'off' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return { url, stop: () => void (child.exitCode === null && child.kill('SIGTERM')) };
}

/** `--tables 1000` or a sweep `--tables 100,300,1000` (each count on a fresh server). */
function tableCounts(value: string | undefined): number[] {
  if (value === undefined) return [1000];
  const counts = value.split(',').map((v) => bounded(v.trim(), 'tables', 1000, 1, MAX_TABLES));
  if (counts.length > 10) throw new CliError(`--tables takes at most 10 counts, got ${counts.length}`);
  return counts;
}

type Result = Awaited<ReturnType<typeof import('@kozyr/server/loadtest/run.ts').runLoadtest>>;

function report(r: Result): string {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  return [
    '',
    `tables            ${r.tables}`,
    `sockets           ${r.sockets}`,
    `duration          ${r.seconds.toFixed(1)} s`,
    `moves             ${r.moves} (${r.refused} refused as stale, ${r.rateLimited} over the message rate and sent again)`,
    `moves per second  ${r.movesPerSecond.toFixed(0)}`,
    `games finished    ${r.games}`,
    `latency p50       ${r.p50.toFixed(1)} ms   (move sent -> its broadcast received)`,
    `latency p99       ${r.p99.toFixed(1)} ms`,
    `latency max       ${r.max.toFixed(1)} ms`,
    `server CPU        ${r.serverCpuMicrosPerMove.toFixed(0)} µs per move (user+system; capacity ≈ ${
      (1e6 / r.serverCpuMicrosPerMove).toFixed(0)
    } moves/s per core)`,
    `client CPU        ${r.clientCpuMicrosPerMove.toFixed(0)} µs per move (the ${r.sockets} scripted clients)`,
    `server loop delay p50 ${r.serverLoopDelayMs.p50.toFixed(1)} ms, p99 ${r.serverLoopDelayMs.p99.toFixed(1)} ms, max ${
      r.serverLoopDelayMs.max.toFixed(1)
    } ms`,
    `server memory     ${(r.serverBytesPerTable / 1024).toFixed(1)} KB heap per table; rss ${mb(r.serverRss)}, heap ${
      mb(r.serverHeap)
    } at the end`,
    '',
  ].join('\n');
}

/** One line per run of a sweep, and how many tables stayed under the 100 ms p99 target. */
function sweepSummary(results: readonly Result[]): string {
  const lines = [
    'sweep summary (each count on a fresh server)',
    'tables   moves/s   p50 ms   p99 ms   mean ms (tables ÷ moves/s)   p99 < 100 ms',
  ];
  for (const r of results) {
    lines.push(
      `${String(r.tables).padStart(6)}   ${r.movesPerSecond.toFixed(0).padStart(7)}   ${r.p50.toFixed(1).padStart(6)}   ${
        r.p99.toFixed(1).padStart(6)
      }   ${((r.tables / r.movesPerSecond) * 1000).toFixed(1).padStart(26)}   ${r.p99 < 100 ? 'yes' : 'no'}`,
    );
  }
  const ok = results.filter((r) => r.p99 < 100).map((r) => r.tables);
  lines.push(ok.length === 0 ? 'no count met p99 < 100 ms' : `largest count with p99 < 100 ms: ${Math.max(...ok)} tables`, '');
  return lines.join('\n');
}

export const loadtest: Command = {
  summary:
    'Load-test the server on loopback: N Durak tables (2N sockets) for S seconds; prints moves/s, p50/p99 latency, memory per table',
  usage:
    "kozyr loadtest [--tables 1000 | --tables 100,300,1000 (a sweep)] [--seconds 30] [--game durak] [--think 0 (ms before each move)] [--url http://127.0.0.1:PORT (a running server)] [--floor (the same clients against a server that does no work: this machine's ceiling)] [--workers 1 (the server's worker processes, see kozyr serve)] [--clients 1 (client processes; one holds at most `ulimit -n` sockets: 20,000 sockets need 2 or more)] [--postgres postgres://... (an empty database for the server instead of a fresh SQLite file; what --workers 2 or more needs)]",
  run(args) {
    return guarded('loadtest', async () => {
      const o = parse(args, {
        tables: { type: 'string' },
        seconds: { type: 'string' },
        think: { type: 'string' },
        game: { type: 'string' },
        url: { type: 'string' },
        floor: { type: 'boolean' },
        workers: { type: 'string' },
        clients: { type: 'string' },
        postgres: { type: 'string' },
      });
      // One process unless asked: today's figures stay comparable; `--workers 2` measures the front and two workers.
      const workers = bounded(o.workers, 'workers', 1, 1, 64);
      const counts = tableCounts(o.tables);
      const clients = bounded(o.clients, 'clients', 1, 1, 16);
      const seconds = bounded(o.seconds, 'seconds', 30, 1, MAX_SECONDS);
      const thinkMs = bounded(o.think, 'think', 0, 0, 10_000);
      const game = o.game ?? 'durak';
      const external = o.url;
      if (external !== undefined && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(external)) {
        throw new CliError('--url must be a loopback http://127.0.0.1:PORT');
      }
      if ((o.floor || external !== undefined) && o.workers !== undefined) {
        throw new CliError('--workers applies to the server the load test starts: leave out --floor and --url');
      }
      if (o.postgres !== undefined && (o.floor || external !== undefined || counts.length > 1)) {
        throw new CliError(
          '--postgres is the storage of the server the load test starts, for one count: leave out --floor, --url and a sweep',
        );
      }
      if (o.postgres !== undefined && !/^postgres(ql)?:\/\//.test(o.postgres)) {
        throw new CliError('--postgres takes a postgres://user:password@host:port/db URL (an empty database)');
      }
      if (o.floor && external !== undefined) throw new CliError('--floor starts its own stand-in server: leave out --url');
      if (external !== undefined && counts.length > 1) {
        throw new CliError('a sweep starts a fresh server for each count: leave out --url');
      }
      const { runLoadtest } = await import('@kozyr/server/loadtest/run.ts');
      const results: Result[] = [];
      for (const tables of counts) {
        const dir = mkdtempSync(join(tmpdir(), 'kozyr-loadtest-'));
        const server = external === undefined ?
          startChildServer(join(dir, 'load.sqlite'), o.floor === true, workers, o.postgres ?? '') :
          null;
        try {
          const url = external ?? (await server!.url);
          if (o.floor) {
            process.stdout.write('FLOOR: the server is a stand-in that does no work (no game, no storage, no checks)\n');
          }
          process.stdout.write(
            `server ${url}; ${tables} tables, ${
              tables * 2
            } sockets, ${seconds}s, think ${thinkMs} ms, ${workers} worker(s), ${clients} client process(es)\n`,
          );
          const r = await runLoadtest({
            url,
            tables,
            seconds,
            game,
            thinkMs,
            clients,
            log: (l) => process.stdout.write(`  ${l}\n`),
          });
          results.push(r);
          process.stdout.write(report(r));
        } finally {
          server?.stop();
          await new Promise((r) => setTimeout(r, 300));
          rmSync(dir, { recursive: true, force: true });
        }
      }
      if (results.length > 1) process.stdout.write(sweepSummary(results));
      return 0;
    });
  },
};

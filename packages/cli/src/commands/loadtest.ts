/**
 * `kozyr loadtest`: start a server (own process, temporary SQLite file, loopback
 * only), play N Durak tables with 2N scripted WebSocket clients for a bounded
 * time, print the figures, stop everything.
 */
import { BOT_LEVELS } from '@kozyr/engine';
import type { BotTablesOptions } from '@kozyr/loadtest/bot-tables.ts';
import { describeMachineCpu } from '@kozyr/loadtest/machine-cpu.ts';
import type { LoadtestResult } from '@kozyr/loadtest/options.ts';
import { THINK_SPREAD } from '@kozyr/loadtest/think-wheel.ts';
import { WORKER_GC_FLAGS } from '@kozyr/server/one-machine/workers.ts';
import { describeBots } from '@kozyr/server/stats/bots.ts';
import { describeGcPauses } from '@kozyr/server/stats/gc-pauses.ts';
import { describeStalls } from '@kozyr/server/stats/loop-stalls.ts';
import { describeWrites } from '@kozyr/server/stats/writes.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliError, guarded, intOption, parse } from '../args.ts';
import type { Command } from '../command.ts';

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
  nodeFlags: readonly string[],
): { url: Promise<string>; stop: () => void; } {
  const bin = fileURLToPath(new URL('../../bin/kozyr.js', import.meta.url));
  // --expose-gc lets /api/stats collect garbage before measuring memory per table. The flags go on the
  // command line (several GC flags are refused in NODE_OPTIONS); worker processes (--workers) take them
  // from the primary's (one-machine/workers.ts, workerExecArgv). The floor runs with the same flags.
  const child = spawn(process.execPath, [
    '--expose-gc',
    ...nodeFlags,
    bin,
    'serve',
    '--port',
    '0',
    '--host',
    '127.0.0.1',
    ...(floor ? ['--floor'] : ['--sqlite', sqliteFile]),
    '--workers',
    String(workers),
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

type Result = LoadtestResult;

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
    `client loop delay p50 ${r.clientLoopDelayMs.p50.toFixed(1)} ms, p99 ${r.clientLoopDelayMs.p99.toFixed(1)} ms, max ${
      r.clientLoopDelayMs.max.toFixed(1)
    } ms (the worst client process; the latencies include it)`,
    `server loop delay p50 ${r.serverLoopDelayMs.p50.toFixed(1)} ms, p99 ${r.serverLoopDelayMs.p99.toFixed(1)} ms, max ${
      r.serverLoopDelayMs.max.toFixed(1)
    } ms`,
    `server loop stalls ${describeStalls(r.serverLoopStalls)}`,
    `client loop stalls ${describeStalls(r.clientLoopStalls)}`,
    `server GC pauses  ${describeGcPauses(r.serverGcPauses)}`,
    `server commit wait ${describeWrites(r.serverWrites)}`,
    `server bot threads ${describeBots(r.serverBots)}`,
    `server memory     ${(r.serverBytesPerTable / 1024).toFixed(1)} KB heap per table; rss ${mb(r.serverRss)}, heap ${
      mb(r.serverHeap)
    } at the end`,
    `machine CPU       ${describeMachineCpu(r.machine)}`,
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

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export interface PairedRun {
  readonly floor: Pick<Result, 'serverCpuMicrosPerMove' | 'movesPerSecond' | 'p50' | 'p99'>;
  readonly real: Pick<Result, 'serverCpuMicrosPerMove' | 'movesPerSecond' | 'p50' | 'p99'>;
}

/**
 * `--vs-floor N`: the real server and the floor run alternately N times each on
 * this (shared, drifting) machine; medians of each side and of each pair's
 * ratio, so a load that comes and goes weighs on both sides alike.
 */
export function vsFloorSummary(pairs: readonly PairedRun[]): string {
  const f = (n: number, digits = 0) => n.toFixed(digits);
  const lines = [
    `real vs floor, ${pairs.length} interleaved pair(s) (floor, real, floor, real, ...)`,
    'pair   floor µs/move   real µs/move   ratio   floor moves/s   real moves/s   real p50 ms   real p99 ms',
  ];
  pairs.forEach((p, i) => {
    lines.push(
      `${String(i + 1).padStart(4)}   ${f(p.floor.serverCpuMicrosPerMove).padStart(13)}   ${
        f(p.real.serverCpuMicrosPerMove).padStart(12)
      }   ${f(p.real.serverCpuMicrosPerMove / p.floor.serverCpuMicrosPerMove, 2).padStart(5)}   ${
        f(p.floor.movesPerSecond).padStart(13)
      }   ${f(p.real.movesPerSecond).padStart(12)}   ${f(p.real.p50, 1).padStart(11)}   ${f(p.real.p99, 1).padStart(11)}`,
    );
  });
  const floorCpu = median(pairs.map((p) => p.floor.serverCpuMicrosPerMove));
  const realCpu = median(pairs.map((p) => p.real.serverCpuMicrosPerMove));
  const ratio = median(pairs.map((p) => p.real.serverCpuMicrosPerMove / p.floor.serverCpuMicrosPerMove));
  lines.push(
    `median server CPU per move: real ${f(realCpu)} µs, floor ${f(floorCpu)} µs; ratio real/floor ${
      f(ratio, 2)
    } (median of the pairs' ratios)`,
    `median moves/s: real ${f(median(pairs.map((p) => p.real.movesPerSecond)))}, floor ${
      f(median(pairs.map((p) => p.floor.movesPerSecond)))
    }; median real p50 ${f(median(pairs.map((p) => p.real.p50)), 1)} ms, p99 ${f(median(pairs.map((p) => p.real.p99)), 1)} ms`,
    '',
  );
  return lines.join('\n');
}

/** `--bot-tables N --bot-level L --bot-game G --bot-delay MS`: the bot tables beside the measured ones, or none. */
function botTablesOption(o: Record<string, string | boolean | undefined>): Omit<BotTablesOptions, 'url'> | undefined {
  const str = (k: string): string | undefined => (typeof o[k] === 'string' ? o[k] : undefined);
  const tables = bounded(str('bot-tables'), 'bot-tables', 0, 0, 10_000);
  if (tables === 0) {
    const stray = ['bot-level', 'bot-game', 'bot-delay'].find((k) => o[k] !== undefined);
    if (stray !== undefined) throw new CliError(`--${stray} describes the bot tables: give --bot-tables N too`);
    return undefined;
  }
  const level = str('bot-level') ?? 'normal';
  if (!(BOT_LEVELS as readonly string[]).includes(level)) {
    throw new CliError(`--bot-level must be one of ${BOT_LEVELS.join(', ')}, got "${level}"`);
  }
  const delay = str('bot-delay');
  return {
    tables,
    level,
    game: str('bot-game') ?? 'durak',
    ...(delay === undefined ? {} : { delayMs: bounded(delay, 'bot-delay', 0, 0, 10_000) }),
  };
}

export const loadtest: Command = {
  summary:
    'Load-test the server on loopback: N Durak tables (2N sockets) for S seconds; prints moves/s, p50/p99 latency, memory per table',
  usage:
    "kozyr loadtest [--tables 1000 | --tables 100,300,1000 (a sweep)] [--seconds 30] [--game durak] [--think 0 (ms before each move)] [--turn-seconds 0 (each table's turn timer, as a club table sets it; longer than the think times, so it never fires)] [--url http://127.0.0.1:PORT (a running server; several, comma-separated, for the nodes of one club)] [--floor (the same clients against a server that does no work: this machine's ceiling)] [--workers 1 (the server's worker processes, see kozyr serve; the floor's too, with --floor or --vs-floor)] [--vs-floor N (the real server and the floor alternately, N runs each: medians and the ratio of server CPU per move)] [--clients 1 (client processes; one holds at most `ulimit -n` sockets: 20,000 sockets need 2 or more)] [--postgres postgres://... (an empty database for the server instead of a fresh SQLite file; what --workers 2 or more needs)] [--warmup 0 (seconds played after seating, before the measured window)] [--bot-tables 0 (tables of bots playing beside the measured ones, not measured)] [--bot-level normal (easy, normal or strong)] [--bot-game durak] [--bot-delay MS (their bot delay; the server's default when absent)] [--node-flags='--max-semi-space-size=16 ...' (Node/V8 flags of the server under test instead of the default ones; '' for none, though workers still add the collector's flags the command does not set: --heap-growing-percent=0 --max-semi-space-size=16 are V8's own)]",
  run(args) {
    return guarded('loadtest', async () => {
      const o = parse(args, {
        tables: { type: 'string' },
        seconds: { type: 'string' },
        think: { type: 'string' },
        'turn-seconds': { type: 'string' },
        game: { type: 'string' },
        url: { type: 'string' },
        floor: { type: 'boolean' },
        workers: { type: 'string' },
        'vs-floor': { type: 'string' },
        clients: { type: 'string' },
        postgres: { type: 'string' },
        'node-flags': { type: 'string' },
        warmup: { type: 'string' },
        'bot-tables': { type: 'string' },
        'bot-level': { type: 'string' },
        'bot-game': { type: 'string' },
        'bot-delay': { type: 'string' },
      });
      const botTables = botTablesOption(o);
      if (botTables !== undefined && (o.floor || o['vs-floor'] !== undefined || (o.clients ?? '1') !== '1')) {
        throw new CliError('--bot-tables play at the real server from this process: leave out --floor, --vs-floor and --clients');
      }
      const warmupSeconds = bounded(o.warmup, 'warmup', 0, 0, MAX_SECONDS);
      // By default the collector's flags every worker of `kozyr serve` runs with (docs/operating.md "A busy club"), given
      // to the process the load test starts, so that a server or floor of one process runs with them too.
      const nodeFlags = o['node-flags'] === undefined ? WORKER_GC_FLAGS : o['node-flags'].split(/\s+/).filter((f) => f !== '');
      if (nodeFlags.some((f) => !/^--[a-z0-9-]+(=[\w.-]+)?$/.test(f))) {
        throw new CliError(`--node-flags takes Node/V8 flags such as "--max-semi-space-size=16", got "${o['node-flags']}"`);
      }
      if (o['node-flags'] !== undefined && o.url !== undefined) {
        throw new CliError('--node-flags are the flags of the server the load test starts: leave out --url');
      }
      const rounds = o['vs-floor'] === undefined ? 0 : bounded(o['vs-floor'], 'vs-floor', 1, 1, 20);
      // One process unless asked: today's figures stay comparable; `--workers 2` measures the front and two workers.
      const workers = bounded(o.workers, 'workers', 1, 1, 64);
      const counts = tableCounts(o.tables);
      const clients = bounded(o.clients, 'clients', 1, 1, 16);
      const seconds = bounded(o.seconds, 'seconds', 30, 1, MAX_SECONDS);
      const thinkMs = bounded(o.think, 'think', 0, 0, 10_000);
      // The protocol's own bound of a table's turn timer.
      const turnSeconds = bounded(o['turn-seconds'], 'turn-seconds', 0, 0, 600);
      // The longest think time a player draws, and a second more for the move's round trip.
      const longestThinkMs = thinkMs * THINK_SPREAD.most;
      const turnFloorMs = longestThinkMs + 1000;
      if (turnSeconds > 0 && turnSeconds * 1000 < turnFloorMs) {
        throw new CliError(
          `--turn-seconds ${turnSeconds} would fire before a player's think time (up to ${longestThinkMs} ms) and the move's round trip are over: give at least ${
            Math.ceil(turnFloorMs / 1000)
          }`,
        );
      }
      const game = o.game ?? 'durak';
      // A club on many nodes: --url lists them all, comma-separated (tables are spread over them).
      const externals = o.url?.split(',').map((u) => u.trim());
      const external = externals?.[0];
      if (externals !== undefined && externals.some((u) => !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(u))) {
        throw new CliError('--url must be a loopback http://127.0.0.1:PORT (or several, comma-separated)');
      }
      if (external !== undefined && o.workers !== undefined) {
        throw new CliError('--workers applies to the server the load test starts: leave out --url');
      }
      if (o.postgres !== undefined && (o.floor || external !== undefined || counts.length > 1 || o['vs-floor'] !== undefined)) {
        throw new CliError(
          '--postgres is the storage of the server the load test starts, for one count: leave out --floor, --url, --vs-floor and a sweep',
        );
      }
      if (o.postgres !== undefined && !/^postgres(ql)?:\/\//.test(o.postgres)) {
        throw new CliError('--postgres takes a postgres://user:password@host:port/db URL (an empty database)');
      }
      if (o.floor && external !== undefined) throw new CliError('--floor starts its own stand-in server: leave out --url');
      if (external !== undefined && counts.length > 1) {
        throw new CliError('a sweep starts a fresh server for each count: leave out --url');
      }
      if (rounds > 0 && (o.floor || external !== undefined || counts.length > 1)) {
        throw new CliError('--vs-floor starts both servers itself for one table count: leave out --floor, --url and a sweep');
      }
      const { runLoadtest } = await import('@kozyr/loadtest/run.ts');
      /** One run on a fresh server of its own (the real one, or the floor). */
      const runOnce = async (tables: number, floor: boolean): Promise<Result> => {
        const dir = mkdtempSync(join(tmpdir(), 'kozyr-loadtest-'));
        const server = external === undefined ?
          startChildServer(join(dir, 'load.sqlite'), floor, workers, o.postgres ?? '', nodeFlags) :
          null;
        try {
          const url = external ?? (await server!.url);
          if (floor) {
            process.stdout.write('FLOOR: the server is a stand-in that does no work (no game, no storage, no checks)\n');
          }
          process.stdout.write(
            `server ${url}; ${tables} tables, ${tables * 2} sockets, ${seconds}s${
              warmupSeconds > 0 ? ` after ${warmupSeconds}s of warm-up` : ''
            }, think ${thinkMs} ms${
              turnSeconds > 0 ? `, turn timer ${turnSeconds} s` : ''
            }, ${workers} worker(s), ${clients} client process(es)${
              external === undefined ? `, node ${nodeFlags.join(' ')}` : ''
            }\n`,
          );
          const log = (l: string) => process.stdout.write(`  ${l}\n`);
          // Every figure goes with the machine's load: on a shared machine the latencies are partly other work's.
          const loadBefore = loadavg()[0]!;
          const r = await runLoadtest({
            url,
            ...(externals === undefined ? {} : { urls: externals }),
            tables,
            seconds,
            game,
            thinkMs,
            turnSeconds,
            clients,
            warmupSeconds,
            ownServer: external === undefined,
            log,
            ...(botTables === undefined ? {} : { botTables }),
          });
          process.stdout.write(report(r));
          process.stdout.write(
            `machine load      ${loadBefore.toFixed(2)} at the start, ${
              loadavg()[0]!.toFixed(2)
            } at the end (1-minute load average; ${availableParallelism()} cores)\n\n`,
          );
          return r;
        } finally {
          server?.stop();
          await new Promise((r) => setTimeout(r, 300));
          rmSync(dir, { recursive: true, force: true });
        }
      };
      if (rounds > 0) {
        const pairs: PairedRun[] = [];
        for (let i = 0; i < rounds; i++) {
          process.stdout.write(`--- pair ${i + 1} of ${rounds}\n`);
          const floor = await runOnce(counts[0]!, true);
          const real = await runOnce(counts[0]!, false);
          pairs.push({ floor, real });
        }
        process.stdout.write(vsFloorSummary(pairs));
        return 0;
      }
      const results: Result[] = [];
      for (const tables of counts) results.push(await runOnce(tables, o.floor === true));
      if (results.length > 1) process.stdout.write(sweepSummary(results));
      return 0;
    });
  },
};

/**
 * A load test whose clients run in several processes (`kozyr loadtest --clients K`):
 * what 20,000 sockets need on a machine where one process may open at most
 * `ulimit -n` files. Each process seats its share of the tables; once all
 * are seated the parent reads the server's figures and starts the measured
 * window, and at its end collects every process's moves and latencies.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readWindowCpu } from './machine-cpu.ts';
import { type LoadtestOptions, type LoadtestResult, PROGRESS_EVERY_MS } from './options.ts';
import { stats, windowEnd } from './server-stats.ts';
import { type ClientTally, loadtestResult } from './tally.ts';

type SeatOptions = Pick<LoadtestOptions, 'url' | 'urls' | 'tables' | 'game' | 'thinkMs' | 'turnSeconds'>;

export type ToClient =
  | { readonly kind: 'seat'; readonly options: SeatOptions; }
  | { readonly kind: 'measure'; }
  | { readonly kind: 'progress'; }
  | { readonly kind: 'stop'; }
  | { readonly kind: 'close'; };

export type FromClient =
  | { readonly kind: 'started'; }
  | { readonly kind: 'seated'; readonly sockets: number; }
  | { readonly kind: 'failed'; readonly message: string; }
  | { readonly kind: 'progress'; readonly moves: number; }
  | ({ readonly kind: 'result'; } & ClientTally);

const ENTRY = fileURLToPath(new URL('./client-main.ts', import.meta.url));

class ClientProcess {
  private readonly child: ChildProcess;
  private waiting: { kind: FromClient['kind']; resolve: (m: FromClient) => void; reject: (e: Error) => void; }[] = [];

  constructor() {
    this.child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), ENTRY], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (m: FromClient) => {
      if (m.kind === 'failed') {
        for (const w of this.waiting) w.reject(new Error(`a client process failed: ${m.message}`));
        this.waiting = [];
        return;
      }
      const i = this.waiting.findIndex((w) => w.kind === m.kind);
      if (i >= 0) this.waiting.splice(i, 1)[0]!.resolve(m);
    });
    this.child.once('exit', (code, signal) => {
      for (const w of this.waiting) w.reject(new Error(`a client process exited (${code ?? signal})`));
      this.waiting = [];
    });
  }

  next<K extends FromClient['kind']>(kind: K): Promise<Extract<FromClient, { kind: K; }>> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ kind, resolve: resolve as (m: FromClient) => void, reject });
    });
  }

  send(m: ToClient): void {
    this.child.send(m);
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill('SIGTERM');
  }
}

/** `tables` shared out: the first processes take one more when it does not divide. */
export function shares(tables: number, processes: number): number[] {
  return Array.from({ length: processes }, (_, i) => Math.floor(tables / processes) + (i < tables % processes ? 1 : 0))
    .filter((n) => n > 0);
}

export async function runSpread(o: LoadtestOptions): Promise<LoadtestResult> {
  const parts = shares(o.tables, o.clients ?? 1);
  const nodes = o.urls ?? [o.url];
  const base = await stats(nodes, { gc: true });
  const clients = parts.map(() => new ClientProcess());
  try {
    await Promise.all(clients.map((c) => c.next('started')));
    const seated = clients.map((c) => c.next('seated'));
    clients.forEach((c, i) =>
      c.send({
        kind: 'seat',
        options: {
          url: o.url,
          ...(o.urls === undefined ? {} : { urls: o.urls }),
          tables: parts[i]!,
          game: o.game,
          thinkMs: o.thinkMs,
          ...(o.turnSeconds === undefined ? {} : { turnSeconds: o.turnSeconds }),
        },
      })
    );
    const sockets = (await Promise.all(seated)).reduce((n, m) => n + m.sockets, 0);
    o.log(`${clients.length} client processes seated ${o.tables} tables (${sockets} sockets)`);
    const loaded = await stats(nodes, { gc: true });
    const serverBytesPerTable = (loaded.memory.heapUsed - base.memory.heapUsed) / o.tables;
    if ((o.warmupSeconds ?? 0) > 0) {
      o.log(`warming up for ${o.warmupSeconds}s`);
      await new Promise((r) => setTimeout(r, o.warmupSeconds! * 1000));
    }
    o.log(`measuring for ${o.seconds}s`);
    const start = await stats(nodes, { reset: true });
    const machineStart = readWindowCpu(o.ownServer === true);
    for (const c of clients) c.send({ kind: 'measure' });
    const started = performance.now();
    for (let at = PROGRESS_EVERY_MS; at < o.seconds * 1000; at += PROGRESS_EVERY_MS) {
      await new Promise((r) => setTimeout(r, at - (performance.now() - started)));
      const progress = clients.map((c) => c.next('progress'));
      for (const c of clients) c.send({ kind: 'progress' });
      o.log(`${(at / 1000).toFixed(0)}s: ${(await Promise.all(progress)).reduce((n, m) => n + m.moves, 0)} moves`);
    }
    await new Promise((r) => setTimeout(r, Math.max(0, o.seconds * 1000 - (performance.now() - started))));
    const results = clients.map((c) => c.next('result'));
    for (const c of clients) c.send({ kind: 'stop' });
    const tallies: ClientTally[] = await Promise.all(results);
    const seconds = (performance.now() - started) / 1000;
    const machineEnd = readWindowCpu(o.ownServer === true);
    // The clients stopped playing but keep their sockets open until the server's figures are read.
    const end = await windowEnd(nodes);
    for (const c of clients) c.send({ kind: 'close' });
    const figures = { tables: o.tables, seconds, tallies, serverBytesPerTable, start, end, machineStart, machineEnd };
    return loadtestResult({ ...figures, ownServer: o.ownServer === true });
  } finally {
    for (const c of clients) c.kill();
  }
}

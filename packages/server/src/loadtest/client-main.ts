/**
 * One client process of a spread load test (spread.ts): seats its share of
 * the tables, tells the parent, counts from the parent's `measure`, and
 * at `stop` sends back what it measured. It exits when the parent goes.
 */
import type { LoadPlayer } from './player.ts';
import { seatTables } from './run.ts';
import type { FromClient, ToClient } from './spread.ts';

let players: LoadPlayer[] = [];
let movesAtMeasure = 0;
let cpuAtMeasure: NodeJS.CpuUsage = process.cpuUsage();
const latencyMarks = new Map<LoadPlayer, number>();
const send = (m: FromClient): void => void process.send!(m);
const moves = (): number => players.reduce((n, p) => n + p.moves, 0);

process.on('message', (m: ToClient) => {
  if (m.kind === 'seat') {
    seatTables({ ...m.options, log: () => {} }).then(
      (seated) => {
        players = seated;
        send({ kind: 'seated', sockets: players.length });
      },
      (e: unknown) => send({ kind: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
  } else if (m.kind === 'measure') {
    movesAtMeasure = moves();
    cpuAtMeasure = process.cpuUsage();
    for (const p of players) latencyMarks.set(p, p.latencies.length);
  } else if (m.kind === 'progress') {
    send({ kind: 'progress', moves: moves() - movesAtMeasure });
  } else if (m.kind === 'stop') {
    for (const p of players) p.stop();
    const cpu = process.cpuUsage(cpuAtMeasure);
    send({
      kind: 'result',
      moves: moves() - movesAtMeasure,
      latencies: players.flatMap((p) => p.latencies.slice(latencyMarks.get(p) ?? 0)),
      games: players.filter((_, i) => i % 2 === 0).reduce((n, p) => n + p.games, 0),
      refused: players.reduce((n, p) => n + p.refused, 0),
      rateLimited: players.reduce((n, p) => n + p.rateLimited, 0),
      cpuMicros: cpu.user + cpu.system,
    });
    for (const p of players) p.close();
  }
});
process.once('disconnect', () => process.exit(0));
send({ kind: 'started' });

/**
 * One client process of a spread load test (spread.ts): seats its share of
 * the tables, tells the parent, counts from the parent's `measure`, and
 * at `stop` sends back what it measured; its sockets close at `close` (once the
 * server's figures are read). It exits when the parent goes.
 */
import type { LoadPlayer } from './player.ts';
import { seatTables } from './seat.ts';
import type { FromClient, ToClient } from './spread.ts';
import { MeasuredWindow } from './tally.ts';

let players: LoadPlayer[] = [];
let window: MeasuredWindow | null = null;
const send = (m: FromClient): void => void process.send!(m);

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
    window = new MeasuredWindow(players);
  } else if (m.kind === 'progress') {
    send({ kind: 'progress', moves: window?.moves() ?? 0 });
  } else if (m.kind === 'stop') {
    for (const p of players) p.stop();
    const tally = (window ?? new MeasuredWindow(players)).end();
    send({ kind: 'result', ...tally });
  } else if (m.kind === 'close') {
    for (const p of players) p.close();
  }
});
process.once('disconnect', () => process.exit(0));
// An orderly exit (not death by the signal), so what exit writes (a `--cpu-prof` profile, say) is written.
process.once('SIGTERM', () => process.exit(0));
send({ kind: 'started' });

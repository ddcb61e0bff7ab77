/**
 * Seating a load test's tables: the sockets connected in batches, each table created by one player and joined
 * by the other, both reaching the table's owner directly.
 */
import type { LoadtestOptions } from './options.ts';
import { LoadPlayer } from './player.ts';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Handshakes (and requests) in flight at once while the tables are set up. */
const BATCH = 50;

/**
 * A player whose socket is open and welcomed. A refused handshake (a 503 while
 * the server's database is slow to hand out a connection, say) is tried again
 * a few times, as a real client would, rather than ending the run.
 */
async function connected(make: () => LoadPlayer, attempts = 5): Promise<LoadPlayer> {
  for (let i = 1;; i++) {
    const p = make();
    try {
      await p.ready();
      return p;
    } catch (e) {
      p.close();
      if (i >= attempts) throw e;
      await sleep(200 * i);
    }
  }
}

/**
 * A request's successful reply. A refusal that says "later" (the database
 * briefly away, `storage-unavailable`; nothing was done) is sent again after a
 * pause; any other refusal ends the run with the server's reason, since a
 * table left unseated would silently carry no load.
 */
async function answered(p: LoadPlayer, body: Record<string, unknown>, attempts = 20): Promise<Record<string, unknown>> {
  for (let i = 1;; i++) {
    const r = await p.request(body);
    if (r['type'] === 'reply') return r;
    if (r['code'] !== 'storage-unavailable' || i >= attempts) {
      throw new Error(`${String(body['type'])} refused: ${String(r['code'])} ${String(r['message'])}`);
    }
    await sleep(Math.min(2000, 100 * i));
  }
}

/**
 * Connect and seat `tables` tables, two players each. Connect in batches: a burst of thousands of
 * handshakes at once only measures the accept queue. The creator asks for a worker of its own
 * (`?direct=1`) and creates its table there; the other player names the table (`?table=ID`), so
 * both sockets reach the table's owner with no relay in between. Games start as the joins land.
 * Players come in pairs, creator first.
 */
export async function seatTables(
  o: Pick<LoadtestOptions, 'url' | 'urls' | 'tables' | 'game' | 'thinkMs' | 'turnSeconds' | 'log'>,
): Promise<LoadPlayer[]> {
  const opened: LoadPlayer[] = [];
  const open = (make: () => LoadPlayer) => () => {
    const p = make();
    opened.push(p);
    return p;
  };
  try {
    return await seatOpened(o, open);
  } catch (e) {
    // A refusal ends the run: its open sockets would otherwise keep the process alive after the error is printed.
    for (const p of opened) p.close();
    throw e;
  }
}

async function seatOpened(
  o: Pick<LoadtestOptions, 'url' | 'urls' | 'tables' | 'game' | 'thinkMs' | 'turnSeconds' | 'log'>,
  open: (make: () => LoadPlayer) => () => LoadPlayer,
): Promise<LoadPlayer[]> {
  // On many nodes, table i is created on node i and joined from the next one.
  const nodes = o.urls ?? [o.url];
  const creators: LoadPlayer[] = [];
  for (let i = 0; i < o.tables; i += BATCH) {
    const batch = Array.from(
      { length: Math.min(BATCH, o.tables - i) },
      (_, j) => connected(open(() => new LoadPlayer(nodes[(i + j) % nodes.length]!, true, o.thinkMs, '?direct=1'))),
    );
    creators.push(...(await Promise.all(batch)));
  }
  const ids: string[] = [];
  for (let i = 0; i < o.tables; i += BATCH) {
    const created = await Promise.all(
      creators.slice(i, i + BATCH).map((a) =>
        answered(a, {
          type: 'table.create',
          game: o.game,
          seats: 2,
          botDelayMs: 0,
          turnSeconds: o.turnSeconds ?? 0,
        })
      ),
    );
    ids.push(...created.map((r) => (r['data'] as { table: string; }).table));
  }
  o.log(`connected ${creators.length} sockets and created ${ids.length} tables`);
  const players: LoadPlayer[] = [];
  const joiners: LoadPlayer[] = [];
  for (let i = 0; i < o.tables; i += BATCH) {
    const batch = ids.slice(i, i + BATCH).map((id, j) =>
      connected(
        open(() => new LoadPlayer(nodes[(i + j + 1) % nodes.length]!, false, o.thinkMs, `?table=${encodeURIComponent(id)}`)),
      )
    );
    joiners.push(...(await Promise.all(batch)));
  }
  for (let i = 0; i < o.tables; i++) players.push(creators[i]!, joiners[i]!);
  o.log(`connected ${players.length} sockets; seating`);
  await Promise.all(
    ids.map(async (id, i) => {
      const [a, b] = [creators[i]!, joiners[i]!];
      a.table = id;
      b.table = id;
      await answered(b, { type: 'table.join', table: id });
    }),
  );
  return players;
}

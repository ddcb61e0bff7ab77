/**
 * The figures of the server under test (its `/api/stats`), read at the window's start and end; a club on many
 * nodes is read as one (stats/sums.ts).
 */
import { type ProcessFigures, summedFigures } from '@kozyr/server/stats/sums.ts';

/** CPU, memory and the loop's figures as every process has them; stalls, pauses and writes absent from the floor. */
export interface Stats extends ProcessFigures {
  readonly tables: number;
  readonly movesAccepted: number;
}

/** `gc`: the server collects garbage first (a full, stop-the-world collection: never inside the measured window). */
interface StatsQuery {
  readonly reset?: boolean;
  readonly gc?: boolean;
}

async function stats1(url: string, q: StatsQuery): Promise<Stats> {
  const query = [q.gc === true ? 'gc=1' : '', q.reset === true ? 'reset=1' : ''].filter((p) => p !== '').join('&');
  return (await (await fetch(`${url}/api/stats${query === '' ? '' : `?${query}`}`)).json()) as Stats;
}

/**
 * The server's figures at the window's end, read while every socket is still
 * open and before any forced collection: a stop-the-world collection (or 20,000
 * sockets closing at once) after the last move would otherwise count as the
 * window's CPU and as its longest loop stall. The memory is read after a
 * collection, as at the start.
 */
export async function windowEnd(nodes: string | readonly string[]): Promise<Stats> {
  const end = await stats(nodes);
  const settled = await stats(nodes, { gc: true });
  return { ...end, memory: settled.memory };
}

/** One server's figures, or the sum over a club's nodes (the loop delay: the worst node's). */
export async function stats(urls: string | readonly string[], q: StatsQuery = {}): Promise<Stats> {
  const each = await Promise.all((typeof urls === 'string' ? [urls] : urls).map((u) => stats1(u, q)));
  return each.length === 1 ? each[0]! : summedFigures(each);
}

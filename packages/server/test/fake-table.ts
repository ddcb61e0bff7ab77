/** The server tests' usual table: two guests at a two-seat table of the fake game, dealt from a stacked deck. */
import { TestClient } from './client.ts';
import { stacked } from './helpers.ts';

/** Two seats, 10 cards: hands c1..c3 / c4..c6, talon c7..c10. */
export const FAKE_DECK = stacked([['c1', 'c2', 'c3'], ['c4', 'c5', 'c6']], ['c7', 'c8', 'c9', 'c10']);

/** Two new guests; the first creates the table (with `config`), the second joins; both hold the dealt state. */
export async function twoSeatFakeTable(
  url: string,
  config: Record<string, unknown> = {},
): Promise<{ a: TestClient; b: TestClient; table: string; }> {
  const a = await TestClient.connect(url);
  const b = await TestClient.connect(url);
  const table = (await a.ok({ type: 'table.create', game: 'fake', seats: 2, config, deck: FAKE_DECK }))['table'] as string;
  await b.ok({ type: 'table.join', table });
  await a.waitFor((m) => m.type === 'table.state' && m['table'] === table && m['state'] !== null);
  await b.waitFor((m) => m['table'] === table && m['state'] !== null);
  return { a, b, table };
}

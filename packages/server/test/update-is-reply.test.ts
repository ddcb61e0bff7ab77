/**
 * Two frames per move: the mover's own update answers its move
 * (`re`, the last key) and no separate reply follows; the other seat's update
 * has no `re`; a mover on a connection that does not watch the table gets a
 * plain reply. The update's payload is exactly the payload a catch-up gives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { type Msg, TestClient } from './client.ts';
import { twoSeatFakeTable } from './fake-table.ts';
import { sleep, testServer } from './helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

const twoPlayerTable = () => twoSeatFakeTable(server.url);

/** Send a raw frame and collect what arrives in the next `ms`. */
async function framesAfter(c: TestClient, frame: Record<string, unknown>, ms = 300): Promise<Msg[]> {
  const mark = c.messages.length;
  c.sendRaw(JSON.stringify(frame));
  await sleep(ms);
  return c.messages.slice(mark);
}

describe('the update is the reply', () => {
  it("the mover gets one frame, its update with `re`; the other seat's update has none", async () => {
    const { a, b, table } = await twoPlayerTable();
    const markB = b.messages.length;
    const got = await framesAfter(a, { type: 'table.move', id: 41, table, move: { kind: 'play', card: 'c1' } });
    expect(got.map((m) => m.type)).toEqual(['table.update']);
    expect(got[0]).toMatchObject({ type: 'table.update', table, version: 1, re: 41 });
    expect(Object.keys(got[0]!).at(-1)).toBe('re');
    const toB = b.messages.slice(markB).filter((m) => m.type === 'table.update');
    expect(toB).toHaveLength(1);
    expect(toB[0]).toMatchObject({ table, version: 1 });
    expect(toB[0]).not.toHaveProperty('re');
    await a.close();
    await b.close();
  });

  it('a refused move is answered by an error, and nothing is broadcast', async () => {
    const { a, b, table } = await twoPlayerTable();
    const markB = b.messages.length;
    const got = await framesAfter(b, { type: 'table.move', id: 7, table, move: { kind: 'play', card: 'c4' } });
    expect(got.map((m) => m.type)).toEqual(['error']);
    expect(got[0]).toMatchObject({ re: 7, code: 'not-your-turn' });
    expect(a.messages.slice(markB).filter((m) => m.type === 'table.update')).toHaveLength(0);
    await a.close();
    await b.close();
  });

  it('a mover whose connection does not watch the table gets a plain reply with the version', async () => {
    const { a, b, table } = await twoPlayerTable();
    // The same player on a second socket that never watched this table.
    const other = await TestClient.connect(server.url, a.token);
    const got = await framesAfter(other, { type: 'table.move', id: 3, table, move: { kind: 'play', card: 'c1' } });
    expect(got).toEqual([{ type: 'reply', re: 3, ok: true, data: { version: 1 } }]);
    const update = await a.waitFor((m) => m.type === 'table.update' && m['version'] === 1);
    expect(update).not.toHaveProperty('re');
    await Promise.all([a.close(), b.close(), other.close()]);
  });

  it("the mover's update's payload is the very payload a catch-up to the same version gives", async () => {
    const { a, b, table } = await twoPlayerTable();
    await a.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c1' } });
    const seen = a.latest(table);
    expect(seen).toMatchObject({ version: 1 });
    // A catch-up from version 0 is built on another path (Audience.missedSince, not publish).
    const resync = await framesAfter(a, { type: 'table.resync', id: 99, table, version: 0 });
    const full = resync.find((m) => m.type === 'table.state' || (m.type === 'table.update' && m['re'] === undefined));
    expect(full?.['state']).toEqual(seen);
    await a.close();
    await b.close();
  });
});

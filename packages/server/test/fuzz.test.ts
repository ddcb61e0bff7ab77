/**
 * Protocol fuzzing: random and malformed frames (binary noise, huge, truncated,
 * wrong types, moves for other seats, replayed request ids, floods). The
 * server answers errors, stays up, and no table state changes.
 */
import { Rng } from '@kozyr/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { type Msg, TestClient } from './client.ts';
import { twoSeatFakeTable } from './fake-table.ts';
import { eventually, testServer } from './helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

function randomJson(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 5 : 8)) {
    case 0:
      return rng.int(1e9) - 5e8;
    case 1:
      return rng.float() < 0.5;
    case 2:
      return null;
    case 3:
      return 'x'.repeat(rng.int(40));
    case 4:
      return ['ping', 'table.move', 'table.join', 'table.create', 'lobby.subscribe', 'table.chat'][rng.int(6)];
    case 5:
      return Array.from({ length: rng.int(4) }, () => randomJson(rng, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (const k of ['type', 'id', 'table', 'move', 'game', 'seats', 'text', 'version'].filter(() => rng.float() < 0.5)) {
        o[k] = randomJson(rng, depth + 1);
      }
      return o;
    }
  }
}

async function snapshot(table: string) {
  const live = server.tables.get(table)!;
  return {
    version: live.currentVersion,
    log: await server.storage.log(table),
    view: JSON.stringify(live.payload(0)),
    info: JSON.stringify(live.stored),
  };
}

describe('fuzzing the protocol', () => {
  it('malformed and hostile frames get error replies, the server stays up, and the table does not change', async () => {
    const { a, b, table } = await twoSeatFakeTable(server.url);
    await a.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c1' }, version: 0 });
    const before = await snapshot(table);
    const badBefore = server.metrics.badFrames;

    // 1. Random JSON values and random bytes from a third party (not seated).
    const fuzzer = await TestClient.connect(server.url);
    const rng = Rng.seeded(2024);
    for (let i = 0; i < 60; i++) {
      fuzzer.sendRaw(
        i % 3 === 0 ? Buffer.from(Array.from({ length: rng.int(64) + 1 }, () => rng.int(256))) : JSON.stringify(randomJson(rng)),
      );
    }
    // 2. Truncated, huge, wrong-typed frames.
    fuzzer.sendRaw('{"type":"table.move","id":1,"table":"' + table);
    fuzzer.sendRaw(JSON.stringify({ type: 'table.chat', id: 2, table, text: 'x'.repeat(20_000) }));
    fuzzer.sendRaw(JSON.stringify({ type: 'table.move', id: { evil: true }, table, move: { kind: 'pass' } }));
    fuzzer.sendRaw(JSON.stringify({ type: 'table.move', id: 3, table: 42, move: null }));
    fuzzer.sendRaw(JSON.stringify({ type: 'table.move', id: 4, table, move: { kind: 'pass' }, extra: 'field' }));
    fuzzer.sendRaw('[]');
    fuzzer.sendRaw('null');
    await eventually(() => fuzzer.messages.filter((m) => m.type === 'error').length >= 60, 5000);
    const errors = fuzzer.messages.filter((m) => m.type === 'error');
    expect(errors.every((m) => typeof m['code'] === 'string' && m['ok'] === false)).toBe(true);
    expect(errors.map((m) => m['code'])).toEqual(expect.arrayContaining(['bad-json', 'bad-message', 'too-large']));
    expect(errors.find((m) => m['code'] === 'bad-message' && m['re'] === 3)).toBeDefined();

    // 3. Moves by someone who holds no seat, and for the other seat's turn, and garbage moves.
    expect((await fuzzer.request({ type: 'table.move', table, move: { kind: 'pass' } }))['code']).toBe('not-seated');
    expect((await a.request({ type: 'table.move', table, move: { kind: 'pass' } }))['code']).toBe('not-your-turn');
    expect((await b.request({ type: 'table.move', table, move: { kind: 'play', card: { c: 1 } } }))['code']).toBe('illegal-move');
    expect((await b.request({ type: 'table.move', table, move: 'c4' }))['code']).toBe('illegal-move');
    expect((await b.request({ type: 'table.move', table, move: { kind: 'chat' } }))['code']).toBe('illegal-move');

    // 4. A replayed request id never reaches the table, even if the first use failed.
    const first = await b.request({ type: 'table.move', table, move: { kind: 'play', card: 'c1' } }, 'dup-1');
    expect(first['code']).toBe('illegal-move');
    const replay = await b.request({ type: 'table.move', table, move: { kind: 'play', card: 'c4' } }, 'dup-1');
    expect(replay['code']).toBe('duplicate-request-id');

    // 5. A flood is rate limited: past the burst, a frame that finds the allowance empty is refused and the rest
    // wait for the next (ws/read-gate.ts), so about every other one is refused; every frame is answered.
    const flooder = await TestClient.connect(server.url);
    for (let i = 0; i < 400; i++) flooder.sendRaw(JSON.stringify({ type: 'table.move', id: i, table, move: { kind: 'pass' } }));
    await eventually(() => flooder.messages.filter((m: Msg) => m.type === 'error').length >= 400, 20_000);
    expect(flooder.messages.filter((m) => m['code'] === 'rate-limited').length).toBeGreaterThan(100);

    // 6. An absurd frame (over 1 MiB) closes that socket only.
    const giant = await TestClient.connect(server.url);
    const closed = new Promise<number>((resolve) => giant.ws.once('close', (code) => resolve(code)));
    giant.sendRaw('x'.repeat(2 * 1024 * 1024));
    expect(await closed).toBe(1009);

    // Nothing changed at the table, and the server still serves.
    expect(await snapshot(table)).toEqual(before);
    expect(server.metrics.badFrames).toBeGreaterThan(badBefore + 60);
    const fresh = await TestClient.connect(server.url);
    expect((await fresh.ok({ type: 'ping' }))['now']).toBeTypeOf('number');
    const ok = await b.ok({ type: 'table.move', table, move: { kind: 'play', card: 'c4' } });
    expect(ok['version']).toBe(2);
    for (const c of [a, b, fuzzer, flooder, fresh]) await c.close();
  });
});

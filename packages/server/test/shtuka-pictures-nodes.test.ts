/**
 * Shtuka's pictures on a club of two nodes (PostgreSQL + Redis): a browser's request may reach any node
 * (a load balancer in front of them), so the node that does not own the table serves the round's images
 * too, byte for byte; an unknown token is 404 there as well; and once the table draws its next round, the
 * old round's address is 404 on every node. Without Redis, the shelf never fails a request.
 */
import { games } from '@kozyr/engine';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShtukaState } from '../../engine/src/games/shtuka/state.ts';
import type { RunningServer } from '../src/index.ts';
import { RedisPictureShelf } from '../src/many-nodes/pictures.ts';
import { type Msg, TestClient } from './client.ts';
import { type ClubServices, clubServices } from './fixtures/club-services.ts';
import { awayFromTarget, BLITZ_ONLY, grabAndPoint, RENDER_WAIT } from './fixtures/shtuka-rounds.ts';
import { eventually, testServer } from './helpers.ts';
import { pgAvailable } from './pg.ts';
import { redisAvailable } from './redis.ts';

const shtuka = games['shtuka']!;

const redisOk = redisAvailable("Shtuka's pictures on two nodes");
if (pgAvailable("Shtuka's pictures on two nodes") && redisOk) {
  describe("Shtuka's pictures on two nodes (PostgreSQL + Redis)", () => {
    let services: ClubServices;
    let owner: RunningServer;
    let other: RunningServer;

    beforeAll(async () => {
      services = await clubServices();
      const node = (nodeId: string) =>
        testServer({ games: { shtuka }, databaseUrl: services.databaseUrl, redisUrl: services.redisUrl, nodeId });
      owner = await node('pictures-a');
      other = await node('pictures-b');
    }, 60_000);

    afterAll(async () => {
      await other?.close();
      await owner?.close();
      await services?.close();
    });

    const bytesAt = async (server: RunningServer, address: string): Promise<{ status: number; bytes: Buffer; }> => {
      const r = await fetch(server.url + address);
      return { status: r.status, bytes: Buffer.from(await r.arrayBuffer()) };
    };
    const pictureOf = (c: TestClient, table: string, round: number): Promise<Msg> =>
      c.waitFor((m) => m.type === 'table.picture' && m['table'] === table && m['round'] === round, RENDER_WAIT);

    it("the other node serves the owner's images; after the next round, neither serves the old ones", async () => {
      // Seat 0 explains on the owner; the guessers sit through the other node (their frames cross Redis).
      const explainer = await TestClient.connect(owner.url);
      const guessers = [await TestClient.connect(other.url), await TestClient.connect(other.url)];
      const table =
        (await explainer.ok({ type: 'table.create', game: 'shtuka', seats: 3, config: BLITZ_ONLY }))['table'] as string;
      expect(owner.tables.get(table), 'the table is owned by the node it was created on').toBeDefined();
      expect(other.tables.get(table)).toBeUndefined();
      for (const g of guessers) await g.ok({ type: 'table.join', table });
      await explainer.waitFor((m) =>
        m['table'] === table && ((m['state'] as { legal?: { kind: string; }[]; } | null)?.legal ?? [])
          .some((l) => l.kind === 'roll')
      );
      await explainer.ok({ type: 'table.move', table, move: { kind: 'roll' } });
      const first = await pictureOf(guessers[0]!, table, 1);
      const addresses = [first['picture'], first['task']] as string[];
      for (const address of addresses) {
        const here = await bytesAt(owner, address);
        const there = await bytesAt(other, address);
        expect(here.status).toBe(200);
        expect(there.status, `${address} on the node that does not own the table`).toBe(200);
        expect(there.bytes.equals(here.bytes)).toBe(true);
      }
      const [, , , file] = addresses[0]!.split('/');
      expect((await bytesAt(other, `/pictures/${table}/${'0123456789abcdef'.repeat(2)}.webp`)).status).toBe(404);
      expect((await bytesAt(other, `/pictures/another-table/${file}`)).status).toBe(404);
      expect((await bytesAt(other, `/pictures/${table}/not-a-token.webp`)).status).toBe(404);

      // Both guessers grab and point at a corner: each is out, the round ends, and the next explainer rolls.
      const state = () => owner.tables.get(table)!.record.state as ShtukaState;
      const spot = awayFromTarget(state());
      for (const g of guessers) await grabAndPoint(g, table, spot);
      // The next round waits for its explainer's roll (seat 0 created the table, the guessers took seats 1 and 2).
      await eventually(() => state().roundNo === 2 && state().round.phase === 'roll', RENDER_WAIT);
      const roller = [explainer, ...guessers][state().explainer]!;
      await roller.ok({ type: 'table.move', table, move: { kind: 'roll' } });
      const second = await pictureOf(guessers[0]!, table, 2);
      expect(second['picture']).not.toBe(first['picture']);
      expect((await bytesAt(other, second['picture'] as string)).status).toBe(200);
      for (const address of addresses) {
        for (const server of [owner, other]) {
          await expect.poll(async () => (await bytesAt(server, address)).status, { timeout: RENDER_WAIT }).toBe(404);
        }
      }
      await Promise.all([explainer, ...guessers].map((c) => c.close()));
    }, 4 * RENDER_WAIT);
  });
}

describe('the pictures’ shelf without Redis', () => {
  it('never rejects: a put is logged (the owner still serves it), a get is unknown, a drop is left to the time to live', async () => {
    const lines: string[] = [];
    const away = () => Promise.reject(new Error("Stream isn't writeable and enableOfflineQueue options is false"));
    const redis = { set: away, getBuffer: away, del: away } as unknown as Redis;
    const shelves = [
      new RedisPictureShelf(() => redis, (l) => lines.push(l)),
      new RedisPictureShelf(() => null, (l) => lines.push(l)),
    ];
    for (const shelf of shelves) {
      await expect(shelf.put('T1', 'ab'.repeat(16), Buffer.from('webp'))).resolves.toBeUndefined();
      await expect(shelf.get('T1', 'ab'.repeat(16))).resolves.toBeNull();
      await expect(shelf.drop('T1', ['ab'.repeat(16)])).resolves.toBeUndefined();
    }
    expect(lines).toEqual([
      "picture of table T1: not shared with the other nodes (Stream isn't writeable and enableOfflineQueue options is false); only this node serves it",
      'picture of table T1: not shared with the other nodes (not connected to Redis yet); only this node serves it',
    ]);
  });
});

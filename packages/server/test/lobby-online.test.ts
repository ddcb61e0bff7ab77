/** The lobby says how many people are online: distinct users with an open socket, a second tab counting once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { type Msg, TestClient } from './client.ts';
import { eventually, testServer } from './helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server.close();
});

/** The `online` of the first page a fresh subscription gets. */
async function onlineSeenBy(c: TestClient): Promise<unknown> {
  const before = c.messages.length;
  await c.ok({ type: 'lobby.subscribe', game: 'chatty' });
  const page = await c.waitFor((m) => m.type === 'lobby.tables', 5000, before);
  await c.ok({ type: 'lobby.unsubscribe', game: 'chatty' });
  return page['online'];
}

describe('who is online', () => {
  it('counts people, not sockets; a table change carries the count; a closed socket leaves it', async () => {
    const alice = await TestClient.connect(server.url);
    expect(await onlineSeenBy(alice)).toBe(1);
    // Alice's second tab (her session's token): still one person.
    const aliceTab = await TestClient.connect(server.url, alice.token);
    expect(aliceTab.user.id).toBe(alice.user.id);
    expect(await onlineSeenBy(aliceTab)).toBe(1);

    const bob = await TestClient.connect(server.url);
    await alice.ok({ type: 'lobby.subscribe', game: 'chatty' });
    await bob.ok({ type: 'table.create', game: 'chatty', seats: 2 });
    const row: Msg = await alice.waitFor((m) => m.type === 'lobby.table');
    expect(row['online']).toBe(2);

    await bob.close();
    await eventually(async () => (await onlineSeenBy(aliceTab)) === 1);
    await aliceTab.close();
    expect(await onlineSeenBy(alice)).toBe(1);
    await alice.close();
  });
});

/**
 * A table whose only human closed the tab: the stand-in takes the seat after the disconnect
 * grace, turn timer or not, so the table leaves the lobby's listing and its bots finish it at
 * their own pace instead of waiting out a turn timer for nobody.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { TestClient } from './client.ts';
import { eventually, testServer } from './helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await testServer({ disconnectGraceMs: 150 });
});
afterAll(async () => {
  await server.close();
});

const listed = (table: string) => server.tables.page('fake', 0, 100).tables.some((x) => x.table === table);

describe('a table whose only human left', () => {
  it('is not held by its turn timer: the stand-in takes over after the grace period, the lobby drops it, the bots finish it', async () => {
    const a = await TestClient.connect(server.url);
    const reply = await a.ok({
      type: 'table.create',
      game: 'fake',
      seats: 2,
      turnSeconds: 60,
      botDelayMs: 20,
      bots: [{ seat: 1, bot: 'basic' }],
      config: { turns: 6 },
    });
    const t = reply['table'] as string;
    const live = server.tables.get(t)!;
    expect(live.stored.status).toBe('playing');
    expect(listed(t)).toBe(true);
    await a.close();
    // Long before the 60 s turn timer: the grace period (150 ms) hands the seat to its stand-in.
    await eventually(() => live.stored.players[0]?.kind === 'human' && live.stored.players[0].standIn === true, 3000);
    expect(listed(t)).toBe(false);
    await eventually(() => live.stored.status === 'over', 3000);
  });
});

/**
 * Shtuka practice against bots at the club: a person explains Blitz, strong bot guessers grab and
 * point (their `find`, drawn by the engine), and `find` is refused from a player's connection.
 */
import { games } from '@kozyr/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { TestClient } from './client.ts';
import { testServer } from './helpers.ts';

const shtuka = games['shtuka']!;
const BLITZ = { blitz: true, shtuka: false, drawing: false, gestures: false, yesNo: false, eyewitness: false };

let server: RunningServer;
beforeAll(async () => {
  server = await testServer({ games: { shtuka } });
});
afterAll(async () => {
  await server.close();
});

describe('Shtuka with bot guessers', () => {
  it("a player cannot send a bot's find; the bots grab and point, and the round is judged", async () => {
    const explainer = await TestClient.connect(server.url);
    const guesser = await TestClient.connect(server.url);
    const table = (await explainer.ok({
      type: 'table.create',
      game: 'shtuka',
      seats: 3,
      config: BLITZ,
      bots: [{ seat: 2, bot: 'strong' }],
    }))['table'] as string;
    await guesser.ok({ type: 'table.join', table });
    await explainer.waitFor((m) => m['table'] === table && m['state'] !== null && m['state'] !== undefined);
    const find = await guesser.request({ type: 'table.move', table, move: { kind: 'find', round: 1, level: 'strong' } });
    expect(find.type).toBe('error');
    expect(find['code']).toBe('illegal-move');
    expect(String(find['message'])).toMatch(/bot's move/);
    await explainer.ok({ type: 'table.move', table, move: { kind: 'roll' } });
    // The bot finds within its time to find (strong: 2.5–9 s) and points: right or wrong, the engine judged it.
    const pointed = await explainer.waitFor(
      (m) => m['table'] === table && JSON.stringify(m['events'] ?? []).includes('"kind":"pointed","seat":2'),
      60_000,
    );
    expect(pointed.type).toBe('table.update');
    const log = await server.storage.log(table);
    expect(log.some((e) => e.seat === 2 && e.by === 'bot' && (e.move as { kind: string; }).kind === 'find')).toBe(true);
    await Promise.all([explainer.close(), guesser.close()]);
  }, 90_000);
});

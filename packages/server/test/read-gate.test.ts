/**
 * A client past its message allowance (ws/read-gate.ts): the frame that finds the allowance empty is refused, and
 * the socket is not read until its next frame is allowed; the frames sent meanwhile wait and are handled in the
 * order sent, each answered.
 */
import { describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { eventually, testServer } from './helpers.ts';

const BURST = 5;
const SENT = 40;

describe('the read gate', () => {
  it('frames past the allowance wait for it, in order; only those that find it empty are refused', async () => {
    const server = await testServer({ messageBurst: BURST, messagesPerSecond: 50 });
    try {
      const c = await TestClient.connect(server.url);
      const from = c.messages.length;
      // All at once: far past the burst, in one or two reads of the server's.
      for (let id = 1; id <= SENT; id++) c.sendRaw(JSON.stringify({ type: 'ping', id }));
      const answers = () => c.messages.slice(from).filter((m) => m.type === 'reply' || m.type === 'error');
      await eventually(() => answers().length === SENT, 60_000);
      const replied = answers().filter((m) => m.type === 'reply').map((m) => m['re'] as number);
      const refused = answers().filter((m) => m['code'] === 'rate-limited' && m['re'] === null);
      expect(replied.length + refused.length).toBe(SENT);
      expect(replied).toEqual([...replied].sort((a, b) => a - b));
      expect(refused.length).toBeGreaterThan(0);
      // Read all at once, every frame past the burst would be refused: held, they waited for the allowance.
      expect(replied.length).toBeGreaterThan(BURST + 1);
      expect(server.metrics.rateLimited).toBe(refused.length);
      await c.close();
    } finally {
      await server.close();
    }
  });
});

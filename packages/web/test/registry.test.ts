/** The web's game registry finds every game folder's client by its path, with nothing listed by hand. */
import { describe, expect, it } from 'vitest';
import { gameLoaders } from '../src/games/registry.tsx';

describe('game registry', () => {
  it("finds every game folder's client.tsx under the folder's name, and each loads a table view and replay hands", async () => {
    const ids = Object.keys(gameLoaders);
    expect(ids).toEqual(expect.arrayContaining(['durak', 'hotel', 'pupupuk', 'ratuki', 'svintus', 'thousand', 'uno']));
    // shedding/ is code UNO and Svintus share, not a game: it has no client.tsx and no entry.
    expect(ids).not.toContain('shedding');
    for (const id of ids) {
      const client = await gameLoaders[id]!();
      expect(typeof client.Table, id).toBe('function');
      expect(typeof client.openHands, id).toBe('function');
    }
  });
});

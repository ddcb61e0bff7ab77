/**
 * The lobby feels alive in a real browser: it says how many people are online,
 * and a table's row names who sits at it.
 */
import { describe, expect, it } from 'vitest';
import { haveChromium, reportMissingChromium } from './browser/harness.ts';
import { clubVisits } from './browser/visits.ts';

reportMissingChromium('browser test of the lobby (people online, who sits at a table)');

describe.skipIf(!haveChromium)('the lobby in Chromium', () => {
  const { club, visit } = clubVisits('lobby-alive-fail');

  it('counts the people online and names who sits at a new table', async () => {
    const { url } = club();
    const alice = await visit();
    await alice.page.goto(`${url}/#/`);
    await expect.poll(() => alice.page.getByTestId('online').textContent()).toBe('1 person online');

    const bob = await visit({ phone: true });
    const bobName = (await bob.page.getByTestId('user-name').textContent())?.trim() ?? '';
    expect(bobName).not.toBe('');
    await bob.page.goto(`${url}/#/`);
    await bob.page.locator('[data-testid=room-durak] [data-testid=play-bots]').click();
    await bob.page.getByTestId('table-page').waitFor();

    // Alice's lobby hears of Bob's table: its row names him, and the count has grown to two.
    const row = alice.page.locator('[data-testid=room-durak] [data-testid=seated]').filter({ hasText: bobName });
    await row.first().waitFor();
    await expect.poll(() => alice.page.getByTestId('online').textContent()).toBe('2 people online');
  });
});

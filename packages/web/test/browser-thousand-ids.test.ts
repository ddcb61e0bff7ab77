/**
 * Thousand in Chromium: while the declarer names the contract, the line saying the contract and the button
 * that names it are two elements with two test ids, and no test id is on two elements of the table.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { haveChromium, reportMissingChromium } from './browser/harness.ts';
import { GIVE, GLOWING, move, playThousandUntil } from './browser/thousand.ts';
import { clubVisits } from './browser/visits.ts';

reportMissingChromium('Thousand browser test (test ids while the contract is named)');

/** The test ids that stand on more than one element of the Thousand table. */
const repeatedIds = (page: Page): Promise<string[]> =>
  page.$$eval('[data-testid=thousand-table] [data-testid]', (els) => {
    const ids = els.map((e) => e.getAttribute('data-testid')!);
    return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  });

describe.skipIf(!haveChromium)('Thousand’s test ids in Chromium', () => {
  const club = clubVisits('fail-thousand-ids');

  it('the declarer naming the contract sees one contract line and one contract button', async () => {
    const { page } = await club.visit();
    await page.getByTestId('room-thousand').getByTestId('open-create').click();
    const form = page.getByTestId('create-form');
    await form.locator('select[name=seats]').selectOption('3');
    await form.locator('select[name=bots]').selectOption('2');
    await form.locator('button[type=submit]').click();
    await page.getByTestId('thousand-table').waitFor();
    const table = page.getByTestId('thousand-table');
    const naming = table.locator('button[data-move=contract]');
    // The guest bids whenever it may (so it wins an auction soon), takes the talon, gives cards away and
    // plays the deals the bots win, until it is the declarer naming its contract.
    await playThousandUntil(page, 'a contract to name', async () => {
      expect(await repeatedIds(page)).toEqual([]);
      return (await naming.count()) > 0;
    }, [GIVE, move('bid'), move('take-talon'), move('deal'), GLOWING, move('pass')]);
    await naming.waitFor();
    expect(await repeatedIds(page)).toEqual([]);
    expect(await table.getByTestId('contract').count()).toBe(1);
    expect(await table.getByTestId('contract').getAttribute('data-move')).toBe('contract');
    expect(await table.getByTestId('contract-info').count()).toBe(1);
  });
});

/**
 * Bot levels in Chromium: the create form offers each bot seat the levels Durak has (normal by
 * default), a table seats a strong bot, the lobby row and the table's seat label name it with its
 * level, and the game is played through the page to its end against it (it thinks in the server's
 * bot threads).
 */
import { join as joinPath } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, haveChromium, reportMissingChromium } from './browser/harness.ts';
import { act, version, waitVersion } from './browser/player.ts';
import { clubVisits } from './browser/visits.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: joinPath(artifactsDir, name), fullPage: true });

reportMissingChromium('bot levels browser test (a strong bot seated and played to the end)');

describe.skipIf(!haveChromium)('bot levels in Chromium', () => {
  const visits = clubVisits('fail-bot-levels');

  it('a table with a strong Durak bot: offered in the form, named with its level, played to the end', async () => {
    const alice = await visits.visit();
    const url = visits.club().url;
    await alice.page.goto(`${url}/#/`);
    await alice.page.getByTestId('room-durak').getByTestId('open-create').click();
    const form = alice.page.getByTestId('create-form');
    await form.locator('select[name=seats]').selectOption('2');
    await form.locator('select[name=deck]').selectOption('24');
    await form.locator('select[name=turnSeconds]').selectOption('0');
    await form.locator('select[name=bots]').selectOption('1');
    const level = form.getByTestId('bot-level-0');
    expect(await level.locator('option').allTextContents()).toEqual(['easy', 'normal', 'strong']);
    expect(await level.inputValue()).toBe('normal');
    await level.selectOption('strong');
    await form.locator('button[type=submit]').click();
    await alice.page.getByTestId('durak-table').waitFor();
    // The stored bot keeps its bot id; the seat label names it with its level.
    expect(alice.frames.some((f) => f.includes('"kind":"bot","bot":"strong"'))).toBe(true);
    await expect.poll(() => alice.page.getByTestId('table-page').textContent()).toMatch(/Bot \d \(strong\)/);

    // Someone in the lobby sees the row's seats: the bot with its level.
    const bob = await visits.visit();
    await bob.page.goto(`${url}/#/`);
    const seated = bob.page.getByTestId('room-durak').getByTestId('seated');
    await expect.poll(() => seated.allTextContents()).toContainEqual(expect.stringMatching(/Bot \d \(strong\)/));

    let moves = 0;
    while ((await alice.page.getByTestId('result').count()) === 0) {
      const before = await version(alice.page);
      if (await act(alice.page)) {
        moves++;
        await waitVersion(alice.page, before + 1).catch(() => undefined);
      } else await alice.page.waitForTimeout(50);
    }
    expect(moves).toBeGreaterThan(3);
    // The bot moved too: the hand log has lines by it.
    const logged = await alice.page.locator('[data-testid=hand-log] li').allTextContents();
    expect(logged.some((l) => /Bot \d/.test(l))).toBe(true);
    await shot(alice.page, 'bot-levels-result.png');
  });
});

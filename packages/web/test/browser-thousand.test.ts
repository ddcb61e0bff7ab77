/**
 * Thousand in a real browser (Debian's Chromium through playwright-core): a
 * guest opens the create-table form (the agreements grouped as the seed groups
 * them, folded, defaults shown), creates a short table (two deals) with two
 * bots, plays it through the page choosing among the moves it shows, and sees
 * the result and the score sheet with a line per deal. Screenshots go to
 * test-artifacts/thousand-*.png.
 */
import { join as joinPath } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { artifactsDir, haveChromium, reportMissingChromium } from './browser/harness.ts';
import { version, waitVersion } from './browser/player.ts';
import { clubVisits } from './browser/visits.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: joinPath(artifactsDir, name), fullPage: true });
const DEALS = 2;

/**
 * One move through the page, if it offers one: pass when it may (so bots win
 * most auctions and the guest also defends), else the first move button (the
 * lowest bid, taking the talon, a recipient, playing the bid, dealing — never
 * rolling out), else the first card that glows (giving away or playing a card).
 */
async function act(page: Page): Promise<string | null> {
  const click = (l: Locator) =>
    l.click({ timeout: 2000 }).then(
      () => true,
      () => false,
    );
  const choices: [string, Locator][] = [
    ['pass', page.getByTestId('pass')],
    ['button', page.locator('[data-testid=thousand-table] button[data-move]:not([data-move=roll-out])')],
    ['card', page.locator('[data-testid=hand] .card--glow')],
  ];
  for (const [what, l] of choices) {
    if ((await l.count()) === 0) continue;
    // The control may be gone by now (a bot's move or the deal moved on since the count): read its
    // label without waiting for it to come back, and look again on the next round if it is gone.
    const label = await l.first().getAttribute(what === 'card' ? 'data-card' : 'data-move', { timeout: 2000 }).catch(() => null);
    if (label === null) return null;
    return (await click(l.first())) ? `${what}:${label}` : null;
  }
  return null;
}

reportMissingChromium('Thousand browser test (grouped form, a short table against two bots)');

describe.skipIf(!haveChromium)('Thousand in Chromium', () => {
  const visits = clubVisits();

  it('a guest creates a two-deal table with two bots, plays it through the page and sees the result and the score sheet', async () => {
    const guest = await visits.visit();
    const { page } = guest;
    onTestFailed(async () => {
      await shot(page, 'fail-thousand.png').catch(() => undefined);
    });

    await page.getByTestId('room-thousand').getByTestId('open-create').click();
    const form = page.getByTestId('create-form');
    // The six agreement groups of the seed, folded, each saying its settings are at their defaults.
    const groups = ['restrictions', 'roll-out', 'penalties', 'redeal', 'trumps', 'extras'];
    for (const g of groups) expect(await form.getByTestId(`group-${g}`).locator('summary').textContent()).toMatch(/defaults$/);
    expect(await form.getByTestId('group-roll-out').locator('summary').textContent()).toContain('Roll-out');
    expect(await form.locator('select[name=bidLimit]').isVisible()).toBe(false);
    await form.getByTestId('group-penalties').locator('summary').click();
    await form.locator('select[name=boltPenalty]').selectOption('three-in-a-row');
    await expect.poll(() => form.getByTestId('group-penalties').locator('summary').textContent()).toContain('1 changed');
    // The default is visible on every control: marked in a select, beside a number field.
    expect(await form.locator('select[name=boltWhen] option:checked').textContent()).toContain('(default)');
    expect(await form.locator('label[for=cfg-penaltyPoints]').textContent()).toContain('default: 120');
    await form.locator('select[name=seats]').selectOption('3');
    await form.locator('select[name=bots]').selectOption('2');
    await form.locator('select[name=turnSeconds]').selectOption('60');
    await form.locator('input[name=dealLimit]').fill(String(DEALS));
    await form.locator('input[name=dealLimit]').press('Tab');
    await expect.poll(() => page.getByTestId('variant-summary').textContent()).toContain(`: ${DEALS}`);
    await shot(page, 'thousand-form.png');
    await form.locator('button[type=submit]').click();
    await page.getByTestId('thousand-table').waitFor();

    const done: string[] = [];
    let tableShot = false;
    while ((await page.getByTestId('result').count()) === 0) {
      const before = await version(page);
      const did = await act(page);
      if (did === null) {
        await page.waitForTimeout(30);
        continue;
      }
      done.push(did);
      await waitVersion(page, before + 1).catch(() => undefined);
      if (
        !tableShot && (await page.locator('[data-testid=trick] [data-card]').count()) >= 1 &&
        (await page.getByTestId('timer').count()) > 0
      ) {
        await shot(page, 'thousand-table.png');
        tableShot = true;
      }
    }
    // The guest took part in the auction through the page.
    expect(done.some((d) => d === 'pass:pass' || d.startsWith('button:bid'))).toBe(true);

    await expect.poll(() => page.getByTestId('result').textContent()).toMatch(/place/);
    const sheet = page.getByTestId('score-sheet');
    for (let d = 1; d <= DEALS; d++) await sheet.getByTestId(`sheet-line-${d}`).waitFor();
    expect(await sheet.locator('tbody tr').count()).toBe(DEALS);
    // Every line marks what became of the declarer's contract, as on paper: made, lost or rolled out.
    for (let d = 1; d <= DEALS; d++) {
      expect(
        await sheet.getByTestId(`sheet-line-${d}`).locator('[data-mark=made], [data-mark=lost], [data-mark=roll-out]').count(),
      ).toBe(1);
    }
    // The deals are shuffled by the server, so a bot declarer may roll out every one of them (nothing is played
    // then). Whenever a contract was played, the guest played its cards through the page and a trick was shown.
    const played = await sheet.locator('[data-mark=made], [data-mark=lost]').count();
    if (played > 0) {
      expect(done.some((d) => d.startsWith('card:')), `cards played by the guest: ${done.join(' ')}`).toBe(true);
      expect(tableShot, 'a trick was seen on the table with the turn timer').toBe(true);
    } else {
      process.stderr.write('browser-thousand: every deal was rolled out; no trick to play this time\n');
    }
    await shot(page, 'thousand-result.png');

    // The rules, linked from the table: the club's own words with the seed's questions answered.
    await page.getByTestId('rules-link').click();
    await page.getByTestId('faq').getByText('exactly on 555').waitFor();
    expect(await page.locator('#rules-settings-penalties').textContent()).toContain('Samosval at ±');
    // A wide number setting lists its range, not a thousand values.
    expect(await page.getByTestId('rules').textContent()).toContain('Penalty points: 0–1000 (default: 120)');
    await shot(page, 'thousand-rules.png');
    await page.goBack();

    // On a phone the score sheet sits below the table and nothing scrolls sideways.
    const phone = await visits.visit({ phone: true });
    await phone.page.goto(page.url());
    await phone.page.getByTestId('score-sheet').getByTestId(`sheet-line-${DEALS}`).waitFor();
    const felt = await phone.page.getByTestId('thousand-table').boundingBox();
    const paper = await phone.page.getByTestId('score-sheet').boundingBox();
    expect(paper!.y).toBeGreaterThan(felt!.y + felt!.height - 1);
    expect(await phone.page.getByTestId('hand').count(), 'a spectator has no hand').toBe(0);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone.page, 'thousand-phone.png');

    // The 37 settings on a phone: six folded groups, nothing wider than the screen, an opened group still fits.
    await phone.page.goto(`${visits.club().url}/#/`);
    await phone.page.getByTestId('room-thousand').getByTestId('open-create').click();
    const phoneForm = phone.page.getByTestId('create-form');
    await phoneForm.getByTestId('group-extras').locator('summary').click();
    await phoneForm.locator('select[name=firstLead]').waitFor();
    expect(await phoneForm.locator('details[open]').count()).toBe(1);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phoneForm.screenshot({ path: joinPath(artifactsDir, 'thousand-form-phone.png') });
  });
});

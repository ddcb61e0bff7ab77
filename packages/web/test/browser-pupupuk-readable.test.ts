/**
 * The Pu-Pu-Puk table reads as cards and sentences, never as data: a player at 1280×800 and a player at
 * 390×844 sit with two bots and play a whole game through whatever the table offers (cards in the hand,
 * cards in the row, players, numbers, shouts, burns), and at every step the table page's text is scanned
 * for raw card codes (`0d`, `7b`) and move field names (`card:`, `slot:`, `draw-blind`). Screenshots of
 * both viewports go to test-artifacts/pupupuk-readable-{desktop,phone}.png, and of the first race and the
 * first effect's question to pupupuk-readable-{race,prompt}-{desktop,phone}.png (and KOZYR_SHOTS_DIR if set).
 */
import { mkdirSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { artifactsDir, type Club, haveChromium, reportMissingChromium, startClub } from './browser/harness.ts';
import { type Person, person, register } from './browser/player.ts';
import { rawData } from './pupupuk-raw.ts';

const shotsDir = process.env['KOZYR_SHOTS_DIR'];
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: joinPath(artifactsDir, `pupupuk-readable-${name}.png`), fullPage: true });
  if (shotsDir !== undefined) {
    mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: joinPath(shotsDir, `pupupuk-${name}.png`), fullPage: true });
  }
}

/** Everything the table page says: the table, the hand log (open) and the header lines around them. */
async function tableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const d of document.querySelectorAll<HTMLDetailsElement>('.hand-log details')) d.open = true;
    return (document.querySelector('[data-testid=table-page]') as HTMLElement | null)?.innerText ?? '';
  });
}

/** One move through the page if it offers one: any control the table marks as a move, at random. */
async function act(page: Page): Promise<boolean> {
  const controls = page.locator('[data-testid=pupupuk-table] [data-move], [data-testid=pupupuk-table] .actions button');
  const n = await controls.count();
  if (n === 0) return false;
  return controls.nth(Math.floor(Math.random() * n)).click({ timeout: 1000 }).then(
    () => true,
    () => false,
  );
}

reportMissingChromium('Pu-Pu-Puk readable table test (1280×800 and 390×844)');

describe.skipIf(!haveChromium)('Pu-Pu-Puk table reads as cards and sentences', () => {
  let club: Club;
  beforeAll(async () => {
    club = await startClub();
  });
  afterAll(async () => {
    await club?.close();
  });

  it('recognises raw data in text', () => {
    expect(rawData('0d 2a 6f 7b')).toBe('0d');
    expect(rawData('lay card: 3a')).toBe('3a');
    expect(rawData('purge slot: 14')).toBe('slot:');
    expect(rawData('offer target: 1')).toBe('target:');
    expect(rawData('Alice lays 3 «Подушка-пердушка». Sum 12. Closes in 4s')).toBeNull();
  });

  it('a whole game at 1280×800 and 390×844 shows no card code and no move field', async () => {
    const { url, browser } = club;
    const desk: Person = await person(browser, url);
    await desk.page.setViewportSize({ width: 1280, height: 800 });
    const phone: Person = await person(browser, url, { phone: true });
    onTestFailed(async () => {
      await shot(desk.page, 'fail-desktop').catch(() => undefined);
      await shot(phone.page, 'fail-phone').catch(() => undefined);
    });
    await register(desk, url, 'desk_pu');
    await register(phone, url, 'phone_pu');

    await desk.page.goto(`${url}/#/`);
    await desk.page.getByTestId('room-pupupuk').getByTestId('open-create').click();
    const form = desk.page.getByTestId('create-form');
    await form.getByTestId('group-pupupuk.places').locator('summary').click();
    for (const key of ['placeLibrary', 'placeSchoolBreak', 'placeJacuzzi', 'placeWaxMuseum', 'placeDarkRoom']) {
      await form.locator(`select[name=${key}]`).selectOption('true');
    }
    for (const [key, value] of [['gestureMs', '2500'], ['shoutMs', '2500']]) {
      await form.locator(`input[name=${key}]`).fill(value!);
      await form.locator(`input[name=${key}]`).press('Tab');
    }
    await form.locator('select[name=seats]').selectOption('4');
    await form.locator('select[name=bots]').selectOption('2');
    await form.locator('button[type=submit]').click();
    await desk.page.getByTestId('invite-link').waitFor();
    const invite = await desk.page.getByTestId('invite-link').inputValue();
    await phone.page.goto(invite);
    await phone.page.locator('[data-testid^=sit-]').first().click();
    for (const p of [desk, phone]) await p.page.getByTestId('pupupuk-table').waitFor();
    await shot(desk.page, 'desktop');
    await shot(phone.page, 'phone');

    const scan = async (p: Person, where: string) => {
      const text = await tableText(p.page);
      expect(rawData(text), `${where}: raw data in the table's text:\n${text}`).toBeNull();
      // The header names the places that are on, not the switch of all places left off.
      expect(text).not.toContain('All places: no');
    };
    let moves = 0;
    let shotTaken = false;
    // The first race (a gesture, a shout) and the first question of an effect, as each viewport shows it.
    const moments = new Map([['race', '.pp-races button'], ['prompt', '[data-testid=prompt] [data-move]']]);
    // Until the result shows: the bots and the table's clocks end the game however slow the machine is.
    for (;;) {
      await scan(desk, 'desktop');
      await scan(phone, 'phone');
      if ((await desk.page.getByTestId('result').count()) > 0) break;
      let acted = false;
      for (const p of [desk, phone]) if (await act(p.page)) acted = true;
      if (acted) moves++;
      else await desk.page.waitForTimeout(150);
      for (const [moment, selector] of moments) {
        for (const [p, size] of [[desk, 'desktop'], [phone, 'phone']] as const) {
          if ((await p.page.locator(selector).count()) === 0) continue;
          await shot(p.page, `${moment}-${size}`);
          moments.delete(moment);
        }
      }
      if (!shotTaken && moves >= 6) {
        shotTaken = true;
        await shot(desk.page, 'desktop');
        await shot(phone.page, 'phone');
      }
    }
    await scan(desk, 'desktop at the end');
    await scan(phone, 'phone at the end');
    expect(await desk.page.getByTestId('result').count()).toBeGreaterThan(0);
    expect(moves).toBeGreaterThan(5);
  });
});

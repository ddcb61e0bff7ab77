/**
 * Pu-Pu-Puk in a real browser (Debian's Chromium through playwright-core): two registered players and
 * two bots play a whole match with the Library, School Break and the Relay in the draw, every human move
 * made through the page's buttons (gestures, blind draws, shouts, «ХОД!»), until the result shows.
 * Screenshots go to test-artifacts/pupupuk-*.png.
 */
import { join as joinPath } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { artifactsDir, type Club, haveChromium, reportMissingChromium, startClub } from './browser/harness.ts';
import { type Person, person, register } from './browser/player.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: joinPath(artifactsDir, name), fullPage: true });

/** One move through the page if it offers one: any card or button the table marks as a move, at random (a person trying things). */
async function act(page: Page): Promise<boolean> {
  const buttons = page.locator('[data-testid=pupupuk-table] [data-move]');
  const n = await buttons.count();
  if (n === 0) return false;
  return buttons.nth(Math.floor(Math.random() * n)).click({ timeout: 1000 }).then(
    () => true,
    () => false,
  );
}

reportMissingChromium('Pu-Pu-Puk browser test (two players and two bots, Library, School Break, Relay)');

describe.skipIf(!haveChromium)('Pu-Pu-Puk in Chromium', () => {
  let club: Club;
  beforeAll(async () => {
    club = await startClub();
  });
  afterAll(async () => {
    await club?.close();
  });

  it('two players and two bots play a whole match with Library, School Break and Relay', async () => {
    const { url, browser } = club;
    const alice: Person = await person(browser, url);
    const bob: Person = await person(browser, url);
    onTestFailed(async () => {
      await shot(alice.page, 'fail-pupupuk-0.png').catch(() => undefined);
      await shot(bob.page, 'fail-pupupuk-1.png').catch(() => undefined);
    });
    await register(alice, url, 'alice_pu');
    await register(bob, url, 'bob_pu');

    await alice.page.goto(`${url}/#/`);
    await alice.page.getByTestId('room-pupupuk').getByTestId('open-create').click();
    const form = alice.page.getByTestId('create-form');
    await form.getByTestId('group-pupupuk.places').locator('summary').click();
    for (const key of ['placeLibrary', 'placeSchoolBreak', 'placeRelay']) {
      await form.locator(`select[name=${key}]`).selectOption('true');
    }
    for (const [key, value] of [['relayMinMs', '10000'], ['relayMaxMs', '15000'], ['gestureMs', '1500'], ['shoutMs', '1500']]) {
      await form.locator(`input[name=${key}]`).fill(value!);
      await form.locator(`input[name=${key}]`).press('Tab');
    }
    await form.locator('select[name=seats]').selectOption('4');
    await form.locator('select[name=bots]').selectOption('2');
    await shot(alice.page, 'pupupuk-form.png');
    await form.locator('button[type=submit]').click();
    await alice.page.getByTestId('invite-link').waitFor();
    const invite = await alice.page.getByTestId('invite-link').inputValue();
    await bob.page.goto(invite);
    await bob.page.locator('[data-testid^=sit-]').first().click();
    for (const p of [alice, bob]) await p.page.getByTestId('pupupuk-table').waitFor();
    await shot(alice.page, 'pupupuk-table.png');

    const places = new Set<string>();
    let moves = 0;
    while ((await alice.page.getByTestId('result').count()) === 0) {
      const place = await alice.page.getByTestId('place').getAttribute('data-place').catch(() => null);
      if (place !== null) places.add(place);
      let acted = false;
      for (const p of [alice, bob]) if (await act(p.page)) acted = true;
      if (acted) moves++;
      else await alice.page.waitForTimeout(150);
    }
    await shot(alice.page, 'pupupuk-result.png');
    expect(await alice.page.getByTestId('result').count()).toBeGreaterThan(0);
    expect(moves).toBeGreaterThan(5);
    // Every place drawn was one of the three enabled.
    for (const p of places) expect(['library', 'schoolBreak', 'relay']).toContain(p);
    expect(places.size).toBeGreaterThan(0);
  });
});

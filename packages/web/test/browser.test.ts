/**
 * The club in a real browser (Debian's Chromium through playwright-core): two
 * registered players create a Durak table on a stacked deck, sit, play it to
 * the end (one reloads mid-game) and see the result; a spectator never gets a
 * hidden card, neither in the DOM nor in any WebSocket frame; a guest plays
 * two bots to the end. Screenshots go to test-artifacts/.
 */
import { join as joinPath } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addStackedDeck, fillDurakForm, STACKED_DECK } from './browser/durak-deck.ts';
import { expectedGame } from './browser/expected.ts';
import { hiddenAt, hiddenByVersion, leaks } from './browser/frames.ts';
import { artifactsDir, haveChromium, reportMissingChromium } from './browser/harness.ts';
import {
  act,
  canAct,
  type Person,
  register,
  shownCards,
  touchDrag,
  UNTIL_CLICKED,
  version,
  waitVersion,
} from './browser/player.ts';
import { clubVisits } from './browser/visits.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: joinPath(artifactsDir, name), fullPage: true });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const resultShown = async (page: Page) => (await page.getByTestId('result').count()) > 0;

reportMissingChromium('browser tests (lobby, stacked Durak game, reload, spectator secrecy, bots game)');

describe.skipIf(!haveChromium)('the club in Chromium', () => {
  const { club, visit } = clubVisits();

  it('two players play a stacked Durak game to its end; a reload continues it; a spectator sees no hidden card', async () => {
    const [aliceName, bobName] = ['alice', 'bob_on_phone'];
    const { url } = club();
    const expected = expectedGame({ deck: 24, dealSize: 6 }, 2, STACKED_DECK);
    expect(expected.firstAttack.seat).toBe(1);
    expect(expected.moves).toBeGreaterThan(10);
    const lead = expected.firstAttack.card;
    const alice: Person = await visit({ routeWs: addStackedDeck });
    const bob: Person = await visit({ phone: true });
    await register(alice, url, aliceName);
    await register(bob, url, bobName);

    await alice.page.goto(`${url}/#/`);
    await fillDurakForm(alice.page, { seats: '2', bots: '0', deck: '24', dealSize: '6' });
    await expect.poll(() => alice.page.getByTestId('variant-summary').textContent()).toContain('24');
    await shot(alice.page, 'lobby.png');
    await alice.page.getByTestId('create-form').locator('button[type=submit]').click();
    await alice.page.getByTestId('invite-link').waitFor();
    expect(await alice.page.getByTestId('table-page').getAttribute('data-seat')).toBe('0');
    const invite = await alice.page.getByTestId('invite-link').inputValue();

    const carol: Person = await visit();
    const tableUrl = alice.page.url();
    await carol.page.goto(tableUrl);
    await carol.page.getByTestId('spectator-note').waitFor();

    // Bob's lobby lists the new table live, with its variant.
    await bob.page.goto(`${url}/#/`);
    const row = bob.page.locator('[data-testid^=table-row-]').filter({ hasText: aliceName });
    await row.waitFor();
    expect(await row.textContent()).toContain('24');
    await shot(bob.page, 'lobby-phone.png');
    expect(await pageWidth(bob.page)).toBeLessThanOrEqual(390);
    await bob.page.goto(invite);
    await bob.page.getByTestId('sit-1').click();
    for (const p of [alice, bob, carol]) await p.page.getByTestId('durak-table').waitFor();
    await alice.page.getByTestId('chat').locator('input').fill('good luck!');
    await alice.page.getByTestId('chat').locator('button').click();
    await bob.page.getByTestId('chat').getByText('good luck!').waitFor();

    let moves = 0;
    let spectatorChecks = 0;
    let touched = false;
    while (!(await resultShown(alice.page))) {
      const before = await version(alice.page);
      let acted = false;
      if (moves === 1) {
        // Bob led. A refused move shows the server's reason: alice tries a card that cannot beat the lead.
        await alice.page.getByTestId(`pair-${lead}`).waitFor();
        const useless = alice.page.locator('[data-testid=hand] .card:not(.card--glow)');
        expect(await useless.count()).toBeGreaterThan(0);
        await useless.first().click();
        await expect.poll(() => alice.page.getByTestId('refusal').textContent()).toMatch(/refused: .+/);
        expect(await version(alice.page)).toBe(before);
        // Then she covers the lead by dragging her first playable card onto it (the policy's move).
        await alice.page.locator('[data-testid=hand] .card--glow').first().dragTo(alice.page.getByTestId(`pair-${lead}`));
        acted = true;
      }
      const uncovered = bob.page.locator('[data-covered=false]');
      if (
        !acted && !touched && !(await canAct(alice.page)) && (await bob.page.getByTestId('take').count()) > 0 &&
        (await uncovered.count()) === 1 && (await bob.page.locator('[data-testid=hand] .card--glow').count()) > 0
      ) {
        // Bob, on his phone, covers the one open attack card by dragging his first playable card with a finger.
        await touchDrag(bob.page, bob.page.locator('[data-testid=hand] .card--glow').first(), uncovered.first());
        touched = true;
        acted = true;
      }
      for (const p of acted ? [] : [alice, bob]) {
        // No bot plays here: what glows stays until clicked, so a slow click is waited for (the policy's order holds).
        if (await act(p.page, UNTIL_CLICKED)) {
          acted = true;
          break;
        }
      }
      expect(acted, `someone can act at version ${before}`).toBe(true);
      moves++;
      await waitVersion(alice.page, before + 1);
      const now = await version(alice.page);
      await waitVersion(bob.page, now);
      await waitVersion(carol.page, now);
      // The spectator's DOM shows no card that sits hidden in a hand right now.
      const hidden = hiddenAt(hiddenByVersion([alice.frames, bob.frames]), now);
      const shown = await shownCards(carol.page);
      expect(shown.filter((c) => hidden.has(c))).toEqual([]);
      expect(await carol.page.getByTestId('hand').count()).toBe(0);
      spectatorChecks++;
      if (moves === 10) {
        // Mid-bout: attack cards with their covers, the trump, the talon count and the turn timer.
        await expect.poll(() => alice.page.getByTestId('timer').textContent()).toMatch(/\d+ seconds?/);
        await shot(alice.page, 'table.png');
        await shot(bob.page, 'table-phone.png');
        expect(await pageWidth(bob.page), 'no sideways scrolling on a phone').toBeLessThanOrEqual(390);
        await shot(carol.page, 'table-spectator.png');
      }
      if (moves === 6) {
        await bob.page.reload();
        await bob.page.getByTestId('hand').waitFor();
        await waitVersion(bob.page, now);
      }
      expect(moves).toBeLessThanOrEqual(expected.moves);
    }
    expect(moves).toBe(expected.moves);
    expect(touched, 'a move was made by a finger drag').toBe(true);
    expect(spectatorChecks).toBe(expected.moves);

    for (const p of [alice, bob, carol]) await p.page.getByTestId('result').waitFor();
    const durakName = [aliceName, bobName][expected.places.indexOf(Math.max(...expected.places))]!;
    await expect.poll(() => alice.page.getByTestId('durak').textContent()).toContain(durakName);
    expect(await bob.page.getByTestId('durak').textContent()).toContain(durakName);
    await shot(alice.page, 'result.png');
    const finished = alice.page.url();

    // Every frame the spectator received: only public cards, though it did receive cards.
    const hidden = hiddenByVersion([alice.frames, bob.frames]);
    expect(hidden.size).toBeGreaterThan(10);
    expect(leaks(carol.frames, hidden)).toEqual([]);
    expect(carol.frames.some((f) => f.includes(`"${lead}"`))).toBe(true);
    // ...while the same check does catch a player's own frames.
    expect(leaks(alice.frames, hidden).length).toBeGreaterThan(0);

    // The replay opens every hand: the first step shows all twelve dealt cards.
    await alice.page.getByTestId('replay-link').click();
    await alice.page.getByTestId('replay-step').waitFor();
    const dealt = await shownCards(alice.page);
    for (const c of STACKED_DECK.slice(0, 12)) expect(dealt).toContain(c);
    await alice.page.getByTestId('replay-next').click();
    await expect.poll(() => alice.page.getByTestId('replay-step').textContent()).toContain('1 of');
    await shot(alice.page, 'replay.png');
    // It plays itself at the chosen speed, and a pause stops it where it is.
    const stepShown = async () => Number(/\d+/.exec((await alice.page.getByTestId('replay-step').textContent()) ?? '')?.[0]);
    await alice.page.getByTestId('replay-speed').selectOption('4');
    await alice.page.getByTestId('replay-play').click();
    await expect.poll(stepShown).toBeGreaterThanOrEqual(3);
    await alice.page.getByTestId('replay-play').click();
    await expect.poll(() => alice.page.getByTestId('replay-play').getAttribute('aria-pressed')).toBe('false');
    const paused = await stepShown();
    await alice.page.waitForTimeout(1000);
    expect(await stepShown()).toBe(paused);

    // Profile with the finished game and the new rating; the leaderboard lists both players.
    await alice.page.goto(`${url}/#/profile`);
    await alice.page.getByTestId('profile').getByText(`place ${expected.places[0]}`).waitFor();
    await shot(alice.page, 'profile.png');
    await alice.page.goto(`${url}/#/leaderboard/durak`);
    await alice.page.getByTestId('leaderboard').getByText(bobName).waitFor();
    await shot(alice.page, 'leaderboard.png');
    await bob.page.goto(`${url}/#/rules/durak`);
    await bob.page.getByTestId('faq').waitFor();
    await shot(bob.page, 'rules-phone.png');
    expect(await pageWidth(bob.page)).toBeLessThanOrEqual(390);

    // Play again: both land at the same new table of the series, in their seats.
    // Both come back to the finished table: the result is rebuilt from storage.
    await bob.page.goto(finished);
    await bob.page.getByTestId('durak').waitFor();
    await bob.page.getByTestId('play-again').click();
    await expect.poll(() => bob.page.url()).not.toBe(finished);
    await alice.page.goto(finished);
    await alice.page.getByTestId('durak').waitFor();
    await alice.page.getByTestId('play-again').click();
    await expect.poll(() => alice.page.url()).toBe(bob.page.url());
    await expect.poll(() => bob.page.getByTestId('table-page').getAttribute('data-seat')).toBe('1');
    await expect.poll(() => alice.page.getByTestId('table-page').getAttribute('data-seat')).toBe('0');

    await carol.page.goto(`${url}/#/account`);
    await carol.page.getByTestId('register').waitFor();
    await shot(carol.page, 'account.png');

    for (const p of [alice, bob, carol]) await p.context.close();
  });

  it('a guest plays against two bots to the end', async () => {
    const dave = await visit();
    await dave.page.locator('.lang-switcher select').selectOption('ru');
    await dave.page.getByTestId('room-durak').getByText('Быстрая игра').waitFor();
    await fillDurakForm(dave.page, { seats: '3', bots: '2', deck: '24', turnSeconds: '0' });
    await dave.page.getByTestId('create-form').locator('button[type=submit]').click();
    await dave.page.getByTestId('durak-table').waitFor();
    // Russian plural forms: "В колоде 6 карт", never "6 карты".
    await expect.poll(() => dave.page.getByTestId('talon-count').textContent()).toMatch(
      /^(В колоде \d+ (карта|карты|карт)|Колода кончилась)$/,
    );
    while (!(await resultShown(dave.page))) {
      const before = await version(dave.page);
      if (await act(dave.page)) await waitVersion(dave.page, before + 1).catch(() => undefined);
      else await dave.page.waitForTimeout(30);
    }
    await expect.poll(() => dave.page.getByTestId('result').textContent()).toMatch(/1-е место/);
    await shot(dave.page, 'result-bots.png');
    await dave.context.close();
  });
});

/**
 * A club tournament in a real browser: an organiser creates a small club-rounds tournament of UNO through the
 * Tournaments tab's form (one hand a game, two rounds, tables of three, bots filling the field to six), a second
 * player registers from the list and the tournament starts; both watch the standings update live over the socket
 * (no reload) while the turn timer's stand-in plays the humans' hands, a visitor on a phone watches a table of the
 * round, and the final page shows the final standings with a replay for every game. The profile shows the
 * player's tournaments. Screenshots of the running and the final page at 1280×800 and 390×844 go to
 * KOZYR_SHOTS_DIR (default test-artifacts/).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, haveChromium, reportMissingChromium } from './browser/harness.ts';
import { register } from './browser/player.ts';
import { clubVisits } from './browser/visits.ts';

reportMissingChromium('browser test of club tournaments (create, register, live standings, final page)');

const shotsDir = process.env['KOZYR_SHOTS_DIR'] ?? artifactsDir;
const shot = async (page: Page, name: string) => {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `tournament-${name}.png`), fullPage: true });
};

/** The games counted per standing row, in rank order, as the page shows them. */
const gamesShown = (page: Page) =>
  page.$$eval('[data-testid=standings] tbody tr', (rows) => rows.map((r) => Number(r.lastElementChild?.textContent ?? -1)));

describe.skipIf(!haveChromium)('club tournaments in Chromium', () => {
  const club = clubVisits('fail-tournament');

  it('two players register, a club-rounds tournament with bots runs to its end, live on the page', async () => {
    const url = club.club().url;
    const alice = await club.visit();
    const bob = await club.visit();
    await register(alice, url, 'alice_cup');
    await register(bob, url, 'bob_cup');

    // The organiser opens the tab from the top bar and fills the form.
    await alice.page.goto(`${url}/#/`);
    await alice.page.locator('.topbar nav a', { hasText: 'Tournaments' }).click();
    await alice.page.getByTestId('tournaments-upcoming').getByText('No tournaments.').waitFor();
    await alice.page.getByTestId('open-create-tournament').click();
    const form = alice.page.getByTestId('create-tournament-form');
    await form.locator('select[name=game]').selectOption('uno');
    await form.locator('input[name=title]').fill('Friday cup');
    await form.getByTestId('tournament-table-settings').locator('summary').click();
    // One hand a game, bots that answer at once.
    await form.locator('select[name=rounds]').selectOption('1');
    for (const key of ['botReactionMinMs', 'botReactionMaxMs']) {
      await form.locator(`input[name=${key}]`).fill('0');
      await form.locator(`input[name=${key}]`).press('Tab');
    }
    await form.locator('select[name=format]').selectOption('club-rounds');
    const settings = form.getByTestId('format-settings');
    for (const [key, value] of [['rounds', '2'], ['tableSizeMin', '3'], ['tableSizeMax', '3'], ['hands', '1']] as const) {
      await settings.locator(`input[name=${key}]`).fill(value);
      await settings.locator(`input[name=${key}]`).press('Tab');
    }
    for (const [key, value] of [['tourn-joined', '2'], ['tourn-fill', '6'], ['tourn-turn', '2']] as const) {
      await form.locator(`#${key}`).fill(value);
      await form.locator(`#${key}`).press('Tab');
    }
    // The bots that fill the field play a level the game offers, named as at a table; normal unless chosen.
    const level = form.locator('select[name=bot]');
    expect(await level.locator('option').allTextContents()).toEqual(['easy', 'normal', 'strong']);
    expect(await level.inputValue()).toBe('normal');
    await level.selectOption('easy');
    await shot(alice.page, 'form-1280');
    await form.getByTestId('create-tournament').click();

    // Created and registered at once: its page, upcoming, waiting for a second entrant.
    const page = alice.page.getByTestId('tournament-page');
    await page.and(alice.page.locator('[data-status=upcoming]')).waitFor();
    await alice.page.getByTestId('registered').waitFor();
    expect(await alice.page.getByTestId('tournament-status').textContent()).toContain('Starts when 2 have joined');
    expect(await alice.page.getByTestId('tournament-settings').first().textContent()).toBe(
      'Rounds: 2 · Players per table, at least: 3 · Players per table, at most: 3 · Hands per table: 1',
    );
    expect(await alice.page.locator('.tourn-settings').nth(1).textContent()).toContain('bots fill to 6 (easy)');
    const tournamentUrl = alice.page.url();

    // A visitor on a phone follows it from the start.
    const phone = await club.visit({ phone: true });
    await phone.page.goto(tournamentUrl);
    await phone.page.locator('[data-testid=tournament-page][data-status=upcoming]').waitFor();

    // The second player finds it in the list and registers: the field is full and it starts.
    await bob.page.goto(`${url}/#/tournaments`);
    const card = bob.page.getByTestId('tournaments-upcoming').locator('li', { hasText: 'Friday cup' });
    await card.getByText('Entrants: 1').waitFor();
    await card.getByTestId('tournament-register').click();
    await bob.page.goto(tournamentUrl);
    await bob.page.locator('[data-testid=tournament-page][data-status=running]').waitFor();
    await alice.page.locator('[data-testid=tournament-page][data-status=running]').waitFor();

    // Live standings: six entrants, none with a game yet; then results arrive without a reload.
    await alice.page.locator('[data-testid=standings] tbody tr').nth(5).waitFor();
    const framesBefore = alice.frames.filter((f) => f.startsWith('{"type":"tournament.update"')).length;
    expect(await alice.page.getByTestId('round').textContent()).toBe('Round 1 of 2');
    await alice.page.getByTestId('round-clock').waitFor();
    expect(await alice.page.locator('[data-testid=standings] tr.tourn-me').textContent()).toContain('alice_cup');
    const tables = alice.page.getByTestId('round-tables').locator('li');
    await expect.poll(() => tables.count()).toBe(2);

    // The visitor on the phone watches the players' table (the stand-in takes a turn of theirs every two seconds,
    // so it plays on while the bots' table may already be done).
    await phone.page.locator('[data-testid=round-tables] li', { hasText: 'alice_cup' }).getByTestId('watch-table').click();
    await phone.page.getByTestId('table-page').waitFor();
    expect(phone.page.url()).toContain('#/table/');
    await phone.page.goto(tournamentUrl);

    // The first results come in: a standing counts a game, and the page said so by itself.
    await alice.page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=standings] tbody tr')].some((r) => Number(r.lastElementChild?.textContent) >= 1)
    );
    expect(alice.frames.filter((f) => f.startsWith('{"type":"tournament.update"')).length).toBeGreaterThan(framesBefore);
    await bob.page.locator('[data-testid=tournament-page][data-round="2"]').waitFor();
    expect(await bob.page.getByTestId('round').textContent()).toBe('Round 2 of 2');
    expect((await gamesShown(bob.page)).every((g) => g >= 1)).toBe(true);
    await alice.page.setViewportSize({ width: 1280, height: 800 });
    await shot(alice.page, 'running-1280');
    await shot(phone.page, 'running-390');

    // The end: the final standings, every entrant with two games, fewest penalty points first, and each game's replay.
    for (const p of [alice.page, bob.page, phone.page]) {
      await p.locator('[data-testid=tournament-page][data-status=finished]').waitFor();
    }
    const final = alice.page.getByTestId('tournament-page');
    expect(await final.locator('h2').first().textContent()).toBe('Final standings');
    expect(await gamesShown(alice.page)).toEqual([2, 2, 2, 2, 2, 2]);
    const ranks = await alice.page.$$eval(
      '[data-testid=standings] tbody tr',
      (rows) => rows.map((r) => Number(r.firstElementChild?.textContent)),
    );
    expect(ranks).toEqual([1, 2, 3, 4, 5, 6]);
    const penalties = await alice.page.$$eval(
      '[data-testid=standings] td[data-value=penalty]',
      (cells) => cells.map((c) => Number(c.textContent)),
    );
    expect(penalties).toEqual([...penalties].sort((a, b) => a - b));
    const names = await alice.page.$$eval(
      '[data-testid=standings] tbody tr td:nth-child(2)',
      (cells) => cells.map((c) => c.textContent ?? ''),
    );
    expect(names.filter((n) => n.includes('alice_cup') || n.includes('bob_cup'))).toHaveLength(2);
    expect(await alice.page.getByTestId('game-replay').count()).toBe(4);
    await shot(alice.page, 'final-1280');
    await shot(phone.page, 'final-390');
    // The longest words: the same page in Russian on the phone.
    await phone.page.getByTestId('menu-toggle').click();
    await phone.page.locator('.topbar-menu select').selectOption('ru');
    await phone.page.getByTestId('menu-toggle').click();
    await phone.page.getByText('Итоговая таблица').waitFor();
    await shot(phone.page, 'final-390-ru');
    const winner = await alice.page.locator('[data-testid=standing-1] .tourn-name').getAttribute('title');
    await alice.page.getByTestId('game-replay').first().click();
    await alice.page.getByTestId('replay').waitFor();

    // The list files it under finished, with its winner; the profile lists the player's tournaments.
    await bob.page.goto(`${url}/#/tournaments`);
    await bob.page.getByTestId('tournaments-finished').locator('li', { hasText: 'Friday cup' }).getByTestId('winner').waitFor();
    expect(await bob.page.getByTestId('tournaments-finished').getByTestId('winner').first().textContent()).toBe(
      `Winner: ${winner ?? ''}`,
    );
    await shot(bob.page, 'list-1280');
    await alice.page.goto(`${url}/#/profile`);
    const results = alice.page.getByTestId('profile-tournaments');
    const listed = await fetch(`${url}/api/users/alice_cup/tournaments`);
    const answer: unknown = listed.ok ? await listed.json().catch(() => null) : null;
    if (Array.isArray(answer)) await results.getByText('Friday cup').waitFor();
    else await results.getByText('No tournaments yet.').waitFor();
    await shot(alice.page, 'profile-1280');
  });
});

/**
 * The club in a real browser: the server's invite link lands at the table,
 * leaving before the start updates the page and the lobby, leaving during a
 * game is confirmed, told to the others and ranks the leaver last, a refusal stays
 * readable (≥ 4 s, over the table, never pushing it down), account errors read
 * in the UI language, and a first visit logs no 401.
 */
import { describe, expect, it } from 'vitest';
import { addStackedDeck, createDurak } from './browser/durak-deck.ts';
import { haveChromium, reportMissingChromium } from './browser/harness.ts';
import { act, register } from './browser/player.ts';
import { clubVisits } from './browser/visits.ts';

reportMissingChromium('browser tests of the club’s bugs (invite, leave, refusal, words)');

describe.skipIf(!haveChromium)('the club’s bugs, in Chromium', () => {
  const club = clubVisits('fail-club');
  const visit = club.visit;

  it('the server’s invite link /i/CODE lands the invited player at the table, ready to sit', async () => {
    const host = await visit();
    await createDurak(host.page, { seats: '2', bots: '0' });
    const link = await host.page.getByTestId('invite-link').inputValue();
    const code = decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));
    const guest = await visit();
    await guest.page.goto(`${club.club().url}/i/${code}`);
    await guest.page.getByTestId('sit-1').waitFor();
    expect(guest.page.url()).toContain('#/table/');
    expect(guest.page.url()).not.toContain('invite=');
  });

  it('leave before the start: the page goes back to the lobby, the seat frees, and the abandoned table is not listed', async () => {
    const host = await visit();
    await createDurak(host.page, { seats: '3', bots: '0' });
    const tablePage = host.page.url();
    const table = tablePage.slice(tablePage.lastIndexOf('/') + 1);
    const guest = await visit();
    await guest.page.goto(tablePage);
    await guest.page.getByTestId('sit-1').click();
    await host.page.locator('.seat-chip').nth(1).waitFor();
    await guest.page.getByTestId('leave').click();
    await guest.page.getByTestId('room-durak').waitFor();
    expect(guest.page.url()).not.toContain('#/table/');
    await host.page.getByTestId('sit-1').or(host.page.getByTestId('bot-1')).first().waitFor();
    const row = guest.page.getByTestId(`table-row-${table}`);
    await row.waitFor();
    await host.page.getByTestId('leave').click();
    await host.page.getByTestId('room-durak').waitFor();
    await row.waitFor({ state: 'detached' });
    await host.page.getByTestId(`table-row-${table}`).waitFor({ state: 'detached' });
  });

  it('leave during a game: asked first, back to the lobby; the other player is told, plays to the end, and the leaver is last', async () => {
    const host = await visit({ routeWs: addStackedDeck });
    await createDurak(host.page, { seats: '2', bots: '0', deck: '24', turnSeconds: '0' });
    const tablePage = host.page.url();
    const guest = await visit();
    await guest.page.goto(tablePage);
    await guest.page.getByTestId('sit-1').click();
    await host.page.getByTestId('durak-table').waitFor();
    await guest.page.getByTestId('durak-table').waitFor();
    const hostName = (await host.page.getByTestId('user-name').textContent())!.trim();
    // The dialog says what leaving costs; "Stay" keeps the seat.
    await host.page.getByTestId('forfeit').click();
    const dialog = host.page.getByTestId('forfeit-dialog');
    expect(await dialog.textContent()).toContain('Leave the game? A bot will take your seat and you will place last.');
    await host.page.getByTestId('forfeit-stay').click();
    await dialog.waitFor({ state: 'detached' });
    expect(host.page.url()).toBe(tablePage);
    await host.page.getByTestId('forfeit').click();
    await host.page.getByTestId('forfeit-confirm').click();
    await host.page.getByTestId('room-durak').waitFor();
    expect(host.page.url()).not.toContain('#/table/');
    const note = guest.page.getByTestId('left-note');
    await note.waitFor();
    expect(await note.textContent()).toBe(`${hostName} left the game; a bot plays the seat`);
    await guest.page.getByTestId('left-badge').waitFor();
    // The guest leads (the lowest trump) and plays on; the stand-in answers for the host's seat at once.
    while ((await guest.page.getByTestId('result').count()) === 0) {
      if (!(await act(guest.page))) await guest.page.waitForTimeout(50);
    }
    expect(await guest.page.getByTestId('durak').textContent()).toContain(hostName);
  });

  it('a refusal stays readable for at least 4 s while the game goes on, and does not move the table', async () => {
    const me = await visit({ routeWs: addStackedDeck });
    await createDurak(me.page, { seats: '2', bots: '1', deck: '24', dealSize: '6', turnSeconds: '0' });
    await me.page.getByTestId('durak-table').waitFor();
    // I hold the lowest trump (10♥) and lead; once the bot answers, the cards of ranks not on the table cannot be thrown in.
    await me.page.locator('[data-testid=hand] .card--glow').first().click();
    await me.page.getByTestId('done').waitFor();
    const useless = me.page.locator('[data-testid=hand] .card:not(.card--glow)');
    await useless.first().waitFor();
    const feltTop = async () => (await me.page.getByTestId('durak-table').boundingBox())!.y;
    const before = await feltTop();
    // The page itself notes when the toast comes and goes (the test's own clock lags on a busy machine).
    await me.page.evaluate(() => {
      const w = window as unknown as { toast: { shown?: number; gone?: number; goneAt?: number; }; };
      w.toast = {};
      new MutationObserver(() => {
        const up = document.querySelector('[data-testid=refusal]') !== null;
        if (up && w.toast.shown === undefined) w.toast.shown = performance.now();
        if (!up && w.toast.shown !== undefined && w.toast.gone === undefined) {
          w.toast.gone = performance.now();
          w.toast.goneAt = Number(document.querySelector('[data-testid=table-page]')?.getAttribute('data-version'));
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await useless.first().click();
    const toast = me.page.getByTestId('refusal');
    await toast.waitFor();
    expect(await toast.textContent()).toMatch(/refused: .+/);
    expect(await feltTop(), 'the refusal floats over the page').toBe(before);
    // The game goes on at once: I throw in (or say done), the bot answers, and the refusal is still there.
    const version = Number(await me.page.getByTestId('table-page').getAttribute('data-version'));
    const glowing = me.page.locator('[data-testid=hand] .card--glow');
    if ((await glowing.count()) > 0) await glowing.first().click();
    else await me.page.getByTestId('done').click();
    await me.page.waitForFunction(
      (v) => Number(document.querySelector('[data-testid=table-page]')?.getAttribute('data-version')) > v,
      version,
    );
    expect(await toast.isVisible(), 'still there after the next move').toBe(true);
    await toast.waitFor({ state: 'detached' });
    const { shown, gone } = await me.page.evaluate(() =>
      (window as unknown as { toast: { shown: number; gone: number; }; }).toast
    );
    expect(gone - shown, 'the refusal stood at least 4 s').toBeGreaterThanOrEqual(4000);
  });

  it('account errors read in the UI language; a first visit logs no 401', async () => {
    const failed: string[] = [];
    const p = await visit();
    p.page.on('console', (m) => {
      if (m.type() === 'error') failed.push(m.text());
    });
    // A fresh context: the first visit of this browser.
    const fresh = await visit();
    const errors: string[] = [];
    const ctx = fresh.context;
    const page = await ctx.newPage();
    const seen: number[] = [];
    page.on('response', (r) => r.url().includes('/api/') && seen.push(r.status()));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await ctx.clearCookies();
    await page.addInitScript(() => localStorage.clear());
    await page.goto(club.club().url);
    await page.getByTestId('user-name').waitFor();
    expect(seen.filter((s) => s >= 400)).toEqual([]);
    expect(errors).toEqual([]);

    await p.page.locator('.lang-switcher select').selectOption('ru');
    await p.page.goto(`${club.club().url}/#/account`);
    await p.page.locator('input[name=name]').fill('ab');
    await p.page.locator('input[name=password]').fill('correct horse 42');
    await p.page.getByTestId('register').click();
    await expect.poll(() => p.page.locator('.auth-form .error').textContent()).toMatch(/Имя — от 3 до 24/);
    await register(p, club.club().url, 'words_taken');
    const other = await visit();
    await other.page.locator('.lang-switcher select').selectOption('bg');
    await other.page.goto(`${club.club().url}/#/account`);
    await other.page.locator('input[name=name]').fill('words_taken');
    await other.page.locator('input[name=password]').fill('another horse 42');
    await other.page.getByTestId('register').click();
    await expect.poll(() => other.page.locator('.auth-form .error').textContent()).toMatch(/Това име е заето/);
  });

  it('the newcomer’s path: quick play alone offers bots, bots play at the game’s best count, ratings are explained, guest asks first', async () => {
    const p = await visit();
    // Every room pictures its game, says it in a line and explains what is rated.
    expect(await p.page.getByTestId('room-durak').getByTestId('pitch').textContent()).toMatch(/\w/);
    expect(await p.page.getByTestId('room-durak').getByTestId('rating-note').textContent()).toMatch(/registered/);
    await p.page.getByTestId('room-svintus').getByRole('button', { name: 'Quick play' }).click();
    await p.page.getByTestId('seating').waitFor();
    const offer = p.page.getByTestId('alone-offer');
    await offer.waitFor();
    await offer.getByTestId('fill-bots').click();
    await p.page.getByTestId('svintus-table').waitFor();

    await p.page.goto(`${club.club().url}/#/`);
    await p.page.getByTestId('room-thousand').getByTestId('play-bots').click();
    await p.page.getByTestId('thousand-table').waitFor();
    expect(await p.page.locator('[data-testid=thousand-table] [data-testid^=seat-]').count(), 'Thousand is played by three').toBe(
      3,
    );

    await register(p, club.club().url, 'newcomer_1');
    await p.page.goto(`${club.club().url}/#/account`);
    expect(await p.page.getByTestId('signed-in').textContent()).toContain('You are newcomer_1');
    await p.page.getByTestId('guest').click();
    await p.page.getByTestId('guest-confirm').waitFor();
    await p.page.getByTestId('guest-no').click();
    expect(await p.page.getByTestId('user-name').textContent()).toBe('newcomer_1');
    await p.page.getByTestId('guest').click();
    await p.page.getByTestId('guest-yes').click();
    await expect.poll(() => p.page.getByTestId('user-name').textContent()).toMatch(/^guest-/);
  });
});

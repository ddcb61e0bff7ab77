/**
 * UNO and Svintus in a real browser (Debian's Chromium through playwright-core):
 * a guest creates a one-hand table against one bot, plays it to the end of the
 * match through the page (pressing UNO!/Svintus!, a slap or a catch whenever
 * the page offers one, else a glowing card, else the first move button) and
 * sees the standings; the Svintus table is dealt from a stacked deck that opens
 * with a Khlopkopyt, so the slap is always pressed. Screenshots go to test-artifacts/uno-*.png, svintus-*.png.
 */
import { SVINTUS_DECK, svintusSchema, UNO_DECK, unoSchema } from '@kozyr/engine/client';
import { join as joinPath } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { artifactsDir, haveChromium, reportMissingChromium } from './browser/harness.ts';
import { version } from './browser/player.ts';
import { clubVisits } from './browser/visits.ts';

/**
 * A Svintus deck for the stacked table: seat 0 draws B7 and seat 1 B0 for the
 * first deal (seat 0 deals), 16 cards are dealt, and the turned-up card is a
 * Khlopkopyt, so the hand opens with a slap for everyone, whichever seat the guest has.
 */
function svintusSlapDeck(): string[] {
  const rest = [...SVINTUS_DECK];
  const take = (code: string) => rest.splice(rest.indexOf(code), 1)[0]!;
  const draw = [take('B7'), take('B0')];
  const turnedUp = take('BH');
  const hands = rest.splice(0, 16);
  return [...draw, ...hands, turnedUp, ...rest];
}
/**
 * A UNO deck for the penalty-mode table: seat 0 draws R9 and seat 1 G1 (seat 0 deals, seat 1
 * leads), seat 1 holds blues and seat 0 greens, none a 5, and R5 is turned up, so no card of
 * either hand fits; the stock starts with Y9, which does not fit either (a seat that draws it
 * keeps it). Whichever seat the guest has, on its turn every card is legal and none fits.
 */
function unoNothingFitsDeck(): string[] {
  const rest = [...UNO_DECK];
  const take = (code: string) => rest.splice(rest.indexOf(code), 1)[0]!;
  const draw = [take('R9'), take('G1')];
  const blues = ['B1', 'B2', 'B3', 'B4', 'B6', 'B7', 'B8'].map(take);
  const greens = ['G2', 'G3', 'G4', 'G6', 'G7', 'G8', 'G9'].map(take);
  const dealt = blues.flatMap((b, i) => [b, greens[i]!]); // one card at a time from seat 1
  return [...draw, ...dealt, take('R5'), take('Y9'), ...rest];
}
const withDeck = (deck: readonly string[]) => (frame: string): string => {
  const msg = JSON.parse(frame) as Record<string, unknown>;
  return msg['type'] === 'table.create' ? JSON.stringify({ ...msg, deck }) : frame;
};

const shot = (page: Page, name: string) => page.screenshot({ path: joinPath(artifactsDir, name), fullPage: true });

/** A setting by its control's name: a select, or a number field for wide ranges. */
async function setSetting(form: Locator, name: string, value: string): Promise<void> {
  const select = form.locator(`select[name=${name}]`);
  if ((await select.count()) > 0) {
    await select.selectOption(value);
    return;
  }
  const input = form.locator(`input[name=${name}]`);
  await input.fill(value);
  await input.press('Tab');
}

/**
 * One move through the page, if it offers one: an urgent out-of-turn button
 * (the call, a slap, a catch, a challenge, an interception) first, then a
 * colour for the chosen black card, then the first glowing card, then the
 * first other move button (draw, keep, take, colour, let it go).
 */
async function act(page: Page): Promise<string | null> {
  const click = (l: Locator) =>
    l.click({ timeout: 1500 }).then(
      () => true,
      (e: unknown) => {
        if (process.env['KOZYR_DEBUG']) process.stderr.write(`click failed: ${String(e).slice(0, 600)}\n`);
        return false;
      },
    );
  const choices: [string, Locator][] = [
    ['urgent', page.locator('[data-testid=urgent] button')],
    ['colour', page.locator('[data-testid=colour-picker] button[data-testid^=play-as-]')],
    ['card', page.locator('[data-testid=hand] .card--glow')],
    ['button', page.locator('[data-testid=moves] button')],
  ];
  for (const [what, l] of choices) {
    if ((await l.count()) === 0) continue;
    const first = l.first();
    // The control may vanish between the count and this read (a bot's press closed the window): then try again later.
    const name = await first.getAttribute(what === 'card' ? 'data-card' : 'data-testid', { timeout: 1500 }).catch(() => null);
    if (name === null) return null;
    if (!(await click(first))) return null;
    // A black card opens the colour choice: pick at once, as a player would.
    const picker = page.locator('[data-testid=colour-picker] button[data-testid^=play-as-]');
    if (what === 'card' && (await picker.count()) > 0) {
      const colour = await picker.first().getAttribute('data-testid');
      return (await click(picker.first())) ? `card:${name}+${colour}` : null;
    }
    return `${what}:${name}`;
  }
  return null;
}

interface Played {
  readonly done: string[];
  readonly sawSilence: boolean;
  readonly sawSlapWindow: boolean;
}

/** Create the table from the lobby, play until the result, with screenshots of the table and the standings. */
async function playMatch(page: Page, game: 'uno' | 'svintus'): Promise<Played> {
  await page.getByTestId(`room-${game}`).getByTestId('open-create').click();
  const form = page.getByTestId('create-form');
  // Every setting of the game has its control in the form.
  for (const setting of game === 'uno' ? unoSchema : svintusSchema) {
    expect(await form.locator(`[name=${setting.key}]`).count(), setting.key).toBe(1);
  }
  await setSetting(form, 'seats', '2');
  await setSetting(form, 'bots', '1');
  await setSetting(form, 'rounds', '1');
  // Quick bots keep the test short; the guest still has the whole slap window (3 s) to slap.
  await setSetting(form, 'botReactionMinMs', '0');
  await setSetting(form, 'botReactionMaxMs', '80');
  await form.locator('button[type=submit]').click();
  await page.getByTestId(`${game}-table`).waitFor();

  const done: string[] = [];
  let tableShot = false;
  let sawSilence = false;
  let sawSlapWindow = false;
  while ((await page.getByTestId('result').count()) === 0) {
    if (!sawSilence && (await page.getByTestId('silence').count()) > 0) {
      // The warning stands by the chat input while the silence holds.
      expect(await page.getByTestId('chat-notice').count()).toBe(1);
      sawSilence = true;
    }
    // The window's countdown runs once its deadline is known (for a turned-up Khlopkopyt: from the first slap).
    if (
      !sawSlapWindow && (await page.getByTestId('slap-window').count()) > 0 &&
      (await page.getByTestId('window').locator('[data-testid=timer]').count()) > 0
    ) sawSlapWindow = true;
    const table = page.getByTestId(`${game}-table`);
    if (
      !tableShot && (await table.locator('[data-testid=hand] [data-card]').count()) > 0 &&
      (await table.getByTestId('timer').count()) > 0
    ) {
      await shot(page, `${game}-table.png`);
      tableShot = true;
    }
    const before = await version(page);
    const did = await act(page);
    if (did === null) {
      await page.waitForTimeout(25);
      continue;
    }
    done.push(did);
    // The move (or a refusal) comes back within moments; bots answer within their reaction time.
    await page.waitForFunction(
      (v) => Number(document.querySelector('[data-testid=table-page]')?.getAttribute('data-version') ?? -1) >= v,
      before + 1,
    ).catch(() => undefined);
  }
  expect(tableShot, 'the table was seen with the hand and the turn timer').toBe(true);
  return { done, sawSilence, sawSlapWindow };
}

/**
 * The standings after the one hand: both seats, a place each, one hand column and a total. Places rank the
 * penalty totals, fewer first, and equal totals share a place (seed 001: the points left in hand decide the
 * place; a hand left holding only zeros scores 0, as the one who went out does). Returns whether a seat is
 * placed ahead of the other (no tie).
 */
async function checkStandings(page: Page): Promise<boolean> {
  const table = page.getByTestId('standings');
  await table.waitFor();
  expect(await table.locator('tbody tr').count()).toBe(2);
  expect(await table.locator('thead th').count()).toBe(4); // place, player, hand 1, total
  const totals: number[] = [];
  const places: number[] = [];
  for (const seat of [0, 1]) {
    const total = Number(await table.getByTestId(`total-${seat}`).textContent());
    expect(Number.isInteger(total)).toBe(true);
    totals.push(total);
    places.push(Number(await table.getByTestId(`place-${seat}`).textContent()));
  }
  expect(places).toEqual(totals.map((t) => 1 + totals.filter((u) => u < t).length));
  return places[0] !== places[1];
}

reportMissingChromium('UNO/Svintus browser test (a one-hand match against a bot, through the page)');

describe.skipIf(!haveChromium)('UNO and Svintus in Chromium', () => {
  const visits = clubVisits();

  it('a guest plays a one-hand UNO match against a bot through the page and sees the standings', async () => {
    const guest = await visits.visit();
    onTestFailed(async () => {
      await shot(guest.page, 'fail-uno.png').catch(() => undefined);
    });
    const played = await playMatch(guest.page, 'uno');
    expect(played.done.some((d) => d.startsWith('card:'))).toBe(true);
    const ranked = await checkStandings(guest.page);
    // Going out passes through two cards, where the page offers UNO! and the guest presses it. (Only a place
    // ahead says the guest went out: with a tie the bot did, and the guest kept nothing but zeros.)
    const seat = await guest.page.getByTestId('table-page').getAttribute('data-seat');
    if (ranked && (await guest.page.getByTestId(`place-${seat}`).textContent()) === '1') {
      expect(played.done).toContain('urgent:call');
    }
    await shot(guest.page, 'uno-standings.png');
  });

  it('UNO penalty mode: the page marks the legal cards that do not fit (no glow, a "+2" mark and its reason) and playing one costs 2', async () => {
    const guest = await visits.visit({ routeWs: withDeck(unoNothingFitsDeck()) });
    const page = guest.page;
    onTestFailed(async () => {
      await shot(page, 'fail-uno-penalty.png').catch(() => undefined);
    });
    await page.getByTestId('room-uno').getByTestId('open-create').click();
    const form = page.getByTestId('create-form');
    await setSetting(form, 'seats', '2');
    await setSetting(form, 'bots', '1');
    await setSetting(form, 'rounds', '1');
    await setSetting(form, 'penaltyMode', 'true');
    await setSetting(form, 'botReactionMinMs', '0');
    await setSetting(form, 'botReactionMaxMs', '80');
    await form.locator('button[type=submit]').click();
    const hand = page.getByTestId('uno-table').getByTestId('hand');
    // The guest's turn: the draw button is offered (the bot, if it leads, has drawn and kept Y9).
    await page.getByTestId('moves').getByTestId('draw').waitFor();
    const cards = await hand.locator('[data-card]').count();
    expect(cards).toBe(7);
    expect(await hand.locator('.card--glow').count()).toBe(0);
    const marked = hand.locator('[data-testid^=penalty-]');
    expect(await marked.count()).toBe(7);
    expect(await marked.first().getAttribute('title')).toMatch(/2/);
    expect(await marked.first().locator('.sh-penalty-badge').textContent()).toBe('+2');
    await shot(page, 'uno-penalty-mode.png');
    // Playing a card that does not fit is allowed and costs 2 cards.
    const before = await version(page);
    await marked.first().locator('[data-card]').click();
    await page.waitForFunction(
      (v) => Number(document.querySelector('[data-testid=table-page]')?.getAttribute('data-version') ?? -1) >= v,
      before + 1,
    );
    await expect.poll(() => hand.locator('[data-card]').count()).toBe(9);
  });

  it('a guest plays a one-hand Svintus match against a bot through the page and sees the standings', async () => {
    const guest = await visits.visit({ phone: true, routeWs: withDeck(svintusSlapDeck()) });
    onTestFailed(async () => {
      await shot(guest.page, 'fail-svintus.png').catch(() => undefined);
    });
    const played = await playMatch(guest.page, 'svintus');
    expect(played.done.some((d) => d.startsWith('card:'))).toBe(true);
    // The stacked deck turns up a Khlopkopyt: the page offered the slap and the guest slapped.
    expect(played.done).toContain('urgent:slap');
    process.stderr.write(
      `svintus: ${played.done.length} moves through the page; silence seen: ${played.sawSilence}; slap countdown seen: ${played.sawSlapWindow}\n`,
    );
    await checkStandings(guest.page);
    await shot(guest.page, 'svintus-standings.png');
    // The phone page never scrolls sideways.
    expect(await guest.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

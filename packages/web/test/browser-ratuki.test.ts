/**
 * Ratuki in a real browser (Debian's Chromium): alice (mouse: clicks and drags, 1280×800) and bob (keyboard, on a
 * 390×844 phone) race a bot through a short game (the form's short target) through the page, on loopback. At every
 * step the table's text (the hand log too, and the replay's) holds no raw card code and no move field; names are
 * never cut; key hints show only where there is a keyboard and a fine pointer. The places keep their size and
 * position as stacks come and go; the score sheet and the race log fill in; and the time from
 * each click or key to the frame that paints the server's confirmation is measured and printed
 * (median, p95). Screenshots go to test-artifacts/ratuki-*.png.
 */
import { join as joinPath } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { artifactsDir, haveChromium, reportMissingChromium } from './browser/harness.ts';
import { type Person, register } from './browser/player.ts';
import { textScan } from './browser/table-text.ts';
import { clubVisits } from './browser/visits.ts';

/** What the engine speaks and a player never reads: card codes (`BXa`, `R3f`), server times, move fields. */
const RAW = [/\b[RBGYP][1-5X][a-g]\b/, /\d{10,}/, /\b(kind|turnover|drew)\b/, /[{}]/];

const shot = (page: Page, name: string) => page.screenshot({ path: joinPath(artifactsDir, name), fullPage: true });
const phase = (page: Page) => page.getByTestId('ratuki-banner').getAttribute('data-phase');
const quick = { timeout: 1000 } as const;

let mouseTries = 0;

/** One try by mouse: a card that fits, then a place that accepts it (every third time dragged there); else junk the first card. */
async function mouseTry(page: Page): Promise<string> {
  const fits = page.locator('[data-testid=hand] .rk-card.rk-fits:not(.rk-pending)');
  if ((await fits.count()) > 0 && ++mouseTries % 3 === 0) {
    // Drag: the places that accept this card are known once it is picked up, so aim at the one the server lists first.
    const card = fits.first();
    await card.click(quick);
    const target = page.locator('.rk-place.rk-accepts');
    const place = (await target.count()) === 0 ? null : await target.first().getAttribute('data-place', quick);
    await page.keyboard.press('Escape');
    if (place === null) return 'none';
    await card.dragTo(page.locator(`[data-place="${place}"]`), quick);
    return 'drag';
  }
  if ((await fits.count()) > 0) {
    await fits.first().click(quick);
    const target = page.locator('.rk-place.rk-accepts');
    if ((await target.count()) === 0) {
      await page.keyboard.press('Escape');
      return 'none';
    }
    await target.first().click(quick);
    return 'play';
  }
  const any = page.locator('[data-testid=hand] .rk-card:not(.rk-pending)');
  if ((await any.count()) === 0) return 'none';
  await any.first().click(quick);
  await page.getByTestId('junk-target').click(quick);
  return 'junk';
}

/** One try by keyboard: the digit of a card that fits, then the digit of a place that accepts it; else the digit and J. */
async function keyTry(page: Page): Promise<string> {
  const classes = await page.locator('[data-testid=hand] .rk-card').evaluateAll((els) => els.map((e) => e.className));
  if (classes.length === 0) return 'none';
  const i = classes.findIndex((c) => c.includes('rk-fits') && !c.includes('rk-pending'));
  await page.keyboard.press(String((i < 0 ? 0 : i) + 1));
  if (i < 0) {
    await page.keyboard.press('j');
    return 'junk';
  }
  const place = await page.locator('.rk-place.rk-accepts').first().getAttribute('data-place', quick).catch(() => null);
  if (place === null) {
    await page.keyboard.press('Escape');
    return 'none';
  }
  await page.keyboard.press(String(Number(place) + 1));
  return 'play';
}

/** Try, again and again, until the game is over. */
async function race(page: Page, tryOnce: (p: Page) => Promise<string>): Promise<string[]> {
  const done: string[] = [];
  while ((await phase(page)) !== 'over') {
    if ((await phase(page)) === 'playing') {
      done.push(await tryOnce(page).catch((e: unknown) => `missed:${String(e).slice(0, 80)}`));
    }
    // A human's pace, and above the table's play-rate cap (150 ms) most of the time.
    await page.waitForTimeout(90);
  }
  return done;
}

function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
}

reportMissingChromium('Ratuki browser test (two humans and a bot race a round; click-to-confirm latency)');

describe.skipIf(!haveChromium)('Ratuki in Chromium', () => {
  const visits = clubVisits();

  it('two humans and a bot race through a short game; every click is confirmed a frame after the server answers', async () => {
    const alice: Person = await visits.visit();
    await alice.page.setViewportSize({ width: 1280, height: 800 });
    // Bob plays on a phone (390 px wide, touch), by keyboard.
    const bob: Person = await visits.visit({ phone: true });
    onTestFailed(async () => {
      await shot(alice.page, 'fail-ratuki-alice.png').catch(() => undefined);
      await shot(bob.page, 'fail-ratuki-bob.png').catch(() => undefined);
    });
    const url = visits.club().url;
    await register(alice, url, 'alice');
    await register(bob, url, 'bob');

    await alice.page.goto(`${url}/#/`);
    await alice.page.getByTestId('room-ratuki').getByTestId('open-create').click();
    const form = alice.page.getByTestId('create-form');
    await form.locator('select[name=seats]').selectOption('3');
    await form.locator('select[name=bots]').selectOption('1');
    const targetLabel = await form.locator('label[for=cfg-target]').textContent();
    await form.locator('input[name=target]').fill('15');
    await form.locator('input[name=target]').press('Tab');
    await form.locator('input[name=pauseMs]').fill('1500');
    await form.locator('input[name=pauseMs]').press('Tab');
    await form.locator('input[name=countdownMs]').fill('1500');
    await form.locator('input[name=countdownMs]').press('Tab');
    await form.locator('button[type=submit]').click();
    await alice.page.getByTestId('invite-link').waitFor();
    const invite = await alice.page.getByTestId('invite-link').inputValue();
    await bob.page.goto(invite);
    // The bot took a seat at creation; bob sits in the one left.
    await bob.page.locator('[data-testid^=sit-]').first().click();
    for (const p of [alice, bob]) await p.page.getByTestId('ratuki-table').waitFor();
    expect(await phase(alice.page)).toBe('countdown');

    // No layout jump: every place keeps its box whether it holds a stack or not.
    // Boxes relative to the table view (the page may put a result panel above it at the end), from the
    // layout (offsets), not the painted box: a refused play shakes its place with a transform for 250 ms,
    // which moves the painted box but is not a layout jump (a CI run measured mid-shake, 1.8 px off).
    const boxes = () =>
      alice.page.locator('[data-place]').evaluateAll((els) =>
        els.map((e) => {
          const origin = (el: HTMLElement) => {
            let x = 0;
            let y = 0;
            for (let n: HTMLElement | null = el; n !== null; n = n.offsetParent as HTMLElement | null) {
              x += n.offsetLeft;
              y += n.offsetTop;
            }
            return [x, y] as const;
          };
          const place = e as HTMLElement;
          const [px, py] = origin(place);
          const [tx, ty] = origin(place.closest<HTMLElement>('[data-testid=ratuki-table]')!);
          return JSON.stringify([px - tx, py - ty, place.offsetWidth, place.offsetHeight]);
        })
      );
    const emptyBoxes = await boxes();
    expect(emptyBoxes).toHaveLength(3);
    // On the phone: nothing wider than the screen, and every place and card a comfortable tap target.
    expect(await bob.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const sel of ['[data-place]', '[data-testid=hand] .rk-card']) {
      const sizes = await bob.page.locator(sel).evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect()).map((r) => Math.min(r.width, r.height))
      );
      for (const size of sizes) expect(size, sel).toBeGreaterThanOrEqual(48);
    }

    let midShot = false;
    let hintOnPhone: boolean | null = null;
    const raw = textScan(RAW);
    const cut = new Set<string>();
    const watcher = (async () => {
      while ((await phase(alice.page)) !== 'over') {
        if (!midShot && (await alice.page.locator('[data-place] [data-card]').count()) >= 2) {
          expect(await boxes()).toEqual(emptyBoxes);
          await shot(alice.page, 'ratuki-table.png');
          await alice.page.screenshot({ path: joinPath(artifactsDir, 'ratuki-desktop.png') });
          await shot(bob.page, 'ratuki-phone.png');
          // A full-page shot resizes the emulated screen; this one shows the phone as its player sees it.
          await bob.page.screenshot({ path: joinPath(artifactsDir, 'ratuki-phone-screen.png') });
          hintOnPhone = await bob.page.getByTestId('key-hint').isVisible();
          midShot = true;
        }
        await raw.scan(alice.page, 'desktop');
        await raw.scan(bob.page, 'phone');
        // A name is never cut short nor broken across lines, on the seats or in the race.
        for (const p of [alice.page, bob.page]) {
          const names = await p.locator('.rk-name, .rk-race strong').evaluateAll((els) =>
            els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getClientRects().length > 1).map((e) => e.textContent ?? '')
          );
          for (const n of names) cut.add(n);
        }
        await alice.page.waitForTimeout(200);
      }
    })();
    const [aliceTries, bobTries] = await Promise.all([race(alice.page, mouseTry), race(bob.page, keyTry)]);
    await watcher;
    expect(midShot, 'two stacks were seen on the table at once').toBe(true);
    expect(aliceTries.filter((t) => t === 'play').length).toBeGreaterThan(5);
    expect(aliceTries.filter((t) => t === 'drag').length, aliceTries.join(' ')).toBeGreaterThan(0);
    expect(bobTries.filter((t) => t === 'play').length).toBeGreaterThan(5);

    // The rounds ended with OUT! (or a dead centre): a line each on the score sheet, the race log with timings.
    await alice.page.getByTestId('sheet-round-1').waitFor();
    await alice.page.getByTestId('result').waitFor();
    for (const p of [alice, bob]) await raw.scan(p.page, p === alice ? 'desktop, result' : 'phone, result');
    // The form offered a short game and said so.
    expect(targetLabel).toMatch(/50.*short/i);
    // Key hints where there is a keyboard and a fine pointer, none on a touch phone.
    for (const p of [alice, bob]) expect(await p.page.getByTestId('key-hint').count()).toBe(1);
    expect(await alice.page.getByTestId('key-hint').isVisible()).toBe(true);
    expect(await bob.page.getByTestId('key-hint').isVisible()).toBe(false);
    expect(hintOnPhone, 'the key hint on the phone during the race').toBe(false);
    expect(await bob.page.locator('.rk-key:visible').count()).toBe(0);
    expect(raw.reads()).toBeGreaterThan(20);
    expect(raw.found, 'raw codes or move fields in the table text').toEqual([]);
    expect([...cut], 'names cut short or broken').toEqual([]);
    const logged = await alice.page.locator('[data-testid=hand-log] li').allTextContents();
    expect(logged.length).toBeGreaterThan(5);
    expect(await alice.page.getByTestId('race-line').count()).toBeGreaterThan(0);
    expect(await alice.page.getByTestId('race-log').textContent()).toMatch(/\+\d+\.\d{3} s/);
    expect(await boxes()).toEqual(emptyBoxes);
    await shot(alice.page, 'ratuki-over.png');

    // The replay shows the race with its timings: at the last step, the race log of the round's end.
    await alice.page.goto(alice.page.url().replace('#/table/', '#/replay/'));
    await alice.page.getByTestId('replay').waitFor();
    await alice.page.getByTestId('replay-end').click();
    await alice.page.getByTestId('ratuki-table').waitFor();
    expect(await alice.page.getByTestId('race-line').count()).toBeGreaterThan(0);
    expect(await alice.page.getByTestId('race-log').textContent()).toMatch(/\+\d+\.\d{3} s/);
    // Every hand is open in a replay.
    expect(await alice.page.locator('.rk-open-hand [data-card]').count()).toBeGreaterThan(0);
    await shot(alice.page, 'ratuki-replay.png');
    const replayRaw = textScan(RAW);
    await alice.page.getByTestId('replay-start').click();
    for (let i = 0; i < 12; i++) {
      await alice.page.getByTestId('replay-next').click();
      await replayRaw.scan(alice.page, `replay step ${i + 1}`, '[data-testid=replay]');
    }
    expect(replayRaw.found, 'raw codes or move fields in the replay').toEqual([]);

    // Click (or key) to the frame that shows the server's confirmation, on loopback.
    const latencies: number[] = [];
    for (const p of [alice, bob]) latencies.push(...(await p.page.evaluate(() => window.__ratukiLatency ?? [])));
    expect(latencies.length).toBeGreaterThan(10);
    for (const l of latencies) expect(Number.isFinite(l) && l > 0).toBe(true);
    const median = percentile(latencies, 0.5);
    const p95 = percentile(latencies, 0.95);
    const refusals = [...alice.frames, ...bob.frames].filter((f) => f.includes('"type":"error"') && f.includes('ratuki/')).length;
    process.stdout.write(
      `ratuki browser: ${latencies.length} confirmed tries; click-to-confirm median ${median.toFixed(1)} ms, p95 ${
        p95.toFixed(1)
      } ms; ${refusals} refusals (alice ${aliceTries.length} tries by mouse, bob ${bobTries.length} by keyboard)\n`,
    );
  });
});

/**
 * Shtuka in Chromium: three people (Alice at 1280×900 explains, Bob on a 390×844 phone and Carol at
 * a desktop search) play one round in each of the die's six modes, each at a table whose die has
 * that face only. Blitz: Carol's click is judged wrong, Bob's right. Shtuka mode: a line reaches the
 * others, the item's own word is refused, a challenge goes to the vote. Drawing: the strokes arrive
 * on the other pages while the line is drawn, undo takes it back, Carol finds the item zoomed in
 * with the wheel. Gestures: pictograms only; Bob finds the item after a pinch. Yes–No: a menu and a
 * free question, answered. Eyewitness: Bob's sketch is his alone until the round's end shows it to
 * all. The target's place is read from the server in this process, never from a page.
 * Screenshots go to test-artifacts/shtuka-*.png.
 */
import { games } from '@kozyr/engine';
import { join as joinPath } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, haveChromium, reportMissingChromium } from './browser/harness.ts';
import { type Person, register } from './browser/player.ts';
import { clubVisits } from './browser/visits.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: joinPath(artifactsDir, name), fullPage: true });

/** The die's faces as settings (each a table's only face) and as the view names them. */
const MODES = [
  ['blitz', 'blitz'],
  ['shtuka', 'shtuka'],
  ['drawing', 'drawing'],
  ['gestures', 'gestures'],
  ['yesNo', 'yes-no'],
  ['eyewitness', 'eyewitness'],
] as const;

/** The picture's units (the view's `picture`). */
const PICTURE = { width: 1600, height: 1000 };

interface Spot {
  readonly x: number;
  readonly y: number;
}

/** What of the server's table state this test reads: where the round's target lies. */
interface HiddenRound {
  readonly roundNo: number;
  readonly round: { readonly layout: readonly (Spot & { readonly size: number; })[]; readonly target: number; };
}

reportMissingChromium('Shtuka browser test (one round in each mode, clicks judged, strokes streamed)');

describe.skipIf(!haveChromium)('Shtuka in Chromium', () => {
  const visits = clubVisits('fail-shtuka');

  const table = (p: Person) => p.page.getByTestId('shtuka-table');
  const inPhase = (p: Person, phase: string) => p.page.locator(`[data-testid=shtuka-table][data-phase=${phase}]`).waitFor();
  const tableId = (p: Person) => decodeURIComponent(p.page.url().split('/table/')[1] ?? '');

  /** The server's state of a live table. */
  function hidden(id: string): HiddenRound {
    const live = visits.club().server.tables.get(id);
    if (live === undefined) throw new Error(`table ${id} is not live`);
    return live.record.state as HiddenRound;
  }

  /** The centre of the round's target, from the server's own state. */
  function target(id: string): Spot {
    const s = hidden(id);
    const t = s.round.layout[s.round.target]!;
    return { x: t.x, y: t.y };
  }

  /**
   * A spot the server judges right for the holder: the middle of every spot near the target that the game's own
   * judge accepts (a drawing need not be centred on its place, so the centre itself may miss). The judge is asked
   * through the game's pure `apply` on the server's state, which it leaves as it was.
   */
  function sureSpot(id: string, holder: number): Spot {
    const s = hidden(id);
    const t = s.round.layout[s.round.target]!;
    const right = (spot: Spot) => {
      const move = { kind: 'point', round: s.roundNo, spot };
      const r = games['shtuka']!.apply(s, holder, move, Date.now());
      return r.ok && r.value.events.some((e) => e.kind === 'pointed' && (e as { right?: boolean; }).right === true);
    };
    const hits: Spot[] = [];
    for (let i = -10; i <= 10; i++) {
      for (let j = -10; j <= 10; j++) {
        const spot = { x: Math.round(t.x + (i * t.size) / 20), y: Math.round(t.y + (j * t.size) / 20) };
        if (right(spot)) hits.push(spot);
      }
    }
    expect(hits.length, 'spots the judge accepts near the target').toBeGreaterThan(0);
    const mid = {
      x: Math.round(hits.reduce((a, h) => a + h.x, 0) / hits.length),
      y: Math.round(hits.reduce((a, h) => a + h.y, 0) / hits.length),
    };
    return right(mid) ? mid : hits[0]!;
  }

  /** A spot of the picture far from the target: the opposite corner's neighbourhood. */
  const farFrom = (t: Spot): Spot => ({ x: t.x < PICTURE.width / 2 ? 1500 : 100, y: t.y < PICTURE.height / 2 ? 900 : 100 });

  /** Where a picture spot is on the screen now, through the page's zoom and pan. */
  async function onScreen(page: Page, spot: Spot): Promise<Spot> {
    const box = (await page.getByTestId('sk-picture').boundingBox())!;
    return { x: box.x + (spot.x / PICTURE.width) * box.width, y: box.y + (spot.y / PICTURE.height) * box.height };
  }

  /**
   * A click (a tap on a phone) on the picture at a spot in picture units. A spot the zoom has taken off the stage is
   * brought back by showing the whole picture first.
   */
  async function clickPicture(p: Person, spot: Spot, phone = false): Promise<void> {
    await p.page.getByTestId('sk-stage').scrollIntoViewIfNeeded();
    const stage = (await p.page.getByTestId('sk-stage').boundingBox())!;
    let at = await onScreen(p.page, spot);
    const inside = (q: Spot) =>
      q.x > stage.x + 1 && q.x < stage.x + stage.width - 1 && q.y > stage.y + 1 && q.y < stage.y + stage.height - 1;
    if (!inside(at)) {
      await p.page.getByTestId('sk-zoom-reset').click();
      at = await onScreen(p.page, spot);
    }
    if (phone) await p.page.touchscreen.tap(at.x, at.y);
    else await p.page.mouse.click(at.x, at.y);
  }

  /** Grab the Shtuka (the button, or the space bar) and wait to hold it. */
  async function grab(p: Person, how: 'button' | 'space' = 'button'): Promise<void> {
    if (how === 'space') {
      await p.page.getByTestId('sk-grab').waitFor();
      await p.page.keyboard.press('Space');
    } else await p.page.getByTestId('sk-grab').click();
    await p.page.getByTestId('sk-holding').waitFor();
  }

  /**
   * A searcher grabs and points at the target (zoomed in first, if asked): judged right, the round ends for everyone
   * with the finder's point on the track.
   */
  async function finds(
    people: readonly Person[],
    finder: Person,
    id: string,
    options: { phone?: boolean; zoom?: (spot: Spot) => Promise<void>; } = {},
  ): Promise<void> {
    const seat = people.indexOf(finder);
    await grab(finder);
    const spot = sureSpot(id, seat);
    await options.zoom?.(spot);
    await clickPicture(finder, spot, options.phone);
    for (const p of people) await p.page.locator('[data-testid=sk-reveal][data-round="1"][data-why=found]').waitFor();
    expect(await finder.page.getByTestId(`sk-score-${seat}`).getAttribute('data-score')).toBe('1');
  }

  async function setSetting(form: Locator, key: string, value: string): Promise<void> {
    const field = form.locator(`[name=${key}]`);
    // A setting in a folded group is unfolded first.
    await field.evaluate((e) => e.closest('details')?.setAttribute('open', ''));
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
    else {
      await field.fill(value);
      await field.dispatchEvent('change');
    }
  }

  /** Alice opens a three-seat table whose die shows `face` only, with timers long enough for a busy machine; Bob and Carol sit. */
  async function openTable(alice: Person, others: readonly Person[], face: string, url: string): Promise<string> {
    await alice.page.goto(`${url}/#/`);
    await alice.page.getByTestId('room-shtuka').getByTestId('open-create').click();
    const form = alice.page.getByTestId('create-form');
    await form.locator('select[name=seats]').selectOption('3');
    await setSetting(form, 'bots', '0');
    for (const [key] of MODES) await setSetting(form, key, String(key === face));
    for (
      const key of ['blitzSeconds', 'shtukaSeconds', 'drawingSeconds', 'gesturesSeconds', 'yesNoSeconds', 'eyewitnessSeconds']
    ) {
      await setSetting(form, key, '600');
    }
    await setSetting(form, 'sketchSeconds', '600');
    await setSetting(form, 'voteSeconds', '120');
    await setSetting(form, 'answerSeconds', '30');
    await form.locator('button[type=submit]').click();
    await alice.page.getByTestId('invite-link').waitFor();
    const invite = await alice.page.getByTestId('invite-link').inputValue();
    for (const p of others) {
      await p.page.goto(invite);
      await p.page.locator('[data-testid^=sit-]').first().click();
    }
    for (const p of [alice, ...others]) await table(p).waitFor();
    const id = tableId(alice);
    expect(id).not.toBe('');
    return id;
  }

  /**
   * Nothing a searcher's socket received about this table before the round's reveal names the target: the
   * reveal's icon name appears in no earlier frame of the table (views, events, the picture's address).
   */
  function keptSecret(p: Person, from: number, id: string): void {
    const mine = p.frames.slice(from).filter((f) => f.includes(`"table":${JSON.stringify(id)}`));
    const at = mine.findIndex((f) => f.includes('"kind":"revealed"'));
    expect(at, 'the reveal reached the searcher').toBeGreaterThanOrEqual(0);
    const events = (JSON.parse(mine[at]!) as { events: { kind: string; reveal?: { target: { icon: string; }; }; }[]; }).events;
    const icon = events.find((e) => e.kind === 'revealed')!.reveal!.target.icon;
    expect(icon).toMatch(/^fluent-emoji-flat:/);
    for (const f of mine.slice(0, at)) expect(f.includes(icon), `a frame before the reveal names ${icon}`).toBe(false);
  }

  /** Lines drawn on a canvas as seen on a page. */
  const lines = async (page: Page, testId: string) => Number(await page.getByTestId(testId).getAttribute('data-lines'));

  /** A line drawn with the mouse across a canvas, `steps` moves long; `during` runs while the pen is still down. */
  async function drawLine(page: Page, testId: string, during?: () => Promise<void>): Promise<void> {
    const canvas = page.getByTestId(testId);
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const at = (t: number) => ({ x: box.x + box.width * (0.2 + 0.6 * t), y: box.y + box.height * (0.3 + 0.4 * Math.sin(t * 3)) });
    await page.mouse.move(at(0).x, at(0).y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(at(i / 20).x, at(i / 20).y);
    await during?.();
    for (let i = 11; i <= 20; i++) await page.mouse.move(at(i / 20).x, at(i / 20).y);
    await page.mouse.up();
  }

  it('one round in each mode: clicks judged right and wrong, strokes on the other pages, a phone too', async () => {
    const alice = await visits.visit();
    const bob = await visits.visit({ phone: true });
    const carol = await visits.visit();
    const people = [alice, bob, carol];
    const url = visits.club().url;
    await register(alice, url, 'alice_s');
    await register(bob, url, 'bob_s');
    await register(carol, url, 'carol_s');

    for (const [face, mode] of MODES) {
      const marks = people.map((p) => p.frames.length);
      const id = await openTable(alice, [bob, carol], face, url);
      for (const p of people) {
        expect(await p.page.getAttribute('[data-testid=table-page]', 'data-seat')).toBe(String(people.indexOf(p)));
      }
      await alice.page.getByTestId('sk-roll').click();
      const first = mode === 'eyewitness' ? 'sketch' : 'search';
      for (const p of people) await inPhase(p, first);
      for (const p of people) expect(await p.page.getByTestId('sk-head').getAttribute('data-mode')).toBe(mode);
      // The server's picture of the round reaches every page and is drawn.
      for (const p of people) {
        await p.page.waitForFunction(() => {
          const img = document.querySelector<HTMLImageElement>('[data-testid=sk-picture-img]');
          return img !== null && img.complete && img.naturalWidth > 0;
        });
      }
      // Only the explainer holds the task's words.
      expect(await alice.page.getByTestId('sk-task-words').count()).toBe(1);
      for (const p of [bob, carol]) expect(await p.page.getByTestId('sk-task-words').count()).toBe(0);

      if (mode === 'blitz') {
        // The task card is shown to everyone, drawn apart from the picture.
        for (const p of people) await p.page.getByTestId('sk-task-card').waitFor();
        // Carol points far from the item: wrong, and she is out of the round.
        await grab(carol, 'space');
        await clickPicture(carol, farFrom(target(id)));
        for (const p of people) await p.page.locator('[data-testid=sk-click-0][data-right=false]').waitFor();
        await inPhase(carol, 'search');
        expect(await carol.page.getByTestId('sk-grab').count()).toBe(0);
        await shot(bob.page, 'shtuka-phone-search.png');
        await finds(people, bob, id, { phone: true });
        // Everyone sees the true place and both clicks on the picture.
        for (const p of people) {
          await p.page.getByTestId('sk-target').waitFor();
          expect(await p.page.locator('[data-testid=sk-reveal] [data-right]').count()).toBe(2);
        }
        await shot(alice.page, 'shtuka-desktop-reveal.png');
        await shot(bob.page, 'shtuka-phone-reveal.png');
      }

      if (mode === 'shtuka') {
        await alice.page.getByTestId('sk-line-input').fill('it is shiny and small');
        await alice.page.getByTestId('sk-line-input-send').click();
        for (const p of [bob, carol]) {
          expect(await p.page.getByTestId('sk-line-0').textContent()).toContain('it is shiny and small');
        }
        // The item's own name is refused and reaches no one.
        const words = (await alice.page.getByTestId('sk-task-words').textContent())!.replace(/^[^:]*:\s*/, '');
        await alice.page.getByTestId('sk-line-input').fill(`it is a ${words}`);
        await alice.page.getByTestId('sk-line-input-send').click();
        await alice.page.getByTestId('refusal').waitFor();
        expect(await bob.page.getByTestId('sk-line-1').count()).toBe(0);
        // Bob challenges the line; Carol votes that it stands; a tie keeps it.
        await bob.page.getByTestId('sk-challenge-0').click();
        await carol.page.getByTestId('sk-vote-no').click();
        await expect.poll(() => bob.page.getByTestId('sk-vote').count()).toBe(0);
        await inPhase(bob, 'search');
        await shot(bob.page, 'shtuka-phone-lines.png');
        await finds(people, bob, id, { phone: true });
      }

      if (mode === 'drawing') {
        // The line arrives on the other pages while the pen is still down.
        await drawLine(alice.page, 'sk-canvas', async () => {
          for (let i = 0; (await lines(bob.page, 'sk-canvas')) === 0; i++) {
            const box = (await alice.page.getByTestId('sk-canvas').boundingBox())!;
            await alice.page.mouse.move(box.x + box.width * 0.5, box.y + box.height * (0.5 + 0.002 * (i % 50)));
          }
        });
        for (const p of [bob, carol]) await expect.poll(() => lines(p.page, 'sk-canvas')).toBeGreaterThan(1);
        // Undo takes the whole line back, every piece of it.
        await alice.page.getByTestId('sk-canvas-undo').click();
        for (const p of [bob, carol]) await expect.poll(() => lines(p.page, 'sk-canvas')).toBe(0);
        await drawLine(alice.page, 'sk-canvas');
        await expect.poll(() => lines(bob.page, 'sk-canvas')).toBeGreaterThan(0);
        // Carol zooms in with the wheel over the item and clicks it there: screen to picture through the zoom.
        await finds(people, carol, id, {
          zoom: async (spot) => {
            await carol.page.getByTestId('sk-stage').scrollIntoViewIfNeeded();
            const at = await onScreen(carol.page, spot);
            await carol.page.mouse.move(at.x, at.y);
            await carol.page.mouse.wheel(0, -400);
            await expect.poll(async () => Number(await carol.page.getByTestId('sk-picture').getAttribute('data-zoom')))
              .toBeGreaterThan(1.5);
          },
        });
        for (const p of people) expect(await lines(p.page, 'sk-reveal-drawing')).toBeGreaterThan(0);
        await shot(bob.page, 'shtuka-phone-drawing.png');
      }

      if (mode === 'gestures') {
        await alice.page.getByTestId('sk-pictogram-0').click();
        await alice.page.getByTestId('sk-pictogram-5').click();
        const sent = await alice.page.getByTestId('sk-gesture-draft').textContent();
        await alice.page.getByTestId('sk-gesture-send').click();
        for (const p of [bob, carol]) await p.page.getByTestId('sk-line-0').filter({ hasText: sent! }).waitFor();
        // Bob pinches the picture open over the item, then taps it.
        await finds(people, bob, id, {
          phone: true,
          zoom: async (spot) => {
            await pinchOpen(bob, spot);
            await expect.poll(async () => Number(await bob.page.getByTestId('sk-picture').getAttribute('data-zoom')))
              .toBeGreaterThan(1.2);
            await shot(bob.page, 'shtuka-phone-pinched.png');
          },
        });
      }

      if (mode === 'yes-no') {
        await bob.page.getByTestId('sk-ask-menu').selectOption('alive');
        await bob.page.getByTestId('sk-ask').click();
        await alice.page.getByTestId('sk-yes').click();
        await bob.page.locator('[data-testid=sk-question-0][data-answer=true]').waitFor();
        await carol.page.getByTestId('sk-question-input').fill('Is it soft?');
        await carol.page.getByTestId('sk-question-input-send').click();
        await alice.page.getByTestId('sk-question-1').waitFor();
        await alice.page.getByTestId('sk-no').click();
        for (const p of people) await p.page.locator('[data-testid=sk-question-1][data-answer=false]').waitFor();
        await shot(bob.page, 'shtuka-phone-yesno.png');
        await finds(people, bob, id, { phone: true });
      }

      if (mode === 'eyewitness') {
        // Bob sketches; his lines are his alone until the round ends.
        await drawLine(bob.page, 'sk-sketch');
        await expect.poll(() => lines(bob.page, 'sk-sketch')).toBeGreaterThan(0);
        expect(await lines(carol.page, 'sk-sketch')).toBe(0);
        await alice.page.getByTestId('sk-sketch-counts').filter({ hasText: /bob_s [1-9]/ }).waitFor();
        await shot(bob.page, 'shtuka-phone-sketch.png');
        await alice.page.getByTestId('sk-start').click();
        for (const p of people) await inPhase(p, 'search');
        await finds(people, bob, id, { phone: true });
        for (const p of people) expect(await lines(p.page, 'sk-reveal-sketch-1')).toBeGreaterThan(0);
      }

      for (const p of [bob, carol]) keptSecret(p, marks[people.indexOf(p)]!, id);
      // Readable on the phone: nothing wider than its screen.
      expect(await bob.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The next round begins with the next explainer.
      for (const p of people) await p.page.locator('[data-testid=sk-head][data-round="2"]').waitFor();
    }
  });
});

/**
 * Two fingers moving apart on either side of a spot of the picture (along the axis with more room, so both
 * stay on it): real touch events through the DevTools protocol.
 */
async function pinchOpen(p: Person, spot: Spot): Promise<void> {
  await p.page.getByTestId('sk-stage').scrollIntoViewIfNeeded();
  const stage = (await p.page.getByTestId('sk-stage').boundingBox())!;
  const box = (await p.page.getByTestId('sk-picture').boundingBox())!;
  const c = { x: box.x + (spot.x / PICTURE.width) * box.width, y: box.y + (spot.y / PICTURE.height) * box.height };
  // Fingers need room on the picture: a spot at its very edge is pinched from a little inside it.
  c.x = Math.min(stage.x + stage.width - 20, Math.max(stage.x + 20, c.x));
  c.y = Math.min(stage.y + stage.height - 20, Math.max(stage.y + 20, c.y));
  const roomX = Math.min(c.x - stage.x, stage.x + stage.width - c.x) - 2;
  const roomY = Math.min(c.y - stage.y, stage.y + stage.height - c.y) - 2;
  const [ax, ay, room] = roomX >= roomY ? [1, 0, roomX] : [0, 1, roomY];
  const fingers = (d: number) => [
    { x: c.x - ax * d, y: c.y - ay * d, id: 0 },
    { x: c.x + ax * d, y: c.y + ay * d, id: 1 },
  ];
  const cdp = await p.context.newCDPSession(p.page);
  const from = Math.max(1, room / 4);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(from + ((room - from) * i) / 8) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

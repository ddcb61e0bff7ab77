/**
 * One person in one browser context: registers, records every WebSocket frame
 * it receives, and plays Durak through the UI with a fixed policy: the first
 * glowing card of the hand (then the first highlighted attack card if the
 * card could cover several), else Take, else Done/Pass.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** How long one wait for a page state may take before the test gives up on it: a hang, not a slow machine. */
export const PAGE_WAIT_MS = 5 * 60_000;

/**
 * `act`'s click wait where nothing else moves (two people, no bots, no timer): a control seen stays until it is
 * clicked, so the click is waited for as long as it takes (Playwright's 0: no limit of its own).
 */
export const UNTIL_CLICKED = 0;

export interface Person {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Payloads of every frame this person's pages received, in order. */
  readonly frames: string[];
}

export async function person(
  browser: Browser,
  url: string,
  options: { phone?: boolean; routeWs?: (frame: string) => string; } = {},
): Promise<Person> {
  const context = await browser.newContext(
    options.phone ?
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } :
      { viewport: { width: 1280, height: 900 } },
  );
  // Every wait for a state (an element, a version, a click that can happen) waits as long as a busy machine needs;
  // this is only the net under a page that never gets there.
  context.setDefaultTimeout(PAGE_WAIT_MS);
  await context.addInitScript(() => localStorage.setItem('kozyr.lang', 'en'));
  const page = await context.newPage();
  const frames: string[] = [];
  page.on(
    'websocket',
    (ws) => ws.on('framereceived', (f) => frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8'))),
  );
  if (options.routeWs !== undefined) {
    const rewrite = options.routeWs;
    // Every club socket: the lobby's `/ws` and each table's `/ws?table=ID` (or `?direct=1` for a new table).
    await page.routeWebSocket(/\/ws(\?.*)?$/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(typeof m === 'string' ? rewrite(m) : m));
    });
  }
  page.on('pageerror', (e) => process.stderr.write(`page error: ${e.message}\n`));
  await page.goto(url);
  await page.getByTestId('user-name').waitFor();
  return { context, page, frames };
}

export async function register(p: Person, url: string, name: string): Promise<void> {
  await p.page.goto(`${url}/#/account`);
  await p.page.locator('input[name=name]').fill(name);
  await p.page.locator('input[name=password]').fill('correct horse 42');
  await p.page.getByTestId('register').click();
  await p.page.getByTestId('user-name').filter({ hasText: name }).waitFor();
  // The socket reconnects with the new session; its welcome names the new user.
  const welcomed = () => p.frames.some((f) => f.startsWith('{"type":"welcome"') && f.includes(`"name":${JSON.stringify(name)}`));
  await expect.poll(welcomed, { message: `a welcome for ${name} after registering` }).toBe(true);
}

export async function version(page: Page): Promise<number> {
  return Number(await page.getByTestId('table-page').getAttribute('data-version'));
}

export async function waitVersion(page: Page, atLeast: number): Promise<void> {
  await page.waitForFunction(
    (v) => Number(document.querySelector('[data-testid=table-page]')?.getAttribute('data-version') ?? -1) >= v,
    atLeast,
  );
}

/**
 * Make one move with the policy if this page may act; true when it did. Bots
 * move meanwhile, so a control seen a moment ago may be gone: a click that
 * cannot happen within `clickMs` counts as "did not act" and the caller looks
 * again. Where nobody else moves (two people, no bots) a control seen stays:
 * pass `UNTIL_CLICKED`, so a slow machine never passes the move on.
 */
export async function act(page: Page, clickMs = 2000): Promise<boolean> {
  const click = (l: Locator) =>
    l.click({ timeout: clickMs }).then(
      () => true,
      () => false,
    );
  const glowing = page.locator('[data-testid=hand] .card--glow');
  if ((await glowing.count()) > 0) {
    if (!(await click(glowing.first()))) return false;
    // A card that covers several attacks is selected first; then the attack card is picked.
    if ((await page.locator('[data-testid=hand] .card--selected').count()) > 0) {
      return click(page.locator('.card--target').first());
    }
    return true;
  }
  for (const id of ['take', 'done']) {
    const b = page.getByTestId(id);
    if ((await b.count()) > 0) return click(b);
  }
  return false;
}

/** Card codes shown face up in the page. */
export function shownCards(page: Page): Promise<string[]> {
  return page.$$eval('[data-card]', (els) => els.map((e) => e.getAttribute('data-card') ?? ''));
}

/** Whether the policy would find something to do on this page now. */
export async function canAct(page: Page): Promise<boolean> {
  return (await page.locator('[data-testid=hand] .card--glow, [data-testid=take], [data-testid=done]').count()) > 0;
}

/**
 * Until an element stands still: no flight runs on it or inside it and its box
 * is the same two frames running. A finger aims at where a card is, not at a
 * point of its flight (a box measured mid-flight is stale by the time it is touched).
 */
export async function whenStill(l: Locator): Promise<void> {
  await l.evaluate(async (el) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = '';
    for (let i = 0; i < 1000; i++) {
      const r = el.getBoundingClientRect();
      const box = `${r.x},${r.y},${r.width},${r.height}`;
      if (el.getAnimations({ subtree: true }).length === 0 && box === last) return;
      last = box;
      await frame();
    }
    throw new Error(`${el.outerHTML.slice(0, 80)} kept moving`);
  });
}

/** A finger drag from one element to another once both stand still: real touch events through the DevTools protocol. */
export async function touchDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  await whenStill(from);
  await whenStill(to);
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (a === null || b === null) throw new Error('touch drag: element not visible');
  const cdp = await page.context().newCDPSession(page);
  const at = (t: number) => ({
    x: a.x + a.width / 2 + (b.x + b.width / 2 - a.x - a.width / 2) * t,
    y: a.y + a.height / 2 + (b.y + b.height / 2 - a.y - a.height / 2) * t,
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)] });
  for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(i / 8)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

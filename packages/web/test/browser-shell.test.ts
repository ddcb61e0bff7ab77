/**
 * The club's shell in Chromium: on a phone the top bar is one compact row in every language, with the pages
 * and switches behind its menu; the club is installable (a linked, valid manifest with its icons); and the
 * service worker answers only the hashed assets, from its cache, leaving the page and /api to the network.
 */
import { LANGS } from '@kozyr/engine/client';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { haveChromium, reportMissingChromium } from './browser/harness.ts';
import { clubVisits } from './browser/visits.ts';

reportMissingChromium('browser tests of the club’s shell (phone top bar, manifest, service worker)');

/** The largest a one-row bar may be: a 40 px button and the bar's padding. */
const ONE_ROW = 64;

const headerHeight = async (page: Page): Promise<number> => (await page.locator('header.topbar').boundingBox())!.height;

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer): string => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

describe.skipIf(!haveChromium)('the club’s shell, in Chromium', () => {
  const club = clubVisits('fail-shell');

  it('on a phone (390×844) the top bar is one row in every language; its menu holds the pages and switches', async () => {
    const { page } = await club.visit({ phone: true });
    const toggle = page.getByTestId('menu-toggle');
    for (const lang of LANGS) {
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.locator('.lang-switcher select').selectOption(lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await page.keyboard.press('Escape');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await headerHeight(page), `the top bar in ${lang}`).toBeLessThanOrEqual(ONE_ROW);
      // Nothing of the bar sticks out sideways either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width in ${lang}`).toBeLessThanOrEqual(390);
    }
    // The name stays in the row; the pages open from the menu, and choosing one closes it.
    expect(await page.getByTestId('user-name').isVisible()).toBe(true);
    expect(await page.locator('.topbar nav a').first().isVisible()).toBe(false);
    await toggle.click();
    await page.locator('.topbar nav a[href="#/account"]').click();
    await page.waitForFunction(() => location.hash === '#/account');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await headerHeight(page)).toBeLessThanOrEqual(ONE_ROW);
  });

  it('on a wide screen the pages, the name and the switches stand in the bar itself', async () => {
    const { page } = await club.visit();
    expect(await page.getByTestId('menu-toggle').isVisible()).toBe(false);
    for (
      const part of [
        '.topbar nav a[href="#/account"]',
        '[data-testid=user-name]',
        '[data-testid=sound-switch]',
        '.lang-switcher select',
      ]
    ) {
      expect(await page.locator(part).isVisible(), part).toBe(true);
    }
    expect(await headerHeight(page)).toBeLessThanOrEqual(ONE_ROW);
  });

  it('at 1280×800 in Russian the chat’s “Отправить” stays inside the chat panel and the page', async () => {
    const { page } = await club.visit();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('.lang-switcher select').selectOption('ru');
    await page.getByTestId('room-durak').getByTestId('open-create').click();
    await page.getByTestId('create-form').locator('button[type=submit]').click();
    const send = page.getByTestId('chat').locator('button[type=submit]');
    expect(await send.textContent()).toBe('Отправить');
    const panel = (await page.getByTestId('chat').boundingBox())!;
    const button = (await send.boundingBox())!;
    expect(button.x + button.width, 'the button’s right edge inside the panel').toBeLessThanOrEqual(panel.x + panel.width);
    expect(panel.x + panel.width, 'the panel’s right edge inside the window').toBeLessThanOrEqual(1280);
  });

  it('the club is installable: a linked manifest Chromium reads without errors, with icons 192 and 512', async () => {
    const { page, context } = await club.visit();
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    expect(href).not.toBeNull();
    const cdp = await context.newCDPSession(page);
    const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string; }[]; data?: string; };
    expect(read.url).toBe(new URL(href!, page.url()).href);
    expect(read.errors.map((e) => e.message)).toEqual([]);
    const manifest = JSON.parse(read.data!) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; }[];
    };
    expect(manifest.name).toContain('Kozyr');
    expect(manifest.short_name).toBe('Kozyr');
    expect(manifest.display).toBe('standalone');
    expect(new URL(manifest.start_url, read.url).href).toBe(new URL('/', page.url()).href);
    expect(manifest.theme_color).toBe(await page.locator('meta[name=theme-color]').getAttribute('content'));
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
      expect(icon, `a ${size} PNG icon`).toBeDefined();
      const r = await context.request.get(new URL(icon!.src, read.url).href);
      expect(r.status()).toBe(200);
      expect(r.headers()['content-type']).toBe('image/png');
      expect(pngSize(await r.body()), icon!.src).toBe(size);
    }
  });

  it('the service worker answers the hashed assets from its cache and leaves the page and /api to the network', async () => {
    const { page } = await club.visit();
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
    expect(new URL(worker).pathname).toBe('/sw.js');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const answered: { path: string; byWorker: boolean; }[] = [];
    page.on('response', (r) => answered.push({ path: new URL(r.url()).pathname, byWorker: r.fromServiceWorker() }));
    await page.reload();
    await page.getByTestId('user-name').waitFor();
    const assets = answered.filter((a) => a.path.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((a) => !a.byWorker)).toEqual([]);
    const others = answered.filter((a) => !a.path.startsWith('/assets/'));
    expect(others.map((a) => a.path)).toEqual(expect.arrayContaining(['/', '/api/games']));
    expect(others.filter((a) => a.byWorker)).toEqual([]);
    const cached = await page.evaluate(async () =>
      (await (await caches.open('kozyr-assets')).keys()).map((r) => new URL(r.url).pathname)
    );
    expect(cached.sort()).toEqual([...new Set(assets.map((a) => a.path))].sort());
  });
});

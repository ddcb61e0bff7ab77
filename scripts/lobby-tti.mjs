#!/usr/bin/env node
/**
 * The lobby's time to interactive on a slow phone connection, as a player feels it: from the navigation's
 * start until a first click on "Create a table" has opened the form. Each load is cold (a fresh browser
 * context: no cache, no service worker), in Debian's Chromium, with DevTools' "Fast 3G" network (562.5 ms
 * latency, 1.44 Mbit/s down, 675 kbit/s up) and the CPU slowed 4×.
 *
 *   node scripts/lobby-tti.mjs --url http://127.0.0.1:3000 [--url …] [--runs 5]
 *
 * With several URLs (two servers, e.g. two versions of the club) the loads alternate between them, so a
 * busy machine slows each alike; the medians are printed per URL. Also printed: the bytes the page's
 * requests took on the wire, and when the first game's room was drawn.
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values } = parseArgs({
  options: {
    url: { type: 'string', multiple: true },
    runs: { type: 'string', default: '5' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
});
const urls = values.url ?? ['http://127.0.0.1:3000'];
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not ${values.runs}`);

const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.44e6 / 8) * 0.9, uploadThroughput: (675e3 / 8) * 0.9 };
const CPU_SLOWDOWN = 4;

const browser = await chromium.launch({ executablePath: values.chromium, args: ['--no-sandbox'] });

async function load(url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let wire = 0;
  cdp.on('Network.loadingFinished', (e) => {
    wire += e.encodedDataLength;
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const create = page.getByTestId('open-create').first();
  await create.waitFor({ state: 'visible', timeout: 120_000 });
  const drawn = Date.now() - started;
  await create.click({ timeout: 120_000 });
  await page.getByTestId('create-form').first().waitFor({ state: 'visible', timeout: 120_000 });
  const interactive = Date.now() - started;
  await context.close();
  return { drawn, interactive, wire };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const results = new Map(urls.map((u) => [u, []]));
try {
  for (let i = 0; i < runs; i++) {
    for (const url of urls) {
      const r = await load(url);
      results.get(url).push(r);
      console.log(
        `run ${
          i + 1
        } ${url}: room drawn ${r.drawn} ms, form open after the first click ${r.interactive} ms, ${r.wire} B on the wire`,
      );
    }
  }
} finally {
  await browser.close();
}
for (const [url, rs] of results) {
  console.log(
    `${url}: median of ${rs.length} cold loads (Fast 3G, CPU ×${CPU_SLOWDOWN}): room drawn ${
      median(rs.map((r) => r.drawn))
    } ms, ` +
      `interactive ${median(rs.map((r) => r.interactive))} ms, ${median(rs.map((r) => r.wire))} B on the wire`,
  );
}

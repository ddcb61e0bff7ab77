/**
 * Browser-test harness: build the client with Vite's API, start the club server
 * in-process on a free port with a fresh SQLite file and stacked decks allowed,
 * and launch Debian's Chromium through playwright-core.
 */
import { type RunningServer, startServer } from '@kozyr/server';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { build } from 'vite';
import { it } from 'vitest';

/** Debian's Chromium; KOZYR_CHROMIUM points elsewhere (or nowhere, to check the skip path). */
export const CHROMIUM = process.env['KOZYR_CHROMIUM'] ?? '/usr/bin/chromium';
export const haveChromium = existsSync(CHROMIUM);
export const requireAll = process.env['KOZYR_REQUIRE_ALL'] === '1';

/**
 * Without Chromium a browser suite says plainly what it skipped; under
 * KOZYR_REQUIRE_ALL=1 (CI) the missing browser is a failing test instead.
 */
export function reportMissingChromium(what: string): void {
  if (haveChromium) return;
  const message = `${what}: ${CHROMIUM} not found`;
  if (requireAll) {
    it('requires Chromium when KOZYR_REQUIRE_ALL=1', () => {
      throw new Error(`KOZYR_REQUIRE_ALL=1 but ${message}; run apt-get install -y chromium`);
    });
  } else {
    process.stderr.write(`SKIPPED ${message}\n`);
  }
}

const webDir = fileURLToPath(new URL('../..', import.meta.url));
export const artifactsDir = resolve(webDir, '../../test-artifacts');

export interface Club {
  readonly url: string;
  readonly browser: Browser;
  /** The server in this process, for a test that reads a table's hidden state (where the target lies). */
  readonly server: RunningServer;
  close(): Promise<void>;
}

/** Build the client with Vite into `outDir`. */
export async function buildClient(outDir: string): Promise<void> {
  await build({ configFile: join(webDir, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

/** Debian's Chromium, headless, as every browser test runs it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function startClub(): Promise<Club> {
  const work = mkdtempSync(join(tmpdir(), 'kozyr-web-test-'));
  const outDir = join(work, 'dist');
  await buildClient(outDir);
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    sqliteFile: join(work, 'club.sqlite'),
    databaseUrl: undefined,
    testDecks: true,
    webDist: outDir,
    defaultBotDelayMs: 10,
    logger: false,
  });
  const browser = await launchChromium();
  mkdirSync(artifactsDir, { recursive: true });
  return {
    url: server.url,
    browser,
    server,
    async close() {
      await browser.close();
      await server.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

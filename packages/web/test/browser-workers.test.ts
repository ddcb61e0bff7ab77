/**
 * The browser client on `kozyr serve --workers 2`: a table's
 * frames travel over a socket of its own (`/ws?table=ID`, `?direct=1` for a
 * new table), which the primary hands over to the table's worker, so the
 * primary relays none of them (its `/api/stats` counts every frame it relays);
 * play and chat work over it, one person is one user on the lobby socket and
 * the table socket, and when the table's worker dies and starts again the page
 * reconnects and resyncs to the same version and plays on.
 */
import { shardOf } from '@kozyr/server/one-machine/shard.ts';
import { startCluster } from '@kozyr/server/one-machine/workers.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDurak } from './browser/durak-deck.ts';
import { buildClient, haveChromium, launchChromium, reportMissingChromium } from './browser/harness.ts';
import { act, type Person, person, UNTIL_CLICKED, version, waitVersion } from './browser/player.ts';

reportMissingChromium('browser test of the client on serve --workers 2 (the direct path)');

const ENTRY = fileURLToPath(new URL('./browser/cluster-worker.ts', import.meta.url));

interface Stats {
  movesAccepted: number;
  relayed: number;
  relayedFrames: number;
  workers: { tables: number; sockets: number; }[];
}

/** The user ids this person's sockets were welcomed as (lobby and table sockets alike). */
function welcomedAs(p: Person): string[] {
  return p.frames.filter((f) => f.startsWith('{"type":"welcome"')).map((f) =>
    (JSON.parse(f) as { user: { id: string; }; }).user.id
  );
}

/** One move by whichever of the two may act (no bots and no timer: what glows stays until clicked). */
async function oneMove(people: readonly Person[]): Promise<void> {
  const before = await version(people[0]!.page);
  let acted = false;
  for (const p of people) {
    if (await act(p.page, UNTIL_CLICKED)) {
      acted = true;
      break;
    }
  }
  expect(acted, `someone can act at version ${before}`).toBe(true);
  for (const p of people) await waitVersion(p.page, before + 1);
}

async function chat(from: Person, to: Person, text: string): Promise<void> {
  await from.page.getByTestId('chat').locator('input').fill(text);
  await from.page.getByTestId('chat').locator('button').click();
  await to.page.getByTestId('chat').getByText(text).waitFor();
}

describe.skipIf(!haveChromium)('the browser client on serve --workers 2', () => {
  let work = '';
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'kozyr-web-workers-'));
    await buildClient(join(work, 'dist'));
    cluster = await startCluster({
      workers: 2,
      port: 0,
      host: '127.0.0.1',
      entry: ENTRY,
      env: { KOZYR_SQLITE: join(work, 'club.sqlite'), DATABASE_URL: '', KOZYR_TEST_WEB_DIST: join(work, 'dist') },
      log: (line) => process.stderr.write(`${line}\n`),
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await cluster?.close();
    if (work !== '') rmSync(work, { recursive: true, force: true });
  });

  const stats = async (): Promise<Stats> => (await (await fetch(`${cluster!.url}/api/stats`)).json()) as Stats;

  it(
    'a table’s frames go over its own handed-over socket: the primary relays none; play, chat and a worker restart work',
    async () => {
      const url = cluster!.url;
      const alice = await person(browser!, url);
      const bob = await person(browser!, url);
      await createDurak(alice.page, { seats: '2', bots: '0', turnSeconds: '0' });
      const tablePage = alice.page.url();
      const table = tablePage.slice(tablePage.lastIndexOf('/') + 1);
      await bob.page.goto(tablePage);
      await bob.page.getByTestId('sit-1').click();
      for (const p of [alice, bob]) await p.page.getByTestId('durak-table').waitFor();
      const owner = shardOf(table, 2);

      // Moves and chat at the table: not one frame through the primary's relay.
      const before = await stats();
      await chat(alice, bob, 'over the direct path');
      for (let i = 0; i < 4; i++) await oneMove([alice, bob]);
      await chat(bob, alice, 'and back');
      const after = await stats();
      expect(after.movesAccepted - before.movesAccepted).toBe(4);
      expect(after.relayedFrames - before.relayedFrames, 'frames relayed by the primary while the table played').toBe(0);
      // The two lobby sockets are the relayed ones; each person's table socket is at the table's worker.
      expect(after.relayed).toBe(2);
      expect(after.workers[owner]!.sockets).toBeGreaterThanOrEqual(2);

      // One person is one user on both sockets.
      for (const p of [alice, bob]) {
        const ids = welcomedAs(p);
        expect(ids.length, 'a welcome on the lobby socket and on the table socket').toBeGreaterThanOrEqual(2);
        expect(new Set(ids).size).toBe(1);
      }
      expect(welcomedAs(alice)[0]).not.toBe(welcomedAs(bob)[0]);

      // The table's worker dies and is started again: the pages reconnect, resync to the same version, play on.
      const at = await version(alice.page);
      const welcomes = [alice, bob].map((p) => welcomedAs(p).length);
      cluster!.processes[owner]!.kill('SIGKILL');
      for (const [i, p] of [alice, bob].entries()) {
        await expect.poll(() => welcomedAs(p).length, { message: 'the table socket reconnected' })
          .toBeGreaterThan(welcomes[i]!);
        await p.page.getByTestId('durak-table').waitFor();
        expect(await version(p.page)).toBe(at);
      }
      await expect.poll(async () => (await stats()).workers[owner]!.tables).toBe(1);
      // The lobby sockets (closed by the primary when the worker died) are back and quiet before counting again.
      let resumed = await stats();
      await expect.poll(async () => {
        const now = await stats();
        const quiet = now.relayed === 2 && now.relayedFrames === resumed.relayedFrames;
        resumed = now;
        return quiet;
      }, { interval: 1000 }).toBe(true);
      await oneMove([alice, bob]);
      await chat(alice, bob, 'still here');
      expect(await version(bob.page)).toBe(at + 1);
      const end = await stats();
      expect(end.relayedFrames - resumed.relayedFrames, 'frames relayed after the reconnect').toBe(0);
      for (const p of [alice, bob]) expect(new Set(welcomedAs(p)).size).toBe(1);
      for (const p of [alice, bob]) await p.context.close();
    },
  );
});

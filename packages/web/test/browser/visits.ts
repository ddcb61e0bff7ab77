/**
 * One club per describe block and the people who visit it: the club starts before
 * the block's tests and closes after them, with every visitor's browser context.
 * When a test fails, the pages of the people it let in are saved as
 * test-artifacts/<failShots>-<n>.png.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { artifactsDir, type Club, startClub } from './harness.ts';
import { type Person, person } from './player.ts';

export interface Visits {
  /** The running club (valid inside tests). */
  club(): Club;
  /** A new visitor (a fresh browser context on the club's front page). */
  visit(options?: Parameters<typeof person>[2]): Promise<Person>;
}

export function clubVisits(failShots = 'fail'): Visits {
  let club: Club | undefined;
  const people: Person[] = [];
  let ofThisTest: Person[] = [];
  beforeAll(async () => {
    club = await startClub();
  });
  beforeEach((ctx) => {
    const mine: Person[] = [];
    ofThisTest = mine;
    ctx.onTestFailed(async () => {
      for (const [i, p] of mine.entries()) {
        await p.page.screenshot({ path: join(artifactsDir, `${failShots}-${i}.png`), fullPage: true }).catch(() => undefined);
      }
    });
  });
  afterAll(async () => {
    for (const p of people) await p.context.close().catch(() => undefined);
    await club?.close();
  });
  const running = (): Club => {
    if (club === undefined) throw new Error('the club is not running (used outside a test?)');
    return club;
  };
  return {
    club: running,
    async visit(options) {
      const p = await person(running().browser, running().url, options);
      people.push(p);
      ofThisTest.push(p);
      return p;
    },
  };
}

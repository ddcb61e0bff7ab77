/**
 * The bot threads' test games (loaded by the threads themselves through `botGames`): the fake games
 * with a `strong` bot that searches (so the server asks it in a thread) and thinks until the test lets it (a file appears, KOZYR_TEST_BOT_RELEASE) and
 * then plays its highest card, marking each time it is asked in KOZYR_TEST_BOT_ASKED, and two whose `strong` bot fails in its thread: one throws, one ends
 * its thread.
 */
import type { AnyGame, Bot } from '@kozyr/engine';
import { appendFileSync, existsSync } from 'node:fs';
import { chattyGame, fakeGame, type FakeMove, type FakeView } from './fake-game.ts';

type FakeBot = Bot<FakeView, FakeMove>;

const nap = new Int32Array(new SharedArrayBuffer(4));

/** Holds its thread (as a long search would) until the release file exists, then plays its highest card. */
const slowStrong: FakeBot = {
  id: 'strong',
  searches: true,
  choose({ legal }) {
    const release = process.env['KOZYR_TEST_BOT_RELEASE'];
    const asked = process.env['KOZYR_TEST_BOT_ASKED'];
    if (release === undefined || asked === undefined) throw new Error('KOZYR_TEST_BOT_RELEASE or _ASKED is not set');
    appendFileSync(asked, 'x');
    const end = Date.now() + 8000;
    while (!existsSync(release)) {
      if (Date.now() > end) throw new Error('never released');
      Atomics.wait(nap, 0, 0, 5);
    }
    const plays = legal.filter((m): m is { kind: 'play'; card: string; } => m.kind === 'play');
    const card = (c: string): number => Number(c.slice(1));
    if (plays.length === 0) return legal[0] === undefined ? null : { move: legal[0] };
    return { move: plays.reduce((a, b) => (card(a.card) >= card(b.card) ? a : b)) };
  },
};

const throwing: FakeBot = {
  id: 'strong',
  searches: true,
  choose() {
    throw new Error('the search broke');
  },
};

const dying: FakeBot = {
  id: 'strong',
  searches: true,
  choose() {
    // In a worker thread this ends the thread, not the process.
    process.exit(3);
  },
};

const withStrong = (g: typeof fakeGame, id: string, strong: FakeBot): typeof fakeGame => ({
  ...g,
  id,
  bots: { ...g.bots, strong },
});

export const games: Readonly<Record<string, AnyGame>> = {
  fake: withStrong(fakeGame, 'fake', slowStrong),
  chatty: withStrong(chattyGame, 'chatty', slowStrong),
  throwing: withStrong(fakeGame, 'throwing', throwing),
  dying: withStrong(fakeGame, 'dying', dying),
};

/** Where the threads load these games from. */
export const SLOW_BOTS = new URL('./slow-bots.ts', import.meta.url).href;

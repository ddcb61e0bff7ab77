/**
 * Hotel „Chuk-chuk" in Chromium: the create-table form comes from the schema (the guests
 * setting says that with 7–8 players the others play without a guest), two people (one at
 * 1280×800, one on a 390×844 phone) and two bots play a full four-player game through the page
 * while a third watches; at every step the table's text (the hand log too) holds no raw card
 * code and no move field name; no WebSocket frame any of them receives holds another seat's
 * door choice before that round's reveal ("Chuk-chuk!"), which both receive as one event.
 * On an eight-seat table on a phone Professor Molets plays two doors by selecting two cards,
 * and the table stays within two screens. Screenshots go to test-artifacts/hotel-*.png.
 */
import { join as joinPath } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, onTestFailed } from 'vitest';
import { artifactsDir, haveChromium, reportMissingChromium } from './browser/harness.ts';
import type { Person } from './browser/player.ts';
import { register, version, waitVersion } from './browser/player.ts';
import { textScan } from './browser/table-text.ts';
import { clubVisits } from './browser/visits.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: joinPath(artifactsDir, name), fullPage: true });

/**
 * One move through the page if it offers one: a guest's decision (pass, pick, the first offered), else the first door
 * card (with Professor Molets: selected, then knocked alone).
 */
async function act(page: Page): Promise<string | null> {
  const click = (l: Locator) =>
    l.click({ timeout: 2000 }).then(
      () => true,
      () => false,
    );
  const powers = page.locator('[data-testid=controls] .ht-powers button');
  const knocks = page.locator('[data-testid=hand] button.ht-knock');
  for (const l of [powers, knocks]) {
    if ((await l.count()) === 0) continue;
    const label = (await l.first().getAttribute('data-testid')) ?? '?';
    if (!(await click(l.first()))) return null;
    // With Professor Molets a tap selects the card (a second may join it): the one-card knock confirms it.
    const one = page.getByTestId('play-one');
    if (l === knocks && (await one.count()) > 0 && !(await click(one))) return null;
    return label;
  }
  return null;
}

interface Frame {
  readonly round: number;
  readonly phase: string;
  readonly viewer: number | null;
  readonly text: string;
  readonly reveals: readonly { round: number; plays: readonly { seat: number; cards: readonly string[]; }[]; }[];
  readonly resting: readonly (string | null)[];
  /** What this viewer saw as Baba Naprastka this round. */
  readonly peeked: string | null;
}

function parseFrames(frames: readonly string[], seat: number): Frame[] {
  const out: Frame[] = [];
  for (const raw of frames) {
    let f: Record<string, unknown>;
    try {
      f = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      continue;
    }
    if (f['type'] !== 'table.state' && f['type'] !== 'table.update') continue;
    const view = (f['state'] as { view?: Record<string, unknown>; } | null)?.view;
    if (view === undefined || typeof view['round'] !== 'number') continue;
    const events = (f['events'] ?? []) as { kind: string; round: number; plays: { seat: number; cards: string[]; }[]; }[];
    const table = view['table'] as { resting: string | null; }[];
    out.push({
      round: view['round'],
      phase: String(view['phase']),
      viewer: seat,
      text: raw,
      reveals: events.filter((e) => e.kind === 'reveal'),
      resting: table.map((t) => t.resting),
      peeked: (view['peek'] as { card: string; } | null)?.card ?? null,
    });
  }
  return out;
}

/** What the engine speaks and a player never reads: door cards (`B1`), rooms (`r3-30`), move kinds and fields. */
const RAW = [/\b[RBGYPOKW][1-7]\b/, /\br[1-5x]-\d+\b/, /\b(kind|knock|molets|peek|pero|mugla|lulu)\b/, /[{}]/];

/** A string value equal to `code` anywhere in a frame's JSON. */
const carries = (text: string, code: string) => text.includes(`"${code}"`);

reportMissingChromium('Hotel browser test (two people and two bots, no choice before the reveal)');

describe.skipIf(!haveChromium)('Hotel in Chromium', () => {
  const visits = clubVisits();

  it('two people and two bots play a full game; no frame shows another seat’s choice before the reveal', async () => {
    const alice: Person = await visits.visit();
    await alice.page.setViewportSize({ width: 1280, height: 800 });
    const bob: Person = await visits.visit({ phone: true });
    const raw = textScan(RAW);
    onTestFailed(async () => {
      await shot(alice.page, 'fail-hotel-alice.png').catch(() => undefined);
      await shot(bob.page, 'fail-hotel-bob.png').catch(() => undefined);
    });
    const url = visits.club().url;
    await register(alice, url, 'alice_h');
    await register(bob, url, 'bob_h');

    await alice.page.goto(`${url}/#/`);
    await alice.page.getByTestId('room-hotel').getByTestId('open-create').click();
    const form = alice.page.getByTestId('create-form');
    // The form is the schema's: every setting, the guests one saying who plays without a guest.
    expect(await form.locator('label[for=cfg-guests]').textContent()).toContain(
      'with 7–8 players the others play without a guest',
    );
    for (const key of ['version', 'ghosts', 'shortGame', 'noMercy', 'moletsUses']) {
      expect(await form.locator(`[name=${key}]`).count(), key).toBe(1);
    }
    expect(await form.locator('label[for=cfg-choiceSeconds]').textContent()).toContain('default: 30');
    // The choosing window is the game's own clock: the club's turn timer, which could not act, is not offered.
    expect(await form.locator('[name=turnSeconds]').count()).toBe(0);
    await form.locator('select[name=seats]').selectOption('4');
    await form.locator('select[name=bots]').selectOption('2');
    await shot(alice.page, 'hotel-form.png');
    await form.locator('button[type=submit]').click();
    await alice.page.getByTestId('invite-link').waitFor();
    const invite = await alice.page.getByTestId('invite-link').inputValue();
    await bob.page.goto(invite);
    // Bots take the first seats; Bob takes the one left.
    await bob.page.locator('[data-testid^=sit-]').first().click();
    // Carol watches: a spectator sees public information only.
    const carol: Person = await visits.visit();
    await carol.page.goto(alice.page.url());
    for (const p of [alice, bob, carol]) await p.page.getByTestId('hotel-table').waitFor();
    const seatOf = async (p: Person) => Number(await p.page.getByTestId('table-page').getAttribute('data-seat'));
    const aliceSeat = await seatOf(alice);
    const bobSeat = await seatOf(bob);
    expect(new Set([aliceSeat, bobSeat]).size).toBe(2);

    const done: string[] = [];
    let shotTaken = false;
    while ((await alice.page.getByTestId('result').count()) === 0) {
      let acted = false;
      for (const p of [alice, bob]) {
        const before = await version(p.page);
        const did = await act(p.page);
        await raw.scan(p.page, p === alice ? 'desktop' : 'phone');
        if (did === null) continue;
        acted = true;
        done.push(did);
        await waitVersion(p.page, before + 1).catch(() => undefined);
      }
      if (!shotTaken && (await alice.page.getByTestId('reveal').count()) > 0) {
        await shot(alice.page, 'hotel-table.png');
        await alice.page.screenshot({ path: joinPath(artifactsDir, 'hotel-desktop.png') });
        await bob.page.screenshot({ path: joinPath(artifactsDir, 'hotel-phone.png'), fullPage: true });
        shotTaken = true;
      }
      if (!acted) await alice.page.waitForTimeout(50);
    }
    expect(done.filter((d) => d.startsWith('knock-')).length).toBeGreaterThan(10);
    for (const p of [alice, bob]) await raw.scan(p.page, p === alice ? 'desktop, result' : 'phone, result');
    expect(raw.reads()).toBeGreaterThan(20);
    expect(raw.found, 'raw codes or move fields in the table text').toEqual([]);
    // The hand log tells the game in sentences.
    const logged = await alice.page.locator('[data-testid=hand-log] li').allTextContents();
    expect(logged.length).toBeGreaterThan(10);
    expect(logged.join('\n')).toMatch(/door 1|door 2|door 3|door 4/);
    await shot(alice.page, 'hotel-result.png');

    // The secrecy check on what each person's socket received.
    const SPECTATOR = -1;
    const frames = new Map([
      [aliceSeat, parseFrames(alice.frames, aliceSeat)],
      [bobSeat, parseFrames(bob.frames, bobSeat)],
      [SPECTATOR, parseFrames(carol.frames, SPECTATOR)],
    ]);
    const reveals = new Map<number, { seat: number; cards: readonly string[]; }[]>();
    for (const fs of frames.values()) for (const f of fs) for (const r of f.reveals) reveals.set(r.round, [...r.plays]);
    expect(reveals.size).toBeGreaterThanOrEqual(10);
    for (const [seat, fs] of frames) {
      // Every round's reveal reached each player (the spectator came in after the first frames).
      const seen = new Set(fs.flatMap((f) => f.reveals.map((r) => r.round)));
      if (seat !== SPECTATOR) expect([...seen].sort((a, b) => a - b)).toEqual([...reveals.keys()].sort((a, b) => a - b));
      else expect(seen.size).toBeGreaterThan(5);
      const peekedIn = new Set<string>();
      for (const f of fs) {
        // Baba Naprastka's own peek shows her that card from then on, in her frames only.
        if (f.peeked !== null) peekedIn.add(`${f.round}/${f.peeked}`);
        if (f.phase !== 'choose' || f.reveals.some((r) => r.round === f.round)) continue;
        for (const play of reveals.get(f.round) ?? []) {
          if (play.seat === seat) continue;
          for (const card of play.cards) {
            // Lulu's play is her resting card, shown as resting all along: not what this checks.
            if (f.resting[play.seat] === card || peekedIn.has(`${f.round}/${card}`)) continue;
            expect(carries(f.text, card), `round ${f.round}: seat ${seat} received seat ${play.seat}'s ${card} before the reveal`)
              .toBe(false);
          }
        }
      }
    }
    // The replay of the finished game opens: every seat's door cards, step by step.
    await alice.page.getByTestId('replay-link').click();
    await alice.page.getByTestId('replay-step').waitFor();
    await alice.page.getByTestId('hotel-table').waitFor();
    await alice.page.getByTestId('replay-next').click();
    await expect.poll(() => alice.page.getByTestId('replay-step').textContent()).toContain('1 of');
    const replayRaw = textScan(RAW);
    for (let i = 0; i < 6; i++) {
      await replayRaw.scan(alice.page, `replay step ${i + 1}`, '[data-testid=replay]');
      await alice.page.getByTestId('replay-next').click();
    }
    expect(replayRaw.found, 'raw codes or move fields in the replay').toEqual([]);
    await alice.page.goBack();
    await alice.page.getByTestId('hotel-table').waitFor();
    // The "Which door?" advice as an in-app hint.
    await alice.page.getByTestId('hint').locator('button').click();
    expect(await alice.page.getByTestId('hint').textContent()).toContain('biggest door');
    // The rules page answers the seed's questions (here: which card rests after Madam Pero moves).
    await alice.page.goto(`${url}/#/rules/hotel`);
    await alice.page.getByTestId('faq').getByText('Her played card, the one she moved.').waitFor();
    await shot(alice.page, 'hotel-rules.png');
  });

  it('on a phone, an eight-seat table fits in two screens and Professor Molets plays two doors by selecting two cards', async () => {
    // The stacked deck deals the guests by seat (the protocol's eight letters leave Baba Naprastka out): the seven
    // bots sit first, the creator last, as Molets.
    const guests = ['-', 'lulu', 'pero', 'bo', 'mugla', '-', '-', 'molets'];
    const dana: Person = await visits.visit({
      phone: true,
      routeWs: (frame) => {
        const msg = JSON.parse(frame) as Record<string, unknown>;
        return msg['type'] === 'table.create' ? JSON.stringify({ ...msg, deck: guests }) : frame;
      },
    });
    const url = visits.club().url;
    await dana.page.goto(`${url}/#/`);
    await dana.page.getByTestId('room-hotel').getByTestId('open-create').click();
    const form = dana.page.getByTestId('create-form');
    await form.locator('select[name=seats]').selectOption('8');
    await form.locator('select[name=bots]').selectOption('7');
    await form.locator('button[type=submit]').click();
    await dana.page.getByTestId('hotel-table').waitFor();
    expect(Number(await dana.page.getByTestId('table-page').getAttribute('data-seat'))).toBe(7);
    await dana.page.getByTestId('guest-7').waitFor();
    await dana.page.screenshot({ path: joinPath(artifactsDir, 'hotel-phone-8.png'), fullPage: true });
    const height = await dana.page.getByTestId('hotel-table').evaluate((el) => el.getBoundingClientRect().height);
    expect(height, 'the eight-seat table on a 390×844 phone').toBeLessThanOrEqual(2 * 844);
    expect(await dana.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Two cards selected, then Molets' one button: the move sent is the listed one for those two doors.
    const cards = dana.page.locator('[data-testid=hand] button[data-door]');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(2);
    const doorOf = async (i: number) => Number(await cards.nth(i).getAttribute('data-door'));
    const [a, b] = [await doorOf(0), await doorOf(1)];
    await cards.nth(1).click();
    await cards.nth(0).click();
    expect(await dana.page.locator('[data-testid=hand] .ht-selected').count()).toBe(2);
    const before = await version(dana.page);
    await dana.page.getByTestId('play-molets').click();
    await waitVersion(dana.page, before + 1);
    const knocked = () =>
      dana.frames.some((f) => {
        const m = /"kind":"knocked","seat":7,"cards":\[("[A-Z]\d+"),("[A-Z]\d+")\]/.exec(f);
        return m !== null && [m[1], m[2]].map((c) => Number(JSON.parse(c!).slice(1))).sort().join() === [a, b].sort().join();
      });
    await expect.poll(knocked, { message: `Molets' two cards for doors ${a} and ${b}` }).toBe(true);
    // The hand log says so in words, with the doors, not the codes.
    const [lo, hi] = [Math.min(a, b), Math.max(a, b)];
    await expect.poll(() => dana.page.getByTestId('hand-log').textContent()).toContain(`Door ${lo} + Door ${hi}`);
    expect(await dana.page.getByTestId('hand-log').textContent()).not.toMatch(RAW[0]!);
  });
});

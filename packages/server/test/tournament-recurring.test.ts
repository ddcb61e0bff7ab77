/**
 * Recurring tournaments: the schedules' times, the club file's checks, and the next tournament created once per
 * occurrence under an injected clock (again after a restart: nothing is created twice).
 */
import { describe, expect, it } from 'vitest';
import {
  CLUB,
  nextOccurrence,
  occurrenceId,
  parseEvery,
  parseSchedules,
  Recurring,
  type Schedule,
} from '../src/tournaments/recurring.ts';
import { closedAfterEach } from './fixtures/opened.ts';
import { eventually, testServer } from './helpers.ts';

const at = (iso: string): number => Date.parse(iso);
const HOUR = 3600_000;

const nightly = {
  name: 'nightly-uno',
  every: 'every day at 18:30',
  tournament: {
    game: 'uno',
    format: 'club-rounds',
    settings: { rounds: 2, tableSizeMin: 3, tableSizeMax: 4, hands: 2 },
    tableConfig: { rounds: 1 },
    turnSeconds: 20,
    fillTo: 6,
    title: 'Nightly UNO',
  },
};

const { servers } = closedAfterEach();

describe('recurring tournaments', () => {
  it('computes the next occurrence of a daily time and of every N hours, in UTC', () => {
    const daily = parseEvery('every day at 18:30');
    if (typeof daily === 'string') throw new Error(daily);
    expect(nextOccurrence(daily, at('2026-12-07T10:00:00Z'))).toBe(at('2026-12-07T18:30:00Z'));
    // Exactly at the time: that one has started; the next is tomorrow's.
    expect(nextOccurrence(daily, at('2026-12-07T18:30:00Z'))).toBe(at('2026-12-08T18:30:00Z'));
    expect(nextOccurrence(daily, at('2026-12-07T23:59:00Z'))).toBe(at('2026-12-08T18:30:00Z'));
    const six = parseEvery('every 6 hours');
    if (typeof six === 'string') throw new Error(six);
    expect(nextOccurrence(six, at('2026-12-07T05:59:00Z'))).toBe(at('2026-12-07T06:00:00Z'));
    expect(nextOccurrence(six, at('2026-12-07T18:00:00Z'))).toBe(at('2026-12-08T00:00:00Z'));
    // A period that does not divide the day starts again at midnight.
    const five = parseEvery('every 5 hours');
    if (typeof five === 'string') throw new Error(five);
    expect(nextOccurrence(five, at('2026-12-07T21:00:00Z'))).toBe(at('2026-12-08T00:00:00Z'));
    expect(parseEvery('every 1 hour')).toEqual({ kind: 'hours', hours: 1 });
  });

  it('refuses a club file that is not right, saying which entry and why', () => {
    expect(() => parseSchedules('{')).toThrow(/not JSON/);
    expect(() => parseSchedules('{}')).toThrow(/a list/);
    expect(() => parseSchedules(JSON.stringify([{ ...nightly, every: 'sometimes' }]))).toThrow(
      /recurring tournament 1 \(nightly-uno\): "sometimes" is not a schedule/,
    );
    expect(() => parseSchedules(JSON.stringify([{ ...nightly, every: 'every day at 25:00' }]))).toThrow(/00:00 to 23:59/);
    expect(() => parseSchedules(JSON.stringify([nightly, nightly]))).toThrow(/used twice/);
    expect(() => parseSchedules(JSON.stringify([{ ...nightly, name: 'a b' }]))).toThrow(/letters, digits or dashes/);
    expect(() => parseSchedules(JSON.stringify([{ ...nightly, tournament: { ...nightly.tournament, startAt: 1 } }])))
      .toThrow(/startAt is not set here/);
    expect(() => parseSchedules(JSON.stringify([{ ...nightly, tournament: { ...nightly.tournament, turnSeconds: 0 } }])))
      .toThrow(/recurring tournament 1 \(nightly-uno\): turnSeconds/);
    const [ok] = parseSchedules(JSON.stringify([nightly]));
    expect(ok).toMatchObject({ name: 'nightly-uno', every: { kind: 'daily', minuteOfDay: 18 * 60 + 30 } });
  });

  it('creates the next tournament once per occurrence, by the injected clock, and not again after a restart', async () => {
    const s = await testServer();
    servers.push(s);
    const club = s.tournaments!;
    const schedules: Schedule[] = parseSchedules(JSON.stringify([nightly]));
    // A clock a year ahead of the wall clock, so the tournaments created stay upcoming whatever the machine's time.
    let now = at('2027-12-07T10:00:00Z');
    const host = {
      now: () => now,
      exists: async (id: string) => (await s.storage.getTournament(id)) !== null,
      create: (id: string, req: Parameters<typeof club.create>[0]) => club.create(req, CLUB, id),
      onError: (e: unknown) => {
        throw e;
      },
    };
    const recurring = new Recurring(schedules, host);
    const first = occurrenceId(schedules[0]!, at('2027-12-07T18:30:00Z'));
    expect(await recurring.check()).toEqual([first]);
    const row = await s.storage.getTournament(first);
    expect(row).toMatchObject({ status: 'upcoming', startsAt: at('2027-12-07T18:30:00Z'), organiser: CLUB.id, game: 'uno' });
    expect(row?.settings).toMatchObject({ title: 'Nightly UNO', fillTo: 6, turnSeconds: 20 });
    expect(row?.config).toMatchObject({ format: 'club-rounds', rounds: 2, hands: 2 });

    // The same occurrence: nothing new, from this checker or from a new one (a restart).
    now += HOUR;
    expect(await recurring.check()).toEqual([]);
    expect(await new Recurring(schedules, host).check()).toEqual([]);

    // Its time has come: the next day's is created.
    now = at('2027-12-07T18:30:00Z');
    const second = occurrenceId(schedules[0]!, at('2027-12-08T18:30:00Z'));
    expect(await recurring.check()).toEqual([second]);
    const upcoming = (await s.storage.tournaments('upcoming', 10)).map((t) => t.id).sort();
    expect(upcoming).toEqual([first, second].sort());
  });

  it('the server keeps the schedules of its KOZYR_RECURRING setting', async () => {
    const s = await testServer({ recurring: parseSchedules(JSON.stringify([{ ...nightly, every: 'every 1 hour' }])) });
    servers.push(s);
    const next = nextOccurrence({ kind: 'hours', hours: 1 }, Date.now());
    await eventually(async () => (await s.storage.tournaments('upcoming', 10)).length > 0);
    const [t] = await s.storage.tournaments('upcoming', 10);
    // Created on the wall clock: the next whole hour (or the one after, if the hour turned meanwhile).
    expect([next, next + HOUR]).toContain(t!.startsAt);
    expect(t!.id).toBe(`r-nightly-uno-${t!.startsAt}`);
  });
});

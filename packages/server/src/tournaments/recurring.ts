/**
 * Recurring tournaments, a setting of the club (`KOZYR_RECURRING`: a JSON file of schedules). Each schedule says
 * when ("every day at 18:00", UTC; "every 6 hours", counted from midnight UTC) and which tournament (the fields of a
 * `tournament.create` request but its start). The next occurrence's tournament is created as soon as the previous
 * one has started, so registration is open a whole period ahead; it starts at its time.
 *
 * A tournament of a schedule has an id made of the schedule's name and its start time (`r-<name>-<epoch ms>`), so
 * creating it is idempotent: a restart, or a second check in the same minute, finds it stored and creates nothing.
 * Only the process that runs tournaments (the sole one, or worker 0 of `serve --workers N`) keeps the schedules;
 * with many nodes the club has no tournaments at all (server.ts), so no two nodes can both create one.
 */
import { ClientMessage, type ClientOf } from '@kozyr/protocol';
import { readFileSync } from 'node:fs';
import type { Requester } from './tournaments.ts';

/** `every day at HH:MM` (UTC) or `every N hours` (from midnight UTC). */
export type Every = { readonly kind: 'daily'; readonly minuteOfDay: number; } | {
  readonly kind: 'hours';
  readonly hours: number;
};

export interface Schedule {
  /** Names the schedule in its tournaments' ids: letters, digits and dashes. */
  readonly name: string;
  readonly every: Every;
  /** The tournament, as a create request without its start (`startAt` is each occurrence). */
  readonly tournament: Omit<ClientOf<'tournament.create'>, 'type' | 'id' | 'startAt' | 'startWhenJoined' | 'register'>;
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The schedules' organiser: the club itself, not an account. */
export const CLUB: Requester = { id: 'club', name: 'club', guest: false };

export function parseEvery(text: string): Every | string {
  const daily = /^every day at (\d{1,2}):(\d{2})$/.exec(text.trim());
  if (daily !== null) {
    const [h, m] = [Number(daily[1]), Number(daily[2])];
    if (h > 23 || m > 59) return `"${text}": the time is HH:MM, 00:00 to 23:59 (UTC)`;
    return { kind: 'daily', minuteOfDay: h * 60 + m };
  }
  const hours = /^every (\d{1,3}) hours?$/.exec(text.trim());
  if (hours !== null) {
    const n = Number(hours[1]);
    if (n < 1 || n > 168) return `"${text}": every 1 to 168 hours`;
    return { kind: 'hours', hours: n };
  }
  return `"${text}" is not a schedule: say "every day at HH:MM" (UTC) or "every N hours"`;
}

/** The first occurrence strictly after `now`. */
export function nextOccurrence(every: Every, now: number): number {
  if (every.kind === 'hours') {
    const period = every.hours * HOUR;
    const dayStart = Math.floor(now / DAY) * DAY;
    // Counted from each midnight UTC, so "every 5 hours" is 00:00, 05:00, … 20:00, then 00:00 again.
    const next = dayStart + (Math.floor((now - dayStart) / period) + 1) * period;
    return next < dayStart + DAY ? next : dayStart + DAY;
  }
  const today = Math.floor(now / DAY) * DAY + every.minuteOfDay * 60_000;
  return today > now ? today : today + DAY;
}

/** Schedules from the JSON text of the club's file: a list of `{ name, every, tournament }`; an error says which and why. */
export function parseSchedules(text: string): Schedule[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new Error(`recurring tournaments: not JSON (${e instanceof Error ? e.message : String(e)})`, { cause: e });
  }
  if (!Array.isArray(raw)) throw new Error('recurring tournaments: a list of { name, every, tournament } is expected');
  const names = new Set<string>();
  return raw.map((entry: unknown, i) => {
    const at = `recurring tournament ${i + 1}`;
    if (typeof entry !== 'object' || entry === null) throw new Error(`${at}: an object { name, every, tournament }`);
    const { name, every, tournament } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || !/^[a-z0-9-]{1,32}$/i.test(name)) {
      throw new Error(`${at}: name is 1 to 32 letters, digits or dashes`);
    }
    if (names.has(name)) throw new Error(`${at}: the name "${name}" is used twice`);
    names.add(name);
    const when = parseEvery(typeof every === 'string' ? every : '');
    if (typeof when === 'string') throw new Error(`${at} (${name}): ${when}`);
    if (typeof tournament !== 'object' || tournament === null) throw new Error(`${at} (${name}): tournament is missing`);
    for (const key of ['startAt', 'startWhenJoined', 'register']) {
      if (Object.hasOwn(tournament, key)) throw new Error(`${at} (${name}): ${key} is not set here (the schedule starts it)`);
    }
    // Checked as the request it will be, with a start, so a bad field is found when the club starts.
    const parsed = ClientMessage.safeParse({ type: 'tournament.create', id: 0, ...tournament, startAt: 0 });
    if (!parsed.success || parsed.data.type !== 'tournament.create') {
      throw new Error(`${at} (${name}): ${parsed.error?.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`);
    }
    const { type: _type, startAt: _startAt, id: _id, ...rest } = parsed.data;
    return { name, every: when, tournament: rest };
  });
}

export function readSchedules(file: string | undefined): Schedule[] {
  if (file === undefined || file === '') return [];
  return parseSchedules(readFileSync(file, 'utf8'));
}

export interface RecurringHost {
  now(): number;
  /** Whether a tournament with this id is stored. */
  exists(id: string): Promise<boolean>;
  /** Create the tournament under this id (the club organises it). */
  create(id: string, req: ClientOf<'tournament.create'>): Promise<{ ok: boolean; error?: { message: string; }; }>;
  onError(error: unknown, context: string): void;
}

export const occurrenceId = (s: Schedule, at: number): string => `r-${s.name}-${at}`;

/** Keeps the next tournament of every schedule created; `check` is called at start and then every minute. */
export class Recurring {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly schedules: readonly Schedule[], private readonly host: RecurringHost) {}

  /** Creates what is due now; returns the ids it created. */
  async check(): Promise<string[]> {
    const created: string[] = [];
    for (const s of this.schedules) {
      const at = nextOccurrence(s.every, this.host.now());
      const id = occurrenceId(s, at);
      if (await this.host.exists(id)) continue;
      const r = await this.host.create(id, { type: 'tournament.create', id: 0, ...s.tournament, startAt: at });
      if (r.ok) created.push(id);
      else this.host.onError(new Error(`recurring tournament ${s.name}: ${r.error?.message ?? 'refused'}`), 'recurring');
    }
    return created;
  }

  start(everyMs = 60_000): void {
    if (this.schedules.length === 0) return;
    const run = () => void this.check().catch((e: unknown) => this.host.onError(e, 'recurring'));
    run();
    this.timer = setInterval(run, everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

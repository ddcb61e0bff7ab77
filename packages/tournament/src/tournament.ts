/**
 * The tournament as a reducer over its log: `applyEvent` checks one event and returns the next
 * tournament or a refusal that changes nothing; `replay` rebuilds a tournament from config, seed and
 * log. The server stores the log and calls these; nothing here reads a clock or a random source.
 */
import { err, ok, type Result, type RuleError } from '@kozyr/engine';
import { seatFree } from './arena.ts';
import type { TournamentConfig } from './config.ts';
import { fail } from './errors.ts';
import { knockoutOver, progress, tableDecided } from './knockout.ts';
import { recordGame } from './results.ts';
import { clubRound, knockoutRound, type Seating, swissRound } from './rounds.ts';
import { arenaStandings, clubStandings, knockoutStandings, type Standing, swissStandings } from './standings.ts';
import { type Entrant, ENTRANT_KINDS, type Round, type Table, type Tournament, type TournamentEvent } from './types.ts';

export function createTournament(config: TournamentConfig, seed: number): Tournament {
  return {
    config,
    seed: seed >>> 0,
    entrants: [],
    left: {},
    paused: [],
    rounds: [],
    tables: [],
    startedAt: null,
    closed: false,
    lastAt: 0,
  };
}

const tableById = (t: Tournament, id: string): Table | undefined => t.tables.find((tb) => tb.id === id);

const roundDone = (t: Tournament, round: Round): boolean => round.tables.every((id) => tableById(t, id)!.done);

/** Tables waiting for results: the server opens a game for each and reports its outcome with a `result` event. */
export const openTables = (t: Tournament): Table[] => t.tables.filter((tb) => !tb.done);

export const currentRound = (t: Tournament): Round | null => t.rounds.at(-1) ?? null;

export function isFinished(t: Tournament): boolean {
  const c = t.config;
  switch (c.format) {
    case 'club-rounds':
    case 'swiss':
      return t.rounds.length === c.rounds && roundDone(t, t.rounds.at(-1)!);
    case 'knockout':
      return knockoutOver(t, c);
    case 'arena':
      return t.closed && openTables(t).length === 0;
  }
}

export function standings(t: Tournament): Standing[] {
  const c = t.config;
  switch (c.format) {
    case 'club-rounds':
      return clubStandings(t);
    case 'swiss':
      return swissStandings(t, c);
    case 'knockout':
      return knockoutStandings(t, progress(t, c));
    case 'arena':
      return arenaStandings(t, c);
  }
}

/** Why joining is closed now, or null while it is open. */
function joinClosed(t: Tournament): string | null {
  const c = t.config;
  if (isFinished(t)) return 'the tournament is over';
  switch (c.format) {
    case 'club-rounds':
    case 'knockout':
      return t.rounds.length === 0 ? null : 'the first round has started';
    case 'swiss':
      if (t.rounds.length === 0) return null;
      if (!c.lateJoin) return 'the first round has started';
      return t.rounds.length * 2 < c.rounds ? null : 'half the rounds have started';
    case 'arena':
      return t.closed ? 'the arena has ended' : null;
  }
}

function validEntrant(e: Entrant): boolean {
  return typeof e === 'object' && e !== null && typeof e.id === 'string' && e.id.length > 0 && typeof e.rating === 'number' &&
    Number.isFinite(e.rating) && (ENTRANT_KINDS as readonly string[]).includes(e.kind);
}

function nextRound(t: Tournament): Result<Seating> {
  const c = t.config;
  switch (c.format) {
    case 'club-rounds':
      return clubRound(t, c);
    case 'swiss':
      return swissRound(t, c);
    case 'knockout':
      return knockoutRound(t, c);
    case 'arena':
      return err(fail('wrong-format', { kind: 'start-round', format: c.format }));
  }
}

function startRound(t: Tournament): Result<Tournament> {
  if (t.config.format === 'arena') return err(fail('wrong-format', { kind: 'start-round', format: t.config.format }));
  if (isFinished(t)) return err(fail('finished'));
  const last = t.rounds.at(-1);
  if (last !== undefined && !roundDone(t, last)) return err(fail('round-running', { round: last.number }));
  const seating = nextRound(t);
  if (!seating.ok) return seating;
  const number = t.rounds.length + 1;
  const tables: Table[] = seating.value.tables.map((seats, i) => ({
    id: `r${number}t${i + 1}`,
    round: number,
    seats,
    games: [],
    done: false,
  }));
  const round: Round = {
    number,
    tables: tables.map((tb) => tb.id),
    byes: seating.value.byes,
    ...(seating.value.bracket !== undefined ? { bracket: seating.value.bracket } : {}),
  };
  return ok({ ...t, rounds: [...t.rounds, round], tables: [...t.tables, ...tables] });
}

function timed(t: Tournament, at: number): Result<null> {
  if (!Number.isFinite(at) || at < t.lastAt) return err(fail('time-backwards', { at, last: t.lastAt }));
  return ok(null);
}

function seat(t: Tournament, at: number): Result<Tournament> {
  const c = t.config;
  if (c.format !== 'arena') return err(fail('wrong-format', { kind: 'seat', format: c.format }));
  if (t.startedAt === null) return err(fail('not-started'));
  if (t.closed) return err(fail('finished'));
  const time = timed(t, at);
  if (!time.ok) return time;
  // Games seated before the end are played out and count; nobody is seated at or after it.
  if (at >= t.startedAt + c.durationMs) return ok({ ...t, closed: true, lastAt: at });
  const tables: Table[] = seatFree(t, c).map((seats, i) => ({
    id: `a${t.tables.length + i + 1}`,
    round: 0,
    seats,
    games: [],
    done: false,
    at,
  }));
  return ok({ ...t, tables: [...t.tables, ...tables], lastAt: at });
}

function result(t: Tournament, e: Extract<TournamentEvent, { kind: 'result'; }>): Result<Tournament> {
  const table = tableById(t, e.table);
  if (table === undefined || table.done) return err(fail('unknown-table', { table: String(e.table) }));
  const game = recordGame(t.config, table, e);
  if (!game.ok) return game;
  const games = [...table.games, game.value];
  const c = t.config;
  const done = c.format === 'club-rounds' ?
    games.reduce((n, g) => n + g.hands.length, 0) === c.hands :
    c.format === 'knockout' ?
    tableDecided(c, { ...table, games }) :
    true;
  return ok({ ...t, tables: t.tables.map((tb) => (tb === table ? { ...tb, games, done } : tb)) });
}

function entrant(t: Tournament, id: string): Result<null> {
  if (!t.entrants.some((e) => e.id === id)) return err(fail('not-entrant', { id: String(id) }));
  if (Object.hasOwn(t.left, id)) return err(fail('has-left', { id }));
  return ok(null);
}

export function applyEvent(t: Tournament, e: TournamentEvent): Result<Tournament> {
  switch (e.kind) {
    case 'join': {
      if (!validEntrant(e.entrant)) {
        return err(fail('bad-setting', { name: 'entrant', expected: 'an id, a rating and human or bot' }));
      }
      if (t.entrants.some((x) => x.id === e.entrant.id)) return err(fail('already-joined', { id: e.entrant.id }));
      const why = joinClosed(t);
      if (why !== null) return err(fail('join-closed', { why }));
      const { id, rating, kind } = e.entrant;
      return ok({ ...t, entrants: [...t.entrants, { id, rating, kind }] });
    }
    case 'leave': {
      const known = entrant(t, e.id);
      if (!known.ok) return known;
      const at = t.config.format === 'arena' ? t.tables.length : t.rounds.length;
      return ok({ ...t, left: { ...t.left, [e.id]: at }, paused: t.paused.filter((id) => id !== e.id) });
    }
    case 'start-round':
      return startRound(t);
    case 'start': {
      if (t.config.format !== 'arena') return err(fail('wrong-format', { kind: e.kind, format: t.config.format }));
      if (t.startedAt !== null) return err(fail('already-started'));
      const time = timed(t, e.at);
      if (!time.ok) return time;
      return ok({ ...t, startedAt: e.at, lastAt: e.at });
    }
    case 'seat':
      return seat(t, e.at);
    case 'result':
      return result(t, e);
    case 'pause':
    case 'resume': {
      if (t.config.format !== 'arena') return err(fail('wrong-format', { kind: e.kind, format: t.config.format }));
      const known = entrant(t, e.id);
      if (!known.ok) return known;
      const paused = t.paused.includes(e.id);
      if (paused === (e.kind === 'pause')) return err(fail('not-pausable', { id: e.id, what: e.kind }));
      return ok({ ...t, paused: paused ? t.paused.filter((id) => id !== e.id) : [...t.paused, e.id] });
    }
    default:
      // The log comes from storage and the wire: an event of no known kind is refused, not ignored.
      return err(fail('unknown-event', { kind: String((e as { kind?: unknown; }).kind) }));
  }
}

/** A tournament rebuilt from its stored config, seed and log; the first refused event is reported with its index. */
export function replay(
  config: TournamentConfig,
  seed: number,
  log: readonly TournamentEvent[],
): Result<Tournament, { readonly index: number; readonly error: RuleError; }> {
  let t = createTournament(config, seed);
  for (let index = 0; index < log.length; index++) {
    const next = applyEvent(t, log[index]!);
    if (!next.ok) return { ok: false, error: { index, error: next.error } };
    t = next.value;
  }
  return ok(t);
}

/**
 * Seats before the game: taking a seat, adding and removing bots, and the
 * start — automatic once every seat is held, or early by the creator with the
 * seats taken so far (the config re-checked for that count). Each function
 * runs inside the table's queue; the caller queues it.
 */
import type { AnyGame, BotSpeed } from '@kozyr/engine';
import type { StoredPlayer, StoredTable } from '../storage/port.ts';
import { botPlayer } from './bots.ts';
import { leftSeatOf, seatLeft } from './forfeit.ts';
import type { TableRecord } from './record.ts';
import { initialState } from './replay.ts';
import { done, fail, type Result, type TableHost } from './types.ts';

export interface SeatingTable {
  readonly game: AnyGame;
  readonly record: TableRecord;
  readonly host: TableHost;
  /** Store the seat's new holder (null: free), then tell the watchers. */
  setPlayers(seat: number, player: StoredPlayer | null): Promise<void>;
  /** The cards are dealt: arm the clock and bots, send every watcher the full state. */
  started(): void;
}

/** The requested seat, or the first free one, when it exists and is free. */
function freeSeat(meta: StoredTable, wanted: number | undefined): Result<number> {
  const seat = wanted ?? meta.players.findIndex((p) => p === null);
  if (seat < 0 || seat >= meta.seats) return fail('no-free-seat', 'no free seat at this table');
  if (meta.players[seat] !== null) return fail('seat-taken', `seat ${seat} is taken`);
  return done(seat);
}

export async function takeSeat(
  t: SeatingTable,
  user: { id: string; name: string; },
  wanted: number | undefined,
): Promise<Result<number>> {
  const own = t.record.seatOf(user.id);
  if (own !== null) return done(own);
  if (leftSeatOf(t.record.meta, user.id) !== null) return seatLeft();
  if (t.record.meta.status !== 'waiting') return fail('bad-state', 'the game has started; spectate instead');
  const seat = freeSeat(t.record.meta, wanted);
  if (!seat.ok) return seat;
  await t.setPlayers(seat.value, { kind: 'human', userId: user.id, name: user.name });
  await startIfFull(t);
  return seat;
}

export async function seatBot(
  t: SeatingTable,
  requester: string,
  wanted: number | undefined,
  botId: string,
  speed?: BotSpeed,
): Promise<Result<number>> {
  const meta = t.record.meta;
  if (requester !== meta.creator) return fail('not-creator', 'only the table creator adds bots');
  if (meta.status !== 'waiting') return fail('bad-state', 'bots are added before the game starts');
  const seat = freeSeat(meta, wanted);
  if (!seat.ok) return seat;
  await t.setPlayers(seat.value, botPlayer(botId, seat.value, speed));
  await startIfFull(t);
  return seat;
}

export async function unseatBot(t: SeatingTable, requester: string, seat: number): Promise<Result<number>> {
  const meta = t.record.meta;
  if (requester !== meta.creator) return fail('not-creator', 'only the table creator removes bots');
  if (meta.status !== 'waiting') return fail('bad-state', 'bots are removed before the game starts');
  if (meta.players[seat]?.kind !== 'bot') return fail('bad-state', `seat ${seat} holds no bot`);
  await t.setPlayers(seat, null);
  return done(seat);
}

export async function startEarly(t: SeatingTable, requester: string): Promise<Result<null>> {
  if (requester !== t.record.meta.creator) return fail('not-creator', 'only the table creator starts the game early');
  if (t.record.meta.status !== 'waiting') return fail('bad-state', 'the game has already started');
  return begin(t, true);
}

export async function startIfFull(t: SeatingTable): Promise<void> {
  const meta = t.record.meta;
  if (meta.status === 'waiting' && meta.players.every((p) => p !== null)) await begin(t, false);
}

/** Deal and go. An early start plays with the seats taken so far (config re-checked for that count). */
async function begin(t: SeatingTable, compact: boolean): Promise<Result<null>> {
  const { game, record } = t;
  let players = record.meta.players;
  let config = record.meta.config;
  if (compact && players.some((p) => p === null)) {
    players = players.filter((p) => p !== null);
    const parsed = game.parseConfig(config, players.length);
    if (players.length < game.seats.min || !parsed.ok) {
      return fail(
        'bad-state',
        `cannot start with ${players.length} seat(s); this game needs ${game.seats.min}..${game.seats.max}`,
      );
    }
    config = parsed.value as Record<string, unknown>;
  }
  const startedAt = t.host.now();
  const next: StoredTable = { ...record.meta, players, config, seats: players.length, status: 'playing', startedAt };
  await record.start(next, initialState(game, next), startedAt);
  t.started();
  return done(null);
}

/**
 * Validated client requests to the lobby and the tables. Everything here has
 * already passed the edge (size, rate, JSON, schema, fresh request id).
 */
import type { AnyGame } from '@kozyr/engine';
import type { ClientMessage, ClientOf } from '@kozyr/protocol';
import type { Lobby } from '../lobby/lobby.ts';
import type { KeyedLimiter } from '../ratelimit.ts';
import { bestBotId, botLevels, knownBot } from '../tables/bots.ts';
import type { TableRegistry } from '../tables/registry.ts';
import type { LiveTable } from '../tables/table.ts';
import { done, fail, type Result } from '../tables/types.ts';
import type { Tournaments } from '../tournaments/tournaments.ts';
import type { Connection } from './connection.ts';

/** The request was answered already, by the update it caused (docs/protocol.md, "the update is the reply"). */
export const ANSWERED_IN_UPDATE: unique symbol = Symbol('answered in the update');

export interface DispatchContext {
  readonly tables: TableRegistry;
  readonly lobby: Lobby;
  readonly chatLimiter: KeyedLimiter;
  /** Invite-code lookups per address (codes must not be guessable by brute force). */
  readonly inviteLimiter: KeyedLimiter;
  readonly games: () => readonly AnyGame[];
  now(): number;
  /** The club's tournaments (absent where this process runs none). */
  readonly tournaments?: Tournaments | undefined;
}

export function gameSummary(g: AnyGame) {
  return {
    id: g.id,
    title: g.title,
    type: g.type,
    seats: g.seats,
    configSchema: g.configSchema,
    texts: g.texts,
    // A game may list its own `random` bot; the club's is the same name, listed once.
    bots: [...new Set(['random', ...Object.keys(g.bots)])],
    // The bot that plays each level here (easy, normal, strong; a level the game lacks is absent): the create form offers these.
    levels: botLevels(g),
  };
}

function tableOf(ctx: DispatchContext, id: string): Result<LiveTable> {
  const t = ctx.tables.get(id);
  if (t !== undefined) return done(t);
  const reason = ctx.tables.setAside.get(id);
  return reason === undefined ?
    fail('unknown-table', `no table "${id}" on this server`) :
    fail('table-unavailable', `table "${id}" could not be resumed after a restart; the operator has the reason in the log`);
}

/**
 * A private table is entered only with its code: by its seat holders, its
 * creator, a connection already watching it, or whoever names the code. The
 * table's id alone (seen in a replay link, say) lets nobody in.
 */
function mayEnter(conn: Connection, t: LiveTable, invite: string | undefined): Result<null> {
  const s = t.stored;
  if (!s.options.private || s.creator === conn.userId || t.seatOf(conn.userId) !== null || conn.tables.has(t.id)) {
    return done(null);
  }
  if (invite !== undefined && invite.toUpperCase() === s.invite) return done(null);
  return fail('invite-required', 'this table is private: enter it with its invite code');
}

/** Every invite code a client names costs a try of its address's budget, so codes cannot be guessed by brute force. */
function inviteTry(ctx: DispatchContext, conn: Connection, invite: string | undefined, at: number): Result<null> {
  if (invite === undefined || ctx.inviteLimiter.take(`invite:${conn.address}`, at)) return done(null);
  return fail('rate-limited', 'too many invite codes tried; wait a minute');
}

/**
 * A move aimed at a version the table has not reached was not aimed at anything this table has shown
 * (docs/protocol.md, "Move versions"): refused before it reaches the table's queue.
 */
const aimedAhead = (t: LiveTable, version: number | undefined): boolean => version !== undefined && version > t.currentVersion;

/** A table by id for watching: a finished one is found in storage too (after a restart). */
async function watchable(ctx: DispatchContext, conn: Connection, id: string, invite: string | undefined, at: number) {
  const tried = inviteTry(ctx, conn, invite, at);
  if (!tried.ok) return tried;
  const found = await ctx.tables.findOrLoad(id);
  const t = found === undefined ? tableOf(ctx, id) : done(found);
  if (!t.ok) return t;
  const may = mayEnter(conn, t.value, invite);
  return may.ok ? t : may;
}

/** A finished table's result for someone who arrives after its end (resync after a restart, late watchers). */
async function tellOutcome(ctx: DispatchContext, conn: Connection, t: LiveTable): Promise<void> {
  const s = t.stored;
  if (s.status !== 'over') return;
  const results = await ctx.tables.results(s.id);
  conn.send({
    type: 'table.over',
    table: s.id,
    version: t.currentVersion,
    outcome: s.outcome,
    seed: s.seed,
    salt: s.salt,
    ratings: results,
  });
}

const joined = (t: LiveTable, seat: number | null) => ({ table: t.id, seat, invite: t.stored.invite, version: t.currentVersion });

/** Subscribe the connection to the table it now sits at (or watches) and send it the full state. */
async function watch(conn: Connection, t: LiveTable, since: number | null): Promise<Result<null>> {
  conn.tables.add(t.id);
  return t.subscribe(conn, since);
}

export async function dispatch(
  ctx: DispatchContext,
  conn: Connection,
  msg: ClientMessage,
  receivedAt: number,
): Promise<Result<unknown>> {
  const user = conn.user;
  switch (msg.type) {
    case 'ping':
      return done({ now: ctx.now() });
    case 'games.list':
      return done(ctx.games().map(gameSummary));
    case 'lobby.subscribe':
      if (ctx.tables.gameById(msg.game) === undefined) return fail('unknown-game', `unknown game "${msg.game}"`);
      ctx.lobby.subscribe(msg.game, conn);
      return done(null);
    case 'lobby.unsubscribe':
      ctx.lobby.unsubscribe(msg.game, conn);
      return done(null);
    case 'table.create':
      return create(ctx, conn, msg);
    case 'table.quickplay': {
      const r = await ctx.tables.quickPlay(msg.game, msg.seats, { id: user.id, name: user.name, address: conn.address });
      if (!r.ok) return r;
      await watch(conn, r.value.table, null);
      return done(joined(r.value.table, r.value.seat));
    }
    case 'table.join': {
      const tried = inviteTry(ctx, conn, msg.invite, receivedAt);
      if (!tried.ok) return tried;
      const t = msg.invite !== undefined ?
        ctx.tables.byInviteCode(msg.invite) :
        msg.table !== undefined ?
        ctx.tables.get(msg.table) :
        undefined;
      if (t === undefined) return fail('unknown-table', 'no such table or invite code');
      const may = mayEnter(conn, t, msg.invite);
      if (!may.ok) return may;
      const r = await t.join(user, msg.seat);
      if (!r.ok) return r;
      await watch(conn, t, null);
      return done(joined(t, r.value));
    }
    case 'table.spectate': {
      const t = await watchable(ctx, conn, msg.table, msg.invite, receivedAt);
      if (!t.ok) return t;
      await watch(conn, t.value, null);
      await tellOutcome(ctx, conn, t.value);
      return done(joined(t.value, t.value.seatOf(user.id)));
    }
    case 'table.resync': {
      const t = await watchable(ctx, conn, msg.table, msg.invite, receivedAt);
      if (!t.ok) return t;
      await watch(conn, t.value, msg.version);
      await tellOutcome(ctx, conn, t.value);
      return done(joined(t.value, t.value.seatOf(user.id)));
    }
    case 'table.leave': {
      const t = tableOf(ctx, msg.table);
      if (!t.ok) return t;
      conn.tables.delete(msg.table);
      return t.value.leave(user.id);
    }
    case 'table.forfeit': {
      const t = tableOf(ctx, msg.table);
      if (!t.ok) return t;
      const r = await t.value.forfeit(user.id);
      // The seat is the stand-in's now: the leaver's connection stops watching the table.
      if (r.ok) conn.tables.delete(msg.table);
      return r.ok ? done({ table: msg.table, seat: r.value }) : r;
    }
    case 'table.addBot': {
      const t = tableOf(ctx, msg.table);
      if (!t.ok) return t;
      const bot = msg.bot ?? bestBotId(t.value.game);
      if (!knownBot(t.value.game, bot)) return fail('bad-config', `unknown bot "${bot}"`);
      return t.value.addBot(user.id, msg.seat, bot, msg.speed);
    }
    case 'table.removeBot': {
      const t = tableOf(ctx, msg.table);
      return t.ok ? t.value.removeBot(user.id, msg.seat) : t;
    }
    case 'table.start': {
      const t = tableOf(ctx, msg.table);
      return t.ok ? t.value.start(user.id) : t;
    }
    case 'table.playAgain': {
      const t = tableOf(ctx, msg.table);
      if (!t.ok) return t;
      const r = await ctx.tables.playAgain(t.value, user);
      if (!r.ok) return r;
      await watch(conn, r.value, null);
      return done(joined(r.value, r.value.seatOf(user.id)));
    }
    case 'table.move':
      // The edge plays moves through `playMove` itself; here the same, awaited.
      return new Promise((resolve, reject) => {
        playMove(ctx, conn, msg, receivedAt, (error, r) => (r === null ? reject(error) : resolve(r)));
      });
    case 'tournament.create':
    case 'tournament.formats':
    case 'tournament.register':
    case 'tournament.leave':
    case 'tournament.list':
    case 'tournament.get':
    case 'tournament.subscribe':
    case 'tournament.unsubscribe':
      return tournamentRequest(ctx, conn, msg);
    case 'table.chat': {
      const t = tableOf(ctx, msg.table);
      if (!t.ok) return t;
      if (t.value.seatOf(user.id) === null && !conn.tables.has(msg.table)) {
        return fail('not-seated', 'sit or watch at the table to chat there');
      }
      // Watching a private table needed its code (mayEnter), so "seated or watching" covers it.
      if (!ctx.chatLimiter.take(`${user.id}:${msg.table}`, receivedAt)) {
        return fail('chat-rate-limited', 'too many chat messages; wait a little');
      }
      const text = msg.text.trim();
      if (text.length === 0) return fail('bad-message', 'empty chat message');
      return t.value.chat(user, text, receivedAt);
    }
  }
}

/**
 * A `table.move`: played in its table's queue, and `settled` told the outcome
 * `dispatch` gives other requests (null: the error that kept the move from
 * being stored or published). No promise per move: the answer goes out once
 * the move's group commit is done.
 */
export function playMove(
  ctx: DispatchContext,
  conn: Connection,
  msg: ClientOf<'table.move'>,
  receivedAt: number,
  settled: (error: unknown, result: Result<unknown> | null) => void,
): void {
  const t = tableOf(ctx, msg.table);
  if (!t.ok) {
    settled(null, t);
    return;
  }
  if (aimedAhead(t.value, msg.version)) {
    settled(
      null,
      fail('bad-message', `the move is aimed at version ${msg.version}; the table is at version ${t.value.currentVersion}`),
    );
    return;
  }
  t.value.move(conn.user.id, msg.move, receivedAt, msg.version, { to: conn, re: msg.id }, (error, r) => {
    // A mover watching the table had its reply in its update (`re`); else it gets a plain one.
    settled(error, r === null || !r.ok ? r : r.value.answered ? ANSWERED : done({ version: r.value.version }));
  });
}

/** The outcome of a move whose update carried its reply: one object for all of them, none made per move. */
const ANSWERED: Result<unknown> = done(ANSWERED_IN_UPDATE);

async function create(ctx: DispatchContext, conn: Connection, msg: ClientOf<'table.create'>): Promise<Result<unknown>> {
  const r = await ctx.tables.create(msg, { id: conn.user.id, name: conn.user.name, address: conn.address });
  if (!r.ok) return r;
  const t = r.value;
  let seat: number | null = null;
  if (msg.sit !== false) {
    const j = await t.join(conn.user, undefined);
    if (j.ok) seat = j.value;
  }
  // Bots may have filled every seat already (a bots-only table to watch): it starts at once.
  await t.startIfFull();
  await watch(conn, t, null);
  return done(joined(t, seat));
}

type TournamentRequest = Extract<ClientMessage, { type: `tournament.${string}`; }>;

/** Tournament requests (docs/protocol.md, "Tournaments"). */
async function tournamentRequest(ctx: DispatchContext, conn: Connection, msg: TournamentRequest): Promise<Result<unknown>> {
  const tournaments = ctx.tournaments;
  if (tournaments === undefined) return fail('unknown-tournament', 'this server runs no tournaments');
  const user = conn.user;
  switch (msg.type) {
    case 'tournament.create':
      return tournaments.create(msg, user);
    case 'tournament.formats':
      return tournaments.formats(msg.game, msg.tableConfig);
    case 'tournament.register':
      return tournaments.register(msg.tournament, user);
    case 'tournament.leave':
      return tournaments.leave(msg.tournament, user);
    case 'tournament.list':
      return done(await tournaments.list(msg.status));
    case 'tournament.get':
      return tournaments.get(msg.tournament);
    case 'tournament.subscribe':
      return tournaments.subscribe(msg.tournament, conn);
    case 'tournament.unsubscribe':
      tournaments.unsubscribe(msg.tournament, conn);
      return done(null);
  }
}

/**
 * Validated client requests to the lobby and the tables. Everything here has
 * already passed the edge (size, rate, JSON, schema, fresh request id).
 */
import type { AnyGame } from '@kozyr/engine';
import type { ClientMessage, ClientOf } from '@kozyr/protocol';
import type { Lobby } from '../lobby/lobby.ts';
import type { KeyedLimiter } from '../ratelimit.ts';
import { bestBotId, knownBot } from '../tables/bots.ts';
import type { TableRegistry } from '../tables/registry.ts';
import type { LiveTable } from '../tables/table.ts';
import { done, fail, type Outcome } from '../tables/types.ts';
import type { Connection } from './connection.ts';

export interface DispatchContext {
  readonly tables: TableRegistry;
  readonly lobby: Lobby;
  readonly chatLimiter: KeyedLimiter;
  readonly games: () => readonly AnyGame[];
  now(): number;
}

export function gameSummary(g: AnyGame) {
  return {
    id: g.id,
    title: g.title,
    seats: g.seats,
    configSchema: g.configSchema,
    texts: g.texts,
    // A game may list its own `random` bot; the club's is the same name, listed once.
    bots: [...new Set(['random', ...Object.keys(g.bots)])],
  };
}

function tableOf(ctx: DispatchContext, id: string): Outcome<LiveTable> {
  const t = ctx.tables.get(id);
  return t === undefined ? fail('unknown-table', `no table "${id}" on this server`) : done(t);
}

const joined = (t: LiveTable, seat: number | null) => ({ table: t.id, seat, invite: t.stored.invite, version: t.currentVersion });

/** Subscribe the connection to the table it now sits at (or watches) and send it the full state. */
async function watch(conn: Connection, t: LiveTable, since: number | null): Promise<Outcome<null>> {
  conn.tables.add(t.id);
  return t.subscribe(conn, since);
}

export async function dispatch(
  ctx: DispatchContext,
  conn: Connection,
  msg: ClientMessage,
  receivedAt: number,
): Promise<Outcome<unknown>> {
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
      const r = await ctx.tables.quickPlay(msg.game, msg.seats, user);
      if (!r.ok) return r;
      await watch(conn, r.value.table, null);
      return done(joined(r.value.table, r.value.seat));
    }
    case 'table.join': {
      const t = msg.invite !== undefined ?
        ctx.tables.byInviteCode(msg.invite) :
        msg.table !== undefined ?
        ctx.tables.get(msg.table) :
        undefined;
      if (t === undefined) return fail('unknown-table', 'no such table or invite code');
      const r = await t.join(user, msg.seat);
      if (!r.ok) return r;
      await watch(conn, t, null);
      return done(joined(t, r.value));
    }
    case 'table.spectate': {
      const t = tableOf(ctx, msg.table);
      if (!t.ok) return t;
      await watch(conn, t.value, null);
      return done(joined(t.value, t.value.seatOf(user.id)));
    }
    case 'table.resync': {
      const t = tableOf(ctx, msg.table);
      if (!t.ok) return t;
      await watch(conn, t.value, msg.version);
      return done(joined(t.value, t.value.seatOf(user.id)));
    }
    case 'table.leave': {
      const t = tableOf(ctx, msg.table);
      if (!t.ok) return t;
      conn.tables.delete(msg.table);
      return t.value.leave(user.id);
    }
    case 'table.addBot': {
      const t = tableOf(ctx, msg.table);
      if (!t.ok) return t;
      const bot = msg.bot ?? bestBotId(t.value.game);
      if (!knownBot(t.value.game, bot)) return fail('bad-config', `unknown bot "${bot}"`);
      return t.value.addBot(user.id, msg.seat, bot);
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
    case 'table.move': {
      const t = tableOf(ctx, msg.table);
      if (!t.ok) return t;
      const r = await t.value.move(user.id, msg.move, receivedAt);
      return r.ok ? done({ version: r.value }) : r;
    }
    case 'table.chat': {
      const t = tableOf(ctx, msg.table);
      if (!t.ok) return t;
      if (t.value.seatOf(user.id) === null && !conn.tables.has(msg.table)) {
        return fail('not-seated', 'sit or watch at the table to chat there');
      }
      if (!ctx.chatLimiter.take(`${user.id}:${msg.table}`, receivedAt)) {
        return fail('chat-rate-limited', 'too many chat messages; wait a little');
      }
      const text = msg.text.trim();
      if (text.length === 0) return fail('bad-message', 'empty chat message');
      return t.value.chat(user, text, receivedAt);
    }
  }
}

async function create(ctx: DispatchContext, conn: Connection, msg: ClientOf<'table.create'>): Promise<Outcome<unknown>> {
  const r = await ctx.tables.create(msg, conn.user);
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

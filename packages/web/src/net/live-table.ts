/**
 * One table as the client sees it: the server's info, our seat, the seat
 * payload (view + legal moves), chat and the final result. Subscribes on
 * mount and again after every reconnection of the table's socket.
 */
import type { SeatPayload, ServerOf, TableInfo } from '@kozyr/protocol';
import { useEffect, useState } from 'preact/hooks';
import type { ChatLine } from '../components/chat.tsx';
import { conn } from './club.ts';
import { ServerError } from './connection.ts';

export interface LiveTableState {
  readonly info: TableInfo | null;
  readonly seat: number | null;
  readonly payload: SeatPayload | null;
  /** Events of the last update (empty after a full state). */
  readonly events: readonly unknown[];
  readonly version: number;
  readonly chat: readonly ChatLine[];
  readonly over: ServerOf<'table.over'> | null;
  readonly next: string | null;
  readonly error: ServerError | null;
}

const empty: LiveTableState = {
  info: null,
  seat: null,
  payload: null,
  events: [],
  version: 0,
  chat: [],
  over: null,
  next: null,
  error: null,
};

export function useLiveTable(table: string): LiveTableState {
  const [st, setSt] = useState<LiveTableState>(empty);
  useEffect(() => {
    setSt(empty);
    const mine = (m: { table: string; }) => m.table === table;
    const offs = [
      conn.on('table.state', (m) => {
        if (!mine(m)) return;
        // The full state carries the latest chat lines, so a reload keeps the conversation.
        setSt((s) => ({
          ...s,
          info: m.info,
          seat: m.seat,
          payload: m.state,
          events: [],
          version: m.version,
          error: null,
          chat: m.chat.map((c) => ({ from: c.from, text: c.text, at: c.at })),
        }));
      }),
      conn.on('table.update', (m) => {
        if (!mine(m)) return;
        setSt((s) => ({ ...s, payload: m.state, events: m.events, version: m.version }));
      }),
      conn.on('table.info', (m) => {
        if (!mine(m)) return;
        setSt((s) => ({ ...s, info: m.info, seat: m.seat }));
      }),
      conn.on('table.chat', (m) => {
        if (!mine(m)) return;
        setSt((s) => ({ ...s, chat: [...s.chat, { from: m.from, text: m.text, at: m.at }] }));
      }),
      conn.on('table.over', (m) => {
        if (!mine(m)) return;
        // The push itself ends the table; its info may not be re-sent.
        setSt((s) => ({
          ...s,
          over: m,
          info: s.info === null ? null : { ...s.info, status: 'over', seed: m.seed, salt: m.salt },
        }));
      }),
      conn.on('table.next', (m) => {
        if (!mine(m)) return;
        setSt((s) => ({ ...s, next: m.next }));
      }),
    ];
    // The table's own socket (`/ws?table=ID`): with `--workers` the server hands it to the table's worker.
    const hold = conn.hold(table);
    const watch = () => {
      // A full state after every (re)connection: the info or the result may have changed meanwhile too.
      hold.conn.request({ type: 'table.spectate', table }).catch((e: unknown) => {
        if (e instanceof ServerError && e.code !== 'disconnected') setSt((s) => ({ ...s, error: e }));
      });
    };
    offs.push(hold.conn.onOpen(watch));
    if (hold.conn.state === 'open') watch();
    return () => {
      for (const off of offs) off();
      hold.release();
    };
  }, [table]);
  return st;
}

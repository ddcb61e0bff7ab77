/**
 * The round's picture as the server renders it: a `table.picture` push (the picture's and, in
 * Blitz, the task card's unguessable addresses) to the table's seats and spectators when it is
 * ready and again on every subscription. The pictures of the rounds seen are kept by round, so the
 * round's end shows the reveal on the picture it belongs to while the next one is drawn.
 */
import type { ServerMessage, ServerType } from '@kozyr/protocol';
import { useEffect, useState } from 'preact/hooks';
import { conn } from '../../net/club.ts';

export interface TablePicture {
  readonly type: 'table.picture';
  readonly table: string;
  readonly round: number;
  /** The picture, a WebP image. */
  readonly picture: string;
  /** Blitz: the task card, drawn apart from the picture. */
  readonly task?: string;
}

/** Pictures kept: this round's and the last one's (the reveal is drawn on it). */
const KEPT = 2;

const isPicture = (m: ServerMessage | TablePicture): m is TablePicture => m.type === 'table.picture';

/** The pictures of `table` received so far, by round. */
export function usePictures(table: string | null): ReadonlyMap<number, TablePicture> {
  const [pictures, setPictures] = useState<ReadonlyMap<number, TablePicture>>(new Map());
  useEffect(() => {
    setPictures(new Map());
    if (table === null) return;
    // Pushes are delivered by type as the server sent them.
    const off = conn.on('table.picture' as ServerType, (m: ServerMessage | TablePicture) => {
      if (!isPicture(m) || m.table !== table) return;
      setPictures((old) => {
        const next = new Map(old).set(m.round, m);
        for (const round of [...next.keys()].sort((a, b) => a - b).slice(0, -KEPT)) next.delete(round);
        return next;
      });
    });
    // The push that came with the table's state may have arrived before this view was loaded: subscribing
    // again brings the state and the round's picture anew.
    conn.request({ type: 'table.spectate', table }).catch(() => undefined);
    return off;
  }, [table]);
  return pictures;
}

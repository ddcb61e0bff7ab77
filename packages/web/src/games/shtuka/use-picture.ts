/**
 * The round's picture as the server renders it: a `table.picture` push (the picture's and, in
 * Blitz, the task card's unguessable addresses) to the table's seats and spectators when it is
 * ready and again on every subscription. The pictures of the rounds seen are kept by round, so the
 * round's end shows the reveal on the picture it belongs to while the next one is drawn.
 */
import type { ServerOf } from '@kozyr/protocol';
import { useEffect, useState } from 'preact/hooks';
import { conn } from '../../net/club.ts';

/** A round's picture (a WebP image's address) and, in Blitz, the task card's, drawn apart from the picture. */
export type TablePicture = ServerOf<'table.picture'>;

/** Pictures kept: this round's and the last one's (the reveal is drawn on it). */
const KEPT = 2;

/** The pictures of `table` received so far, by round. */
export function usePictures(table: string | null): ReadonlyMap<number, TablePicture> {
  const [pictures, setPictures] = useState<ReadonlyMap<number, TablePicture>>(new Map());
  useEffect(() => {
    setPictures(new Map());
    if (table === null) return;
    const off = conn.on('table.picture', (m) => {
      if (m.table !== table) return;
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

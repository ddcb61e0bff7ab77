/**
 * Sending cards in a race: each try is sent at once with the version it was aimed at, shown
 * optimistically (the card lifted, a ghost on its stack) until the server's verdict: the
 * update that carries this seat's move confirms it, a refusal comes back on the request and
 * is shown for a moment, never blocking the next try. Click-to-confirm latency is measured
 * from the input event to the frame that paints the confirming update.
 */
import type { RatukiMove as Move } from '@kozyr/engine/client';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useI18n } from '../../i18n/index.ts';
import { conn } from '../../net/club.ts';
import { reasonOf } from '../../net/errors.ts';
import { withRatukiNames } from './words.ts';

export interface Try {
  readonly id: number;
  readonly move: Move;
  /** performance.now() of the click, tap, drop or key that made it. */
  readonly startedAt: number;
}

export interface Refusal {
  readonly id: number;
  readonly stack: number | null;
  readonly text: string;
}

/** How long a refusal stays on screen. */
const REFUSAL_MS = 1600;

/** Latencies of this page's confirmed tries, for the player's indicator and the browser test. */
declare global {
  interface Window {
    __ratukiLatency?: number[];
  }
}

/** The table's version as this client last heard it (moves are aimed at it). */
function useVersion(table: string | null): { current: number; } {
  const version = useRef(0);
  useEffect(() => {
    if (table === null) return;
    const offs = [
      conn.on('table.state', (m) => {
        if (m.table === table) version.current = m.version;
      }),
      conn.on('table.update', (m) => {
        if (m.table === table) version.current = m.version;
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [table]);
  return version;
}

export function useRace(table: string | null, seat: number | null, events: readonly unknown[] | undefined) {
  const { lang } = useI18n();
  const version = useVersion(table);
  const [pending, setPending] = useState<readonly Try[]>([]);
  const [refusals, setRefusals] = useState<readonly Refusal[]>([]);
  const [latency, setLatency] = useState<readonly number[]>([]);
  const nextId = useRef(1);
  const pendingRef = useRef<readonly Try[]>([]);
  pendingRef.current = pending;

  // The server's verdict "yes": this seat's move is among the events of an update.
  useEffect(() => {
    if (events === undefined || seat === null || pendingRef.current.length === 0) return;
    const mine = events.filter((e): e is { kind: string; seat: number; card: string | null; } =>
      typeof e === 'object' && e !== null && (e as { seat?: unknown; }).seat === seat
    );
    if (mine.length === 0) return;
    const confirmed = pendingRef.current.filter((p) =>
      mine.some((e) => e.kind === p.move.kind && (e.card === null || e.card === p.move.card))
    );
    if (confirmed.length === 0) return;
    setPending((ps) => ps.filter((p) => !confirmed.includes(p)));
    // The frame after this render paints the confirmed state: that is when the player sees the verdict.
    requestAnimationFrame(() => {
      const now = performance.now();
      const measured = confirmed.map((p) => now - p.startedAt);
      window.__ratukiLatency = [...(window.__ratukiLatency ?? []), ...measured];
      setLatency((l) => [...l, ...measured].slice(-20));
    });
  }, [events, seat]);

  const send = (move: Move, startedAt: number) => {
    if (table === null) return;
    const t: Try = { id: nextId.current++, move, startedAt };
    setPending((ps) => [...ps, t]);
    conn.request({ type: 'table.move', table, move, version: version.current }).catch((e: unknown) => {
      setPending((ps) => ps.filter((p) => p.id !== t.id));
      const refusal: Refusal = {
        id: t.id,
        stack: move.kind === 'play' ? move.stack : null,
        text: withRatukiNames(reasonOf(e, lang), lang),
      };
      setRefusals((rs) => [...rs.slice(-3), refusal]);
      setTimeout(() => setRefusals((rs) => rs.filter((r) => r.id !== t.id)), REFUSAL_MS);
    });
  };

  return { pending, refusals, latency, send };
}

/** The median of the last latencies, for the player's indicator. */
export function medianMs(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1]!;
}

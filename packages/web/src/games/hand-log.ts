/**
 * The hand log: every event of the game as a line of words ("Bot 2 attacks
 * with eight of spades", "alice takes 4 cards"), from the events this viewer
 * was sent. A game may word its own events (GameClient.describe); any other
 * event that mirrors a move reads as its player and the move's words.
 */
import type { Lang } from '@kozyr/engine/client';
import type { CardNamer } from '../cards/names.ts';
import { MOVE_KINDS, moveText } from './move-names.ts';

export interface LogContext {
  readonly lang: Lang;
  readonly name: (seat: number) => string;
  readonly names: CardNamer;
  readonly viewer: number | null;
}

/** A game's own words for an event: a line, null for "say nothing", undefined for "use the generic line". */
export type Describe = (event: { readonly kind: string; }, ctx: LogContext) => string | null | undefined;

export function genericLine(event: { readonly kind: string; }, ctx: LogContext): string | null {
  const seat = (event as { seat?: unknown; }).seat;
  if (typeof seat !== 'number' || MOVE_KINDS[event.kind] === undefined) return null;
  return `${ctx.name(seat)} ${moveText(event, ctx.lang, ctx.names)}`;
}

export function logLines(events: readonly unknown[], ctx: LogContext, describe?: Describe): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e === null || typeof e !== 'object' || typeof (e as { kind?: unknown; }).kind !== 'string') continue;
    const ev = e as { readonly kind: string; };
    const own = describe?.(ev, ctx);
    const line = own === undefined ? genericLine(ev, ctx) : own;
    if (line !== null) out.push(line);
  }
  return out;
}

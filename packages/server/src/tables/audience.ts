/**
 * Who watches a table and what each of them is sent: one projection per
 * viewer (a seat's own view, or the spectators' shared one), serialized once
 * per distinct viewer, and the recent event batches a reconnecting client
 * catches up from.
 */
import type { Tagged, Viewer } from '@kozyr/engine';
import type { SeatPayload, ServerMessage } from '@kozyr/protocol';
import type { Subscriber } from './types.ts';

/** Event batches kept in memory so a reconnecting client gets what it missed instead of a full resync. */
const RECENT_BATCHES = 256;

interface Batch {
  readonly version: number;
  readonly events: readonly Tagged[];
}

/** What a viewer may see of one change: its events (already projected) and its payload. */
export interface Projector {
  events(events: readonly Tagged[], viewer: Viewer): Tagged[];
  payload(viewer: Viewer): SeatPayload;
}

export class Audience {
  private readonly subscribers = new Set<Subscriber>();
  private readonly recent: Batch[] = [];

  get size(): number {
    return this.subscribers.size;
  }

  add(sub: Subscriber): void {
    this.subscribers.add(sub);
  }

  /** false when `sub` was not watching. */
  delete(sub: Subscriber): boolean {
    return this.subscribers.delete(sub);
  }

  /** Every connection of this user stops watching. */
  removeUser(userId: string): void {
    for (const s of this.subscribers) if (s.userId === userId) this.subscribers.delete(s);
  }

  isConnected(userId: string): boolean {
    for (const s of this.subscribers) if (s.userId === userId) return true;
    return false;
  }

  /** The same message to everyone (serialized once). */
  sendAll(message: ServerMessage | string): void {
    if (this.subscribers.size === 0) return;
    const frame = typeof message === 'string' ? message : JSON.stringify(message);
    for (const s of this.subscribers) s.send(frame);
  }

  /** A message that depends on who receives it. */
  sendEach(build: (sub: Subscriber) => ServerMessage): void {
    for (const s of this.subscribers) s.send(build(s));
  }

  /** Keep a committed batch for catching up. */
  remember(version: number, events: readonly Tagged[]): void {
    this.recent.push({ version, events });
    if (this.recent.length > RECENT_BATCHES) this.recent.shift();
  }

  /** The events after `since` when they are all still in memory; null when a full state is needed. */
  missedSince(since: number, version: number): Tagged[] | null {
    if (since === version) return [];
    if (since > version) return null;
    const first = this.recent[0];
    if (first === undefined || first.version > since + 1) return null;
    const out: Tagged[] = [];
    for (const b of this.recent) if (b.version > since) out.push(...b.events);
    return out;
  }

  /** Broadcast a committed change: one frame per distinct viewer, spectators share theirs. */
  publish(
    table: string,
    version: number,
    events: readonly Tagged[],
    viewerOf: (userId: string) => Viewer,
    project: Projector,
  ): void {
    let frames: Map<Viewer, string> | null = null;
    for (const s of this.subscribers) {
      const viewer = viewerOf(s.userId);
      let frame = frames?.get(viewer);
      if (frame === undefined) {
        frame = JSON.stringify({
          type: 'table.update',
          table,
          version,
          events: project.events(events, viewer),
          state: project.payload(viewer),
        });
        (frames ??= new Map()).set(viewer, frame);
      }
      s.send(frame);
    }
  }
}

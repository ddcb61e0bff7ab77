/**
 * Who watches a table and what each of them is sent: one projection per
 * viewer (a seat's own view, or the spectators' shared one), serialized once
 * per distinct viewer, and the recent event batches a reconnecting client
 * catches up from.
 */
import type { Tagged, Viewer } from '@kozyr/engine';
import type { RequestId, ServerMessage } from '@kozyr/protocol';
import type { WireFrame } from '../wire-frame.ts';
import type { Subscriber } from './types.ts';

/**
 * Event batches kept in memory so a reconnecting client gets what it missed
 * instead of a full resync (further behind, a full state is as correct). Kept
 * few: every batch held outlives the young generation, and with thousands of
 * tables what is retained per move is what the garbage collector pays for
 * (64 held 64,000 arrays of events live at 1,000 tables, marked by every full
 * collection). 16 versions cover a short reconnect in a two-seat game (eight moves each).
 */
export const RECENT_BATCHES = 16;

/**
 * Who sees a change as what, and the frame each viewer is sent of it: the `table.update` of that version,
 * as the bytes sockets write. The table is its own projector (a per-table object of closures cost two
 * closures per table of old generation, each with a property store of its own under tsx's keepNames).
 */
export interface Projector {
  /** The seat `userId` holds, or 'spectator'. */
  viewerOf(userId: string): Viewer;
  /**
   * The frame of the table's current version for `viewer`: `events` (the change's) as it may see
   * them, its payload, and `re` (the mover's request id, its update being the reply) as the last
   * key; null when it is not the mover's.
   */
  frame(events: readonly Tagged[], viewer: Viewer, re: RequestId | null): WireFrame;
}

/** The connection whose move this change is, and its request id: its update doubles as the reply. */
export interface Answer {
  readonly to: Subscriber;
  readonly re: RequestId;
}

export class Audience {
  private readonly subscribers = new Set<Subscriber>();
  /** A ring of the latest batches: the events of version `v` at `v % RECENT_BATCHES` (version 0 has none). */
  private readonly recent: (readonly Tagged[])[] = [];
  /** The latest version remembered, and how many consecutive versions up to it are held. */
  private latest = 0;
  private held = 0;

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

  /** Keep a committed batch for catching up (versions come in order; a gap starts the ring afresh). */
  remember(version: number, events: readonly Tagged[]): void {
    this.held = version === this.latest + 1 ? Math.min(this.held + 1, RECENT_BATCHES) : 1;
    this.latest = version;
    this.recent[version % RECENT_BATCHES] = events;
  }

  /** The events after `since` when they are all still in memory; null when a full state is needed. */
  missedSince(since: number, version: number): Tagged[] | null {
    if (since === version) return [];
    if (since > version || version !== this.latest || version - since > this.held) return null;
    const out: Tagged[] = [];
    for (let v = since + 1; v <= version; v++) out.push(...this.recent[v % RECENT_BATCHES]!);
    return out;
  }

  /**
   * Broadcast a committed change: one frame per distinct viewer, spectators
   * share theirs. The mover's connection gets its own frame with `re`, its
   * move's request id: that update is the reply (true when it was sent).
   * No closure, map or copied message per broadcast: the frame of the one
   * viewer most broadcasts repeat is kept in locals, a map is made only for a
   * second one.
   */
  publish(events: readonly Tagged[], project: Projector, answer: Answer | null = null): boolean {
    let firstViewer: Viewer | null = null;
    let firstFrame: WireFrame | null = null;
    let frames: Map<Viewer, WireFrame> | null = null;
    let answered = false;
    for (const s of this.subscribers) {
      const viewer = project.viewerOf(s.userId);
      if (answer !== null && s === answer.to) {
        s.send(project.frame(events, viewer, answer.re));
        answered = true;
        continue;
      }
      if (viewer === firstViewer) {
        s.send(firstFrame!);
        continue;
      }
      let frame = frames?.get(viewer);
      if (frame === undefined) {
        frame = project.frame(events, viewer, null);
        if (firstViewer === null) {
          firstViewer = viewer;
          firstFrame = frame;
        } else (frames ??= new Map()).set(viewer, frame);
      }
      s.send(frame);
    }
    return answered;
  }
}

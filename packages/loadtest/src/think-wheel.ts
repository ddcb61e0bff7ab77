/**
 * Think times of every player of a load-test process on one timer: a wheel of
 * slots (each `slotMs` wide) that one interval walks. At 10,000 human-paced
 * tables a process has thousands of think times running at once; a Node
 * timer each is an object that lives for the whole think time (1–3 s), so
 * every scavenge copies it and promotes it, and the old generation collects it.
 * A slot holds references to players that live for the whole run, so waking
 * them allocates nothing.
 */
/** What the wheel wakes: a player whose think time is over. */
export interface Thinker {
  wake(): void;
}

export interface WheelClock {
  now(): number;
  /** Calls `tick` every `ms` until the returned stop is called; must not keep the process alive. */
  every(ms: number, tick: () => void): () => void;
}

const realWheelClock: WheelClock = {
  now: () => performance.now(),
  every(ms, tick) {
    const t = setInterval(tick, ms);
    t.unref();
    return () => clearInterval(t);
  },
};

/** Ticks are this far apart: think times are whole slots (a player's 1,000–3,000 ms is rounded up to 5 ms). */
export const SLOT_MS = 5;

/** A player's think time is drawn evenly between these multiples of `--think` (2,000 ms: 1,000–3,000). */
export const THINK_SPREAD = { least: 0.5, most: 1.5 } as const;

/** A think time drawn for `--think meanMs` (`random` in [0, 1)). */
export const thinkTime = (meanMs: number, random: number): number =>
  meanMs * (THINK_SPREAD.least + random * (THINK_SPREAD.most - THINK_SPREAD.least));

export class ThinkWheel {
  /** Per slot of the ring: who waits in it, and the slot number each is due (a ring slot serves every turn of the ring). */
  private readonly slots: { readonly who: Thinker[]; readonly due: number[]; }[];
  /** The last slot number woken: every slot up to it has been. */
  private cursor: number;
  /** Players waiting (when none, the interval is stopped). */
  private waiting = 0;
  private stopTicking: (() => void) | null = null;
  /** Reused by every tick: the players of one slot being woken. */
  private readonly firing: Thinker[] = [];

  constructor(
    /** The longest think time it holds, in ms (longer ones are cut to it). */
    private readonly horizonMs: number,
    private readonly clock: WheelClock = realWheelClock,
    private readonly slotMs = SLOT_MS,
  ) {
    this.slots = Array.from({ length: Math.ceil(horizonMs / slotMs) + 2 }, () => ({ who: [], due: [] }));
    this.cursor = this.slotAt(clock.now());
  }

  /** Players waiting to be woken. */
  get size(): number {
    return this.waiting;
  }

  /** Wake `t` once `ms` have passed (at the first tick after that). */
  after(ms: number, t: Thinker): void {
    // Idle until now (the ring is empty): the walk starts from here, not from when it stopped.
    if (this.stopTicking === null) this.cursor = Math.max(this.cursor, this.slotAt(this.clock.now()));
    const due = this.slotAt(this.clock.now() + Math.min(this.horizonMs, Math.max(0, ms))) + 1;
    const slot = this.slots[due % this.slots.length]!;
    slot.who.push(t);
    slot.due.push(due);
    this.waiting++;
    this.stopTicking ??= this.clock.every(this.slotMs, () => this.tick());
  }

  /**
   * Wake everyone whose slot has come, slots a late tick skipped included, each slot in the order it was
   * filled. A ring slot may also hold players due a turn of the ring later (scheduled while ticks ran late):
   * they stay.
   */
  tick(): void {
    const now = this.slotAt(this.clock.now());
    while (this.cursor < now && this.waiting > 0) {
      this.cursor++;
      const slot = this.slots[this.cursor % this.slots.length]!;
      if (slot.who.length === 0) continue;
      let kept = 0;
      for (let i = 0; i < slot.who.length; i++) {
        if (slot.due[i]! <= this.cursor) this.firing.push(slot.who[i]!);
        else {
          slot.who[kept] = slot.who[i]!;
          slot.due[kept++] = slot.due[i]!;
        }
      }
      slot.who.length = kept;
      slot.due.length = kept;
      this.waiting -= this.firing.length;
      // Waking may schedule again: always into a later slot number, so never into `firing`.
      for (const t of this.firing) t.wake();
      this.firing.length = 0;
    }
    this.cursor = Math.max(this.cursor, now);
    if (this.waiting === 0 && this.stopTicking !== null) {
      this.stopTicking();
      this.stopTicking = null;
    }
  }

  private slotAt(ms: number): number {
    return Math.floor(ms / this.slotMs);
  }
}

/**
 * Named one-shot timers of a table (deadline, turn, bots, disconnect grace); all stopped when it closes.
 *
 * Each name keeps one Node timer for the table's life, re-armed in place: a table with a turn timer sets it again
 * at every move, and a new `setTimeout` each time was an object that lived until the next move (a second or more
 * at a human's pace), so scavenges copied and promoted thousands of them, and the Map that held them, its entries
 * deleted and added again, made a new backing store every move or two. Now setting a name with the delay it had
 * calls `refresh()` on its timer (Node moves it to the end of its list: no allocation), and clearing a name only
 * forgets its callback: the timer, if still scheduled, fires as a no-op or is re-armed by the next `set`.
 * `clearAll` stops the timers themselves (the table closes or its game ends).
 */
interface Slot {
  /** The name's Node timer (null before its first `set` and after `clearAll`). */
  timeout: NodeJS.Timeout | null;
  /** The delay `timeout` was made with: `refresh()` re-arms it with that one. */
  ms: number;
  /** What runs when it fires; null while the name is cleared or has fired. */
  fn: (() => void) | null;
}

export class Timers {
  /** Made at the first timer (many tables never set one: a Map less per table). */
  private slots: Map<string, Slot> | null = null;

  set(name: string, ms: number, fn: () => void): void {
    const slot = this.slotOf(name);
    const delay = Math.max(0, ms);
    slot.fn = fn;
    if (slot.timeout !== null && slot.ms === delay) {
      // Re-armed from now, also once it has fired (Node's documented use of refresh).
      slot.timeout.refresh();
      return;
    }
    if (slot.timeout !== null) clearTimeout(slot.timeout);
    slot.ms = delay;
    slot.timeout = setTimeout(() => {
      const run = slot.fn;
      slot.fn = null;
      run?.();
    }, delay);
    slot.timeout.unref?.();
  }

  private slotOf(name: string): Slot {
    const slots = this.slots ??= new Map();
    let slot = slots.get(name);
    if (slot === undefined) slots.set(name, slot = { timeout: null, ms: -1, fn: null });
    return slot;
  }

  has(name: string): boolean {
    return (this.slots?.get(name)?.fn ?? null) !== null;
  }

  clear(name: string): void {
    const slot = this.slots?.get(name);
    if (slot !== undefined) slot.fn = null;
  }

  clearAll(): void {
    if (this.slots === null) return;
    for (const slot of this.slots.values()) {
      if (slot.timeout !== null) clearTimeout(slot.timeout);
      slot.timeout = null;
      slot.fn = null;
    }
  }
}

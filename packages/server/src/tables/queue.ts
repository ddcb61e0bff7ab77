/**
 * A serialized job queue: each job starts after the previous one settled, so a
 * table applies moves strictly in arrival order even though storage is async.
 *
 * A move on the synchronous path runs outside the queue while it is idle, and
 * holds it until the move is stored and published: jobs queued meanwhile wait
 * for `release` (the gate they wait on is made only when one arrives).
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;
  private holding = false;
  /** Opens the gate queued jobs wait on while held (null: no job is waiting). */
  private openGate: (() => void) | null = null;

  run<T>(job: () => Promise<T> | T): Promise<T> {
    this.gateIfHeld();
    this.pending++;
    const result = this.tail.then(job);
    this.tail = result.then(
      () => this.pending--,
      () => this.pending--,
    );
    return result;
  }

  get size(): number {
    return this.pending;
  }

  /** Nothing queued, running or held: a synchronous path may run now. */
  get idle(): boolean {
    return this.pending === 0;
  }

  /** Hold the idle queue for work done outside it; `release` lets queued jobs run. */
  hold(): void {
    if (this.pending !== 0) throw new Error('SerialQueue.hold: the queue is not idle');
    this.pending++;
    this.holding = true;
  }

  release(): void {
    if (!this.holding) return;
    this.holding = false;
    this.pending--;
    const open = this.openGate;
    this.openGate = null;
    open?.();
  }

  /** Resolves once every job queued so far (and a hold) has settled. */
  async drain(): Promise<void> {
    this.gateIfHeld();
    await this.tail;
  }

  private gateIfHeld(): void {
    // Held only while idle, so the tail had settled: the gate becomes the tail.
    if (this.holding && this.openGate === null) this.tail = new Promise<void>((resolve) => (this.openGate = resolve));
  }
}

/**
 * A serialized job queue: each job starts after the previous one settled, so a
 * table applies moves strictly in arrival order even though storage is async.
 *
 * A move on the synchronous path runs outside the queue while it is idle, and
 * holds it until the move is stored and published: jobs queued meanwhile wait
 * for `release` (the gate they wait on is made only when one arrives). Another
 * synchronous move that arrives during the hold, before any job, is deferred:
 * `release` runs it at once and hands it the hold, so it too skips the
 * queue's promises.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;
  private holding = false;
  /** Opens the gate queued jobs wait on while held (null: no job is waiting). */
  private openGate: (() => void) | null = null;
  /** Synchronous work waiting for the hold (`defer`), in arrival order; each is counted in `pending`. */
  private readonly deferred: (() => void)[] = [];

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

  /**
   * While the queue is held and no job waits behind the hold, `work` waits for
   * it: `release` runs it synchronously with the hold passed on (so `work` must
   * release it in its turn, and must not throw). false when it cannot wait so
   * (the queue is not held, or a job already waits and must keep its turn).
   */
  defer(work: () => void): boolean {
    if (!this.holding || this.openGate !== null) return false;
    this.deferred.push(work);
    this.pending++;
    return true;
  }

  /** End the hold: the next deferred work takes it over, else queued jobs may run. */
  release(): void {
    if (!this.holding) return;
    const next = this.deferred.shift();
    if (next !== undefined) {
      // The hold's count goes; the deferred work's count is the hold now.
      this.pending--;
      next();
      return;
    }
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

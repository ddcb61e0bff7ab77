/**
 * A serialized job queue: each job starts after the previous one settled, so a
 * table applies moves strictly in arrival order even though storage is async.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;

  run<T>(job: () => Promise<T> | T): Promise<T> {
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

  /** Resolves once every job queued so far has settled. */
  async drain(): Promise<void> {
    await this.tail;
  }
}

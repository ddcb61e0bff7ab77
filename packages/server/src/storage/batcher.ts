/**
 * Group commit for the move log: appends arriving in the same event-loop turn
 * (from many tables) are written by one multi-row INSERT, and each caller's
 * promise settles only after the statement containing its row has committed —
 * so "stored before broadcast" still holds, at a fraction of the per-commit cost.
 */
export interface Pending<R> {
  readonly row: R;
  resolve(): void;
  reject(e: unknown): void;
}

export class WriteBatcher<R> {
  private queue: Pending<R>[] = [];
  private scheduled = false;

  constructor(
    /** Write several rows at once (one statement, atomically); a synchronous writer returns nothing. */
    private readonly writeMany: (rows: readonly R[]) => Promise<void> | void,
    /** Write one row (used to find the culprit when a batch fails). */
    private readonly writeOne: (row: R) => Promise<void>,
    private readonly maxRows = 400,
    /** While true (a checkpoint wants the write lock), batches wait instead of competing for it. */
    private readonly held: () => boolean = () => false,
  ) {}

  add(row: R): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    if (this.held()) {
      setTimeout(() => void this.flush(), 2);
      return;
    }
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    for (let i = 0; i < batch.length; i += this.maxRows) {
      const chunk = batch.slice(i, i + this.maxRows);
      try {
        const pending = this.writeMany(chunk.map((p) => p.row));
        if (pending !== undefined) await pending;
        for (const p of chunk) p.resolve();
      } catch {
        // The multi-row statement was atomic and wrote nothing: retry row by row so only bad rows fail.
        for (const p of chunk) await this.writeOne(p.row).then(p.resolve, p.reject);
      }
    }
  }
}

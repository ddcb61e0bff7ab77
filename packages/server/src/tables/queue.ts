/**
 * A table's serialized queue: each step starts once the one before it has
 * ended, so a table applies moves strictly in arrival order though storage
 * answers later.
 *
 * A step is a plain function handed `next`, which it calls once when it is
 * done: a move taken while the queue is idle runs at once, with no promise —
 * checked, judged and handed to storage's group commit synchronously — and
 * the queue waits until that commit answers. Work written with async/await
 * (seating, chat, the clock's and the bots' jobs) takes its turn through
 * `run`: a step that ends when the job's promise settles.
 */
export type Step = (next: () => void) => void;

export class SerialQueue {
  private readonly waiting: Step[] = [];
  private busy = false;
  private pumping = false;

  /** Steps waiting or running. */
  get size(): number {
    return this.waiting.length + (this.busy ? 1 : 0);
  }

  /** `step` runs in its turn (at once when the queue is idle); it must not throw, and must call `next` once. */
  step(step: Step): void {
    this.waiting.push(step);
    this.pump();
  }

  /** A job in its turn; the queue moves on once the job's promise settles, and so does the returned promise. */
  run<T>(job: () => Promise<T> | T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.step((next) => {
        const result = Promise.resolve().then(job);
        result.then(resolve, reject);
        result.then(next, next);
      });
    });
  }

  /** Resolves once every step queued so far has ended (a shutdown waits for the move being stored). */
  drain(): Promise<void> {
    return this.run(() => undefined);
  }

  private readonly next = (): void => {
    if (!this.busy) throw new Error('SerialQueue: a step ended twice');
    this.busy = false;
    this.pump();
  };

  /** Run steps while the queue is free; a step that ends synchronously hands over here, not by recursion. */
  private pump(): void {
    if (this.pumping) return;
    this.pumping = true;
    while (!this.busy && this.waiting.length > 0) {
      this.busy = true;
      this.waiting.shift()!(this.next);
    }
    this.pumping = false;
  }
}

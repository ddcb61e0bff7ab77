/** Token buckets: `capacity` requests at once, refilled at `perSecond`. Used for messages, chat and logins. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = capacity;
    this.last = now;
  }

  take(now: number): boolean {
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Buckets by key (an IP, a user and table), forgetting idle keys so the map stays small. */
export class KeyedLimiter {
  private readonly buckets = new Map<string, { bucket: TokenBucket; seen: number; }>();

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
  ) {}

  take(key: string, now: number): boolean {
    let entry = this.buckets.get(key);
    if (entry === undefined) {
      if (this.buckets.size > 10_000) this.sweep(now);
      entry = { bucket: new TokenBucket(this.capacity, this.perSecond, now), seen: now };
      this.buckets.set(key, entry);
    }
    entry.seen = now;
    return entry.bucket.take(now);
  }

  private sweep(now: number): void {
    const idle = (this.capacity / this.perSecond) * 1000;
    for (const [k, e] of this.buckets) if (now - e.seen > idle) this.buckets.delete(k);
  }
}

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

  /** How long after `now` (as of the last `take`) the next request will be allowed: 0 if one is now. */
  msUntilNext(now: number): number {
    const missing = 1 - (this.tokens + ((now - this.last) / 1000) * this.perSecond);
    return missing <= 0 ? 0 : Math.ceil((missing / this.perSecond) * 1000);
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

/**
 * Login attempts. Charged per address (one address guessing many names) and
 * per name *and* address with exponential backoff after repeated failures (one
 * address guessing one password). Never per name alone: wrong guesses from
 * elsewhere must not keep the owner, at another address, out of the account.
 */
export class LoginLimiter {
  private readonly byAddress: KeyedLimiter;
  private readonly failures = new Map<string, { count: number; until: number; }>();

  constructor(
    burst: number,
    perMinute: number,
    /** Failures of one name from one address before the backoff starts. */
    private readonly freeFailures = 5,
    private readonly maxBackoffMs = 15 * 60 * 1000,
  ) {
    this.byAddress = new KeyedLimiter(burst, perMinute / 60);
  }

  private key(address: string, name: string): string {
    return `${address}\u0000${name.normalize('NFKC').toLowerCase()}`;
  }

  /** 0 when the attempt may go ahead, else how many ms to wait. */
  check(address: string, name: string, now: number): number {
    const f = this.failures.get(this.key(address, name));
    if (f !== undefined && f.until > now) return f.until - now;
    return this.byAddress.take(address, now) ? 0 : 60_000;
  }

  /** After the password was checked: a success clears the name's failures from this address, a failure backs off. */
  settle(address: string, name: string, ok: boolean, now: number): void {
    const key = this.key(address, name);
    if (ok) {
      this.failures.delete(key);
      return;
    }
    if (this.failures.size > 10_000) {
      for (const [k, f] of this.failures) if (f.until + this.maxBackoffMs < now) this.failures.delete(k);
    }
    const count = (this.failures.get(key)?.count ?? 0) + 1;
    const over = count - this.freeFailures;
    const until = over <= 0 ? 0 : now + Math.min(this.maxBackoffMs, 1000 * 2 ** (over - 1));
    this.failures.set(key, { count, until });
  }
}

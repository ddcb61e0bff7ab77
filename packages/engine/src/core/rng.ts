/**
 * Seeded generator (sfc32). Its whole state is four 32-bit integers, stored in
 * the game state as a plain array so a table replays exactly from its seed.
 * Written here rather than taken from a library because the engine needs the
 * raw state as JSON and a hot path without allocation; views never include it.
 */
export type RngState = readonly [number, number, number, number];

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(s: RngState) {
    [this.a, this.b, this.c, this.d] = s;
  }

  /** A generator from a seed; the first outputs are discarded to mix the seed in. */
  static seeded(seed: number): Rng {
    const s = seed >>> 0;
    const r = new Rng([0x9e3779b9, 0x243f6a88, 0xb7e15162, s]);
    for (let i = 0; i < 15; i++) r.u32();
    return r;
  }

  static fromState(s: RngState): Rng {
    return new Rng(s);
  }

  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  /** Next 32-bit unsigned integer. */
  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return this.u32() / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  /** Uniform integer in [lo, hi]. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  pick<T>(xs: readonly T[]): T {
    if (xs.length === 0) throw new Error('Rng.pick from an empty list');
    return xs[this.int(xs.length)] as T;
  }

  /** Fisher–Yates on a copy. */
  shuffle<T>(xs: readonly T[]): T[] {
    const out = xs.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = out[i] as T;
      out[i] = out[j] as T;
      out[j] = t;
    }
    return out;
  }
}

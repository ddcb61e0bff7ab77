/**
 * Copy-on-write helpers for the small int arrays of the state. Plain loops:
 * Array.prototype.concat and splice are several times slower on the hot path
 * of every move.
 */

/** `xs` with `x` appended, as a new array. */
export function append(xs: readonly number[], x: number): number[] {
  const out = xs.slice();
  out.push(x);
  return out;
}

/** `xs` followed by `ys`, as a new array. */
export function joined(xs: readonly number[], ys: readonly number[]): number[] {
  const out = xs.slice();
  for (let i = 0; i < ys.length; i++) out.push(ys[i]!);
  return out;
}

/** `xs` without the first `c`, as a new array. */
export function without(xs: readonly number[], c: number): number[] {
  const out: number[] = [];
  let skipped = false;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (x === c && !skipped) skipped = true;
    else out.push(x);
  }
  return out;
}

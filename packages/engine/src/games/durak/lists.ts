/**
 * New arrays of an exact, small size from a scratch buffer, for the end of a bout (hands, the
 * table's and the drawn cards' codes). Why literals: pushing
 * into `[]` calls out of the compiled code at the first push to grow the array to 17 slots, and
 * `slice` of a scratch is a builtin call; an array literal of the exact size is allocated inline
 * (as `foundList` in legal.ts does for legal lists). Sizes above the literals' are rare (a hand
 * that took a lot) and are pushed.
 */
import { CODES } from './cards.ts';

/** The first `n` ints of `src` as a new array. */
export function intList(src: Int32Array, n: number): number[] {
  switch (n) {
    case 0:
      return [];
    case 1:
      return [src[0]!];
    case 2:
      return [src[0]!, src[1]!];
    case 3:
      return [src[0]!, src[1]!, src[2]!];
    case 4:
      return [src[0]!, src[1]!, src[2]!, src[3]!];
    case 5:
      return [src[0]!, src[1]!, src[2]!, src[3]!, src[4]!];
    case 6:
      return [src[0]!, src[1]!, src[2]!, src[3]!, src[4]!, src[5]!];
    case 7:
      return [src[0]!, src[1]!, src[2]!, src[3]!, src[4]!, src[5]!, src[6]!];
    case 8:
      return [src[0]!, src[1]!, src[2]!, src[3]!, src[4]!, src[5]!, src[6]!, src[7]!];
    case 9:
      return [src[0]!, src[1]!, src[2]!, src[3]!, src[4]!, src[5]!, src[6]!, src[7]!, src[8]!];
    case 10:
      return [src[0]!, src[1]!, src[2]!, src[3]!, src[4]!, src[5]!, src[6]!, src[7]!, src[8]!, src[9]!];
    case 11:
      return [src[0]!, src[1]!, src[2]!, src[3]!, src[4]!, src[5]!, src[6]!, src[7]!, src[8]!, src[9]!, src[10]!];
    case 12:
      return [src[0]!, src[1]!, src[2]!, src[3]!, src[4]!, src[5]!, src[6]!, src[7]!, src[8]!, src[9]!, src[10]!, src[11]!];
    default: {
      const out: number[] = [];
      for (let k = 0; k < n; k++) out.push(src[k]!);
      return out;
    }
  }
}

/** The codes of the first `n` card ids of `ids` as a new array. */
export function codeList(ids: Int32Array, n: number): string[] {
  const c = CODES;
  switch (n) {
    case 0:
      return [];
    case 1:
      return [c[ids[0]!]!];
    case 2:
      return [c[ids[0]!]!, c[ids[1]!]!];
    case 3:
      return [c[ids[0]!]!, c[ids[1]!]!, c[ids[2]!]!];
    case 4:
      return [c[ids[0]!]!, c[ids[1]!]!, c[ids[2]!]!, c[ids[3]!]!];
    case 5:
      return [c[ids[0]!]!, c[ids[1]!]!, c[ids[2]!]!, c[ids[3]!]!, c[ids[4]!]!];
    case 6:
      return [c[ids[0]!]!, c[ids[1]!]!, c[ids[2]!]!, c[ids[3]!]!, c[ids[4]!]!, c[ids[5]!]!];
    default: {
      const out: string[] = [];
      for (let k = 0; k < n; k++) out.push(c[ids[k]!]!);
      return out;
    }
  }
}

/**
 * This process's place among the workers of one machine: worker `index` of
 * `count` (0 of 1 alone). Storage needs it for the worker's own move journal
 * file (move-journal.ts); which worker owns which table is the cluster's
 * business (cluster/shard.ts).
 */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

export const SOLE_SHARD: Shard = { index: 0, count: 1 };

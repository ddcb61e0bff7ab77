/**
 * Fair shuffles: the seed is drawn with node:crypto when a table is created,
 * only its commitment (sha256 of seed and a random salt) is published while the
 * game runs, and both are revealed when it is over so anyone can re-run the deal.
 * The salt matters: a 32-bit seed alone could be found from its hash by brute force.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface SeedCommitment {
  readonly seed: number;
  readonly salt: string;
  readonly hash: string;
}

export function seedHash(seed: number, salt: string): string {
  return createHash('sha256').update(`${seed}:${salt}`).digest('hex');
}

export function newSeed(): SeedCommitment {
  const seed = randomBytes(4).readUInt32BE(0);
  const salt = randomBytes(16).toString('hex');
  return { seed, salt, hash: seedHash(seed, salt) };
}

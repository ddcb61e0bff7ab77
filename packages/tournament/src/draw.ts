/**
 * Every random choice of a tournament comes from the engine's seeded generator, one stream per
 * purpose (round 1 seating, round 3's pairing jitter, the final draw), so adding a purpose never
 * shifts another's numbers and a replay of the log draws the same.
 */
import { Rng } from '@kozyr/engine';

/** FNV-1a over the purpose's characters: a stable 32-bit name for a stream. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function rngFor(seed: number, purpose: string): Rng {
  return Rng.seeded((Math.imul(seed >>> 0, 0x9e3779b1) ^ hash(purpose)) >>> 0);
}

/** The seeded draw, the last tie-break: a fixed number per entrant, higher ranks first. */
export function drawKey(seed: number, id: string): number {
  return rngFor(seed, `draw:${id}`).u32();
}

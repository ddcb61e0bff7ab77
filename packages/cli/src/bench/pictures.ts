/**
 * The picture a game draws (GameDef.pictures, Shtuka's busy picture), measured as the server makes it:
 * a new table dealt from a seed (the layout generated) and its first scene rendered to WebP, one table
 * after another. sharp's own thread pool is held to one thread, so the figure is one core's work; the
 * CPU time of the process (every thread) is given beside the wall time, since a loaded machine
 * stretches the second but not the first.
 */
import type { AnyGame } from '@kozyr/engine';
import { renderWebp } from '@kozyr/server/pictures/render.ts';
import sharp from 'sharp';
import { CliError } from '../args.ts';

export interface PictureFigures {
  readonly game: string;
  readonly pictures: number;
  /** Median over the pictures, milliseconds: the layout dealt and the picture rendered. */
  readonly wallMs: number;
  readonly cpuMs: number;
  /** The image's size in bytes: the median, and the largest seen. */
  readonly bytes: number;
  readonly maxBytes: number;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export async function measurePictures(game: AnyGame, count = 20): Promise<PictureFigures> {
  const capability = game.pictures;
  if (capability === undefined) throw new CliError(`${game.id}: draws no pictures`);
  const table = game.bench ?? { config: {}, seats: game.seats.min };
  const config = game.parseConfig(table.config, table.seats);
  if (!config.ok) throw new CliError(`${game.id}: bench config refused: ${config.error.message.en}`);
  sharp.concurrency(1);
  const draw = async (seed: number): Promise<number> => {
    const state = game.setup(config.value, table.seats, { seed });
    if (!state.ok) throw new CliError(`${game.id}: setup refused seed ${seed}: ${state.error.message.en}`);
    const scene = capability.scene(state.value);
    if (scene === null) throw new CliError(`${game.id}: a new table has no picture`);
    return (await renderWebp(scene)).length;
  };
  await draw(0); // warm-up: the icon set read and parsed, the JIT settled
  const wall: number[] = [];
  const cpu: number[] = [];
  const bytes: number[] = [];
  for (let seed = 1; seed <= count; seed++) {
    const cpuFrom = process.cpuUsage();
    const from = performance.now();
    bytes.push(await draw(seed));
    wall.push(performance.now() - from);
    const used = process.cpuUsage(cpuFrom);
    cpu.push((used.user + used.system) / 1000);
  }
  return {
    game: game.id,
    pictures: count,
    wallMs: median(wall),
    cpuMs: median(cpu),
    bytes: median(bytes),
    maxBytes: Math.max(...bytes),
  };
}

export function pictureLine(f: PictureFigures): string {
  return `${f.game}: layout + picture, median of ${f.pictures}: ${f.wallMs.toFixed(0)} ms (${
    f.cpuMs.toFixed(0)
  } ms CPU, one thread of sharp), image ${(f.bytes / 1024).toFixed(0)} KB (largest ${(f.maxBytes / 1024).toFixed(0)} KB)`;
}

/** Shared option parsing for the CLI commands (node:util parseArgs), with errors a person can act on. */
import { type AnyGame, gameById, games } from '@kozyr/engine';
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class CliError extends Error {}

export function parse<T extends ParseArgsConfig['options']>(args: readonly string[], options: T) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false }).values;
  } catch (e) {
    throw new CliError((e as Error).message);
  }
}

export function intOption(value: string | undefined, name: string, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new CliError(`--${name} must be a whole number ≥ ${min}, got "${value}"`);
  return n;
}

export function gameOption(id: string | undefined): AnyGame {
  if (id === undefined) throw new CliError(`--game is required (one of: ${Object.keys(games).join(', ')})`);
  const game = gameById(id);
  if (game === undefined) throw new CliError(`unknown game "${id}" (known: ${Object.keys(games).join(', ')})`);
  return game;
}

export function jsonOption(text: string | undefined, name: string): unknown {
  if (text === undefined) return {};
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`--${name} is not valid JSON: ${(e as Error).message}`);
  }
}

/** Run a command body, turning CliError into a message on stderr and exit status 2. */
export async function guarded(name: string, body: () => Promise<number> | number): Promise<number> {
  try {
    return await body();
  } catch (e) {
    if (!(e instanceof CliError)) throw e;
    process.stderr.write(`kozyr ${name}: ${e.message}\n`);
    return 2;
  }
}

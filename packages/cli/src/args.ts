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

/**
 * The one line a failure prints: `kozyr <command>: <what went wrong>`. A CliError says what the
 * user can fix; anything else (a game refusing its own bots' moves, a file that cannot be read,
 * a bug) is reported by its message just the same, never as a stack trace, unless KOZYR_DEBUG=1
 * asks for the stack.
 */
export function failureLine(name: string, e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const oneLine = message.replace(/\s*\n\s*/g, ' ').trim() || (e instanceof Error ? e.name : 'unknown error');
  return `kozyr ${name}: ${oneLine}`;
}

/** Write a failure as its one line (plus the stack when KOZYR_DEBUG=1); the exit status is 2. */
export function reportFailure(name: string, e: unknown): 2 {
  process.stderr.write(failureLine(name, e) + '\n');
  if (process.env.KOZYR_DEBUG === '1' && e instanceof Error && e.stack !== undefined) process.stderr.write(e.stack + '\n');
  return 2;
}

/** Run a command body: any failure becomes one line on stderr and exit status 2. */
export async function guarded(name: string, body: () => Promise<number> | number): Promise<number> {
  try {
    return await body();
  } catch (e) {
    return reportFailure(name, e);
  }
}

/**
 * `kozyr` — the club's command-line tool. Each command lives in its own module
 * under commands/ and is loaded only when asked for, so `kozyr replay` does not
 * pay for the server's start-up.
 */
import { guarded } from './args.ts';
import type { Command } from './command.ts';

const commands: Readonly<Record<string, () => Promise<Command>>> = {
  replay: async () => (await import('./commands/replay.ts')).replay,
  simulate: async () => (await import('./commands/simulate.ts')).simulate,
  bench: async () => (await import('./commands/bench.ts')).bench,
  serve: async () => (await import('./commands/serve.ts')).serve,
  loadtest: async () => (await import('./commands/loadtest.ts')).loadtest,
};

async function help(): Promise<string> {
  const lines = ['kozyr — the Kozyr card-game club', '', 'Commands:'];
  for (const [name, load] of Object.entries(commands)) {
    try {
      const cmd = await load();
      lines.push(`  ${cmd.usage}`, `      ${cmd.summary}`);
    } catch {
      lines.push(`  ${name}`);
    }
  }
  return lines.join('\n');
}

export async function main(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    process.stdout.write((await help()) + '\n');
    return 0;
  }
  const load = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (load === undefined) {
    process.stderr.write(
      `kozyr: unknown command "${name}" (commands: ${Object.keys(commands).join(', ')}; \`kozyr help\` explains them)\n`,
    );
    return 2;
  }
  // Every command is guarded here as well, so no failure of any command (or of loading it) is a stack trace.
  return guarded(name, async () => (await load()).run(rest));
}

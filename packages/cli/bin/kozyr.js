#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx, so there is no build step between a change and `npx kozyr`.
import { register } from 'tsx/esm/api';

// Whatever fails — loading the sources, a command, or a long-running command (serve, loadtest) after it
// started — ends as one line on stderr and exit status 2, never a stack trace (KOZYR_DEBUG=1 shows it).
const command = process.argv[2] ?? 'kozyr';
const fail = (e) => {
  const message = (e instanceof Error ? e.message : String(e)).replace(/\s*\n\s*/g, ' ').trim();
  process.stderr.write(`kozyr ${command}: ${message || 'unknown error'}\n`);
  if (process.env.KOZYR_DEBUG === '1' && e instanceof Error) process.stderr.write(`${e.stack}\n`);
  process.exit(2);
};
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);
try {
  register();
  const { main } = await import('../src/main.ts');
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  fail(e);
}

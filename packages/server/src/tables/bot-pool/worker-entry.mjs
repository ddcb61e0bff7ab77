// A bot thread's entry: a worker thread does not inherit the main thread's TypeScript loader, so it
// registers tsx itself (as packages/cli/bin/kozyr.js does for the process) before loading the thread's code.
import { register } from 'tsx/esm/api';

register();
await import('./thread.ts');

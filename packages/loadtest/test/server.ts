/** The club server a load test measures, in-process on an ephemeral loopback port with a fresh SQLite file. */
import { type RunningServer, type ServerOptions, startServer } from '@kozyr/server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function testServer(options: Partial<ServerOptions> = {}): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    sqliteFile: join(mkdtempSync(join(tmpdir(), 'kozyr-loadtest-')), 'kozyr.sqlite'),
    defaultBotDelayMs: 0,
    ...options,
  });
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

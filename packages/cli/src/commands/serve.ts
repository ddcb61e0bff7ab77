/**
 * `kozyr serve`: the club server (HTTP + WebSocket) on http://localhost:3000,
 * storing in ./data/kozyr.sqlite, or in PostgreSQL when DATABASE_URL is set.
 */
import type { Command } from '../main.ts';

function flag(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

export const serve: Command = {
  summary: 'Run the club server (PORT, HOST, DATABASE_URL from the environment; SQLite under ./data by default)',
  usage: 'kozyr serve [--port 3000] [--host 127.0.0.1] [--sqlite ./data/kozyr.sqlite]',
  async run(args) {
    const { startServer } = await import('@kozyr/server');
    const port = flag(args, 'port');
    const host = flag(args, 'host');
    const sqlite = flag(args, 'sqlite');
    const server = await startServer({
      ...(port === undefined ? {} : { port: Number(port) }),
      ...(host === undefined ? {} : { host }),
      ...(sqlite === undefined ? {} : { sqliteFile: sqlite }),
    });
    process.stdout.write(`kozyr: club server listening on ${server.url} (storage: ${server.storage.kind})\n`);
    await new Promise<void>((resolve) => {
      const stop = () => resolve();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    process.stdout.write('kozyr: shutting down\n');
    await server.close();
    return 0;
  },
};

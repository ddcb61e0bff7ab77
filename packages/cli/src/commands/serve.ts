/**
 * `kozyr serve`: the club server (HTTP + WebSocket) on http://localhost:3000,
 * storing in ./data/kozyr.sqlite, or in PostgreSQL when DATABASE_URL is set.
 */
import { guarded, intOption, parse } from '../args.ts';
import type { Command } from '../main.ts';

export const serve: Command = {
  summary: 'Run the club server (PORT, HOST, DATABASE_URL from the environment; SQLite under ./data by default)',
  usage: 'kozyr serve [--port 3000] [--host 127.0.0.1] [--sqlite ./data/kozyr.sqlite]',
  run(args) {
    return guarded('serve', async () => {
      const o = parse(args, { port: { type: 'string' }, host: { type: 'string' }, sqlite: { type: 'string' } });
      const port = o.port === undefined ? undefined : intOption(o.port, 'port', 3000, 0);
      const { startServer } = await import('@kozyr/server');
      const server = await startServer({
        ...(port === undefined ? {} : { port }),
        ...(o.host === undefined ? {} : { host: o.host }),
        ...(o.sqlite === undefined ? {} : { sqliteFile: o.sqlite }),
      });
      process.stdout.write(`kozyr: club server listening on ${server.url} (storage: ${server.storage.kind})\n`);
      await new Promise<void>((resolve) => {
        process.once('SIGINT', () => resolve());
        process.once('SIGTERM', () => resolve());
      });
      process.stdout.write('kozyr: shutting down\n');
      await server.close();
      return 0;
    });
  },
};

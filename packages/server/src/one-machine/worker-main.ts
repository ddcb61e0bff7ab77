/**
 * One worker of `kozyr serve --workers N`: a complete club server on a private
 * loopback port, owning the tables that hash to KOZYR_SHARD (see shard.ts).
 * Its URL goes to the supervisor on stdout; sockets the primary hands over
 * (handoff.ts) enter its HTTP server; SIGTERM closes it cleanly.
 */
import { startServer } from '../server.ts';
import { serveAsWorker } from './handoff.ts';

const server = await startServer({ port: 0, host: '127.0.0.1' });
serveAsWorker(server);

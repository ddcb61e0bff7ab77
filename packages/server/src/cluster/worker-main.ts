/**
 * One worker of `kozyr serve --workers N`: a complete club server on a private
 * loopback port, owning the tables that hash to KOZYR_SHARD (see shard.ts).
 * Its URL goes to the supervisor on stdout; sockets the primary hands over
 * (handoff.ts) enter its HTTP server; SIGTERM closes it cleanly.
 */
import { startServer } from '../index.ts';
import { acceptHandedSockets } from './handoff.ts';

const server = await startServer({ port: 0, host: '127.0.0.1' });
acceptHandedSockets(server.httpServer);
process.stdout.write(`WORKER LISTENING ${server.url}\n`);
// The IPC channel closes when the supervisor dies, however it dies: a worker never outlives it.
process.once('disconnect', () => process.exit(0));
process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});

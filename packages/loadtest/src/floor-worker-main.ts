/**
 * One worker of the floor behind `kozyr serve --floor --workers N` (as
 * the server's one-machine/worker-main.ts is one of the club): the do-nothing stand-in on a
 * private loopback port, owning the tables whose ids hash to KOZYR_SHARD, fed
 * the sockets the primary hands over.
 */
import { serveAsWorker } from '@kozyr/server/one-machine/handoff.ts';
import { parseShard } from '@kozyr/server/one-machine/shard.ts';
import { startFloorServer } from './floor-server.ts';

const server = await startFloorServer(0, '127.0.0.1', parseShard(process.env['KOZYR_SHARD']));
serveAsWorker(server);

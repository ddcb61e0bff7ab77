/**
 * A worker of the browser tests' `--workers` club: the server's own worker
 * (one-machine/worker-main.ts) with the browser harness's settings — the built
 * client from KOZYR_TEST_WEB_DIST, stacked decks allowed, quick bots.
 */
import { startServer } from '@kozyr/server';
import { serveAsWorker } from '@kozyr/server/one-machine/handoff.ts';

const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  webDist: process.env['KOZYR_TEST_WEB_DIST'],
  testDecks: true,
  defaultBotDelayMs: 10,
  logger: false,
});
serveAsWorker(server);

/**
 * The server package's entry: start a club server (server.ts) with options from the environment (config.ts).
 * Nothing inside the package imports this file: modules import what they need from where it lives.
 */
export { type ServerOptions, serverOptions } from './config.ts';
export { type RunningServer, startServer } from './server.ts';

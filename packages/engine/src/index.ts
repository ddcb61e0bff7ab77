export * from './core/autoplay.ts';
export * from './core/config.ts';
export * from './core/game.ts';
export * from './core/host.ts';
export * from './core/messages.ts';
export { Rng, type RngState } from './core/rng.ts';
export * from './core/secrets.ts';
export * from './core/types.ts';
export { gameById, games } from './games/index.ts';

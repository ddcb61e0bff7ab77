export * from './core/types.ts';
export * from './core/config.ts';
export * from './core/messages.ts';
export * from './core/game.ts';
export * from './core/host.ts';
export { Rng, type RngState } from './core/rng.ts';
export { games, gameById } from './games/index.ts';
export * from './core/autoplay.ts';

/** The information-set search every game with `search.fromView` plays its `normal` and `strong` bots with. */
export { type GameRef, type LevelSpec, searchBot, searchLevels } from './bot.ts';
export { placeReward } from './playout.ts';
export { SEARCH_METHODS, type SearchMethod, type SearchSpec } from './spec.ts';

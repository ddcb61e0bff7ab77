/** Club tournaments: pure formats, pairings and standings over `config + seed + event log`. */
export * from './config.ts';
export { TOURNAMENT_ERRORS, type TournamentErrorKey } from './errors.ts';
export { gameResultOf, penaltiesOf } from './outcome.ts';
export { playing } from './rounds.ts';
export { type Standing, TIE_BREAKS, type TieBreak } from './standings.ts';
export { applyEvent, createTournament, currentRound, isFinished, openTables, replay, standings } from './tournament.ts';
export * from './types.ts';

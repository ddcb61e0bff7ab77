/** What a client may know of the shedding engine UNO and Svintus share: its moves, events and view. No rules. */
export type { Event as SheddingEvent, Move as SheddingMove } from './types.ts';
export type { SheddingView } from './view.ts';

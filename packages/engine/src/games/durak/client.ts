/** What a client may know of Durak (`@kozyr/engine/games/durak/client`): its moves, events and views. No rules. */
export type { Event as DurakEvent, Move as DurakMove, SeatView as DurakSeatView, View as DurakView } from './state.ts';

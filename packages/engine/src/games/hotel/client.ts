/** What a client may know of Hotel „Chuk-chuk" (`@kozyr/engine/games/hotel/client`): moves, events and the view of the simultaneous door choices. No rules. */
export type { Event as HotelEvent, Move as HotelMove, SeatView as HotelSeatView, View as HotelView } from './state.ts';

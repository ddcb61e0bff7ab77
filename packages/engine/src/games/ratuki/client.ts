/** What a client may know of Ratuki (`@kozyr/engine/games/ratuki/client`): moves (aimed at a stack and its top card) and the real-time view. No rules. */
export type {
  Event as RatukiEvent,
  Move as RatukiMove,
  SeatView as RatukiSeatView,
  StackView as RatukiStackView,
  View as RatukiView,
} from './state.ts';

/** Hotel's entry in the client registry: the table view, each seat's door cards for replays, and the game's words. */
import type { HotelMove as Move, HotelView as View } from '@kozyr/engine/client';
import type { GameClient, TableViewProps } from '../types.ts';
import { describeHotel } from './events.ts';
import { hotelMoveText } from './moves.ts';
import { HotelTableView } from './table-view.tsx';

export const client: GameClient = {
  Table: (p) => <HotelTableView {...(p as TableViewProps<View, Move>)} />,
  openHands: (views) => (views as readonly View[]).map((v) => v.hand ?? []),
  describe: describeHotel,
  // The replay line names the player already; a seat a move names (Naprastka's peek) is its number there.
  moveText: (move, lang) => hotelMoveText(move as Move, lang, (s) => `#${s + 1}`),
};

/** Hotel's entry in the client registry: the table view, and for replays each seat's door cards in hand. */
import type { HotelMove as Move, HotelView as View } from '@kozyr/engine/client';
import type { GameClient, TableViewProps } from '../types.ts';
import { HotelTableView } from './table-view.tsx';

export const client: GameClient = {
  Table: (p) => <HotelTableView {...(p as TableViewProps<View, Move>)} />,
  openHands: (views) => (views as readonly View[]).map((v) => v.hand ?? []),
};

/** Ratuki's client: its real-time table view, each seat's hand for replays, and the game's words. Loaded with the first Ratuki table. */
import type { RatukiMove as Move, RatukiView as View } from '@kozyr/engine/client';
import type { GameClient, TableViewProps } from '../types.ts';
import { RatukiTableView } from './table-view.tsx';
import { describeRatuki, ratukiMoveText } from './words.ts';

export const client: GameClient = {
  Table: (p) => <RatukiTableView {...(p as TableViewProps<View, Move>)} />,
  openHands: (views) => (views as readonly View[]).map((v) => v.hand),
  describe: describeRatuki,
  moveText: ratukiMoveText,
};

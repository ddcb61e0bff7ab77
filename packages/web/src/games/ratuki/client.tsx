/** Ratuki's client: its real-time table view and, for replays, each seat's hand. Loaded with the first Ratuki table. */
import type { RatukiMove as Move, RatukiView as View } from '@kozyr/engine/client';
import type { GameClient, TableViewProps } from '../types.ts';
import { RatukiTableView } from './table-view.tsx';

export const client: GameClient = {
  Table: (p) => <RatukiTableView {...(p as TableViewProps<View, Move>)} />,
  openHands: (views) => (views as readonly View[]).map((v) => v.hand),
};

/** Shtuka's entry in the client registry: its table view. It has no hands, so a replay opens none. */
import type { ShtukaMove as Move, ShtukaView as View } from '@kozyr/engine/games/shtuka/client';
import type { GameClient, TableViewProps } from '../types.ts';
import { ShtukaTableView } from './table-view.tsx';

export const client: GameClient = {
  Table: (p) => <ShtukaTableView {...(p as TableViewProps<View, Move>)} />,
  openHands: (views) => views.map(() => []),
};

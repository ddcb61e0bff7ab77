/** Shtuka's entry in the client registry: its table view and its words for the hand log. It has no hands, so a replay opens none. */
import type { ShtukaMove as Move, ShtukaView as View } from '@kozyr/engine/games/shtuka/client';
import type { GameClient, TableViewProps } from '../types.ts';
import { describeShtuka } from './events.ts';
import { ShtukaTableView } from './table-view.tsx';

export const client: GameClient = {
  Table: (p) => <ShtukaTableView {...(p as TableViewProps<View, Move>)} />,
  openHands: (views) => views.map(() => []),
  describe: describeShtuka,
};

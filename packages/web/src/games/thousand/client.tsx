/** Thousand's client: its table view, the open hands of a replay, and its events in words. Loaded with the first Thousand table. */
import type { Move, View } from '@kozyr/engine/games/thousand/state.ts';
import type { GameClient } from '../registry.tsx';
import type { TableViewProps } from '../types.ts';
import { describeThousand } from './events.ts';
import { ThousandTableView } from './table-view.tsx';

export const client: GameClient = {
  Table: (p) => <ThousandTableView {...(p as TableViewProps<View, Move>)} />,
  openHands: (views) => (views as readonly View[]).map((v) => v.hand),
  describe: describeThousand,
};

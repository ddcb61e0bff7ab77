/**
 * Per-game client code, by game id: the table view and, for replays, how to
 * read each seat's hand out of that seat's own view. A game with no entry
 * still has lobby, form, rules, chat and results.
 */
import type { JSX } from 'preact';
import type { Move, View } from '@kozyr/engine/games/durak/state.ts';
import { DurakTableView } from './durak/table-view.tsx';
import type { TableViewProps } from './types.ts';

export interface GameClient {
  readonly Table: (p: TableViewProps) => JSX.Element;
  /** Replays: every seat's hand, from the views the server sent for each seat. */
  openHands(views: readonly unknown[]): readonly (readonly string[])[];
}

// The payload is the game's own View/Move as the server projected it for this viewer.
export const gameClients: Readonly<Record<string, GameClient>> = {
  durak: {
    Table: (p) => <DurakTableView {...(p as TableViewProps<View, Move>)} />,
    openHands: (views) => (views as readonly View[]).map((v) => v.hand),
  },
};

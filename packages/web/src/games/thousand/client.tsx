/** Thousand's client: its table view, the open hands of a replay, and its events in words. Loaded with the first Thousand table. */
import type { ThousandEvent as Event, ThousandMove as Move, ThousandView as View } from '@kozyr/engine/client';
import type { GameClient, TableViewProps } from '../types.ts';
import { describeThousand } from './events.ts';
import { ThousandTableView } from './table-view.tsx';

export const client: GameClient = {
  Table: (p) => <ThousandTableView {...(p as TableViewProps<View, Move>)} />,
  openHands: (views) => (views as readonly View[]).map((v) => v.hand),
  describe: describeThousand,
  motionHints(events, viewer) {
    // A trick goes to its winner; the talon to the declarer who took it.
    const es = events as readonly Event[];
    const trick = es.find((e) => e.kind === 'trick');
    const talon = es.find((e) => e.kind === 'talon-taken');
    const to = trick?.kind === 'trick' ? trick.winner : talon?.kind === 'talon-taken' ? talon.seat : null;
    const sweepTo = to === null ? null : to === viewer ? '[data-testid=hand]' : `[data-testid=seat-${to}]`;
    return { sweepTo, drawFrom: talon !== undefined && to === viewer ? '[data-testid=talon]' : null };
  },
};

/** Durak's client: its table view, the open hands of a replay, and its events in words. Loaded with the first Durak table. */
import type { DurakEvent as Event, DurakMove as Move, DurakView as View } from '@kozyr/engine/client';
import type { GameClient, TableViewProps } from '../types.ts';
import { describeDurak } from './events.ts';
import { DurakTableView } from './table-view.tsx';

export const client: GameClient = {
  Table: (p) => <DurakTableView {...(p as TableViewProps<View, Move>)} />,
  openHands: (views) => (views as readonly View[]).map((v) => v.hand),
  describe: describeDurak,
  motionHints(events, viewer) {
    const es = events as readonly Event[];
    const over = es.find((e) => e.kind === 'bout-over');
    const sweepTo = over === undefined || over.kind !== 'bout-over' ?
      null :
      !over.taken ?
      '[data-testid=deck]' :
      over.defender === viewer ?
      '[data-testid=hand]' :
      `[data-testid=seat-${over.defender}]`;
    return { sweepTo, drawFrom: es.some((e) => e.kind === 'draw') ? '[data-testid=deck]' : null };
  },
};

/** UNO's client: the shared shedding table with UNO's words. Loaded with the first UNO table. */
import type { SheddingMove as Move } from '@kozyr/engine/client';
import type { SheddingView } from '@kozyr/engine/client';
import { describeShedding } from '../shedding/events.ts';
import type { GameClient, TableViewProps } from '../types.ts';
import { UnoTableView } from './table-view.tsx';

export const client: GameClient = {
  Table: (p) => <UnoTableView {...(p as TableViewProps<SheddingView, Move>)} />,
  openHands: (views) => (views as readonly SheddingView[]).map((v) => v.hand ?? []),
  describe: describeShedding,
  motionHints: (events) => ({
    sweepTo: null,
    drawFrom: events.some((e) => (e as { kind?: string; }).kind === 'draw') ? '[data-testid=pile]' : null,
  }),
};

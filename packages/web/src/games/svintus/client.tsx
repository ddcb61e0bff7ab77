/** Svintus's client: the shared shedding table with Svintus's words and the silence notice by the chat. Loaded on demand. */
import type { SheddingMove as Move } from '@kozyr/engine/client';
import type { SheddingView } from '@kozyr/engine/client';
import { describeShedding } from '../shedding/events.ts';
import type { GameClient, TableViewProps } from '../types.ts';
import { svintusChatNotice } from './chat-notice.ts';
import { SvintusTableView } from './table-view.tsx';

export const client: GameClient = {
  Table: (p) => <SvintusTableView {...(p as TableViewProps<SheddingView, Move>)} />,
  openHands: (views) => (views as readonly SheddingView[]).map((v) => v.hand ?? []),
  chatNotice: svintusChatNotice,
  describe: describeShedding,
  motionHints: (events) => ({
    sweepTo: null,
    drawFrom: events.some((e) => (e as { kind?: string; }).kind === 'draw') ? '[data-testid=pile]' : null,
  }),
};

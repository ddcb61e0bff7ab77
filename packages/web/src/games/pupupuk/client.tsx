/** Pu-Pu-Puk's client: its table view, each seat's hand for replays, its events in sentences, and the silence warning by the chat. */
import type { PupupukEvent as Event, PupupukMove as Move, PupupukView as View } from '@kozyr/engine/client';
import type { GameClient, TableViewProps } from '../types.ts';
import { pupupukChatNotice } from './chat-notice.ts';
import { describePupupuk } from './events.ts';
import { PupupukTableView } from './table-view.tsx';

export const client: GameClient = {
  Table: (p) => <PupupukTableView {...(p as TableViewProps<View, Move>)} />,
  openHands: (views) => (views as readonly View[]).map((v) => v.hand),
  chatNotice: pupupukChatNotice,
  describe: describePupupuk,
  motionHints: (events) => ({
    sweepTo: null,
    drawFrom: (events as readonly Event[]).some((e) => e.kind === 'drew' && e.from === 'deck') ? '[data-testid=deck]' : null,
  }),
};

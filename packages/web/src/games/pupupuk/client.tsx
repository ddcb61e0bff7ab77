/** Pu-Pu-Puk's client: its table view, each seat's hand for replays, and the silence warning by the chat. */
import type { PupupukMove as Move, PupupukView as View } from '@kozyr/engine/client';
import type { GameClient, TableViewProps } from '../types.ts';
import { pupupukChatNotice } from './chat-notice.ts';
import { PupupukTableView } from './table-view.tsx';

export const client: GameClient = {
  Table: (p) => <PupupukTableView {...(p as TableViewProps<View, Move>)} />,
  openHands: (views) => (views as readonly View[]).map((v) => v.hand),
  chatNotice: pupupukChatNotice,
};

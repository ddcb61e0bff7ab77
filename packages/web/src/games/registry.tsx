/**
 * Per-game client code, by game id: the table view and, for replays, how to
 * read each seat's hand out of that seat's own view. A game with no entry
 * still has lobby, form, rules, chat and results.
 */
import type { Lang } from '@kozyr/engine/core/types.ts';
import type { Move, View } from '@kozyr/engine/games/durak/state.ts';
import type { Move as PupupukMove, View as PupupukView } from '@kozyr/engine/games/pupupuk/state.ts';
import type { Move as SheddingMove } from '@kozyr/engine/games/shared-shedding/types.ts';
import type { SheddingView } from '@kozyr/engine/games/shared-shedding/view.ts';
import type { Move as ThousandMove, View as ThousandView } from '@kozyr/engine/games/thousand/state.ts';
import type { JSX } from 'preact';
import { DurakTableView } from './durak/table-view.tsx';
import { pupupukChatNotice } from './pupupuk/chat-notice.ts';
import { PupupukTableView } from './pupupuk/table-view.tsx';
import { svintusChatNotice } from './svintus/chat-notice.ts';
import { SvintusTableView } from './svintus/table-view.tsx';
import { ThousandTableView } from './thousand/table-view.tsx';
import type { TableViewProps } from './types.ts';
import { UnoTableView } from './uno/table-view.tsx';

export interface GameClient {
  readonly Table: (p: TableViewProps) => JSX.Element;
  /** Replays: every seat's hand, from the views the server sent for each seat. */
  openHands(views: readonly unknown[]): readonly (readonly string[])[];
  /** A warning shown by the chat input for this view (Svintus: the Tikhokhryun silence), or null. */
  chatNotice?(view: unknown, lang: Lang): string | null;
}

const sheddingHands = (views: readonly unknown[]) => (views as readonly SheddingView[]).map((v) => v.hand ?? []);

// The payload is the game's own View/Move as the server projected it for this viewer.
export const gameClients: Readonly<Record<string, GameClient>> = {
  durak: {
    Table: (p) => <DurakTableView {...(p as TableViewProps<View, Move>)} />,
    openHands: (views) => (views as readonly View[]).map((v) => v.hand),
  },
  thousand: {
    Table: (p) => <ThousandTableView {...(p as TableViewProps<ThousandView, ThousandMove>)} />,
    openHands: (views) => (views as readonly ThousandView[]).map((v) => v.hand),
  },
  uno: {
    Table: (p) => <UnoTableView {...(p as TableViewProps<SheddingView, SheddingMove>)} />,
    openHands: sheddingHands,
  },
  pupupuk: {
    Table: (p) => <PupupukTableView {...(p as TableViewProps<PupupukView, PupupukMove>)} />,
    openHands: (views) => (views as readonly PupupukView[]).map((v) => v.hand),
    chatNotice: pupupukChatNotice,
  },
  svintus: {
    Table: (p) => <SvintusTableView {...(p as TableViewProps<SheddingView, SheddingMove>)} />,
    openHands: sheddingHands,
    chatNotice: svintusChatNotice,
  },
};

/**
 * Per-game client code, by game id: the table view and, for replays, how to
 * read each seat's hand out of that seat's own view. A game with no entry
 * still has lobby, form, rules, chat and results.
 */
import type {
  DurakMove as Move,
  DurakView as View,
  Lang,
  RatukiMove,
  RatukiView,
  SheddingMove,
  SheddingView,
  ThousandMove,
  ThousandView,
} from '@kozyr/engine/client';
import type { JSX } from 'preact';
import { DurakTableView } from './durak/table-view.tsx';
import { hotelClient } from './hotel/client.tsx';
import { RatukiTableView } from './ratuki/table-view.tsx';
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
  hotel: hotelClient,
  thousand: {
    Table: (p) => <ThousandTableView {...(p as TableViewProps<ThousandView, ThousandMove>)} />,
    openHands: (views) => (views as readonly ThousandView[]).map((v) => v.hand),
  },
  uno: {
    Table: (p) => <UnoTableView {...(p as TableViewProps<SheddingView, SheddingMove>)} />,
    openHands: sheddingHands,
  },
  svintus: {
    Table: (p) => <SvintusTableView {...(p as TableViewProps<SheddingView, SheddingMove>)} />,
    openHands: sheddingHands,
    chatNotice: svintusChatNotice,
  },
  ratuki: {
    Table: (p) => <RatukiTableView {...(p as TableViewProps<RatukiView, RatukiMove>)} />,
    openHands: (views) => (views as readonly RatukiView[]).map((v) => v.hand),
  },
};

/**
 * Per-game client code, by game id, each loaded on demand (a dynamic import
 * per game, so the lobby's first load carries no table view): the table view,
 * for replays how to read each seat's hand out of that seat's own view, and
 * the game's words for its events. A game with no entry still has lobby,
 * form, rules, chat, results and the generic table.
 */
import type { Lang } from '@kozyr/engine/client';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { MotionHints } from '../motion/card-motion.ts';
import type { Describe } from './hand-log.ts';
import type { TableViewProps } from './types.ts';

export interface GameClient {
  readonly Table: (p: TableViewProps) => JSX.Element;
  /** Replays: every seat's hand, from the views the server sent for each seat. */
  openHands(views: readonly unknown[]): readonly (readonly string[])[];
  /** A warning shown by the chat input for this view (Svintus: the Tikhokhryun silence), or null. */
  chatNotice?(view: unknown, lang: Lang): string | null;
  /** The game's own words for its events in the hand log. */
  readonly describe?: Describe;
  /** Where the cards of an update went and came from, for the motion. */
  motionHints?(events: readonly unknown[], viewer: number | null): MotionHints;
}

export const gameLoaders: Readonly<Record<string, () => Promise<GameClient>>> = {
  durak: async () => (await import('./durak/client.tsx')).client,
  thousand: async () => (await import('./thousand/client.tsx')).client,
  uno: async () => (await import('./uno/client.tsx')).client,
  svintus: async () => (await import('./svintus/client.tsx')).client,
  hotel: async () => (await import('./hotel/client.tsx')).hotelClient,
  ratuki: async () => (await import('./ratuki/client.tsx')).client,
  pupupuk: async () => (await import('./pupupuk/client.tsx')).client,
};

const loaded = new Map<string, GameClient>();

/** The game's client: undefined while it loads, null when the game has none (the generic table serves it). */
export function useGameClient(game: string | undefined): GameClient | null | undefined {
  const known = game === undefined ? undefined : loaded.get(game);
  const [client, setClient] = useState<GameClient | null | undefined>(known);
  useEffect(() => {
    if (game === undefined) return;
    const have = loaded.get(game);
    if (have !== undefined) return setClient(have);
    const load = gameLoaders[game];
    if (load === undefined) return setClient(null);
    setClient(undefined);
    let live = true;
    void load().then((c) => {
      loaded.set(game, c);
      if (live) setClient(c);
    });
    return () => void (live = false);
  }, [game]);
  return game !== undefined && loaded.has(game) ? loaded.get(game) : client;
}

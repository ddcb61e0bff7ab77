/// <reference types="vite/client" />
/**
 * Per-game client code, by game id, each loaded on demand (a dynamic import
 * per game, so the lobby's first load carries no table view). A game's web
 * folder registers by having `client.tsx` export `client` (a GameClient): the
 * glob below finds every `games/<id>/client.tsx`, so no list here names a game.
 * A game with no such file still has lobby, form, rules, chat, results and the
 * generic table.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameClient } from './types.ts';

const modules = import.meta.glob<GameClient>('./*/client.tsx', { import: 'client' });

/** Loaders by game id: the folder name is the game's id. */
export const gameLoaders: Readonly<Record<string, () => Promise<GameClient>>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.split('/')[1]!, load]),
);

const loaded = new Map<string, GameClient>();

/** The game's client: undefined while it loads, null when the game has none (the generic table serves it). */
export function useGameClient(game: string | undefined): GameClient | null | undefined {
  const known = game === undefined ? undefined : loaded.get(game);
  const [client, setClient] = useState<GameClient | null | undefined>(known);
  useEffect(() => {
    if (game === undefined) return;
    const have = loaded.get(game);
    if (have !== undefined) return setClient(have);
    const load = Object.hasOwn(gameLoaders, game) ? gameLoaders[game] : undefined;
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

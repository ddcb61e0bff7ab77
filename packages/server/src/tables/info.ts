/** The public description of a table (lobby rows, table header). */
import { type AnyGame, defaults } from '@kozyr/engine';
import type { PlayerInfo, TableInfo } from '@kozyr/protocol';
import type { StoredTable } from '../storage/port.ts';

/** Settings that differ from the defaults, e.g. `variant=perevodnoy deck=52`; empty for the default game. */
export function variantSummary(game: AnyGame, config: Readonly<Record<string, unknown>>): string {
  const base = defaults(game.configSchema);
  return Object.entries(config)
    .filter(([k, v]) => base[k] !== v)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');
}

export function tableInfo(game: AnyGame, t: StoredTable, connected: (userId: string) => boolean): TableInfo {
  const over = t.status === 'over';
  const players: (PlayerInfo | null)[] = t.players.map((p) => {
    if (p === null) return null;
    if (p.kind === 'bot') {
      return p.speed === undefined ?
        { kind: 'bot', bot: p.bot, name: p.name } :
        { kind: 'bot', bot: p.bot, name: p.name, speed: p.speed };
    }
    const human = {
      kind: 'human',
      userId: p.userId,
      name: p.name,
      connected: connected(p.userId),
      standIn: p.standIn === true,
    } as const;
    // A seat given up says so (forfeit.ts); every other seat's row stays as it was.
    return p.left === undefined ? human : { ...human, left: true };
  });
  return {
    table: t.id,
    game: t.game,
    status: t.status,
    seats: t.seats,
    players,
    config: t.config,
    variant: variantSummary(game, t.config),
    turnSeconds: t.options.turnSeconds,
    botDelayMs: t.options.botDelayMs,
    rated: t.options.rated,
    private: t.options.private,
    invite: t.invite,
    creator: t.creator,
    seedHash: t.seedHash,
    seed: over ? t.seed : null,
    salt: over ? t.salt : null,
    previous: t.previous,
  };
}

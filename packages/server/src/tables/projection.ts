/**
 * What one viewer may receive of a table: the game's own projections (`view`,
 * `eventView`), that seat's legal moves, and nothing else — never the state,
 * another seat's hand or the generator.
 */
import type { AnyGame, Tagged, Viewer } from '@kozyr/engine';
import type { SeatPayload } from '@kozyr/protocol';

export interface Position {
  readonly game: AnyGame;
  readonly state: unknown;
  readonly playing: boolean;
  readonly version: number;
  readonly turnEndsAt: number | null;
}

export function seatPayload(p: Position, viewer: Viewer): SeatPayload {
  const g = p.game;
  return {
    view: g.view(p.state, viewer),
    legal: viewer === 'spectator' || !p.playing ? [] : g.legalMoves(p.state, viewer),
    actors: p.playing ? g.actors(p.state) : [],
    deadline: g.deadline(p.state),
    turnEndsAt: p.turnEndsAt,
    version: p.version,
  };
}

/** The events as `viewer` may see them; an event it must not learn of is left out. */
export function projectEvents(game: AnyGame, events: readonly Tagged[], viewer: Viewer): Tagged[] {
  const out: Tagged[] = [];
  for (const e of events) {
    const v = game.eventView(e, viewer);
    if (v !== null) out.push(v);
  }
  return out;
}

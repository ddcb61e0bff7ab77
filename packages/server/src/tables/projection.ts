/**
 * What one viewer may receive of a table: the game's own projections (`view`,
 * `eventView`), that seat's legal moves, and nothing else — never the state,
 * another seat's hand or the generator.
 */
import { type AnyGame, formsOf, type Tagged, type Viewer } from '@kozyr/engine';
import type { RequestId, SeatPayload } from '@kozyr/protocol';
import { type WireFrame, wireFrame } from '../wire-frame.ts';

export interface Position {
  readonly game: AnyGame;
  readonly state: unknown;
  readonly playing: boolean;
  readonly version: number;
  readonly turnEndsAt: number | null;
}

/** The part of a payload every viewer shares (computed once per position, not once per viewer). */
export interface PublicPart {
  readonly actors: readonly number[];
  readonly deadline: number | null;
}

export function publicPart(p: Position): PublicPart {
  return { actors: p.playing ? p.game.actors(p.state) : [], deadline: p.game.deadline(p.state) };
}

export function seatPayload(p: Position, viewer: Viewer, shared: PublicPart = publicPart(p)): SeatPayload {
  const g = p.game;
  const acting = viewer !== 'spectator' && p.playing;
  // Key order is part of the frame's shape: `legal` right before `forms` (the load-test clients read it so).
  return {
    view: g.view(p.state, viewer),
    legal: acting ? g.legalMoves(p.state, viewer) : [],
    forms: acting ? formsOf(g, p.state, viewer) : [],
    actors: shared.actors,
    deadline: shared.deadline,
    turnEndsAt: p.turnEndsAt,
    version: p.version,
  };
}

/**
 * The events as `viewer` may see them; an event it must not learn of is left
 * out. When the viewer sees every event as it is (most moves), the batch itself
 * is returned: no copy per viewer per move.
 */
export function projectEvents(game: AnyGame, events: readonly Tagged[], viewer: Viewer): readonly Tagged[] {
  let out: Tagged[] | null = null;
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    const v = game.eventView(e, viewer);
    if (out === null) {
      if (v === e) continue;
      out = events.slice(0, i);
    }
    if (v !== null) out.push(v);
  }
  return out ?? events;
}

/**
 * The text of a version's `table.update` that is the same for every viewer: what comes before
 * the events (`type`, `table`, `version`) and what follows the viewer's own `forms` (`actors`,
 * `deadline`, `turnEndsAt`, `version`), with the position it was made from. Made once per
 * broadcast, not once per frame: a move is sent to every seat.
 */
export interface FrameParts {
  readonly position: Position;
  readonly head: string;
  readonly tail: string;
}

export function frameParts(p: Position, shared: PublicPart, table: string): FrameParts {
  return {
    position: p,
    head: '{"type":"table.update","table":' + JSON.stringify(table) + ',"version":' + p.version + ',"events":',
    tail: ',"actors":' + JSON.stringify(shared.actors) +
      ',"deadline":' + JSON.stringify(shared.deadline) +
      ',"turnEndsAt":' + JSON.stringify(p.turnEndsAt) +
      ',"version":' + p.version,
  };
}

/**
 * A `table.update` as the text JSON.stringify makes of it (the same keys in the same order:
 * `type`, `table`, `version`, `events`, `state` {`view`, `legal`, `forms`, `actors`, `deadline`,
 * `turnEndsAt`, `version`}, then `re` in the mover's own), written without building the message
 * and its payload: the view comes from the game's `json.view` where it has one (Durak writes it
 * from its packed state), `eventsText` is the events as this viewer sees them, serialized once
 * for every viewer that sees the same batch, and the rest every viewer shares (`frameParts`).
 * This is the frame of every move to every seat: its parts are added into one rope and encoded
 * once, straight into the bytes sockets write (wire-frame.ts).
 */
export function updateFrame(parts: FrameParts, eventsText: string, viewer: Viewer, re: RequestId | null): WireFrame {
  const p = parts.position;
  const g = p.game;
  const acting = viewer !== 'spectator' && p.playing;
  const view = g.json === undefined ? JSON.stringify(g.view(p.state, viewer)) : g.json.view(p.state, viewer);
  const legal = acting ? JSON.stringify(g.legalMoves(p.state, viewer)) : '[]';
  const forms = acting ? JSON.stringify(formsOf(g, p.state, viewer)) : '[]';
  return wireFrame(
    parts.head + eventsText + ',"state":{"view":' + view + ',"legal":' + legal + ',"forms":' + forms + parts.tail +
      (re === null ? '}}' : '},"re":' + JSON.stringify(re) + '}'),
  );
}

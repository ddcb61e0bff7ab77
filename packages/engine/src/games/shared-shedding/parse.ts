/** Untrusted JSON to a move of the game's vocabulary: unknown kinds, cards, colours and seats are refused. */
import type { Result } from '../../core/types.ts';
import { err, ok } from '../../core/types.ts';
import { MAX_SEATS } from './deckset.ts';
import type { Deckset, Move, MoveKind } from './types.ts';

export function parseMove(g: Deckset, raw: unknown): Result<Move> {
  const bad = (why: string) => err(g.fail('bad-move', { why }));
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return bad('not an object');
  const o = raw as Record<string, unknown>;
  const kind = o.kind;
  if (typeof kind !== 'string' || !g.kinds.includes(kind as MoveKind)) return bad(`unknown kind ${JSON.stringify(kind)}`);
  const m = g.moves;
  switch (kind as MoveKind) {
    case 'play': {
      const card = o.card;
      if (typeof card !== 'string' || !Object.hasOwn(g.info, card)) return bad(`unknown card ${JSON.stringify(card)}`);
      if (g.info[card]!.colour === '') {
        const byColour = m.playAs[card]!;
        if (typeof o.colour !== 'string' || !Object.hasOwn(byColour, o.colour)) {
          return bad(`${card} needs a colour: ${g.colours.join(', ')}`);
        }
        return ok(byColour[o.colour]!);
      }
      if (o.colour !== undefined) return bad(`${card} takes no colour`);
      return ok(m.play[card]!);
    }
    case 'choose-colour':
      if (typeof o.colour !== 'string' || !Object.hasOwn(m.chooseColour, o.colour)) {
        return bad(`colour must be one of ${g.colours.join(', ')}`);
      }
      return ok(m.chooseColour[o.colour]!);
    case 'catch':
      if (typeof o.seat !== 'number' || !Number.isInteger(o.seat) || o.seat < 0 || o.seat >= MAX_SEATS) {
        return bad('catch needs a seat');
      }
      return ok(m.catchSeat[o.seat]!);
    case 'draw':
      return ok(m.draw);
    case 'pass':
      return ok(m.pass);
    case 'accept':
      return ok(m.accept);
    case 'challenge':
      return ok(m.challenge);
    case 'call':
      return ok(m.call);
    case 'slap':
      return ok(m.slap);
    case 'decline':
      return ok(m.decline);
  }
}

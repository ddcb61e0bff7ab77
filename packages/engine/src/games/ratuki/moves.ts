/** Parsing untrusted move JSON: `{kind:'play', card, stack, top}` and `{kind:'junk', card}` (README "Moves"). */
import { err, ok, type Result } from '../../core/types.ts';
import { isCard } from './cards.ts';
import { MAX_SEATS } from './config.ts';
import { fail } from './errors.ts';
import type { Move } from './state.ts';

function card(o: Record<string, unknown>, key: string, nullable: boolean): Result<string | null> {
  const v = o[key];
  if (v === null && nullable) return ok(null);
  if (typeof v !== 'string') {
    return err(fail('bad-move', { why: `"${key}" must be a card code${nullable ? ' or null (an empty place)' : ''}` }));
  }
  if (!isCard(v)) return err(fail('unknown-card', { code: v }));
  return ok(v);
}

export function parseMove(raw: unknown): Result<Move> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return err(fail('bad-move', { why: 'a move is a JSON object' }));
  }
  const o = raw as Record<string, unknown>;
  switch (o.kind) {
    case 'play': {
      const c = card(o, 'card', false);
      if (!c.ok) return c;
      const s = o.stack;
      if (typeof s !== 'number' || !Number.isInteger(s) || s < 0 || s >= MAX_SEATS) {
        return err(fail('bad-move', { why: `"stack" must be a place number 0..${MAX_SEATS - 1}` }));
      }
      if (!('top' in o)) {
        return err(fail('bad-move', { why: '"top" must name the top card aimed at, or be null for an empty place' }));
      }
      const top = card(o, 'top', true);
      if (!top.ok) return top;
      return ok({ kind: 'play', card: c.value!, stack: s, top: top.value });
    }
    case 'junk': {
      const c = card(o, 'card', false);
      if (!c.ok) return c;
      return ok({ kind: 'junk', card: c.value! });
    }
    default:
      return err(fail('bad-move', { why: `unknown kind ${JSON.stringify(o.kind)} (known: play, junk)` }));
  }
}

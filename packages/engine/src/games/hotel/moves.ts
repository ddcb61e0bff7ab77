/**
 * Moves as data: every move object is built once (legal move lists share them, so the
 * bench's hot loop allocates only the lists), `parseMove` turns untrusted JSON into one.
 */
import { err, ok, type Result } from '../../core/types.ts';
import { MAX_SEATS } from './config.ts';
import { fail } from './errors.ts';
import { type Move, MOVE_KINDS } from './state.ts';

const MAX_DOORS = 6;
const range = (n: number) => Array.from({ length: n + 1 }, (_, i) => i);

export const KNOCK: readonly Move[] = range(MAX_DOORS).map((door) => ({ kind: 'knock', door }));
export const PICK: readonly Move[] = range(MAX_DOORS).map((door) => ({ kind: 'pick', door }));
export const PERO: readonly Move[] = range(MAX_DOORS).map((door) => ({ kind: 'pero', door }));
export const PEEK: readonly Move[] = range(MAX_SEATS).map((seat) => ({ kind: 'peek', seat }));
/** MOLETS[a][b], a < b. */
export const MOLETS: readonly (readonly Move[])[] = range(MAX_DOORS).map((a) =>
  range(MAX_DOORS).map((b) => ({ kind: 'molets', doors: [a, b] as const }))
);
export const LULU: Move = { kind: 'lulu' };
export const MUGLA: Move = { kind: 'mugla' };
export const PASS: Move = { kind: 'pass' };

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

function bad(why: string) {
  return err(fail('bad-move', { why }));
}

export function parseMove(raw: unknown): Result<Move> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return bad('a move is a JSON object with a "kind"');
  const m = raw as Record<string, unknown>;
  const kind = m.kind;
  if (typeof kind !== 'string' || !(MOVE_KINDS as readonly string[]).includes(kind)) {
    return bad(`"kind" must be one of ${MOVE_KINDS.join(', ')}`);
  }
  const only = (...keys: string[]) => Object.keys(m).every((k) => k === 'kind' || keys.includes(k));
  switch (kind) {
    case 'knock':
    case 'pick':
    case 'pero':
      if (!only('door') || !isInt(m.door)) return bad(`"${kind}" takes an integer "door"`);
      return ok({ kind, door: m.door });
    case 'peek':
      if (!only('seat') || !isInt(m.seat)) return bad('"peek" takes an integer "seat"');
      return ok({ kind, seat: m.seat });
    case 'molets': {
      const d = m.doors;
      if (!only('doors') || !Array.isArray(d) || d.length !== 2 || !isInt(d[0]) || !isInt(d[1])) {
        return bad('"molets" takes "doors": two integers');
      }
      return ok({ kind, doors: [d[0], d[1]] });
    }
    case 'lulu':
    case 'mugla':
    case 'pass':
      if (!only()) return bad(`"${kind}" takes no fields`);
      return ok({ kind } as Move);
  }
  return bad('unknown kind');
}

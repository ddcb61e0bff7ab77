/** Untrusted JSON to a Shtuka move (the shapes in the README's "Moves"), or `shtuka/malformed`. */
import type { Point } from '../../core/forms.ts';
import { BOT_LEVELS, type BotLevel } from '../../core/game.ts';
import { err, ok, type Result } from '../../core/types.ts';
import { fail } from './errors.ts';
import { type Topic, TOPICS } from './items.ts';
import type { ShtukaMove } from './state.ts';

/** Far more than any form allows: a longer list is not a stroke at all. */
const MAX_LIST = 4096;

const malformed = (detail: string): Result<ShtukaMove> => err(fail('malformed', { detail }));

function asPoint(v: unknown): Point | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  if (Object.keys(o).length !== 2 || typeof o['x'] !== 'number' || typeof o['y'] !== 'number') return null;
  return Number.isFinite(o['x']) && Number.isFinite(o['y']) ? { x: o['x'], y: o['y'] } : null;
}

const NO_FIELDS = ['roll', 'start', 'grab', 'undo', 'clear', 'yes', 'no'] as const;

export function parseMove(raw: unknown): Result<ShtukaMove> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return malformed('a move is a JSON object');
  const m = raw as Record<string, unknown>;
  const kind = m['kind'];
  if (typeof kind !== 'string') return malformed('no kind');
  const keys = Object.keys(m).sort().join(',');
  const has = (...fields: string[]) => keys === ['kind', ...fields].sort().join(',');
  const round = m['round'];
  const roundOk = Number.isInteger(round) && (round as number) >= 1;
  if ((NO_FIELDS as readonly string[]).includes(kind)) {
    return has() ? ok({ kind } as ShtukaMove) : malformed(`${kind} has no fields`);
  }
  switch (kind) {
    case 'ask':
      return has('topic') && (TOPICS as readonly unknown[]).includes(m['topic']) ?
        ok({ kind, topic: m['topic'] as Topic }) :
        malformed(`ask needs a topic: ${TOPICS.join(', ')}`);
    case 'challenge':
      return has('line') && Number.isInteger(m['line']) ?
        ok({ kind, line: m['line'] as number }) :
        malformed('challenge needs the index of a line');
    case 'vote':
      return has('upheld') && typeof m['upheld'] === 'boolean' ?
        ok({ kind, upheld: m['upheld'] as boolean }) :
        malformed('vote needs upheld: true or false');
    case 'point': {
      const spot = asPoint(m['spot']);
      return has('round', 'spot') && roundOk && spot !== null ?
        ok({ kind, round: round as number, spot }) :
        malformed('point needs round and spot {x, y}');
    }
    case 'find':
      return has('level', 'round') && roundOk && (BOT_LEVELS as readonly unknown[]).includes(m['level']) ?
        ok({ kind, round: round as number, level: m['level'] as BotLevel }) :
        malformed(`find needs round and level (${BOT_LEVELS.join(', ')})`);
    case 'stroke': {
      const list = m['points'];
      const points = Array.isArray(list) && list.length <= MAX_LIST ? list.map(asPoint) : null;
      return has('round', 'points') && roundOk && points !== null && !points.includes(null) ?
        ok({ kind, round: round as number, points: points as Point[] }) :
        malformed('stroke needs round and points [{x, y}, …]');
    }
    case 'line':
    case 'gesture':
    case 'question':
      return has('round', 'text') && roundOk && typeof m['text'] === 'string' ?
        ok({ kind, round: round as number, text: m['text'] as string }) :
        malformed(`${kind} needs round and text`);
    default:
      return malformed(`unknown kind ${JSON.stringify(kind)}`);
  }
}

/**
 * Open moves (`MoveForm`): filling a form with a random valid value for every field (random
 * players, autoplay, the fuzzer) and checking whether a raw move fits a form (hosts, tests).
 * The game's `parseMove` and `apply` still judge a filled move: fitting a form is its shape only.
 */
import type { Field, MoveForm, Rect } from './game.ts';
import type { Rng } from './rng.ts';
import type { Tagged } from './types.ts';

/** What random texts are made of: both scripts of the club, digits and a space. */
const TEXT_ALPHABET = [...'abcdefghijklmnopqrstuvwxyzабвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґ0123456789 '];

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Text lengths are counted in characters (code points), as a person counts them. */
export const textLength = (text: string): number => [...text].length;

function randomPoint(bounds: Rect, rng: Rng): Point {
  return { x: bounds.x + rng.range(0, Math.floor(bounds.width)), y: bounds.y + rng.range(0, Math.floor(bounds.height)) };
}

/** A random value that satisfies `field`. */
export function fillField(field: Field, rng: Rng): unknown {
  switch (field.type) {
    case 'text': {
      const length = rng.range(field.minLength, field.maxLength);
      let text = '';
      for (let i = 0; i < length; i++) text += rng.pick(TEXT_ALPHABET);
      return text;
    }
    case 'int':
      return rng.range(field.min, field.max);
    case 'point':
      return randomPoint(field.bounds, rng);
    case 'stroke': {
      const length = rng.range(1, field.maxPoints);
      return Array.from({ length }, () => randomPoint(field.bounds, rng));
    }
  }
}

/** A move from a form: its kind, its fixed values and a random valid value for every field. */
export function fillForm<M extends Tagged = Tagged>(form: MoveForm, rng: Rng): M {
  const move: Record<string, unknown> = { kind: form.kind, ...form.fixed };
  for (const [name, field] of Object.entries(form.fields)) move[name] = fillField(field, rng);
  return move as M;
}

function isPointIn(value: unknown, bounds: Rect): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { x, y } = value as Partial<Point>;
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y) &&
    x >= bounds.x && x <= bounds.x + bounds.width && y >= bounds.y && y <= bounds.y + bounds.height;
}

/** Whether `value` satisfies `field`. */
export function fitsField(field: Field, value: unknown): boolean {
  switch (field.type) {
    case 'text':
      return typeof value === 'string' && textLength(value) >= field.minLength && textLength(value) <= field.maxLength;
    case 'int':
      return Number.isInteger(value) && (value as number) >= field.min && (value as number) <= field.max;
    case 'point':
      return isPointIn(value, field.bounds);
    case 'stroke':
      return Array.isArray(value) && value.length >= 1 && value.length <= field.maxPoints &&
        value.every((p) => isPointIn(p, field.bounds));
  }
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether a raw move fits `form`: the form's kind, its fixed values, a valid value for every
 * field, and nothing else.
 */
export function fitsForm(form: MoveForm, raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const move = raw as Record<string, unknown>;
  if (move['kind'] !== form.kind) return false;
  const fixed = form.fixed ?? {};
  for (const key of Object.keys(move)) {
    if (key !== 'kind' && !(key in fixed) && !(key in form.fields)) return false;
  }
  for (const [key, value] of Object.entries(fixed)) if (!sameJson(move[key], value)) return false;
  for (const [name, field] of Object.entries(form.fields)) if (!fitsField(field, move[name])) return false;
  return true;
}

/**
 * Open moves at the server: a move of a kind the seat may fill from a form
 * (free text, a point, a stroke) must fit one of those forms before the game
 * judges it, so a client learns which constraint it broke, and a game whose
 * `apply` forgets a bound still never receives a value outside it.
 */
import { type AnyGame, type Field, fitsField, formsOf, type MoveForm, type Seat } from '@kozyr/engine';
import { fail, type Failure } from './types.ts';

function describe(field: Field): string {
  switch (field.type) {
    case 'text':
      return `a text of ${field.minLength} to ${field.maxLength} characters`;
    case 'int':
      return `a whole number from ${field.min} to ${field.max}`;
    case 'point':
      return `a point {x, y} inside ${JSON.stringify(field.bounds)}`;
    case 'stroke':
      return `1 to ${field.maxPoints} points {x, y} inside ${JSON.stringify(field.bounds)}`;
  }
}

/** Why `move` does not fit `form` (which field, or which key), or null when it fits. */
export function formMismatch(form: MoveForm, move: Readonly<Record<string, unknown>>): string | null {
  const fixed = form.fixed ?? {};
  for (const key of Object.keys(move)) {
    if (key !== 'kind' && !Object.hasOwn(fixed, key) && !Object.hasOwn(form.fields, key)) {
      return `"${key}" is not a field of ${form.kind}`;
    }
  }
  for (const [key, value] of Object.entries(fixed)) {
    if (JSON.stringify(move[key]) !== JSON.stringify(value)) return `"${key}" must be ${JSON.stringify(value)}`;
  }
  for (const [name, field] of Object.entries(form.fields)) {
    if (!fitsField(field, move[name])) return `"${name}" must be ${describe(field)}`;
  }
  return null;
}

/**
 * null when the move is not an open move of this seat (the game judges it as
 * any listed move) or fits one of its forms; else the refusal saying what broke.
 */
export function formRefusal(game: AnyGame, state: unknown, seat: Seat, raw: unknown): Failure | null {
  if (game.forms === undefined || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const move = raw as Readonly<Record<string, unknown>>;
  const forms = formsOf(game, state, seat).filter((f) => f.kind === move['kind']);
  if (forms.length === 0) return null;
  let why: string | null = null;
  for (const form of forms) {
    why = formMismatch(form, move);
    if (why === null) return null;
  }
  return fail('illegal-move', `the ${String(move['kind'])} move does not fit its form: ${why}`, { form: forms[0], reason: why });
}

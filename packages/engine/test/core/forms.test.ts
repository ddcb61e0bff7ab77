/** Open moves: filling forms with random valid values, checking raw moves against forms, and the random bot with forms. */
import { describe, expect, it } from 'vitest';
import {
  type Bot,
  botMatch,
  type Field,
  fillField,
  fillForm,
  fitsField,
  fitsForm,
  type MoveForm,
  randomBot,
  randomChoice,
  randomPlayout,
  Rng,
  textLength,
} from '../../src/index.ts';
import { quizGame, type QuizMove, type QuizView } from './toys/quiz.ts';

const bounds = { x: 10, y: 20, width: 100, height: 50 };
const fields: Record<string, Field> = {
  text: { type: 'text', minLength: 2, maxLength: 6 },
  int: { type: 'int', min: -3, max: 3 },
  point: { type: 'point', bounds },
  stroke: { type: 'stroke', bounds, maxPoints: 4 },
};
const form: MoveForm = { kind: 'answer', fixed: { round: 2 }, fields };

describe('fillForm', () => {
  it('gives every field a value within its constraints, and keeps the kind and the fixed values', () => {
    const rng = Rng.seeded(7);
    for (let i = 0; i < 500; i++) {
      const move = fillForm(form, rng) as unknown as Record<string, unknown>;
      expect(move['kind']).toBe('answer');
      expect(move['round']).toBe(2);
      for (const [name, field] of Object.entries(fields)) {
        expect(fitsField(field, move[name]), `${name}: ${JSON.stringify(move[name])}`).toBe(true);
      }
      expect(fitsForm(form, move)).toBe(true);
    }
  });

  it('reaches both ends of a range and texts of every allowed length', () => {
    const rng = Rng.seeded(1);
    const ints = new Set<unknown>();
    const lengths = new Set<number>();
    for (let i = 0; i < 500; i++) {
      ints.add(fillField(fields['int']!, rng));
      lengths.add(textLength(fillField(fields['text']!, rng) as string));
    }
    expect([...ints].sort((a, b) => (a as number) - (b as number))).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect([...lengths].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6]);
  });
});

describe('fitsForm', () => {
  const good = { kind: 'answer', round: 2, text: 'ёж', int: 0, point: { x: 10, y: 70 }, stroke: [{ x: 110, y: 20 }] };

  it('accepts a move with the form kind, its fixed values and a valid value for every field', () => {
    expect(fitsForm(form, good)).toBe(true);
  });

  it.each([
    ['another kind', { ...good, kind: 'judge' }],
    ['another fixed value', { ...good, round: 3 }],
    ['a missing field', { ...good, int: undefined }],
    ['a field the form does not have', { ...good, extra: 1 }],
    ['a text too short', { ...good, text: 'a' }],
    ['a text too long', { ...good, text: 'abcdefg' }],
    ['a text that is not a string', { ...good, text: 12 }],
    ['an int out of range', { ...good, int: 4 }],
    ['a fraction for an int', { ...good, int: 0.5 }],
    ['a point outside the bounds', { ...good, point: { x: 9, y: 30 } }],
    ['a point that is not a number pair', { ...good, point: { x: '10', y: 30 } }],
    ['an empty stroke', { ...good, stroke: [] }],
    ['a stroke with too many points', { ...good, stroke: Array(5).fill({ x: 10, y: 20 }) }],
    ['a stroke leaving the bounds', { ...good, stroke: [{ x: 10, y: 20 }, { x: 10, y: 71 }] }],
    ['not an object', 'answer'],
  ])('refuses %s', (_, raw) => {
    expect(fitsForm(form, raw)).toBe(false);
  });

  it('counts text length in characters, not UTF-16 units', () => {
    expect(textLength('😀😀')).toBe(2);
    expect(
      fitsForm({ kind: 'say', fields: { text: { type: 'text', minLength: 1, maxLength: 2 } } }, { kind: 'say', text: '😀😀' }),
    ).toBe(true);
  });
});

describe('random choices with forms', () => {
  it('draw exactly what rng.pick draws when there are no forms (older logs replay)', () => {
    const legal = [{ kind: 'a' }, { kind: 'b' }, { kind: 'c' }];
    const a = Rng.seeded(3);
    const b = Rng.seeded(3);
    for (let i = 0; i < 50; i++) expect(randomChoice(legal, [], a)).toBe(b.pick(legal));
  });

  it('fill a form when the seat has only forms', () => {
    const move = randomBot.choose({ view: null, seat: 1, legal: [], forms: [form], rng: Rng.seeded(5) })!.move;
    expect(fitsForm(form, move)).toBe(true);
  });

  it('let random playouts and bot matches finish a game whose players only answer forms', () => {
    const config = { rounds: 4 };
    expect(randomPlayout(quizGame, config, 3, 11).outcome.places).toHaveLength(3);
    // The core's random bot is game-agnostic (its moves are plain Tagged): typed here for this game.
    const random = randomBot as unknown as Bot<QuizView, QuizMove>;
    const match = botMatch(quizGame, config, [random, random, random], 11);
    expect(match.outcome.places[0]).toBeNull();
    expect(match.moves).toBe(8); // four riddles: an answer and a verdict each
  });
});

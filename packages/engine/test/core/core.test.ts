import { describe, expect, it } from 'vitest';
import {
  advance,
  botFor,
  type ConfigSchema,
  errorFactory,
  gameById,
  parseConfig,
  play,
  randomBot,
  Rng,
} from '../../src/index.ts';
import { toyGame } from './toy-game.ts';

const schema: ConfigSchema = [
  { key: 'variant', type: 'enum', values: ['a', 'b'], default: 'a', label: 'x.variant' },
  { key: 'deck', type: 'enum', values: [24, 36], default: 36, label: 'x.deck' },
  { key: 'size', type: 'int', min: 1, max: 9, default: 6, label: 'x.size' },
  { key: 'fast', type: 'bool', default: false, label: 'x.fast' },
];

describe('parseConfig', () => {
  it('fills defaults', () => {
    expect(parseConfig(schema, {})).toEqual({ ok: true, value: { variant: 'a', deck: 36, size: 6, fast: false } });
    expect(parseConfig(schema, undefined)).toMatchObject({ ok: true });
  });
  it('keeps given values', () => {
    expect(parseConfig(schema, { variant: 'b', deck: 24, size: 9, fast: true })).toEqual({
      ok: true,
      value: { variant: 'b', deck: 24, size: 9, fast: true },
    });
  });
  it('refuses an unknown key, naming it and the known ones', () => {
    const r = parseConfig(schema, { varaint: 'b' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('config/unknown-key');
      expect(r.error.message.en).toContain('varaint');
      expect(r.error.message.en).toContain('variant');
    }
  });
  it.each([
    ['variant', 'c', 'a, b'],
    ['deck', '36', '24, 36'],
    ['size', 10, '1..9'],
    ['size', 2.5, '1..9'],
    ['fast', 'yes', 'true, false'],
  ])('refuses %s = %j and lists the allowed values', (key, value, allowed) => {
    const r = parseConfig(schema, { [key]: value });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('config/invalid-value');
      expect(r.error.message.en).toContain(key);
      expect(r.error.message.en).toContain(allowed);
      for (const lang of ['ru', 'uk', 'bg'] as const) expect(r.error.message[lang]).toContain(key);
    }
  });
  it('refuses a config that is not an object', () => {
    expect(parseConfig(schema, [1])).toMatchObject({ ok: false, error: { code: 'config/not-an-object' } });
  });
});

describe('Rng', () => {
  it('is deterministic from its seed and from its saved state', () => {
    const a = Rng.seeded(42);
    const b = Rng.seeded(42);
    const xs = Array.from({ length: 5 }, () => a.u32());
    expect(Array.from({ length: 5 }, () => b.u32())).toEqual(xs);
    const saved = a.state();
    const next = a.u32();
    expect(Rng.fromState(JSON.parse(JSON.stringify(saved))).u32()).toBe(next);
    expect(Rng.seeded(43).u32()).not.toBe(Rng.seeded(42).u32());
  });
  it('shuffles into a permutation without touching its input', () => {
    const deck = Array.from({ length: 36 }, (_, i) => i);
    const shuffled = Rng.seeded(1).shuffle(deck);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(deck);
    expect(shuffled).not.toEqual(deck);
    expect(deck[0]).toBe(0);
  });
  it('draws integers evenly', () => {
    const rng = Rng.seeded(7);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });
});

describe('errorFactory', () => {
  it('builds a stable code, the rule and every language with parameters filled', () => {
    const fail = errorFactory('demo', {
      'cannot-beat': {
        rule: 'seed#beat',
        text: { en: '{a} cannot beat {b}', ru: '{a} не бьёт {b}', uk: '{a} не б’є {b}', bg: '{a} не бие {b}' },
      },
    });
    expect(fail('cannot-beat', { a: '7S', b: 'AS' })).toEqual({
      code: 'demo/cannot-beat',
      rule: 'seed#beat',
      message: { en: '7S cannot beat AS', ru: '7S не бьёт AS', uk: '7S не б’є AS', bg: '7S не бие AS' },
    });
  });
});

describe('host helpers', () => {
  const deck = ['C1', 'C4', 'C2', 'C3', 'C5', 'C6'];
  const start = () => {
    const r = toyGame.setup({ handSize: 2 }, 2, { seed: 1, deck });
    if (!r.ok) throw new Error('setup');
    return r.value;
  };

  it('play ticks a due window before the move, and the move is judged after it', () => {
    let s = start();
    s = (play(toyGame, s, 0, { kind: 'play', card: 'C1' }, 0) as { ok: true; value: { state: typeof s; }; }).value.state;
    const second = play(toyGame, s, 1, { kind: 'play', card: 'C2' }, 10);
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    const shown = second.value.state;
    expect(toyGame.deadline(shown)).toBe(1010);
    expect(toyGame.actors(shown)).toEqual([]);
    // During the window a move is refused; at the deadline the window closes first, then the move applies.
    expect(play(toyGame, shown, 1, { kind: 'play', card: 'C3' }, 500).ok).toBe(false);
    const after = play(toyGame, shown, 1, { kind: 'play', card: 'C3' }, 1010);
    expect(after.ok).toBe(true);
    if (after.ok) expect(after.value.events.map((e) => e.kind)).toEqual(['played']);
    expect(advance(toyGame, shown, 1009).state).toBe(shown);
    expect(advance(toyGame, shown, 1010).state.won).toEqual(['C1', 'C2']);
  });

  it('a refused move leaves the state as it was', () => {
    const s = start();
    const before = JSON.stringify(s);
    const r = play(toyGame, s, 1, { kind: 'play', card: 'C2' }, 0);
    expect(r).toMatchObject({ ok: false, error: { code: 'toy/not-your-turn' } });
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('own keys only: ids that name inherited properties are unknown ids', () => {
  const inherited = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

  it('a bot id that names an inherited property is no bot', () => {
    for (const id of inherited) expect(botFor(toyGame, id)).toBeUndefined();
    expect(botFor(toyGame, 'random')).toBe(randomBot);
  });

  it('a game id that names an inherited property is no game', () => {
    for (const id of inherited) expect(gameById(id)).toBeUndefined();
  });

  it('a setting that names an inherited property is an unknown setting, not a default', () => {
    for (const key of inherited) {
      const r = parseConfig(schema, JSON.parse(`{"${key}": 1}`));
      expect(r).toMatchObject({ ok: false, error: { code: 'config/unknown-key' } });
    }
  });

  it('message placeholders are filled from own parameters only', () => {
    const fail = errorFactory('toy', {
      oops: { rule: 'r', text: { ru: '{constructor}', uk: '{constructor}', bg: '{constructor}', en: '{constructor}' } },
    });
    expect(fail('oops').message.en).toBe('{constructor}');
  });
});

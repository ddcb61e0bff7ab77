/** Ratuki's target setting: a short game is offered and said so in every language; the default stays "first past 100". */
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/games/ratuki/config.ts';
import { ratuki } from '../../src/games/ratuki/index.ts';
import { texts } from '../../src/games/ratuki/texts.ts';

describe('Ratuki: the target', () => {
  const target = configSchema.find((s) => s.key === 'target')!;

  it('keeps the default of 100 and accepts a short game to 50 (and shorter)', () => {
    expect(target.default).toBe(100);
    for (const t of [50, 30, 10]) {
      const cfg = ratuki.parseConfig({ target: t }, 2);
      expect(cfg.ok && cfg.value.target).toBe(t);
    }
  });

  it('refuses a target outside its range with the setting named', () => {
    const cfg = ratuki.parseConfig({ target: 5 }, 2);
    expect(cfg.ok).toBe(false);
    if (!cfg.ok) expect(cfg.error.message.en).toContain('target');
  });

  it('the form’s label offers the short game in all four languages', () => {
    const label = texts[target.label]!;
    for (const lang of ['en', 'ru', 'uk', 'bg'] as const) {
      expect(label[lang], lang).toContain('100');
      expect(label[lang], lang).toContain('50');
    }
  });
});

import { LANGS } from '@kozyr/engine/client';
import { describe, expect, it } from 'vitest';
import { rulesLoaders } from '../src/rules/index.ts';

describe('Shtuka rules page', () => {
  it('credits the drawing set, its maker and its licence in every language', async () => {
    for (const lang of LANGS) {
      const doc = await rulesLoaders['shtuka']![lang]();
      const credits = doc.sections.find((s) => s.id === 'credits')!.paragraphs.join(' ');
      expect(credits, lang).toMatch(/Fluent Emoji Flat, © Microsoft Corporation/);
      expect(credits, lang).toContain('MIT');
    }
  });

  it('names the six faces of the die in order', async () => {
    const modes = (await rulesLoaders['shtuka']!.en()).sections.find((s) => s.id === 'modes')!.paragraphs;
    expect(modes.map((p) => p.split(':')[0])).toEqual([
      '1 Blitz',
      '2 Shtuka',
      '3 Drawing',
      '4 Gestures',
      '5 Yes–No',
      '6 Eyewitness',
    ]);
  });
});

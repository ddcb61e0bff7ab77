/**
 * Shtuka mode's noun rule as the engine states it (nouns.ts): which move is screened, which nouns
 * are allowed, the refusal. The analysers are the host's; here a stand-in that reports the words
 * it was told are nouns, so the rule is checked apart from any dictionary.
 */
import { describe, expect, it } from 'vitest';
import type { LanguageAnalysers } from '../../src/core/game.ts';
import { screenLine } from '../../src/games/shtuka/nouns.ts';
import { only, play, shtuka, table } from './helpers.ts';

const analysers = (nouns: readonly string[]): LanguageAnalysers => ({
  nouns: (text) => text.split(/[^\p{L}]+/u).filter((w) => nouns.includes(w.toLowerCase())),
});
const NOUNS = analysers(['стол', 'штуку', 'существо', 'table', 'thing', 'creature']);

function shtukaRound() {
  const s = play(table(only('shtuka')), 0, { kind: 'roll' }, 0).state;
  expect(s.round.mode).toBe('shtuka');
  return s;
}

describe('Shtuka: no noun but «штука» and «существо»', () => {
  it('a line with another noun is refused shtuka/noun, naming the word, in every language, with the rule', () => {
    const s = shtukaRound();
    const r = screenLine(s, 0, { kind: 'line', round: 1, text: 'это как стол' }, NOUNS);
    expect(r?.code).toBe('shtuka/noun');
    expect(r?.rule).toBe('games/shtuka/README#nouns');
    for (const lang of ['ru', 'uk', 'bg', 'en'] as const) expect(r?.message[lang]).toContain('стол');
    expect(screenLine(s, 0, { kind: 'line', round: 1, text: 'like a Table' }, NOUNS)?.code).toBe('shtuka/noun');
  });

  it('«штука», «существо» (any form) and thing, creature pass; so does a line with no noun', () => {
    const s = shtukaRound();
    for (const text of ['круглая штуку', 'это существо', 'a round thing', 'a small creature', 'бегает быстро']) {
      expect(screenLine(s, 0, { kind: 'line', round: 1, text }, NOUNS)).toBeNull();
    }
  });

  it("only the explainer's line of the current Shtuka round is screened: the rules judge everything else", () => {
    const s = shtukaRound();
    const line = (round: number) => ({ kind: 'line', round, text: 'стол' }) as const;
    expect(screenLine(s, 1, line(1), NOUNS)).toBeNull();
    expect(screenLine(s, 0, line(2), NOUNS)).toBeNull();
    expect(screenLine(s, 0, { kind: 'question', round: 1, text: 'стол?' }, NOUNS)).toBeNull();
    const blitz = play(table(only('blitz')), 0, { kind: 'roll' }, 0).state;
    expect(screenLine(blitz, 0, line(1), NOUNS)).toBeNull();
  });

  it("is the game's language capability", () => {
    expect(shtuka.language?.screen).toBe(screenLine);
  });
});

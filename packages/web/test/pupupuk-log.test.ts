/** Pu-Pu-Puk's hand log speaks in sentences in every language: every event kind has a line, and no line shows a card code. */
import { LANGS, type PupupukEvent as Event } from '@kozyr/engine/client';
import { describe, expect, it } from 'vitest';
import { describePupupuk } from '../src/games/pupupuk/events.ts';
import { rawData } from './pupupuk-raw.ts';

const violation = { id: 3, seat: 1, rule: 'jacuzzi', turnNo: 2 } as const;
const result = { round: 1, winners: [2], loser: 0, reason: 'pupupuk' } as const;
/** One event of every kind, as a viewer may receive it (some with a card hidden). */
const EVENTS: readonly Event[] = [
  { kind: 'round-start', round: 1, place: 'library', starter: 0 },
  { kind: 'round-start', round: 2, place: null, starter: 1 },
  { kind: 'laid', seat: 0, card: '2a' },
  { kind: 'laid', seat: 0, card: '0d', phrase: 'not' },
  { kind: 'laid-face-down', seat: 1, slot: 4 },
  { kind: 'said', seat: 1, phrase: 'who' },
  { kind: 'said', seat: 1, phrase: 'none' },
  { kind: 'wrong-phrase', seat: 2, card: null },
  { kind: 'gestured', seat: 2 },
  { kind: 'penalty', seats: [1, 2], why: 'gesture' },
  { kind: 'drew', seat: 0, card: '5b', from: 1 },
  { kind: 'drew', seat: 1, card: null, from: 0 },
  { kind: 'drew', seat: 1, card: null, from: 'deck' },
  { kind: 'drew', seat: 1, card: null, from: 'row' },
  { kind: 'face-down', seat: 0, slot: 5 },
  { kind: 'revealed', slot: 5, card: '6c' },
  { kind: 'discarded', seat: 0, cards: ['1a', '3f'], from: 'row' },
  { kind: 'reshuffled', size: 20 },
  { kind: 'taken', seat: 0, slot: 2, card: '7e', faceDown: false },
  { kind: 'taken', seat: 0, slot: 2, card: null, faceDown: true },
  { kind: 'named', seat: 0, number: 3 },
  { kind: 'shouted', seat: 3 },
  { kind: 'pair-taken', seat: 3, cards: ['6a', '7a'] },
  { kind: 'hands-passed' },
  { kind: 'matched', seat: 2 },
  { kind: 'match-won', seat: 2, card: '4d' },
  { kind: 'given', to: 1, card: '3b' },
  { kind: 'violation', violation },
  { kind: 'violation', violation: { ...violation, rule: 'accounting' } },
  { kind: 'burned', by: 0, violation: 3 },
  { kind: 'go', seat: 1 },
  { kind: 'relay-rang', at: 12000 },
  { kind: 'ochko', seat: 2, sum: 21 },
  { kind: 'pupupuk', seat: 0, sum: 23 },
  { kind: 'round-won', result, sums: [23, 9, 4, 12] },
  { kind: 'match-over', champions: [2] },
];

describe('Pu-Pu-Puk hand log', () => {
  it('words every event in every language without a card code or a field name', () => {
    for (const lang of LANGS) {
      const ctx = { lang, name: (s: number) => `Player ${s + 1}`, names: () => null, viewer: 0 };
      for (const e of EVENTS) {
        const line = describePupupuk(e, ctx);
        expect(typeof line, `${lang} ${e.kind}`).toBe('string');
        expect(rawData(line!), `${lang}: ${line}`).toBeNull();
      }
    }
  });

  it('names the card the viewer drew, and only a card from where for the others', () => {
    const mine: Event = { kind: 'drew', seat: 0, card: '2a', from: 1 };
    const hidden: Event = { kind: 'drew', seat: 0, card: null, from: 1 };
    const ctx = (viewer: number) => ({ lang: 'en' as const, name: (s: number) => `P${s}`, names: () => null, viewer });
    expect(describePupupuk(mine, ctx(0))).toBe(
      'P0 draws 2 «Whoopee cushion»',
    );
    expect(describePupupuk(hidden, ctx(2))).toBe(
      'P0 draws a card from P1',
    );
    expect(describePupupuk({ kind: 'round-over' }, ctx(0))).toBeNull();
  });
});

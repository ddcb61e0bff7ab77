import type { DurakMove as Move } from '@kozyr/engine/client';
import { describe, expect, it } from 'vitest';
import { parseCard, rankGlyph } from '../src/cards/codes.ts';
import { loserSeat } from '../src/components/result.tsx';
import { clickMove, defendMove, guessMove, playableCards, tableDropMove } from '../src/games/durak/moves.ts';
import { href, parseRoute, type Route } from '../src/router.ts';

describe('card codes', () => {
  it('reads ranks, suits and the four special cards, and refuses anything else', () => {
    expect(parseCard('TH')).toEqual({ kind: 'ordinary', rank: 'T', suit: 'H' });
    expect(parseCard('BL')).toEqual({ kind: 'special', special: 'BL' });
    for (const bad of ['1H', 'TX', 'T', 'THH', '']) expect(parseCard(bad)).toBeNull();
  });
  it('prints Cyrillic face letters for ru/uk and 10 for the ten', () => {
    expect(['J', 'Q', 'K', 'A'].map((r) => rankGlyph(r as 'J', 'ru'))).toEqual(['В', 'Д', 'К', 'Т']);
    expect(rankGlyph('Q', 'en')).toBe('Q');
    expect(rankGlyph('T', 'bg')).toBe('10');
  });
});

describe('Durak clicks and drops become only the moves the server listed', () => {
  const legal: Move[] = [
    { kind: 'defend', attack: '7S', card: 'KS' },
    { kind: 'defend', attack: '7S', card: '9H' },
    { kind: 'defend', attack: '8S', card: '9H' },
    { kind: 'transfer', card: '7D' },
    { kind: 'take' },
  ];
  it('a card with one use plays at once; a card with several waits for a target', () => {
    expect(clickMove(legal, 'KS')).toEqual({ kind: 'defend', attack: '7S', card: 'KS' });
    expect(clickMove(legal, '9H')).toBeNull();
    expect(defendMove(legal, '9H', '8S')).toEqual({ kind: 'defend', attack: '8S', card: '9H' });
    expect(defendMove(legal, 'KS', '8S')).toBeUndefined();
  });
  it('playable cards are exactly those in some listed move', () => {
    expect([...playableCards(legal)].sort()).toEqual(['7D', '9H', 'KS']);
  });
  it('a drop on the table attacks if listed, else transfers', () => {
    expect(tableDropMove(legal, '7D')).toEqual({ kind: 'transfer', card: '7D' });
    expect(tableDropMove([{ kind: 'attack', card: '7D' }, { kind: 'transfer', card: '7D' }], '7D')).toEqual({
      kind: 'attack',
      card: '7D',
    });
    expect(tableDropMove(legal, 'KS')).toBeUndefined();
  });
  it('an unlisted card is sent as the intent the click means, for the server to refuse with its reason', () => {
    const view = { defender: 1, table: [{ attack: '7S', cover: 'KS' }, { attack: '8S', cover: null }] };
    expect(guessMove(view, 1, '6C')).toEqual({ kind: 'defend', attack: '8S', card: '6C' });
    expect(guessMove(view, 0, '6C')).toEqual({ kind: 'attack', card: '6C' });
  });
});

describe('result', () => {
  it('names a single last place as the loser, none in a draw', () => {
    expect(loserSeat([1, 3, 2])).toBe(1);
    expect(loserSeat([1, 2, 2])).toBeNull();
    expect(loserSeat([1, 1])).toBeNull();
  });
});

describe('routes', () => {
  it('every route survives href → parse', () => {
    const routes: Route[] = [
      { page: 'lobby' },
      { page: 'lobby', game: 'durak' },
      { page: 'table', table: 'abc/1' },
      { page: 'invite', code: 'K7Q' },
      { page: 'replay', table: 't1' },
      { page: 'rules', game: 'durak' },
      { page: 'account' },
      { page: 'profile' },
      { page: 'profile', user: 'алиса' },
      { page: 'leaderboard', game: 'uno' },
      { page: 'tournaments' },
      { page: 'tournament', id: 'x7/q' },
    ];
    for (const r of routes) expect(parseRoute(href(r))).toEqual(r);
    expect(parseRoute('#/nonsense')).toEqual({ page: 'lobby' });
    expect(parseRoute('#/tournament')).toEqual({ page: 'tournaments' });
  });
});

describe('generic table view', () => {
  it('labels any tagged move by its kind and scalar fields, leaving cards to be drawn', async () => {
    const { moveLabel } = await import('../src/games/generic-table-view.tsx');
    expect(moveLabel({ kind: 'bid', amount: 120 })).toBe('bid amount: 120');
    expect(moveLabel({ kind: 'play', card: 'QS' })).toBe('play');
    expect(moveLabel({ kind: 'pass' })).toBe('pass');
  });
});

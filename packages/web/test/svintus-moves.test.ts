import { svintus } from '@kozyr/engine';
import { type AnyGame, type SheddingMove as Move, type SheddingView, SVINTUS_DECK } from '@kozyr/engine/client';
import { describe, expect, it } from 'vitest';
import { colourLetter, COLOURS, svintusFace } from '../src/cards/shedding-faces.ts';
import { eventLine } from '../src/games/shedding/last-event.ts';
import { cardClick, moveButtons, outOfTurnPlays } from '../src/games/shedding/moves.ts';
import { svintusChatNotice } from '../src/games/svintus/chat-notice.ts';
import { reachable, walk } from './shedding-walk.ts';

describe('Svintus: out-of-turn moves are buttons as listed', () => {
  it('the slap, the Svintus! call and a catch are urgent buttons', () => {
    const legal: Move[] = [{ kind: 'slap' }, { kind: 'call' }, { kind: 'catch', seat: 0 }];
    expect(moveButtons(legal).map((b) => [b.key, b.urgent])).toEqual([
      ['slap', true],
      ['call', true],
      ['catch-0', true],
    ]);
  });
  it('an interception is the identical card played out of turn: its own button beside "let it go"', () => {
    const legal: Move[] = [{ kind: 'play', card: 'OK' }, { kind: 'decline' }];
    expect(outOfTurnPlays(legal, false)).toEqual([{ kind: 'play', card: 'OK' }]);
    expect(moveButtons(legal).map((b) => b.key)).toEqual(['decline']);
    // A click on the card in the hand does the same.
    expect(cardClick(legal, 'OK', false)).toEqual({ kind: 'send', move: { kind: 'play', card: 'OK' } });
  });
  it('a Polisvin asks for one of the four listed colours', () => {
    const plays: Move[] = ['B', 'O', 'R', 'G'].map((colour) => ({ kind: 'play', card: 'P', colour }));
    const c = cardClick(plays, 'P', true);
    expect(c.kind === 'pick-colour' ? c.options : []).toEqual(plays);
  });
  it('passing a Khapezh on: accept and the matching card are both offered', () => {
    const legal: Move[] = [{ kind: 'accept' }, { kind: 'play', card: 'GK' }];
    expect(moveButtons(legal).map((b) => b.key)).toEqual(['accept']);
    expect(cardClick(legal, 'GK', true)).toEqual({ kind: 'send', move: { kind: 'play', card: 'GK' } });
  });
});

describe('Svintus: over random matches the table reaches exactly the legal moves of every seat', () => {
  it('three and four seats: interceptions, slaps, calls and catches all appear', () => {
    const kinds = new Set<string>();
    let outOfTurn = 0;
    for (
      const [seed, seats] of [
        [1, 3],
        [2, 4],
        [3, 3],
      ] as const
    ) {
      const stats = walk(svintus as AnyGame, { rounds: 2 }, seats, seed, 700, (view: SheddingView, legal, seat) => {
        expect(reachable(view, legal, seat)).toEqual(new Set(legal.map((m) => JSON.stringify(m))));
      });
      for (const k of stats.kinds) kinds.add(k);
      outOfTurn += stats.outOfTurnPlays;
    }
    for (const k of ['play', 'draw', 'call', 'slap', 'decline', 'accept']) expect(kinds).toContain(k);
    expect(outOfTurn).toBeGreaterThan(0);
  });
});

describe('Svintus card faces and the silence', () => {
  it('every card of the deck has a face; the five actions and Polisvin have their own pictures', () => {
    for (const code of new Set(SVINTUS_DECK)) expect(svintusFace(code), code).not.toBeNull();
    expect(['BK', 'BR', 'BZ', 'BT', 'BH', 'P'].map((c) => svintusFace(c)!.glyph.kind)).toEqual([
      'text',
      'reverse',
      'skip',
      'silence',
      'slap',
      'snout',
    ]);
    expect(svintusFace('B8')).toBeNull();
    for (const lang of ['en', 'ru', 'uk', 'bg'] as const) {
      expect(new Set(COLOURS.svintus.map((c) => colourLetter(c, lang))).size).toBe(4);
    }
  });
  it('the chat warns while a Tikhokhryun silence holds, and only then', () => {
    expect(svintusChatNotice({ silence: 1 }, 'en')).toMatch(/2 cards/);
    expect(svintusChatNotice({ silence: 1 }, 'ru')).toMatch(/2 карты/);
    expect(svintusChatNotice({ silence: -1 }, 'en')).toBeNull();
  });
});

describe('Svintus: the line about what just happened out of turn', () => {
  const name = (s: number) => ['Ann', 'Bob', 'Cid'][s]!;
  it('names the slap losers, the silence breaker, the interceptor and the catch with its 3 cards', () => {
    expect(eventLine([{ kind: 'slap-over', losers: [1, 2] }], name, 'en', 3)).toBe('Slapped last: Bob, Cid');
    expect(eventLine([{ kind: 'silence-broken', seat: 0 }], name, 'en', 3)).toBe('Ann broke the silence: +2 cards');
    expect(eventLine([{ kind: 'play', seat: 2, card: 'O5', colour: 'O', intercept: true }], name, 'en', 3)).toBe(
      'Cid intercepted!',
    );
    expect(eventLine([{ kind: 'caught', seat: 1, by: 0 }], name, 'en', 3)).toBe('Ann caught Bob: +3 cards');
  });
  it('says nothing for ordinary plays and draws', () => {
    expect(
      eventLine(
        [{ kind: 'play', seat: 2, card: 'O5', colour: 'O', intercept: false }, {
          kind: 'draw',
          seat: 1,
          count: 1,
          reason: 'turn',
        }],
        name,
        'en',
        3,
      ),
    ).toBeNull();
  });
});

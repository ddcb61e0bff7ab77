import { uno } from '@kozyr/engine';
import { type AnyGame, type SheddingMove as Move, type SheddingView, UNO_DECK } from '@kozyr/engine/client';
import { describe, expect, it } from 'vitest';
import { colourLetter, COLOURS, unoFace } from '../src/cards/shedding-faces.ts';
import { eventLine } from '../src/games/shedding/last-event.ts';
import { cardClick, cardMark, moveButtons, outOfTurnPlays, playableCards } from '../src/games/shedding/moves.ts';
import { addHands, standings } from '../src/games/shedding/standings.ts';
import { reachable, walk } from './shedding-walk.ts';

const WILD_PLAYS: Move[] = ['R', 'G', 'B', 'Y'].map((colour) => ({ kind: 'play', card: 'W', colour }));

describe('UNO: a click on a card becomes a listed move', () => {
  const legal: Move[] = [{ kind: 'play', card: 'R5' }, ...WILD_PLAYS, { kind: 'draw' }, { kind: 'call' }];
  it('a coloured card plays at once', () => {
    expect(cardClick(legal, 'R5', true)).toEqual({ kind: 'send', move: { kind: 'play', card: 'R5' } });
  });
  it('a Wild asks for the colour, offering exactly the four listed plays', () => {
    const c = cardClick(legal, 'W', true);
    expect(c.kind).toBe('pick-colour');
    if (c.kind === 'pick-colour') expect(c.options).toEqual(WILD_PLAYS);
  });
  it('a card not listed is sent as an intent on the own turn only (the server gives the reason)', () => {
    expect(cardClick(legal, 'G7', true)).toEqual({ kind: 'send', move: { kind: 'play', card: 'G7' } });
    expect(cardClick(legal, 'G7', false)).toEqual({ kind: 'none' });
  });
  it('playable cards are the cards of the play moves', () => {
    expect([...playableCards(legal)].sort()).toEqual(['R5', 'W']);
  });
});

describe('UNO: the buttons are the listed moves, the urgent ones first', () => {
  it('UNO!, the catch naming the seat and the challenge come before draw/accept', () => {
    const legal: Move[] = [{ kind: 'accept' }, { kind: 'challenge' }, { kind: 'draw' }, { kind: 'catch', seat: 2 }, {
      kind: 'call',
    }];
    const b = moveButtons(legal);
    expect(b.map((x) => x.key)).toEqual(['challenge', 'catch-2', 'call', 'accept', 'draw']);
    expect(b.filter((x) => x.urgent).map((x) => x.move.kind)).toEqual(['challenge', 'catch', 'call']);
  });
  it('the first player of a Wild turned up chooses among four colour buttons', () => {
    const legal: Move[] = ['R', 'G', 'B', 'Y'].map((colour) => ({ kind: 'choose-colour', colour }));
    expect(moveButtons(legal).map((x) => x.key)).toEqual(['colour-R', 'colour-G', 'colour-B', 'colour-Y']);
  });
  it('a jump-in (a play listed out of turn) is offered as its own button, never on the own turn', () => {
    const legal: Move[] = [{ kind: 'play', card: 'B7' }, { kind: 'decline' }];
    expect(outOfTurnPlays(legal, false)).toEqual([{ kind: 'play', card: 'B7' }]);
    expect(outOfTurnPlays(legal, true)).toEqual([]);
  });
});

describe('UNO: over random matches the table reaches exactly the legal moves of every seat', () => {
  it('with jump-in, stacking and penalty mode (every move kind appears)', () => {
    let positions = 0;
    const kinds = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const stats = walk(
        uno as AnyGame,
        { rounds: 2, jumpIn: true, stacking: true, penaltyMode: seed === 3 },
        3,
        seed,
        700,
        (view: SheddingView, legal, seat) => {
          expect(reachable(view, legal, seat)).toEqual(new Set(legal.map((m) => JSON.stringify(m))));
          expect(view.hand).not.toBeNull();
        },
      );
      positions += stats.positions;
      for (const k of stats.kinds) kinds.add(k);
    }
    expect(positions).toBeGreaterThan(1000);
    for (const k of ['play', 'draw', 'call', 'catch', 'decline']) expect(kinds).toContain(k);
  });
});

describe('UNO card faces', () => {
  it('every card of the deck has a face and a name in every language; colours carry distinct letters', () => {
    for (const code of new Set(UNO_DECK)) {
      const f = unoFace(code);
      expect(f, code).not.toBeNull();
      for (const lang of ['en', 'ru', 'uk', 'bg'] as const) expect(f!.name[lang].length).toBeGreaterThan(0);
    }
    for (const lang of ['en', 'ru', 'uk', 'bg'] as const) {
      expect(new Set(COLOURS.uno.map((c) => colourLetter(c, lang))).size).toBe(4);
    }
    expect(unoFace('X5')).toBeNull();
    expect(unoFace('W4')?.colour).toBeNull();
  });
});

describe('UNO standings after each hand', () => {
  const base = { seats: 3, rules: { scoring: 'tournament' } as SheddingView['rules'], places: null };
  it('collects each hand from the round-over events and ranks by fewest penalty points', () => {
    let h = addHands({}, { lastRound: null, rounds: [] }, [{
      kind: 'round-over',
      round: 1,
      winner: 0,
      points: [0, 12, 30],
      places: [1, 2, 3],
      totals: [0, 12, 30],
    }]);
    h = addHands(h, { lastRound: { round: 2, winner: 2, points: [40, 5, 0], places: [3, 2, 1] }, rounds: [] }, []);
    const rows = standings({
      ...base,
      totals: [40, 17, 30],
      lastRound: { round: 2, winner: 2, points: [40, 5, 0], places: [3, 2, 1] },
    }, h);
    expect(rows.map((r) => [r.seat, r.hands, r.total, r.place])).toEqual([
      [1, [12, 5], 17, 1],
      [2, [30, 0], 30, 2],
      [0, [0, 40], 40, 3],
    ]);
  });
  it('after a reload every finished hand comes from the view itself', () => {
    const r1 = { round: 1, winner: 0, points: [0, 12, 30], places: [1, 2, 3] };
    const r2 = { round: 2, winner: 2, points: [40, 5, 0], places: [3, 2, 1] };
    const h = addHands({}, { lastRound: r2, rounds: [r1, r2] }, []);
    const rows = standings({ ...base, totals: [40, 17, 30], lastRound: r2 }, h);
    expect(rows.map((r) => [r.seat, r.hands])).toEqual([
      [1, [12, 5]],
      [2, [30, 0]],
      [0, [0, 40]],
    ]);
  });
  it('a hand this page did not see shows no figure; the final places come from the view', () => {
    const rows = standings({
      ...base,
      totals: [9, 9, 1],
      places: [2, 3, 1],
      lastRound: { round: 2, winner: 2, points: [4, 4, 0], places: [2, 2, 1] },
    }, addHands({}, { lastRound: { round: 2, winner: 2, points: [4, 4, 0], places: [2, 2, 1] }, rounds: [] }, []));
    expect(rows.map((r) => [r.seat, r.hands, r.place])).toEqual([
      [2, [null, 0], 1],
      [0, [null, 4], 2],
      [1, [null, 4], 3],
    ]);
  });
});

describe('UNO: the line about a challenge and a catch', () => {
  const name = (s: number) => ['Ann', 'Bob'][s]!;
  it('a guilty +4 player takes 4, an innocent one makes the challenger take 6; a catch costs 2', () => {
    expect(eventLine([{ kind: 'challenge', seat: 1, player: 0, guilty: true }], name, 'en', 2)).toBe(
      'Challenge won: Ann takes 4',
    );
    expect(eventLine([{ kind: 'challenge', seat: 1, player: 0, guilty: false }], name, 'en', 2)).toBe(
      'Challenge lost: Bob takes 6',
    );
    expect(eventLine([{ kind: 'caught', seat: 0, by: 1 }], name, 'ru', 2)).toBe('Bob поймал: Ann берёт 2');
  });
});

describe('UNO penalty mode: the cards that fit glow, the other legal cards are marked as costly', () => {
  // Seat 1 leads on R1 holding reds, a 1, a Wild and three cards that do not fit.
  const deck = (() => {
    const rest = [...UNO_DECK];
    const take = (c: string) => rest.splice(rest.indexOf(c), 1)[0]!;
    const draw = [take('R9'), take('G2')]; // seat 0 deals, seat 1 leads
    const h0 = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'].map(take);
    const h1 = ['G3', 'R2', 'W', 'Y5', 'B4', 'R7', 'G1'].map(take);
    const dealt = h0.flatMap((c, i) => [h1[i]!, c]);
    return [...draw, ...dealt, take('R1'), ...rest];
  })();
  const table = (penaltyMode: boolean) => {
    const config = uno.parseConfig({ rounds: 1, penaltyMode }, 2);
    if (!config.ok) throw new Error(config.error.code);
    const state = uno.setup(config.value, 2, { seed: 1, deck });
    if (!state.ok) throw new Error(state.error.code);
    return { view: uno.view(state.value, 1), legal: uno.legalMoves(state.value, 1) };
  };
  it('the engine\u2019s fits decide: fitting cards glow, the rest of the legal cards carry the penalty mark', () => {
    const { view, legal } = table(true);
    const playable = playableCards(legal);
    const marks = Object.fromEntries(view.hand!.map((c) => [c, cardMark(playable, view.fits, c)]));
    expect(marks).toEqual({ B4: 'penalty', G1: 'fits', G3: 'penalty', R2: 'fits', R7: 'fits', W: 'fits', Y5: 'penalty' });
  });
  it('without penalty mode nothing is marked costly: the legal cards are the fitting ones', () => {
    const { view, legal } = table(false);
    const playable = playableCards(legal);
    expect(view.hand!.filter((c) => cardMark(playable, view.fits, c) === 'penalty')).toEqual([]);
    expect(view.hand!.filter((c) => cardMark(playable, view.fits, c) === 'none')).toEqual(['B4', 'G3', 'Y5']);
  });
  it('a view without fits (a table recorded before) keeps every playable card glowing', () => {
    expect(cardMark(new Set(['R2', 'G3']), undefined, 'G3')).toBe('fits');
  });
});

/** RULES-DECISIONS#thousand defaults and the contract points this game adds (settings, deck order, views, sheet). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { play } from '../../src/core/host.ts';
import { Rng } from '../../src/core/rng.ts';
import { LANGS } from '../../src/core/types.ts';
import { pointsSum } from '../../src/games/thousand/cards.ts';
import { GROUPS, thousandSchema } from '../../src/games/thousand/config.ts';
import { thousand } from '../../src/games/thousand/index.ts';
import { dealPoints } from '../../src/games/thousand/scoring.ts';
import { bid, config, contract, deckOf, give, pass, playCard, playOut, refusal, rollOut, run, table, take } from './helpers.ts';

const STRONG = deckOf(3, ['AS AH TH KH QH AC AD', '9H KS QS JS 9S TC KC', 'JH QC JC TD KD QD JD'], ['TS 9C 9D']);

describe('RULES-DECISIONS#thousand', () => {
  it('defaults follow pagat: marriage needed over 120, roll-out 60, barrel 880 at -120, samosval 555, rounding to 5; extras off', () => {
    expect(config()).toMatchObject({
      bidLimit: 'marriage',
      rollOutValue: 'sixty',
      barrel: true,
      barrelAt: 880,
      barrelFail: 'penalty',
      penaltyPoints: 120,
      samosval: 555,
      samosvalNegative: true,
      boltPenalty: 'every-third',
      roundOthers: true,
      aceMarriage: false,
      goldenKon: false,
      darkGame: false,
      firstLead: 'declarer',
      marriageWithoutTrick: false,
    });
  });

  it('3 players by default; 2 and 4 are settings of the same game; other counts refused', () => {
    expect(thousand.seats).toEqual({ min: 2, max: 4 });
    for (const seats of [2, 3, 4]) expect(thousand.parseConfig({}, seats).ok).toBe(true);
    for (const seats of [1, 5]) {
      const res = thousand.parseConfig({}, seats);
      expect(!res.ok && res.error.code).toBe('thousand/seat-count');
    }
  });

  it('with four players the dealer sits out, so it can neither open nor lead (settings refused)', () => {
    for (const key of ['opener', 'firstLead']) {
      const res = thousand.parseConfig({ [key]: 'dealer' }, 4);
      expect(!res.ok && res.error.code).toBe('thousand/dealer-sits-out');
      expect(thousand.parseConfig({ [key]: 'dealer' }, 3).ok).toBe(true);
    }
  });

  it('the example scenario of the README replays as described', () => {
    const readme = readFileSync(new URL('../../src/games/thousand/README.md', import.meta.url), 'utf8');
    const scenario = JSON.parse(/```json\n([\s\S]*?)```/.exec(readme)![1]!) as {
      seats: number;
      config: object;
      seed: number;
      deck: string[];
      moves: { seat: number; move: unknown; at: number; }[];
    };
    const parsedConfig = thousand.parseConfig(scenario.config, scenario.seats);
    if (!parsedConfig.ok) throw new Error(parsedConfig.error.code);
    const setup = thousand.setup(parsedConfig.value, scenario.seats, { seed: scenario.seed, deck: scenario.deck });
    if (!setup.ok) throw new Error(setup.error.code);
    let state = setup.value;
    for (const { seat, move, at } of scenario.moves) {
      const parsed = thousand.parseMove(move);
      if (!parsed.ok) throw new Error(parsed.error.code);
      const res = play(thousand, state, seat, parsed.value, at);
      if (!res.ok) throw new Error(res.error.code);
      state = res.value.state;
    }
    expect(thousand.view(state, 'spectator').declarations).toEqual([{ seat: 0, suit: 'H', type: 'marriage', points: 100 }]);
    expect(thousand.view(state, 'spectator').trump).toBe('H');
  });

  it('the declarer leads to the first trick (pagat); left of the dealer leads under the setting', () => {
    const declare = (raw: Record<string, unknown>) =>
      run(table(raw, 3, STRONG), [[0, bid(100)], [1, bid(105)], [2, pass], [0, pass], [1, take()], [1, give('9H', 0)], [
        1,
        give('KS', 2),
      ], [1, contract(105)]]).state;
    expect(thousand.actors(declare({}))).toEqual([1]);
    expect(thousand.actors(declare({ firstLead: 'forehand' }))).toEqual([0]);
  });

  it('the dealer opens the bidding and leads first under the fb.ru settings', () => {
    const s = table({ opener: 'dealer', firstLead: 'dealer' }, 3, STRONG);
    expect(thousand.actors(s)).toEqual([2]);
    const { state } = run(s, [[2, bid(100)], [0, pass], [1, pass], [2, take()], [2, give('JH', 0)], [2, give('QC', 1)], [
      2,
      contract(100),
    ]]);
    expect(thousand.actors(state)).toEqual([2]);
  });

  it('ace marriage is off by default: four aces declare nothing', () => {
    const deck = deckOf(3, ['AS AC AD AH TD 9C 9H', 'KD JS', 'QD 9S'], ['JD KC QC']);
    let { state } = run(table({}, 3, deck), [[0, bid(100)], [1, pass], [2, pass], [0, take()], [0, give('KC', 1)], [
      0,
      give('QC', 2),
    ], [0, contract(100)]]);
    state = run(state, [[0, playCard('TD')], [1, playCard('KD')], [2, playCard('QD')]]).state;
    expect(run(state, [[0, playCard('AS')]]).events.some((e) => e.kind === 'marriage')).toBe(false);
  });
});

describe('thousand settings and texts', () => {
  it('every house agreement is grouped as in the seed; every label and value has a text in every language', () => {
    const keys = thousandSchema.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const s of thousandSchema) {
      if (s.key !== 'dealLimit') expect(GROUPS).toContain((s as { group?: string; }).group);
      const labels = [s.label, ...(s.type === 'enum' ? s.values.map((v) => `${s.label}.${v}`) : [])];
      for (const label of labels) {
        for (const lang of LANGS) expect(thousand.texts[label]?.[lang], `${label} ${lang}`).toBeTruthy();
      }
    }
    for (const g of GROUPS) expect(thousand.texts[`group.${g}`]).toBeDefined();
    expect(new Set(thousandSchema.map((s) => (s as { group?: string; }).group).filter(Boolean))).toEqual(new Set(GROUPS));
  });

  it('a stacked deck must hold the 24 cards once each', () => {
    const c = config();
    const short = thousand.setup(c, 3, { seed: 1, deck: STRONG.slice(1) });
    expect(!short.ok && short.error.code).toBe('thousand/deck-size');
    const twice = thousand.setup(c, 3, { seed: 1, deck: [...STRONG.slice(1), STRONG[1]!] });
    expect(!twice.ok && twice.error.code).toBe('thousand/deck-card');
    const foreign = thousand.setup(c, 3, { seed: 1, deck: [...STRONG.slice(1), '8S'] });
    expect(!foreign.ok && foreign.error.message.en).toContain('8S');
  });

  it('stacked deck order: hands in bidding order from the forehand (seat 0; the last seat deals), then the talon', () => {
    const s = table({}, 3, STRONG);
    expect(thousand.view(s, 0).hand).toEqual(['AS', 'AC', 'AD', 'QH', 'KH', 'TH', 'AH']);
    expect(thousand.view(s, 2).hand).toEqual(['JC', 'QC', 'JD', 'QD', 'KD', 'TD', 'JH']);
    expect(thousand.cards!.zones(s).find((z) => z.id === 'talon-0')).toEqual({
      id: 'talon-0',
      cards: ['TS', '9C', '9D'],
      visibleTo: 'none',
    });
  });

  it('thousand ignores table chat: the chat move is refused', () => {
    const res = thousand.parseMove({ kind: 'chat' });
    expect(!res.ok && res.error.code).toBe('thousand/chat-ignored');
  });

  it('later deals are shuffled with the generator in the state: the same seed gives the same next deal', () => {
    const next = (seed: number) => {
      const s = thousand.setup(config(), 3, { seed, deck: STRONG });
      if (!s.ok) throw new Error();
      return run(s.value, [
        [0, bid(100)],
        [1, pass],
        [2, pass],
        [0, take()],
        [0, give('9C', 1)],
        [0, give('9D', 2)],
        [0, rollOut],
        [0, { kind: 'deal' }],
      ]).state.hands;
    };
    expect(next(5)).toEqual(next(5));
    expect(next(5)).not.toEqual(next(6));
  });

  it('views show only the own hand; spectators no hand; no view carries the generator', () => {
    const s = table({}, 3, STRONG);
    const v1 = thousand.view(s, 1);
    expect(v1.hand).toHaveLength(7);
    expect(v1.players[0]!.known).toEqual([]);
    expect(v1.players[0]!.handCount).toBe(7);
    expect(thousand.view(s, 'spectator').hand).toEqual([]);
    expect(JSON.stringify(v1)).not.toContain('rng');
  });

  it('a card given away is known to the giver and the receiver only; shown talon cards stay known to all', () => {
    const { state, events } = run(table({}, 3, STRONG), [[0, bid(100)], [1, pass], [2, pass], [0, take()], [0, give('AC', 1)], [
      0,
      give('9D', 2),
    ]]);
    const given = events.find((e) => e.kind === 'card-given')!;
    expect(thousand.eventView(given, 2)).toMatchObject({ card: null });
    expect(thousand.eventView(given, 1)).toMatchObject({ card: 'AC' });
    expect(thousand.view(state, 0).players[1]!.known).toEqual(['AC']);
    expect(thousand.view(state, 2).players[1]!.known).toEqual([]);
    expect(thousand.view(state, 1).players[2]!.known).toEqual(['9D']);
    expect(thousand.view(state, 'spectator').players[0]!.known).toEqual(['TS', '9C']);
  });

  it('the score sheet keeps a line per deal with scores and marks, and the view shows it', () => {
    let { state } = run(table({}, 3, STRONG, { bolts: [0, 2, 0] }), [
      [0, bid(100)],
      [1, pass],
      [2, pass],
      [0, take()],
      [0, give('9C', 1)],
      [0, give('9D', 2)],
      [0, contract(100)],
    ]);
    state = playOut(state, { 0: ['AS', 'KH', 'AH', 'TH', 'QH', 'AC', 'AD', 'TS'] }).state;
    const sheet = thousand.view(state, 'spectator').sheet;
    expect(sheet).toEqual([{
      deal: 1,
      dealer: 2,
      declarer: 0,
      contract: 100,
      deltas: [100, -120, 0],
      scores: [100, -120, 0],
      marks: [['made'], ['bolt', 'bolt-penalty'], ['bolt']],
    }]);
  });

  it('moves are refused with a stable code and a message in every language', () => {
    const s = table({}, 3, STRONG);
    const res = thousand.apply(s, 1, bid(105), 0);
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.error.code).toBe('thousand/not-your-turn');
      for (const lang of LANGS) expect(res.error.message[lang].length).toBeGreaterThan(0);
      expect(res.error.rule).toMatch(/seed-004|RULES-DECISIONS/);
    }
    expect(refusal(s, 0, playCard('AS'))).toBe('thousand/wrong-phase');
  });
});

describe('thousand invariants over random deals', () => {
  it('every played deal hands out exactly the 120 card points (plus declarations), at 2, 3 and 4 seats', () => {
    for (const seats of [2, 3, 4]) {
      const rng = Rng.seeded(seats);
      let state = table({ dealLimit: 30, aceMarriage: true, bedMarriage: true }, seats, deckOf(seats, []));
      let played = 0;
      while (thousand.outcome(state) === null) {
        const seat = thousand.actors(state)[0]!;
        const res = thousand.apply(state, seat, rng.pick(thousand.legalMoves(state, seat)), 0);
        if (!res.ok) throw new Error(res.error.code);
        if (res.value.events.some((e) => e.kind === 'trick') && res.value.events.some((e) => e.kind === 'round-over')) {
          const done = res.value.state;
          const declared = done.declarations.reduce((a, d) => a + d.points, 0);
          const taken = dealPoints(done).reduce((a, p) => a + p, 0);
          expect(taken - declared).toBe(120);
          expect(pointsSum(done.won.flat()) + pointsSum(done.discards) + pointsSum(done.talons.flat())).toBe(120);
          played++;
        }
        state = res.value.state;
      }
      expect(played).toBeGreaterThan(5);
    }
  });
});

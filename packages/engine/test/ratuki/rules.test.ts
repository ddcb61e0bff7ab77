/** Ratuki's rules (seed 004, RULES-DECISIONS#ratuki) as named tests on stacked decks. */
import { describe, expect, it } from 'vitest';
import { colourDeck } from '../../src/games/ratuki/cards.ts';
import { configSchema } from '../../src/games/ratuki/config.ts';
import { ratuki } from '../../src/games/ratuki/index.ts';
import type { State } from '../../src/games/ratuki/state.ts';
import { junk, move, play, playAlone, refused, runOut, stackedDeck, table } from './helpers.ts';

describe('Ratuki: the deal', () => {
  it('each colour is 35 cards: 1×7, 2×7, 3×7, 4×6, 5×6 and two Ratuki', () => {
    const deck = colourDeck('G');
    expect(deck).toHaveLength(35);
    const count = (rank: string) => deck.filter((c) => c[1] === rank).length;
    expect(['1', '2', '3', '4', '5', 'X'].map(count)).toEqual([7, 7, 7, 6, 6, 2]);
    expect(new Set(deck).size).toBe(35);
  });

  it('2 to 5 players, each with a deck of its own colour, holding 3 cards', () => {
    expect(ratuki.parseConfig({}, 1).ok).toBe(false);
    expect(ratuki.parseConfig({}, 6).ok).toBe(false);
    for (const seats of [2, 3, 4, 5]) {
      const cfg = ratuki.parseConfig({}, seats);
      if (!cfg.ok) throw new Error(cfg.error.message.en);
      const s = ratuki.setup(cfg.value, seats, { seed: seats });
      if (!s.ok) throw new Error(s.error.message.en);
      expect(s.value.stacks).toHaveLength(seats);
      s.value.players.forEach((p, seat) => {
        expect(p.hand).toHaveLength(3);
        expect(p.draw.length - p.drawPos).toBe(32);
        expect(new Set([...p.hand, ...p.draw.slice(p.drawPos)])).toEqual(new Set(colourDeck('RBGYP'[seat] as 'R')));
      });
    }
  });

  it('a stacked deck deals each seat its pile in order; a wrong deck is refused with the position', () => {
    const s = table([['R5a', 'R4a', 'R1a'], ['B1a', 'B2a', 'B3a']]);
    expect(s.players[0]!.hand).toEqual(['R5a', 'R4a', 'R1a']);
    expect(s.players[0]!.draw[s.players[0]!.drawPos]).toBe('R1b');
    const cfg = ratuki.parseConfig({}, 2);
    if (!cfg.ok) throw new Error();
    const short = ratuki.setup(cfg.value, 2, { seed: 1, deck: colourDeck('R') });
    expect(!short.ok && short.error.code).toBe('ratuki/deck-wrong-size');
    const wrong = stackedDeck([[], []]);
    wrong[40] = 'R1a';
    const bad = ratuki.setup(cfg.value, 2, { seed: 1, deck: wrong });
    expect(!bad.ok && bad.error.code).toBe('ratuki/deck-wrong-cards');
    expect(!bad.ok && bad.error.message.en).toContain('position 40');
  });

  it('every setting has a default, and the defaults make a table', () => {
    for (const s of configSchema) expect(s.default).not.toBeUndefined();
    const cfg = ratuki.parseConfig({}, 3);
    expect(cfg.ok && cfg.value).toEqual({ singleRound: false, target: 100, minGapMs: 150, countdownMs: 4000, pauseMs: 3000 });
  });
});

describe('Ratuki: "Ratuki!" starts the round and everyone plays at once', () => {
  it('nobody may play during the countdown; at its end every seat is an actor and nobody is awaited', () => {
    const s = table([['R1a', 'R2a', 'R3a'], ['B1a', 'B2a', 'B3a']], { countdownMs: 3000 });
    expect(s.phase).toBe('countdown');
    expect(ratuki.actors(s)).toEqual([]);
    expect(ratuki.deadline(s)).toBe(3000);
    expect(refused(s, 0, play('R1a', 0, null), 2999).code).toBe('ratuki/not-started');
    const go = ratuki.tick(s, 3000);
    expect(go?.events).toEqual([{ kind: 'go', round: 1, at: 3000 }]);
    expect(ratuki.actors(go!.state)).toEqual([0, 1]);
    expect(ratuki.awaiting(go!.state)).toEqual([]);
    expect(ratuki.deadline(go!.state)).toBeNull();
    expect(ratuki.type.timing).toBe('realtime');
  });
});

describe('Ratuki: centre stacks', () => {
  const start = table([['R1a', 'R2a', 'R4a'], ['BXa', 'B3a', 'B5a']]);

  it('a 1 starts a stack; any other number cannot', () => {
    const r = move(start, 0, play('R1a', 0, null), 10);
    expect(r.state.stacks[0]).toMatchObject({ top: 'R1a', value: 1, size: 1 });
    expect(refused(start, 0, play('R2a', 0, null), 10).code).toBe('ratuki/cannot-start');
    expect(refused(start, 1, play('B5a', 1, null), 10).code).toBe('ratuki/cannot-start');
  });

  it('a Ratuki starts a stack, counting as 1', () => {
    const r = move(start, 1, play('BXa', 1, null), 10);
    expect(r.state.stacks[1]).toMatchObject({ top: 'BXa', value: 1, size: 1 });
    const on = move(r.state, 0, play('R2a', 1, 'BXa'), 20);
    expect(on.state.stacks[1]).toMatchObject({ top: 'R2a', value: 2, size: 2 });
  });

  it('a stack moves by exactly one, up or down, never below 1', () => {
    let s = move(start, 0, play('R1a', 0, null), 10).state;
    expect(refused(s, 1, play('B3a', 0, 'R1a'), 20).code).toBe('ratuki/does-not-fit');
    s = move(s, 0, play('R2a', 0, 'R1a'), 20).state;
    s = move(s, 1, play('B3a', 0, 'R2a'), 30).state;
    expect(s.stacks[0]!.value).toBe(3);
    expect(refused(s, 1, play('B5a', 0, 'B3a'), 40).code).toBe('ratuki/does-not-fit');
    // Down by one: a 2 on the 3.
    const two = table([['R1a', 'R2a', 'R2b'], ['B3a', 'B1a', 'B1b']]);
    let d = move(two, 0, play('R1a', 0, null), 10).state;
    d = move(d, 0, play('R2a', 0, 'R1a'), 20).state;
    d = move(d, 1, play('B1a', 0, 'R2a'), 30).state;
    expect(d.stacks[0]).toMatchObject({ value: 1, size: 3 });
    // Never below 1: nothing goes on a 1 but a 2 or a Ratuki; another 1 does not.
    expect(refused(d, 1, play('B1b', 0, 'B1a'), 40).code).toBe('ratuki/does-not-fit');
  });

  it('at most as many centre stacks as players: one place per player, and no other', () => {
    let s = table([['R1a', 'R1b', 'R1c'], ['B1a', 'B1b', 'B1c']]);
    s = move(s, 0, play('R1a', 0, null), 10).state;
    s = move(s, 1, play('B1a', 1, null), 20).state;
    expect(refused(s, 0, play('R1b', 2, null), 30).code).toBe('ratuki/no-such-stack');
    expect(ratuki.legalMoves(s, 0).filter((m) => m.kind === 'play' && m.top === null)).toEqual([]);
    expect(refused(s, 0, play('R1b', 0, null), 30).code).toBe('ratuki/place-taken');
  });

  it("a 5 on a 4 takes the stack to its player's score pile, and the place is free again", () => {
    let s = table([['R1a', 'R2a', 'R3a'], ['B4a', 'B5a', 'B1a']]);
    s = move(s, 0, play('R1a', 0, null), 10).state;
    s = move(s, 0, play('R2a', 0, 'R1a'), 20).state;
    s = move(s, 0, play('R3a', 0, 'R2a'), 30).state;
    s = move(s, 1, play('B4a', 0, 'R3a'), 40).state;
    const r = move(s, 1, play('B5a', 0, 'B4a'), 50);
    expect(r.state.stacks[0]).toBeNull();
    expect(r.state.players[1]!.scoreCount).toBe(5);
    expect(r.events[0]).toMatchObject({ kind: 'play', seat: 1, card: 'B5a', took: 5, value: 0 });
    expect(ratuki.cards!.zones(r.state).find((z) => z.id === 'score/1')!.cards).toHaveLength(5);
  });

  it('a Ratuki played on a stack takes it, whatever the stack shows', () => {
    let s = table([['R1a', 'R2a', 'R4a'], ['BXa', 'B1a', 'B2a']]);
    s = move(s, 0, play('R1a', 0, null), 10).state;
    s = move(s, 0, play('R2a', 0, 'R1a'), 20).state;
    const r = move(s, 1, play('BXa', 0, 'R2a'), 30);
    expect(r.state.stacks[0]).toBeNull();
    expect(r.state.players[1]!.scoreCount).toBe(3);
    expect(r.events[0]).toMatchObject({ kind: 'play', card: 'BXa', took: 3 });
  });
});

describe('Ratuki: one card at a time, drawing back to 3', () => {
  it('a played card is replaced from the draw pile at once; only the drawer sees what it drew', () => {
    const s = table([['R1a', 'R2a', 'R3a'], ['B1a', 'B2a', 'B3a']]);
    const r = move(s, 0, play('R1a', 0, null), 10);
    expect(r.state.players[0]!.hand).toEqual(['R2a', 'R3a', 'R1b']);
    expect(r.events[0]).toMatchObject({ drew: 'R1b' });
    expect(ratuki.eventView(r.events[0]!, 1)).toMatchObject({ drew: null, card: 'R1a' });
    expect(ratuki.view(r.state, 1).players[0]).toMatchObject({ hand: 3, draw: 31 });
    expect(JSON.stringify(ratuki.view(r.state, 1))).not.toContain('R1b');
  });

  it('a card that cannot or should not be played goes face down on the junk pile, and a new one is drawn', () => {
    const s = table([['R5a', 'R2a', 'R3a'], ['B1a', 'B2a', 'B3a']]);
    const r = move(s, 0, junk('R5a'), 10);
    expect(r.state.players[0]).toMatchObject({ hand: ['R2a', 'R3a', 'R1a'], junkCount: 1 });
    expect(ratuki.eventView(r.events[0]!, 1)).toMatchObject({ kind: 'junk', card: null, drew: null });
    expect(ratuki.eventView(r.events[0]!, 'spectator')).toMatchObject({ card: null });
    expect(ratuki.view(r.state, 'spectator').players[0]!.junk).toBe(1);
    // A playable card may be junked too ("should not be played").
    expect(move(s, 1, junk('B1a'), 10).state.players[1]!.junkCount).toBe(1);
  });

  it('an empty draw pile turns the junk pile over as the new draw pile: the card junked first comes first', () => {
    let s = table([[], []]);
    let at = 10;
    // Junk the three cards in hand and all 32 of the draw pile: 32 junks empty the draw pile.
    const junked: string[] = [];
    for (let i = 0; i < 32; i++) {
      const card = s.players[0]!.hand[0]!;
      junked.push(card);
      s = move(s, 0, junk(card), at += 10).state;
    }
    expect(s.players[0]!.draw.length - s.players[0]!.drawPos).toBe(0);
    expect(s.players[0]!.junkCount).toBe(32);
    const card = s.players[0]!.hand[0]!;
    const r = move(s, 0, junk(card), at + 10);
    expect(r.events[0]).toMatchObject({ kind: 'junk', turnover: 33, drew: junked[0] });
    expect(r.state.players[0]).toMatchObject({ junkCount: 0, drawPos: 1 });
    expect(r.state.players[0]!.draw).toEqual([...junked, card]);
    expect(ratuki.eventView(r.events[0]!, 1)).toMatchObject({ turnover: 33, drew: null });
  });
});

describe('Ratuki: the play-rate cap (anti-macro)', () => {
  it('a seat plays at most one card per minGapMs, judged by the time the move arrives; the refusal changes nothing', () => {
    let s = table([['R1a', 'R5a', 'R5b'], ['B1a', 'B2a', 'B3a']], { minGapMs: 200 });
    s = move(s, 0, play('R1a', 0, null), 1000).state;
    const e = refused(s, 0, junk('R5a'), 1199);
    expect(e.code).toBe('ratuki/too-fast');
    expect(e.message.en).toContain('1 ms');
    // Another seat is not held back by seat 0's cap.
    move(s, 1, play('B2a', 0, 'R1a'), 1001);
    expect(move(s, 0, junk('R5a'), 1200).state.players[0]!.junkCount).toBe(1);
  });
});

describe('Ratuki: OUT!, scores and the end of the game', () => {
  it('OUT: the first player with no card in hand, draw or junk ends the round at once; score = score pile − cards left', () => {
    const s = table([runOut('R'), []], { singleRound: true });
    const r = playAlone(s, 0, 10, 35);
    const over = r.events.find((e) => e.kind === 'round-over');
    expect(over).toMatchObject({ kind: 'round-over', round: 1, out: 0, scores: [34, -35], totals: [34, -35], gameOver: true });
    expect(r.state.phase).toBe('over');
    expect(ratuki.outcome(r.state)).toEqual({ places: [1, 2], scores: [34, -35] });
    expect(ratuki.actors(r.state)).toEqual([]);
    expect(refused(r.state, 1, junk('B1a'), r.at).code).toBe('ratuki/game-over');
  });

  it('without singleRound the final position stays for the pause, then each seat reshuffles its own colour for the next round', () => {
    const s = table([runOut('R'), []], { countdownMs: 2500, pauseMs: 1000 });
    const started = ratuki.tick(s, 2500)!.state;
    const r = playAlone(started, 0, 3000, 35);
    const end = r.at - 10;
    expect(r.state).toMatchObject({ round: 1, phase: 'between', totals: [34, -35], startsAt: end + 1000 });
    expect(r.state.stacks[0]).toMatchObject({ top: 'RXb' });
    expect(refused(r.state, 1, junk('B1a'), end + 1).code).toBe('ratuki/round-over');
    expect(ratuki.deadline(r.state)).toBe(end + 1000);
    expect(ratuki.tick(r.state, end + 999)).toBeNull();
    const dealt = ratuki.tick(r.state, end + 1000)!;
    expect(dealt.events).toEqual([{ kind: 'deal', round: 2, startsAt: end + 3500 }]);
    expect(dealt.state).toMatchObject({ round: 2, phase: 'countdown', totals: [34, -35] });
    expect(dealt.state.history).toHaveLength(1);
    expect(dealt.state.stacks).toEqual([null, null]);
    for (const p of dealt.state.players) expect(p).toMatchObject({ junkCount: 0, scoreCount: 0, drawPos: 3 });
    expect(new Set(dealt.state.players[0]!.draw)).toEqual(new Set(colourDeck('R')));
    expect(ratuki.view(dealt.state, 1).rounds[0]).toMatchObject({ round: 1, out: 0, scores: [34, -35] });
  });

  it('first past the target wins; two past it in one round: the highest total wins', () => {
    const s: State = { ...table([runOut('R'), []]), totals: [70, 99] };
    // 70 + 34 = 104 passes 100; 99 − 35 = 64 does not.
    const r = playAlone(s, 0, 10, 35);
    expect(r.state.phase).toBe('over');
    expect(ratuki.outcome(r.state)).toEqual({ places: [1, 2], scores: [104, 64] });
    // Exactly 100 is not past 100.
    const at100 = playAlone({ ...table([runOut('R'), []]), totals: [66, 0] }, 0, 10, 35).state;
    expect(at100).toMatchObject({ round: 1, phase: 'between', totals: [100, -35] });
    expect(ratuki.outcome(at100)).toBeNull();
    // Both past: the higher total wins even if the other called OUT.
    const both = playAlone({ ...table([runOut('R'), []]), totals: [80, 150] }, 0, 10, 35).state;
    expect(ratuki.outcome(both)).toEqual({ places: [2, 1], scores: [114, 115] });
  });

  it('equal totals at the end are a draw', () => {
    const s = playAlone({ ...table([runOut('R'), []]), totals: [80, 149] }, 0, 10, 35).state;
    expect(ratuki.outcome(s)).toEqual({ places: [1, 1], scores: [114, 114] });
  });

  it('a dead centre (no card left anywhere can ever be played) ends the round with nobody out', () => {
    // Seat 0 holds only 5s after its 1; seat 1 only 4s and 5s: with the stack at 1 and no 2, 1 or Ratuki left, nothing fits.
    const s = table([['R1a'], []], { singleRound: true });
    const dead: State = {
      ...s,
      players: s.players.map((p, seat) => ({
        ...p,
        hand: seat === 0 ? ['R1a', 'R5a', 'R5b'] : ['B4a', 'B5a', 'B5b'],
        draw: [],
        drawPos: 0,
        left: seat === 0 ? [0, 1, 0, 0, 0, 2] : [0, 0, 0, 0, 1, 2],
      })),
    };
    expect(move(dead, 1, junk('B4a'), 10).state.phase).toBe('playing');
    const r = move(dead, 0, play('R1a', 0, null), 10);
    // The play itself is only a play (its events do not depend on the rest of the table); the round ends at its time.
    expect(r.events.map((e) => e.kind)).toEqual(['play']);
    expect(ratuki.deadline(r.state)).toBe(10);
    const ended = ratuki.tick(r.state, 10)!;
    expect(ended.events).toEqual([{
      kind: 'round-over',
      round: 1,
      out: null,
      scores: [-2, -3],
      totals: [-2, -3],
      gameOver: true,
      at: 10,
    }]);
    expect(ended.state.phase).toBe('over');
  });
});

describe('Ratuki: moves from the wire', () => {
  it('parses play and junk, and refuses malformed moves saying why', () => {
    expect(ratuki.parseMove({ kind: 'play', card: 'R2a', stack: 1, top: 'B1c' })).toEqual({
      ok: true,
      value: { kind: 'play', card: 'R2a', stack: 1, top: 'B1c' },
    });
    expect(ratuki.parseMove({ kind: 'play', card: 'R1a', stack: 0, top: null }).ok).toBe(true);
    expect(ratuki.parseMove({ kind: 'junk', card: 'PXb' }).ok).toBe(true);
    const bad = [
      { kind: 'play', card: 'R2a', stack: 1 },
      { kind: 'play', card: 'R2a', stack: 5, top: null },
      { kind: 'play', card: 'R2h', stack: 0, top: null },
      { kind: 'play', card: 'R6a', stack: 0, top: null },
      { kind: 'junk', card: 3 },
      { kind: 'slap' },
    ];
    for (const b of bad) {
      const r = ratuki.parseMove(b);
      expect(r.ok, JSON.stringify(b)).toBe(false);
      if (!r.ok) expect(r.error.code).toMatch(/^ratuki\/(bad-move|unknown-card)$/);
    }
  });

  it('a card not in hand is refused and changes nothing', () => {
    const s = table([['R1a', 'R2a', 'R3a'], ['B1a', 'B2a', 'B3a']]);
    expect(refused(s, 0, play('R1b', 0, null), 10).code).toBe('ratuki/card-not-in-hand');
    expect(refused(s, 0, play('B1a', 0, null), 10).code).toBe('ratuki/card-not-in-hand');
  });
});

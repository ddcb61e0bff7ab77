/**
 * Every rule of seed 003 and RULES-DECISIONS#hotel as a named test, on stacked room decks
 * (README "Stacked deck": rooms in dealing order, round 1 first, door 1 first; then one guest
 * per seat).
 */
import { describe, expect, it } from 'vitest';
import { BASE_ROOMS, roomStars, SIX_PLUS_ROOMS } from '../../src/games/hotel/cards.ts';
import { outcomeOf } from '../../src/games/hotel/round.ts';
import { roomsFor } from '../../src/games/hotel/setup.ts';
import { hotel, knock, play, refused, room, round, table } from './helpers.ts';

const mix = (rooms: readonly string[]) => {
  const m: Record<string, number> = {};
  for (const r of rooms) m[roomStars(r)] = (m[roomStars(r)] ?? 0) + 1;
  return m;
};

describe('setup', () => {
  it('doors in play: one per player, at least 3, at most 4 in the free version and 6 in the full one', () => {
    const doors = (version: string, seats: number) => table({ seats, config: { version, guests: false } }).doors;
    expect([2, 3, 4, 5].map((n) => doors('free', n))).toEqual([3, 3, 4, 4]);
    expect([2, 3, 4, 5, 6, 7, 8].map((n) => doors('full', n))).toEqual([3, 3, 4, 5, 6, 6, 6]);
  });

  it('the base room deck: 45 rooms, 5 Ghosts, twelve 1★, twelve 2★, ten 3★, six 4★', () => {
    expect(BASE_ROOMS.length).toBe(45);
    expect(mix(BASE_ROOMS)).toEqual({ '-2': 5, 1: 12, 2: 12, 3: 10, 4: 6 });
  });

  it('the 18 rooms marked 6+ keep the mix and join only with 6–8 players in the full version', () => {
    expect(SIX_PLUS_ROOMS.length).toBe(18);
    expect(mix(SIX_PLUS_ROOMS)).toEqual({ '-2': 2, 1: 5, 2: 5, 3: 4, 4: 2 });
    const cfg = (version: string, seats: number) => {
      const c = hotel.parseConfig({ version }, seats);
      if (!c.ok) throw new Error(c.error.code);
      return roomsFor(c.value, seats).length;
    };
    expect([cfg('full', 5), cfg('full', 6), cfg('full', 8), cfg('free', 5)]).toEqual([45, 63, 63, 45]);
  });

  it('the free version is for 2–5 players and has no guests; asking for guests or No Mercy there is refused', () => {
    expect(hotel.parseConfig({ version: 'free' }, 6).ok).toBe(false);
    const free = hotel.parseConfig({ version: 'free' }, 5);
    expect(free.ok && free.value.guests).toBe(false);
    const guests = hotel.parseConfig({ version: 'free', guests: true }, 4);
    expect(!guests.ok && guests.error.code).toBe('config/full-version-only');
    const mercy = hotel.parseConfig({ version: 'free', noMercy: true }, 4);
    expect(!mercy.ok && mercy.error.code).toBe('config/full-version-only');
  });

  it('every player holds door cards 1..doors in their colour; the first round nothing rests', () => {
    const s = table({ seats: 4, config: { guests: false } });
    expect(hotel.view(s, 0).hand).toEqual(['R1', 'R2', 'R3', 'R4']);
    expect(hotel.view(s, 3).hand).toEqual(['Y1', 'Y2', 'Y3', 'Y4']);
    expect(hotel.view(s, 0).table.map((t) => t.resting)).toEqual([null, null, null, null]);
  });

  it('the club deals the six described guests; with 7–8 players the others play without a guest', () => {
    for (let seed = 1; seed <= 20; seed++) {
      for (const seats of [2, 4, 6, 7, 8]) {
        const c = hotel.parseConfig({}, seats);
        if (!c.ok) throw new Error(c.error.code);
        const s = hotel.setup(c.value, seats, { seed });
        if (!s.ok) throw new Error(s.error.code);
        const dealt = s.value.guests.filter((g) => g !== null);
        expect(dealt.length).toBe(Math.min(6, seats));
        expect(new Set(dealt).size).toBe(dealt.length);
      }
    }
  });

  it('the Bakshish cards are put out only when Piccolo Bo is in the game', () => {
    expect(table({ seats: 3, guests: ['bo', '-', '-'] }).bakshishLeft).toBe(3);
    expect(table({ seats: 3, guests: ['mugla', '-', '-'] }).bakshishLeft).toBe(0);
  });

  it('a stacked deck: its rooms are the top of the deck in dealing order (the rest follow shuffled), then one guest per seat', () => {
    const c = hotel.parseConfig({}, 3);
    if (!c.ok) throw new Error(c.error.code);
    const rooms = roomsFor(c.value, 3);
    const deal = (deck: string[]) => hotel.setup(c.value, 3, { seed: 1, deck });
    const code = (deck: string[]) => {
      const r = deal(deck);
      return r.ok ? 'ok' : r.error.code;
    };
    const partial = deal([room(4, 0), room(4, 1), room(4, 2), 'molets', '-', 'bo']);
    expect(partial.ok && partial.value.under).toEqual([[room(4, 0)], [room(4, 1)], [room(4, 2)]]);
    expect(partial.ok && [...partial.value.deck].sort()).toEqual([...rooms].sort());
    expect(partial.ok && partial.value.guests).toEqual(['molets', null, 'bo']);
    expect(code([...rooms])).toBe('ok');
    expect(code([SIX_PLUS_ROOMS[0]!])).toBe('hotel/deck-wrong-cards');
    expect(code([rooms[0]!, rooms[0]!])).toBe('hotel/deck-wrong-cards');
    expect(code([...rooms, 'molets', 'lulu'])).toBe('hotel/deck-wrong-guests');
    expect(code([...rooms, 'molets', 'molets', 'bo'])).toBe('hotel/deck-wrong-guests');
    expect(code([...rooms, 'molets', 'chef', 'bo'])).toBe('hotel/deck-wrong-guests');
    expect(code([rooms[0]!, 'molets', 'lulu', 'bo', rooms[1]!])).toBe('hotel/deck-wrong-guests');
  });
});

describe('the round', () => {
  it('new rooms: one room face up under every door, on top of those already there (the newest is the topmost)', () => {
    const top = [room(1, 0), room(2, 0), room(3, 0), room(1, 1), room(2, 1), room(3, 1)];
    let s = table({ seats: 3, top });
    expect(s.under).toEqual([[room(1, 0)], [room(2, 0)], [room(3, 0)]]);
    s = round(s, [1, 1, 2]).state; // 1 and 1 collide, 2 alone at 2
    expect(s.under).toEqual([[room(1, 0), room(1, 1)], [room(2, 1)], [room(3, 0), room(3, 1)]]);
    expect(s.under[0]!.at(-1)).toBe(room(1, 1));
  });

  it('every player plays one door card face down: others see only that the seat has chosen', () => {
    const s = play(table({ seats: 3 }), [[0, knock(3)]]).state;
    const other = hotel.view(s, 1);
    expect(other.table[0]!.chosen).toBe(true);
    expect(JSON.stringify(other)).not.toContain('"R3"');
    expect(hotel.view(s, 0).mine).toEqual(['R3']);
    expect(hotel.awaiting(s)).toEqual([1, 2]);
    const seen = hotel.eventView({ kind: 'knocked', seat: 0, cards: ['R3'] }, 1);
    expect(seen).toEqual({ kind: 'knocked', seat: 0 });
  });

  it('"Chuk-chuk!": when everyone has chosen, all cards are revealed together in one event everyone sees', () => {
    const { events } = round(table({ seats: 3 }), [1, 2, 3]);
    const reveal = events.filter((e) => e.kind === 'reveal');
    expect(reveal).toEqual([{
      kind: 'reveal',
      round: 1,
      plays: [{ seat: 0, cards: ['R1'] }, { seat: 1, cards: ['B2'] }, { seat: 2, cards: ['G3'] }],
      porter: null,
    }]);
    for (const v of [0, 1, 2, 'spectator'] as const) expect(hotel.eventView(reveal[0]!, v)).toEqual(reveal[0]);
  });

  it('alone at a door: take every room under it, the Ghost rooms too (FAQ)', () => {
    const top = [room(-2, 0), room(1, 0), room(1, 1), room(4, 0), room(2, 0), room(2, 1)];
    let s = table({ seats: 3, top });
    s = round(s, [2, 2, 3]).state; // door 1 untouched: ghost stays; seat 2 takes door 3
    s = round(s, [1, 3, 2]).state; // seat 0 alone at door 1: ghost + 4★
    expect(s.won[0]).toEqual([room(-2, 0), room(4, 0)]);
    expect(hotel.view(s, 1).table[0]!.score).toBe(2);
  });

  it('two or more at a door collide: nobody takes anything and the rooms stay', () => {
    const top = [room(3, 0), room(1, 0), room(1, 1)];
    const { state, events } = round(table({ seats: 3, top }), [1, 1, 2]);
    expect(state.won[0]).toEqual([]);
    expect(state.won[1]).toEqual([]);
    expect(state.under[0]).toContain(room(3, 0));
    expect(events).toContainEqual({ kind: 'collision', door: 1, seats: [0, 1], porter: false });
  });

  it('everyone collided: every room stays and each door gets one more next round (FAQ)', () => {
    const s = round(table({ seats: 4 }), [1, 1, 2, 2]).state;
    expect(s.under.map((u) => u.length)).toEqual([2, 2, 2, 2]);
    expect(s.won.every((w) => w.length === 0)).toBe(true);
  });

  it('the resting card: you cannot play the card resting in front of you', () => {
    const s = round(table({ seats: 3 }), [1, 2, 3]).state;
    refused(s, 0, knock(1), 'card-resting');
    expect(hotel.legalMoves(s, 0)).toEqual([knock(2), knock(3)]);
  });

  it('the card just played rests face up one round and the one that rested returns to hand', () => {
    let s = round(table({ seats: 3 }), [1, 2, 3]).state;
    expect(hotel.view(s, 1).table.map((t) => t.resting)).toEqual(['R1', 'B2', 'G3']);
    s = round(s, [2, 3, 1]).state;
    expect(hotel.view(s, 0).table.map((t) => t.resting)).toEqual(['R2', 'B3', 'G1']);
    expect(hotel.view(s, 0).hand).toEqual(['R1', 'R3']);
  });

  it('you cannot skip knocking: every round everyone plays a door card (FAQ)', () => {
    const s = table({ seats: 3 });
    refused(s, 0, { kind: 'pass' }, 'not-your-decision');
    expect(hotel.legalMoves(s, 0).every((m) => m.kind === 'knock')).toBe(true);
  });

  it('the seed’s example: Mia takes door 1’s 3 rooms (6 stars) where both others rest; Ivo and Roza collide at 2', () => {
    // Round 1 door 1 gets 1★, round 2 2★, round 3 3★; Ivo and Roza collide at door 1 in round 2, so in round 3
    // both rest their door-1 card and nobody else can knock there.
    const top = [room(1, 0), room(1, 1), room(1, 2), room(2, 0), room(1, 3), room(1, 4), room(3, 0), room(1, 5), room(1, 6)];
    let s = table({ seats: 3, top }); // Mia 0, Ivo 1, Roza 2
    s = round(s, [2, 3, 3]).state;
    s = round(s, [3, 1, 1]).state;
    expect(s.under[0]).toEqual([room(1, 0), room(2, 0), room(3, 0)]);
    const v = hotel.view(s, 0);
    expect([v.table[1]!.resting, v.table[2]!.resting]).toEqual(['B1', 'G1']);
    const { state, events } = round(s, [1, 2, 2]);
    expect(events).toContainEqual({ kind: 'took', seat: 0, door: 1, rooms: [room(1, 0), room(2, 0), room(3, 0)] });
    expect(events).toContainEqual({ kind: 'collision', door: 2, seats: [1, 2], porter: false });
    expect(state.won[0]!.slice(-3).reduce((a, r) => a + roomStars(r), 0)).toBe(6);
  });
});

describe('the end and the score', () => {
  it('before each round, if the deck cannot give every door a room the game ends at once; rooms under doors do not count', () => {
    // 45 rooms, 4 doors: 11 rounds deal 44, the 12th cannot be dealt.
    let s = table({ seats: 4, config: { guests: false } });
    for (let r = 1; r <= 10; r++) s = round(s, Array(4).fill(1 + (r % 2))).state; // everyone collides: nothing is taken
    expect(s.round).toBe(11);
    const last = round(s, [2, 2, 2, 2]); // round 11 (door 1 rests)
    expect(last.state.phase).toBe('over');
    expect(last.state.deck.length - last.state.dealt).toBe(1);
    expect(last.state.outcome).toEqual({ places: [1, 1, 1, 1], scores: [0, 0, 0, 0] });
    expect(last.events.at(-1)).toEqual({ kind: 'game-over', scores: [0, 0, 0, 0], places: [1, 1, 1, 1] });
    refused(last.state, 0, knock(2), 'game-over');
  });

  it('score: the stars of your rooms, −2 per Ghost room, +1 per Bakshish card', () => {
    const top = [room(4, 0), room(-2, 0), room(3, 0)];
    let s = table({ seats: 3, top, guests: ['bo', '-', '-'] });
    s = round(s, [2, 2, 3]).state; // Bo collides at 2: one Bakshish; seat 2 takes the 3★
    s = round(s, [1, 3, 2]).state; // seat 0 alone at 1: 4★ + new room; seat 2 alone at door 2: the Ghost + new room
    const score = (seat: number) => s.won[seat]!.reduce((a, r) => a + roomStars(r), 0) + s.bakshish[seat]!;
    expect(s.bakshish[0]).toBe(1);
    expect(hotel.view(s, 1).table.map((t) => t.score)).toEqual([0, 1, 2].map(score));
    expect(s.won[2]).toContain(room(-2, 0));
  });

  it('a tie on stars goes to more room cards (Ghosts count, Bakshish does not); still tied: a shared win', () => {
    const s = table({ seats: 3, config: { guests: false } });
    const at = (won: string[][], bakshish = [0, 0, 0]) => outcomeOf({ ...s, won, bakshish }).places;
    // 4★ each; seat 1 has more rooms, seat 2 counts its Ghost as a room card (2+4−2 = 4★ in 3 rooms).
    expect(at([[room(4, 0)], [room(1, 0), room(1, 1), room(2, 0)], [room(2, 1), room(-2, 0), room(4, 1)]])).toEqual([3, 1, 1]);
    // 4★ in two rooms against 3★ in two rooms + a Bakshish: equal points, equal room cards: shared.
    expect(at([[room(2, 2), room(2, 3)], [room(1, 2), room(2, 4)], []], [0, 1, 0])).toEqual([1, 1, 3]);
    // The Bakshish card is not a room card: 3★ + Bakshish in one room loses to 4★ in two rooms.
    expect(at([[room(3, 1)], [room(1, 3), room(3, 2)], []], [1, 0, 0])).toEqual([2, 1, 3]);
  });
});

/** The Night Porter, the six guests with every FAQ answer and their order, the variants and the choosing window. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.ts';
import { isGhost, roomStars } from '../../src/games/hotel/cards.ts';
import type { State } from './helpers.ts';
import { hotel, knock, play, refused, room, round, table } from './helpers.ts';

const ROUND1 = [room(1, 0), room(2, 0), room(3, 0)];

/** A two-player table whose Porter goes to `door` this round (the generator is searched for it). */
function withPorterAt(state: State, door: number): State {
  for (let seed = 1; seed < 1000; seed++) {
    const rng = Rng.seeded(seed).state();
    const g = Rng.fromState(rng);
    const options = [1, 2, 3].filter((d) => d !== state.porterResting);
    if (options[g.int(options.length)] === door) return { ...state, rng };
  }
  throw new Error('no seed');
}

describe('the Night Porter (two players)', () => {
  it('with two players the Night Porter plays doors 1–3 in a colour nobody plays', () => {
    const s = table({ seats: 2, config: { guests: false } });
    expect(s.porter).toBe(true);
    expect(hotel.view(s, 0).porter).toEqual({ colour: 'W', resting: null });
    expect(table({ seats: 3 }).porter).toBe(false);
  });

  it('each round he reveals a random one of his non-resting cards at "Chuk-chuk!", and it rests like anyone’s', () => {
    let s = withPorterAt(table({ seats: 2, config: { guests: false }, top: ROUND1 }), 3);
    const r1 = round(s, [1, 2]);
    expect(r1.events.find((e) => e.kind === 'reveal')).toMatchObject({ porter: 'W3' });
    s = r1.state;
    expect(hotel.view(s, 0).porter!.resting).toBe('W3');
    for (let seed = 0; seed < 30; seed++) {
      const r = round({ ...s, rng: Rng.seeded(seed).state() }, [2, 1]);
      expect(r.events.find((e) => e.kind === 'reveal')).not.toMatchObject({ porter: 'W3' });
    }
  });

  it('he blocks like a player: going to his door is a collision; alone he never takes the rooms', () => {
    const s = withPorterAt(table({ seats: 2, config: { guests: false }, top: ROUND1 }), 1);
    const { state, events } = round(s, [1, 3]);
    expect(events).toContainEqual({ kind: 'collision', door: 1, seats: [0], porter: true });
    expect(state.won[0]).toEqual([]);
    expect(state.under[0]).toContain(room(1, 0));
    const alone = round(withPorterAt(table({ seats: 2, config: { guests: false }, top: ROUND1 }), 2), [1, 3]).state;
    expect(alone.under[1]).toContain(room(2, 0));
  });

  it('he never wins: the outcome ranks the two players only', () => {
    let s = table({ seats: 2, config: { guests: false } });
    while (s.phase !== 'over') {
      const a = hotel.legalMoves(s, 0)[0]!;
      const b = hotel.legalMoves(s, 1).at(-1)!;
      s = play(s, [[0, a], [1, b]]).state;
    }
    expect(s.outcome!.places.length).toBe(2);
  });

  it('meeting the Porter counts as a collision for Piccolo Bo (a Bakshish) and Detective Mugla (her power) (FAQ)', () => {
    const bo = round(withPorterAt(table({ seats: 2, top: ROUND1, guests: ['bo', 'mugla'] }), 1), [1, 1]);
    expect(bo.events).toContainEqual({ kind: 'bakshish', seat: 0 });
    expect(bo.state.phase).toBe('mugla');
    expect(hotel.awaiting(bo.state)).toEqual([1]);
  });

  it('Baba Naprastka may not peek at the Porter’s card: it is turned only at "Chuk-chuk!" (FAQ)', () => {
    const s = play(table({ seats: 2, guests: ['naprastka', '-'] }), [[1, knock(2)]]).state;
    refused(s, 0, { kind: 'peek', seat: 2 }, 'no-such-seat');
    expect(hotel.legalMoves(s, 0)).toContainEqual({ kind: 'peek', seat: 1 });
    expect(hotel.legalMoves(s, 0)).not.toContainEqual({ kind: 'peek', seat: 2 });
  });
});

describe('Professor Molets', () => {
  it('plays two door cards face down and picks one at the reveal; the other returns to his hand; the picked one rests', () => {
    let s = play(table({ seats: 3, top: ROUND1, guests: ['molets', '-', '-'] }), [[0, { kind: 'molets', doors: [1, 3] }]]).state;
    // Others see only that he has chosen: not that he played two cards.
    const single = play(table({ seats: 3, top: ROUND1, guests: ['molets', '-', '-'] }), [[0, knock(1)]]).state;
    expect(hotel.view(s, 1)).toEqual(hotel.view(single, 1));
    const r = round({ ...s }, []);
    s = play(r.state, [[1, knock(3)], [2, knock(2)]]).state;
    expect(s.phase).toBe('molets');
    expect(hotel.view(s, 2).revealed![0]).toEqual({ seat: 0, cards: ['R1', 'R3'], door: 0 });
    expect(hotel.legalMoves(s, 0)).toEqual([{ kind: 'pick', door: 1 }, { kind: 'pick', door: 3 }]);
    const { state, events } = play(s, [[0, { kind: 'pick', door: 1 }]]);
    expect(events).toContainEqual({ kind: 'took', seat: 0, door: 1, rooms: [room(1, 0)] });
    expect(state.resting[0]).toBe(1);
    expect(hotel.view(state, 0).hand).toEqual(['R2', 'R3']);
    expect(state.uses[0]).toBe(2);
  });

  it('his use is spent at the reveal, when everyone sees it; with no uses left the power is refused', () => {
    let s = table({ seats: 3, top: ROUND1, guests: ['molets', '-', '-'], config: { moletsUses: 1 } });
    s = play(s, [[0, { kind: 'molets', doors: [1, 2] }], [1, knock(3)], [2, knock(3)], [0, { kind: 'pick', door: 2 }]]).state;
    refused(s, 0, { kind: 'molets', doors: [1, 3] }, 'no-uses-left');
    refused(s, 1, { kind: 'molets', doors: [1, 2] }, 'not-your-guest');
  });
});

describe('Baba Naprastka', () => {
  it('peeks at one face-down card before the reveal; only she learns it', () => {
    const s0 = table({ seats: 3, guests: ['-', 'naprastka', '-'] });
    refused(s0, 1, { kind: 'peek', seat: 0 }, 'peek-not-chosen');
    refused(s0, 1, { kind: 'peek', seat: 1 }, 'peek-self');
    const { state, events } = play(s0, [[0, knock(2)], [1, { kind: 'peek', seat: 0 }]]);
    expect(hotel.view(state, 1).peek).toEqual({ seat: 0, card: 'R2' });
    expect(hotel.view(state, 2).peek).toBeNull();
    expect(JSON.stringify(hotel.view(state, 2))).not.toContain('R2');
    const e = events.find((x) => x.kind === 'peeked')!;
    expect(hotel.eventView(e, 2)).toEqual({ kind: 'peeked', seat: 1, target: 0 });
    expect(hotel.eventView(e, 1)).toEqual({ kind: 'peeked', seat: 1, target: 0, card: 'R2' });
    refused(state, 1, { kind: 'peek', seat: 0 }, 'already-peeked');
    expect(state.uses[1]).toBe(2);
  });

  it('at Professor Molets’ two cards she sees just one of them (FAQ)', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      let s = table({ seats: 3, guests: ['molets', 'naprastka', '-'] });
      s = { ...s, rng: Rng.seeded(seed).state() };
      s = play(s, [[0, { kind: 'molets', doors: [1, 3] }], [1, { kind: 'peek', seat: 0 }]]).state;
      const p = hotel.view(s, 1).peek!;
      expect(['R1', 'R3']).toContain(p.card);
      expect(JSON.stringify(hotel.view(s, 1))).not.toContain(p.card === 'R1' ? '"R3"' : '"R1"');
      seen.add(p.card);
    }
    expect(seen.size).toBe(2);
  });
});

describe('Lulu', () => {
  it('plays her resting card: the same card keeps resting and none returns to her hand (FAQ)', () => {
    let s = round(table({ seats: 3, top: ROUND1, guests: ['lulu', '-', '-'] }), [2, 1, 1]).state;
    expect(s.resting[0]).toBe(2);
    refused(s, 0, knock(2), 'card-resting');
    const r = play(s, [[0, { kind: 'lulu' }], [1, knock(3)], [2, knock(3)]]);
    expect(r.events.find((e) => e.kind === 'reveal')).toMatchObject({
      plays: [{ seat: 0, cards: ['R2'] }, { seat: 1, cards: ['B3'] }, { seat: 2, cards: ['G3'] }],
    });
    s = r.state;
    expect(s.resting[0]).toBe(2);
    expect(hotel.view(s, 0).hand).toEqual(['R1', 'R3']);
    // Next round she cannot play it unless she uses Lulu again.
    refused(s, 0, knock(2), 'card-resting');
    expect(hotel.legalMoves(s, 0)).toContainEqual({ kind: 'lulu' });
  });

  it('in round 1 nothing rests, so Lulu has nothing to play', () => {
    refused(table({ seats: 3, guests: ['lulu', '-', '-'] }), 0, { kind: 'lulu' }, 'nothing-resting');
  });

  it('Lulu has 3 uses, or 4 with 7–8 players (settings luluUses and luluUsesLarge)', () => {
    const guests = ['lulu', '-', '-', '-', '-', '-', '-'];
    expect(table({ seats: 3, guests: guests.slice(0, 3) }).uses[0]).toBe(3);
    expect(table({ seats: 7, guests }).uses[0]).toBe(4);
    expect(table({ seats: 8, guests: [...guests, '-'] }).uses[0]).toBe(4);
    expect(table({ seats: 3, guests: guests.slice(0, 3), config: { luluUses: 1 } }).uses[0]).toBe(1);
  });

  it('her use stays secret until the reveal: others still see the card resting', () => {
    let s = round(table({ seats: 3, top: ROUND1, guests: ['lulu', '-', '-'] }), [2, 1, 1]).state;
    s = play(s, [[0, { kind: 'lulu' }]]).state;
    const other = hotel.view(s, 1);
    expect(other.table[0]).toMatchObject({ resting: 'R2', chosen: true, usesLeft: 3 });
    expect(hotel.view(s, 0).lulu).toBe(true);
  });
});

describe('Madam Pero', () => {
  it('after the reveal moves her card to a door nobody chose; the moved card is the one that rests (FAQ)', () => {
    const top = [room(1, 0), room(2, 0), room(3, 0), room(4, 0)];
    let s = play(table({ seats: 4, top, guests: ['pero', '-', '-', '-'] }), [[0, knock(1)], [1, knock(1)], [2, knock(2)], [
      3,
      knock(2),
    ]]).state;
    expect(s.phase).toBe('pero');
    expect(hotel.legalMoves(s, 0)).toEqual([{ kind: 'pass' }, { kind: 'pero', door: 3 }, { kind: 'pero', door: 4 }]);
    refused(s, 0, { kind: 'pero', door: 2 }, 'pero-door-chosen');
    const r = play(s, [[0, { kind: 'pero', door: 4 }]]);
    expect(r.events).toContainEqual({ kind: 'pero-moved', seat: 0, card: 'R1', from: 1, to: 4 });
    expect(r.events).toContainEqual({ kind: 'took', seat: 0, door: 4, rooms: [room(4, 0)] });
    expect(r.events).toContainEqual({ kind: 'took', seat: 1, door: 1, rooms: [room(1, 0)] });
    s = r.state;
    expect(s.resting[0]).toBe(1);
    expect(s.uses[0]).toBe(0);
  });

  it('with every door chosen nothing happens and the use is not spent (FAQ)', () => {
    const s = play(table({ seats: 3, guests: ['pero', '-', '-'] }), [[0, knock(1)], [1, knock(2)], [2, knock(3)]]).state;
    expect(s.phase).toBe('choose');
    expect(s.round).toBe(2);
    expect(s.uses[0]).toBe(1);
  });

  it('she may keep her place: a use is a choice, never forced', () => {
    let s = play(table({ seats: 3, guests: ['pero', '-', '-'] }), [[0, knock(1)], [1, knock(1)], [2, knock(2)]]).state;
    s = play(s, [[0, { kind: 'pass' }]]).state;
    expect(s.uses[0]).toBe(1);
    expect(s.round).toBe(2);
  });
});

describe('Piccolo Bo', () => {
  it('takes a Bakshish card whenever he collides, while Bakshish cards are left (3 in the box)', () => {
    let s = table({ seats: 3, guests: ['bo', '-', '-'] });
    for (let r = 0; r < 4; r++) s = round(s, [1 + (r % 2), 1 + (r % 2), [3, 1][r % 2]!]).state;
    expect(s.bakshish[0]).toBe(3);
    expect(s.bakshishLeft).toBe(0);
    expect(hotel.view(s, 1).table[0]!.score).toBe(3);
  });

  it('alone he takes no Bakshish; the other colliding players take none either', () => {
    const s = round(table({ seats: 3, guests: ['bo', '-', '-'] }), [1, 2, 2]).state;
    expect(s.bakshish).toEqual([0, 0, 0]);
  });
});

describe('Detective Mugla', () => {
  it('on a collision may take the topmost (newest) room under that door; one use', () => {
    const top = [room(1, 0), room(2, 0), room(3, 0), room(4, 0), room(2, 1), room(3, 1)];
    let s = round(table({ seats: 3, top, guests: ['mugla', '-', '-'] }), [2, 3, 3]).state;
    expect(s.phase).toBe('choose'); // Mugla was alone: nothing to decide
    s = play(s, [[0, knock(1)], [1, knock(1)], [2, knock(2)]]).state;
    expect(s.phase).toBe('mugla');
    const r = play(s, [[0, { kind: 'mugla' }]]);
    expect(r.events).toContainEqual({ kind: 'mugla', seat: 0, door: 1, room: room(4, 0) });
    expect(r.state.under[0]![0]).toBe(room(1, 0));
    expect(r.state.under[0]).not.toContain(room(4, 0));
    expect(r.state.won[0]).toContain(room(4, 0));
    expect(r.state.uses[0]).toBe(0);
  });

  it('she may decline (the topmost may be a Ghost)', () => {
    const top = [room(-2, 0), room(2, 0), room(3, 0)];
    let s = play(table({ seats: 3, top, guests: ['mugla', '-', '-'] }), [[0, knock(1)], [1, knock(1)], [2, knock(2)]]).state;
    s = play(s, [[0, { kind: 'pass' }]]).state;
    expect(s.won[0]).toEqual([]);
    expect(s.uses[0]).toBe(1);
  });
});

describe('the order when several guests act (FAQ)', () => {
  it('first Molets picks, then Pero may move, then who is alone or collides, then Piccolo Bo and Mugla', () => {
    // Molets (0) plays 1+2 and picks 2; Pero (1) at 1 then sees door 3 free... she moves to 4 (nobody chose it);
    // Bo (2) and Mugla (3) collide at 3.
    const top = [room(1, 0), room(2, 0), room(3, 0), room(4, 0)];
    let s = table({ seats: 4, top, guests: ['molets', 'pero', 'bo', 'mugla'] });
    const r1 = play(s, [[0, { kind: 'molets', doors: [1, 2] }], [1, knock(2)], [2, knock(3)], [3, knock(3)]]);
    expect(r1.state.phase).toBe('molets');
    expect(hotel.legalMoves(r1.state, 1)).toEqual([]);
    s = play(r1.state, [[0, { kind: 'pick', door: 1 }]]).state;
    // After Molets' pick door 2 has Pero alone and door 4 is free.
    expect(s.phase).toBe('pero');
    expect(hotel.legalMoves(s, 1)).toEqual([{ kind: 'pass' }, { kind: 'pero', door: 4 }]);
    const r = play(s, [[1, { kind: 'pero', door: 4 }]]);
    const kinds = r.events.map((e) => e.kind);
    expect(kinds).toEqual(['pero-moved', 'took', 'collision', 'bakshish', 'took']);
    expect(r.state.phase).toBe('mugla');
    const end = play(r.state, [[3, { kind: 'mugla' }]]);
    expect(end.events.map((e) => e.kind)).toEqual(['mugla', 'round-over', 'rooms']);
  });
});

describe('variants', () => {
  it('no Ghost rooms: the deck is the base rooms without the five Ghosts', () => {
    const s = table({ seats: 3, config: { ghosts: false } });
    expect(s.deck.length).toBe(40);
    expect(s.deck.some(isGhost)).toBe(false);
  });

  it('short game: half of the shuffled room deck goes back to the box unseen, then the usual end rule', () => {
    const s = table({ seats: 4, config: { shortGame: true, guests: false } });
    expect(s.deck.length).toBe(23);
    expect(s.unseen.length).toBe(22);
    expect(hotel.view(s, 0).unseen).toBe(22);
    let t = s;
    while (t.phase !== 'over') t = round(t, t.resting.map((r) => (r === 1 ? 2 : 1))).state;
    expect(t.round).toBe(5); // 23 rooms, 4 doors: 5 rounds
  });

  it('no guests: nobody has a guest and no Bakshish cards are out', () => {
    const c = hotel.parseConfig({ guests: false }, 5);
    if (!c.ok) throw new Error(c.error.code);
    const s = hotel.setup(c.value, 5, { seed: 3 });
    expect(s.ok && s.value.guests.every((g) => g === null)).toBe(true);
    expect(s.ok && s.value.bakshishLeft).toBe(0);
  });

  it('No Mercy: everyone who collides returns their lowest-star room that is not a Ghost to the box', () => {
    const top = [room(3, 0), room(1, 0), room(-2, 0), room(2, 0), room(4, 0), room(2, 1)];
    let s = table({ seats: 3, top, config: { noMercy: true, guests: false } });
    s = round(s, [1, 2, 3]).state; // 0: 3★, 1: 1★, 2: Ghost
    const r = round(s, [2, 3, 2]);
    expect(r.events).toContainEqual({ kind: 'no-mercy', seat: 0, room: room(3, 0) });
    // Seat 2 has only a Ghost: nothing happens.
    expect(r.events.filter((e) => e.kind === 'no-mercy')).toHaveLength(1);
    expect(r.state.box).toEqual([room(3, 0)]);
    expect(r.state.won[2]).toEqual([room(-2, 0)]);
  });

  it('No Mercy returns the lowest-star room', () => {
    const top = [room(3, 0), room(1, 0), room(2, 0), room(4, 0), room(1, 1), room(2, 1)];
    let s = table({ seats: 3, top, config: { noMercy: true, guests: false } });
    s = round(s, [1, 2, 3]).state;
    s = round(s, [2, 1, 2]).state; // seat 1 alone at 1 takes the 4★: it holds 1★ and 4★
    const r = round(s, [1, 3, 3]); // seats 1 and 2 collide at 3
    expect(r.events).toContainEqual({ kind: 'no-mercy', seat: 1, room: room(1, 0) });
    expect(r.state.won[1]).toEqual([room(4, 0)]);
  });

  it('No Mercy is for the full version with 2–4 players', () => {
    const five = hotel.parseConfig({ noMercy: true }, 5);
    expect(!five.ok && five.error.code).toBe('config/no-mercy-seats');
    expect(hotel.parseConfig({ noMercy: true }, 4).ok).toBe(true);
  });
});

describe('the choosing window', () => {
  it('has a deadline (default 30 s) after which every seat that has not chosen gets a stand-in choice, and the table says so', () => {
    const c = hotel.parseConfig({}, 3);
    expect(c.ok && c.value.choiceSeconds).toBe(30);
    let s = table({ seats: 3, config: { choiceSeconds: 30, guests: false }, at: 1000 });
    expect(hotel.deadline(s)).toBe(31_000);
    s = play(s, [[0, knock(2)]], 5000).state;
    expect(hotel.tick(s, 30_999)).toBeNull();
    const t = hotel.tick(s, 31_000)!;
    expect(t.events[0]).toEqual({ kind: 'stand-in', seats: [1, 2], phase: 'choose' });
    expect(t.events.some((e) => e.kind === 'reveal')).toBe(true);
    expect(t.state.round).toBe(2);
    expect(hotel.deadline(t.state)).toBe(61_000);
  });

  it('the stand-in is the basic policy: it goes where the stars are and the others’ resting cards keep them away', () => {
    // Round 1: seats 0 and 1 collide at door 3 (4★ stays), so in round 2 both rest door 3, now holding 8★.
    const top = [room(1, 0), room(1, 1), room(4, 0), room(1, 2), room(1, 3), room(4, 1)];
    let s = table({ seats: 3, top, config: { choiceSeconds: 10, guests: false } });
    s = round(s, [3, 3, 1]).state;
    s = play(s, [[0, knock(1)], [1, knock(2)]], 0).state;
    const t = hotel.tick(s, 10_000)!;
    expect(t.events[0]).toEqual({ kind: 'stand-in', seats: [2], phase: 'choose' });
    expect(t.events).toContainEqual({ kind: 'took', seat: 2, door: 3, rooms: [room(4, 0), room(4, 1)] });
  });

  it('choiceSeconds 0: no deadline', () => {
    const s = table({ seats: 3 });
    expect(hotel.deadline(s)).toBeNull();
    expect(hotel.tick(s, 1e9)).toBeNull();
  });

  it('a guest decision after the reveal has the same window; its stand-in spends no use', () => {
    const top = [room(1, 0), room(2, 0), room(4, 0)];
    let s = table({ seats: 3, top, guests: ['mugla', '-', '-'], config: { choiceSeconds: 20 } });
    s = play(s, [[0, knock(3)], [1, knock(3)], [2, knock(1)]], 4000).state;
    expect(s.phase).toBe('mugla');
    expect(hotel.deadline(s)).toBe(24_000);
    const t = hotel.tick(s, 24_000)!;
    expect(t.events[0]).toEqual({ kind: 'stand-in', seats: [0], phase: 'mugla' });
    expect(t.state.uses[0]).toBe(1);
    expect(roomStars(t.state.under[2]!.at(-1)!)).toBeGreaterThan(-3);
  });
});

describe('bad input', () => {
  it('a refused move changes nothing and says why, in every language', () => {
    const s = table({ seats: 3 });
    const before = JSON.stringify(s);
    refused(s, 0, knock(7), 'no-such-door');
    refused(s, 5, knock(1), 'no-such-seat');
    refused(s, 0, { kind: 'molets', doors: [1, 2] }, 'not-your-guest');
    refused(s, 0, { kind: 'pick', door: 1 }, 'not-your-decision');
    expect(JSON.stringify(s)).toBe(before);
    const again = play(s, [[0, knock(1)]]).state;
    refused(again, 0, knock(2), 'already-chosen');
  });

  it('malformed moves are refused by parseMove', () => {
    for (
      const raw of [null, 'knock', { kind: 'knock' }, { kind: 'knock', door: '1' }, { kind: 'molets', doors: [1] }, {
        kind: 'lulu',
        x: 1,
      }]
    ) {
      expect(hotel.parseMove(raw).ok).toBe(false);
    }
    expect(hotel.parseMove({ kind: 'knock', door: 2 })).toEqual({ ok: true, value: { kind: 'knock', door: 2 } });
  });
});

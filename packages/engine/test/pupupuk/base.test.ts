/** The base game of seed 000: every answer of the FAQ's general part and of the eight cards, on stacked positions. */
import { describe, expect, it } from 'vitest';
import { handSum } from '../../src/games/pupupuk/cards.ts';
import { arrange, game, kinds, mv, refused, rowCards, stage, table, wait } from './helpers.ts';

describe('general questions', () => {
  it('taking a card puts it in the hand; discarding puts it face up on the discard, empty at the round start', () => {
    let s = arrange(table(), { hands: { 0: ['3a', '1a'] }, top: ['6a'] });
    expect(s.discard).toEqual([]);
    s = mv(s, 0, { kind: 'lay', card: '3a' }).state;
    expect(s.hands[0]).toContain('6a');
    const done = mv(s, 0, { kind: 'discard', card: '1a' });
    expect(done.state.discard).toEqual(['1a']);
    expect(game.view(done.state, 2).discard).toEqual(['1a']);
  });

  it('several cards discarded at once go in the order the player chooses (the 7)', () => {
    let s = arrange(table(), { hands: { 0: ['7a', '1a'] }, row: ['2a', '3a'] });
    s = mv(s, 0, { kind: 'lay', card: '7a' }).state;
    const three = s.row.find((r) => r.card === '3a')!.id;
    s = mv(s, 0, { kind: 'purge', slot: three }).state;
    expect(s.discard).toEqual(['3a', '2a']);
  });

  it('a laid card stays in the row after the turn; deck and discard are not the row', () => {
    let s = arrange(table(), { hands: { 0: ['1a', '2a'] }, discard: ['5a'] });
    s = mv(s, 0, { kind: 'lay', card: '2a' }).state;
    expect(rowCards(s)).toEqual(['2a']);
    expect(s.turn).toBe(1);
    expect(game.view(s, 0).sum).toBe(2);
  });

  it('reaching 21 on laying does not end the round: the effect is carried out, then the sum is checked', () => {
    let t = arrange(table(), { hands: { 0: ['7b', '1a'] }, row: ['5a', '5b', '4a'] });
    t = mv(t, 0, { kind: 'lay', card: '7b' }).state; // 21 on laying
    expect(t.phase.kind).toBe('purge');
    const five = t.row.find((r) => r.card === '5a')!.id;
    const after = mv(t, 0, { kind: 'purge', slot: five });
    expect(kinds(after.events)).not.toContain('pupupuk');
    expect(rowCards(after.state)).toEqual(['5b', '7b']);
  });

  it('an empty hand is checked at the end of the turn: under 21 the player with the empty hand wins the round', () => {
    let s = arrange(table(), { hands: { 0: ['3a'] }, top: ['2a'] });
    s = mv(s, 0, { kind: 'lay', card: '3a' }).state; // draws the 2, must discard one
    const r = mv(s, 0, { kind: 'discard', card: '2a' });
    expect(kinds(r.events)).toContain('round-won');
    expect(r.state.lastRound).toMatchObject({ winners: [0], reason: 'empty-hand' });
  });

  it('several empty hands at the end of a turn: all of them win', () => {
    let s = arrange(table(), { hands: { 0: ['5a', '1a'], 2: [] } });
    s = mv(s, 0, { kind: 'lay', card: '5a' }).state;
    s = mv(s, 0, { kind: 'offer', target: 1 }).state;
    const r = mv(s, 1, { kind: 'draw-blind', position: 0 }); // seat 0's last card
    expect(r.state.lastRound).toMatchObject({ reason: 'empty-hand', winners: [0, 2], loser: null });
  });

  it('at 21 or more the mover loses even with an empty hand; among the others an empty hand counts 0 and shares', () => {
    const s = arrange(table(), { hands: { 0: ['6a'], 1: ['0a', '0b'], 2: [], 3: ['1a'] }, row: ['7a', '7b', '1b'] });
    const r = mv(s, 0, { kind: 'lay', card: '6a' });
    expect(r.state.phase.kind).toBe('name');
    const done = mv(r.state, 0, { kind: 'name', number: 5 });
    expect(kinds(done.events)).toContain('pupupuk');
    expect(done.state.lastRound).toMatchObject({ loser: 0, winners: [1, 2], reason: 'pupupuk' });
  });

  it('the lowest hand among the others wins, ties share: Kostya loses, Oleg 6, Ksyusha 11, Varya 6 → Oleg and Varya', () => {
    let t = arrange(table(), {
      hands: { 0: ['6a', '1a'], 1: ['6b', '0a'], 2: ['5b', '6c'], 3: ['3a', '3b'] },
      row: ['7a', '7b', '1b'],
    });
    t = mv(t, 0, { kind: 'lay', card: '6a' }).state;
    const r = mv(t, 0, { kind: 'name', number: 5 });
    expect(r.state.lastRound).toMatchObject({ loser: 0, winners: [1, 3] });
  });

  it('players reaching their second round win together draw the game', () => {
    const t = stage(arrange(table({}, 3), { hands: { 0: ['3a'], 1: [] }, top: ['2a'] }));
    t.wins = [1, 1, 0];
    t.hands[1] = [];
    let u = mv(t, 0, { kind: 'lay', card: '3a' }).state;
    const end = mv(u, 0, { kind: 'discard', card: '2a' });
    expect(end.state.lastRound?.winners).toEqual([0, 1]);
    expect(end.state.champions).toEqual([0, 1]);
    expect(game.outcome(end.state)?.places).toEqual([1, 1, 3]);
    u = end.state;
    expect(game.actors(u)).toEqual([]);
  });

  it('the next round is started by the player whose turn ended the round, after ПУ-ПУ-ПУК', () => {
    const s = stage(arrange(table(), { hands: { 2: ['6a', '1a'] }, row: ['7a', '7b', '1b'] }));
    s.turn = 2; // the position: seat 2 is to lay
    const r = mv(mv(s, 2, { kind: 'lay', card: '6a' }).state, 2, { kind: 'name', number: 0 });
    expect(r.state.lastRound).toMatchObject({ loser: 2 });
    const next = wait(r.state, 10_000).state;
    expect(next.turn).toBe(2);
    expect(next.round).toBe(2);
  });

  it('the next round is started by the player whose turn it was, even when another player emptied a hand', () => {
    let s = arrange(table(), { hands: { 0: ['5a', '1a', '2a'], 2: [] } });
    s = mv(s, 0, { kind: 'lay', card: '5a' }).state;
    s = mv(s, 0, { kind: 'offer', target: 1 }).state;
    const r = mv(s, 1, { kind: 'draw-blind', position: 0 });
    expect(r.state.lastRound?.winners).toEqual([2]);
    expect(wait(r.state, 10_000).state.turn).toBe(0);
  });

  it('before a new round every card is collected, shuffled and dealt again (5 each)', () => {
    const s = arrange(table(), { hands: { 0: ['3a'] }, top: ['2a'] });
    const t = mv(mv(s, 0, { kind: 'lay', card: '3a' }).state, 0, { kind: 'discard', card: '2a' }).state;
    const next = wait(t, 10_000).state;
    expect(next.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(next.row).toEqual([]);
    expect(next.discard).toEqual([]);
    expect(next.deck.length).toBe(28);
  });

  it('an empty deck: the discard is shuffled into a new deck, then the card is drawn', () => {
    let s = arrange(table(), { hands: { 0: ['3a', '1a'] }, emptyDeck: true, discard: ['6a', '6b'] });
    const before = s.discard.length;
    const r = mv(s, 0, { kind: 'lay', card: '3a' });
    expect(kinds(r.events)).toContain('reshuffled');
    expect(r.state.discard).toEqual([]);
    expect(r.state.deck.length + 1).toBe(before);
    s = r.state;
    expect(s.hands[0]!.length).toBe(2);
  });
});

describe('0 «Кто пукнул?» and «Я не пукал!»', () => {
  it('a wrong or missing phrase returns the card to the hand without effect; it is laid again with the right one', () => {
    let s = arrange(table(), { hands: { 0: ['0a', '1a'] } });
    let r = mv(s, 0, { kind: 'lay', card: '0a', phrase: 'not' });
    expect(kinds(r.events)).toEqual(['wrong-phrase']);
    expect(r.state.hands[0]).toContain('0a');
    r = mv(r.state, 0, { kind: 'lay', card: '0a' });
    expect(kinds(r.events)).toEqual(['wrong-phrase']);
    s = mv(r.state, 0, { kind: 'lay', card: '0a', phrase: 'who' }).state;
    expect(s.phase).toMatchObject({ kind: 'gesture', phrase: 'who', required: [1, 2, 3] });
  });

  it('the last to make the gesture takes a penalty card', () => {
    let s = arrange(table(), { hands: { 0: ['0d', '1a'] } });
    s = mv(s, 0, { kind: 'lay', card: '0d', phrase: 'not' }, 1000).state;
    s = mv(s, 2, { kind: 'gesture', gesture: 'butt' }, 1500).state;
    s = mv(s, 1, { kind: 'gesture', gesture: 'butt' }, 1900).state;
    const r = mv(s, 3, { kind: 'gesture', gesture: 'butt' }, 2600);
    const t = wait(r.state, 2600);
    expect(t.events.find((e) => e.kind === 'penalty')).toMatchObject({ seats: [3] });
    expect(t.state.hands[3]!.length).toBe(6);
    expect(t.state.turn).toBe(1);
  });

  it('presses too close to tell who was last: each disputed candidate takes a penalty card', () => {
    let s = arrange(table(), { hands: { 0: ['0a', '1a'] } });
    s = mv(s, 0, { kind: 'lay', card: '0a', phrase: 'who' }, 0).state;
    s = mv(s, 1, { kind: 'gesture', gesture: 'nose' }, 500).state;
    s = mv(s, 2, { kind: 'gesture', gesture: 'nose' }, 1400).state;
    s = mv(s, 3, { kind: 'gesture', gesture: 'nose' }, 1500).state; // 100 ms after seat 2: within 150 ms
    const t = wait(s, 1500);
    expect(t.events.find((e) => e.kind === 'penalty')).toMatchObject({ seats: [2, 3] });
  });

  it('everyone who did not make the gesture within five seconds takes a card (a wrong gesture is no gesture)', () => {
    let s = arrange(table(), { hands: { 0: ['0a', '1a'] } });
    s = mv(s, 0, { kind: 'lay', card: '0a', phrase: 'who' }, 0).state;
    s = mv(s, 1, { kind: 'gesture', gesture: 'nose' }, 800).state;
    s = mv(s, 2, { kind: 'gesture', gesture: 'butt' }, 900).state;
    expect(wait(s, 4999).events).toEqual([]);
    const t = wait(s, 5000);
    expect(t.events.find((e) => e.kind === 'penalty')).toMatchObject({ seats: [1, 2, 3] });
  });
});

describe('1 «Первая скорость»', () => {
  it('everyone draws blind from the right neighbour at once; the card just received is not passed on', () => {
    let s = arrange(table(), { hands: { 0: ['1a', '2a'], 1: ['3a'], 2: ['4a'], 3: ['5a'] } });
    s = mv(s, 0, { kind: 'lay', card: '1a' }).state;
    expect(s.phase).toMatchObject({ kind: 'blind-draws', from: [3, 0, 1, 2] });
    for (const seat of [0, 1, 2]) s = mv(s, seat, { kind: 'draw-blind', position: 0 }).state;
    const r = mv(s, 3, { kind: 'draw-blind', position: 0 });
    expect(r.state.hands).toEqual([['5a'], ['2a'], ['3a'], ['4a']]);
  });

  it('a blind position reveals nothing: the view shows only how many cards the neighbour holds', () => {
    let s = arrange(table(), { hands: { 0: ['1a', '2a'] } });
    s = mv(s, 0, { kind: 'lay', card: '1a' }).state;
    expect(game.view(s, 1).phase).toEqual({ kind: 'blind-draws', from: [3, 0, 1, 2], picked: [false, false, false, false] });
    expect(game.legalMoves(s, 1)).toEqual([{ kind: 'draw-blind', position: 0 }]);
  });

  it('the 1 as the last card: the left neighbour gets nothing from him, he still draws from the right', () => {
    let s = arrange(table(), { hands: { 0: ['1a'], 3: ['5a', '6a'] } });
    s = mv(s, 0, { kind: 'lay', card: '1a' }).state;
    expect(s.phase).toMatchObject({ kind: 'blind-draws', from: [3, null, 1, 2] });
    for (const seat of [0, 2]) s = mv(s, seat, { kind: 'draw-blind', position: 0 }).state;
    const r = mv(s, 3, { kind: 'draw-blind', position: 0 });
    expect(r.state.hands[0]!.length).toBe(1);
    expect(r.state.lastRound).toBeNull();
  });

  it('at 21 or more the exchange is finished first, then the sum is checked', () => {
    let s = arrange(table(), { hands: { 0: ['1a', '2a'] }, row: ['7a', '7b', '6a'] });
    s = mv(s, 0, { kind: 'lay', card: '1a' }).state;
    expect(s.phase.kind).toBe('blind-draws');
    for (const seat of [0, 1, 2]) s = mv(s, seat, { kind: 'draw-blind', position: 0 }).state;
    const r = mv(s, 3, { kind: 'draw-blind', position: 0 });
    expect(kinds(r.events).indexOf('drew')).toBeLessThan(kinds(r.events).indexOf('pupupuk'));
    expect(r.state.lastRound?.loser).toBe(0);
  });
});

describe('2 «Подушка-пердушка»', () => {
  it("the deck's top card goes face down; the next player lays and applies first, then it is turned up before the sum check, its effect not applied", () => {
    let s = arrange(table(), { hands: { 0: ['2a', '1a'], 1: ['3a', '1b'] }, top: ['6a', '0a'], row: ['7a', '7b'] });
    s = mv(s, 0, { kind: 'lay', card: '2a' }).state;
    expect(game.view(s, 1).row.at(-1)).toEqual({ slot: s.row.at(-1)!.id, faceDown: true });
    expect(game.view(s, 1).sum).toBe(16);
    s = mv(s, 1, { kind: 'lay', card: '3a' }).state; // draws the 0a
    const r = mv(s, 1, { kind: 'discard', card: '0a' });
    const ev = kinds(r.events);
    expect(ev.indexOf('revealed')).toBeLessThan(ev.indexOf('pupupuk'));
    expect(r.state.lastRound).toMatchObject({ loser: 1 }); // 7+7+2+3+6 = 25
  });

  it("two 2s in a row: the first 2's card is turned up at the end of the second player's turn, the second's a turn later", () => {
    let s = arrange(table(), { hands: { 0: ['2a', '1a'], 1: ['2b', '1b'], 2: ['1c', '1d'] }, top: ['3a', '4a'] });
    s = mv(s, 0, { kind: 'lay', card: '2a' }).state;
    s = mv(s, 1, { kind: 'lay', card: '2b' }).state;
    expect(s.row.map((r) => [r.card, r.faceDown])).toEqual([['2a', false], ['3a', false], ['2b', false], ['4a', true]]);
    s = mv(s, 2, { kind: 'lay', card: '1c' }).state;
    for (const seat of [0, 1, 2, 3]) s = mv(s, seat, { kind: 'draw-blind', position: 0 }).state;
    expect(s.row.every((r) => !r.faceDown)).toBe(true);
  });

  it('a 4 may take the face-down card before it is turned up, even when it turns out to be a 4', () => {
    let s = arrange(table(), { hands: { 0: ['2a', '1a'], 1: ['4b', '1b'] }, top: ['4a'] });
    s = mv(s, 0, { kind: 'lay', card: '2a' }).state;
    s = mv(s, 1, { kind: 'lay', card: '4b' }).state;
    const down = s.row.find((r) => r.faceDown)!.id;
    expect(game.legalMoves(s, 1)).toContainEqual({ kind: 'take', slot: down });
    const r = mv(s, 1, { kind: 'take', slot: down });
    expect(r.state.hands[1]).toContain('4a');
    expect(game.eventView(r.events.find((e) => e.kind === 'taken')!, 2)).toMatchObject({ card: null });
  });
});

describe('3 «Неловкая пауза»', () => {
  it('draw from the deck first, then discard one card: the one just drawn or any other', () => {
    let s = arrange(table(), { hands: { 0: ['3a', '1a'] }, top: ['7a'] });
    s = mv(s, 0, { kind: 'lay', card: '3a' }).state;
    expect(game.legalMoves(s, 0)).toEqual([{ kind: 'discard', card: '1a' }, { kind: 'discard', card: '7a' }]);
    expect(mv(s, 0, { kind: 'discard', card: '7a' }).state.discard).toEqual(['7a']);
  });
});

describe('4 «Фух, пронесло»', () => {
  it('neither the 4 just laid nor another open 4 may be taken', () => {
    let s = arrange(table(), { hands: { 0: ['4a', '1a'] }, row: ['4b', '3a'] });
    s = mv(s, 0, { kind: 'lay', card: '4a' }).state;
    const slot = (c: string) => s.row.find((r) => r.card === c)!.id;
    expect(game.legalMoves(s, 0)).toEqual([{ kind: 'take', slot: slot('3a') }]);
    refused(s, 0, { kind: 'take', slot: slot('4a') }, 'cannot-take-four');
    refused(s, 0, { kind: 'take', slot: slot('4b') }, 'cannot-take-four');
  });
});

describe('5 «На, нюхни»', () => {
  it('another player is chosen, never yourself, and draws blind from your hand', () => {
    let s = arrange(table(), { hands: { 0: ['5a', '6a'] } });
    s = mv(s, 0, { kind: 'lay', card: '5a' }).state;
    refused(s, 0, { kind: 'offer', target: 0 }, 'not-another-player');
    s = mv(s, 0, { kind: 'offer', target: 2 }).state;
    const r = mv(s, 2, { kind: 'draw-blind', position: 0 });
    expect(r.state.hands[2]).toContain('6a');
  });

  it('at 21 or more the chosen player gets the card first; it counts in the hands compared', () => {
    let s = arrange(table(), { hands: { 0: ['5a', '7c'], 1: ['0a'], 2: ['0b'], 3: ['1a'] }, row: ['7a', '7b', '2a'] });
    s = mv(s, 0, { kind: 'lay', card: '5a' }).state;
    s = mv(s, 0, { kind: 'offer', target: 1 }).state;
    const r = mv(s, 1, { kind: 'draw-blind', position: 0 });
    expect(kinds(r.events).indexOf('drew')).toBeLessThan(kinds(r.events).indexOf('pupupuk'));
    expect(r.state.lastRound).toMatchObject({ loser: 0, winners: [2] });
  });
});

describe('6 «Одним выстрелом»', () => {
  it('a number 0–5 is named and every card of it leaves the row; 6s and 7s never, the 6 just laid included', () => {
    let s = arrange(table(), { hands: { 0: ['6a', '1a'] }, row: ['3a', '3b', '7a', '6b', '2a'] });
    s = mv(s, 0, { kind: 'lay', card: '6a' }).state;
    expect(game.legalMoves(s, 0).map((m) => (m.kind === 'name' ? m.number : -1))).toEqual([0, 1, 2, 3, 4, 5]);
    refused(s, 0, { kind: 'name', number: 6 }, 'bad-number');
    const r = mv(s, 0, { kind: 'name', number: 3 });
    expect(rowCards(r.state)).toEqual(['7a', '6b', '2a', '6a']);
    expect(r.state.discard).toEqual(['3a', '3b']);
  });

  it('a number that is not in the row may be named: nothing is discarded', () => {
    let s = arrange(table(), { hands: { 0: ['6a', '1a'] }, row: ['3a'] });
    s = mv(s, 0, { kind: 'lay', card: '6a' }).state;
    expect(rowCards(mv(s, 0, { kind: 'name', number: 0 }).state)).toEqual(['3a', '6a']);
  });
});

describe('7 «Великий выброс»', () => {
  it('the FAQ example: 0,0,0,1,2,3,4,5,5,6,7 and another 7 leave two 0s, one 5 and both 7s', () => {
    let s = arrange(table(), {
      hands: { 0: ['7b', '1b'] },
      row: ['0a', '0b', '0c', '1a', '2a', '3a', '4a', '5a', '5b', '6a', '7a'],
    });
    s = mv(s, 0, { kind: 'lay', card: '7b' }).state;
    // The player chooses which 0 and which 5 go.
    const slot = (c: string) => s.row.find((r) => r.card === c)!.id;
    for (const c of ['0b', '1a', '2a', '3a', '4a']) s = mv(s, 0, { kind: 'purge', slot: slot(c) }).state;
    expect(s.phase.kind).toBe('purge');
    s = mv(s, 0, { kind: 'purge', slot: slot('5b') }).state; // the 6 is the only card left to choose: it goes by itself
    expect(rowCards(s).sort()).toEqual(['0a', '0c', '5a', '7a', '7b']);
    expect(s.discard).toEqual(['0b', '1a', '2a', '3a', '4a', '5b', '6a']);
    expect(handSum(s.hands[0]!)).toBe(1);
  });

  it('one card of each number only: a second card of a number already discarded is refused', () => {
    let s = arrange(table(), { hands: { 0: ['7b', '1b'] }, row: ['5a', '5b', '3a'] });
    s = mv(s, 0, { kind: 'lay', card: '7b' }).state;
    const slot = (c: string) => s.row.find((r) => r.card === c)!.id;
    s = mv(s, 0, { kind: 'purge', slot: slot('5a') }).state; // the 3 then goes by itself
    expect(rowCards(s)).toEqual(['5b', '7b']);
  });
});

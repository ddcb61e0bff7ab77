/** The places of seed 000: every sentence of the FAQ for each place is a named test on a stacked position. */
import { describe, expect, it } from 'vitest';
import { pupupuk } from '../../src/games/pupupuk/index.ts';
import type { State } from '../../src/games/pupupuk/state.ts';
import { arrange, game, kinds, mv, refused, rowCards, table, wait } from './helpers.ts';

const say = (s: State, seat: number, at = 0) => pupupuk.chat!(s, seat, 'привет', at);

describe('Library', () => {
  const lib = { placeLibrary: true };
  it('talking (a chat line) costs a penalty card, without anyone burning it', () => {
    const s = table(lib);
    expect(game.view(s, 0).silence).toBe(true);
    const r = say(s, 2)!;
    expect(r.events.find((e) => e.kind === 'penalty')).toMatchObject({ seats: [2], why: 'library' });
    expect(r.state.hands[2]!.length).toBe(6);
  });

  it('the rule holds until the end of the round: a line in a later turn is fined too', () => {
    let s = arrange(table(lib), { hands: { 0: ['1a', '2a'], 1: ['3b', '2b'] } });
    s = mv(s, 0, { kind: 'lay', card: '2a' }).state;
    s = mv(s, 1, { kind: 'lay', card: '2b' }).state;
    expect(say(s, 3)).not.toBeNull();
  });

  it('a zero may be laid, but its required shout breaks the silence: a penalty card', () => {
    const s = arrange(table(lib), { hands: { 0: ['0a', '1a'] } });
    const r = mv(s, 0, { kind: 'lay', card: '0a', phrase: 'who' });
    expect(r.events.find((e) => e.kind === 'penalty')).toMatchObject({ seats: [0], why: 'library' });
    expect(r.state.phase.kind).toBe('gesture');
  });

  it('no whispering instead: a zero laid silently is a missing phrase and goes back to the hand', () => {
    const s = arrange(table(lib), { hands: { 0: ['0a', '1a'] } });
    expect(kinds(mv(s, 0, { kind: 'lay', card: '0a' }).events)).toEqual(['wrong-phrase']);
  });

  it('at most one Library penalty card per player per turn, however much they talk', () => {
    const s = arrange(table(lib), { hands: { 0: ['0a', '1a'] } });
    const r = mv(s, 0, { kind: 'lay', card: '0a', phrase: 'who' });
    expect(say(r.state, 0)).toBeNull();
    const once = say(table(lib), 1)!;
    expect(say(once.state, 1)).toBeNull();
  });
});

describe('School Break', () => {
  const sb = { placeSchoolBreak: true };
  it('the 6 and the 7 have no effect: they discard nothing from the row', () => {
    let s = arrange(table(sb), { hands: { 0: ['6a', '1a'], 1: ['7a', '1b'] }, row: ['3a'] });
    s = mv(s, 0, { kind: 'lay', card: '6a' }).state;
    expect(rowCards(s)).toEqual(['3a', '6a']);
    expect(s.turn).toBe(1);
  });

  it('a 6 + 7 pair in the row: everyone shouts «Сикс севен», the last to shout takes both cards', () => {
    let s = arrange(table(sb), { hands: { 0: ['7a', '1a'] }, row: ['6a'] });
    s = mv(s, 0, { kind: 'lay', card: '7a' }, 0).state;
    expect(s.phase.kind).toBe('six-seven');
    for (const [seat, at] of [[1, 300], [0, 500], [3, 700], [2, 1200]] as const) s = mv(s, seat, { kind: 'shout' }, at).state;
    const r = wait(s, 1200);
    expect(r.events.find((e) => e.kind === 'pair-taken')).toMatchObject({ seat: 2 });
    expect(r.state.hands[2]).toEqual(expect.arrayContaining(['6a', '7a']));
    expect(rowCards(r.state)).toEqual([]);
  });

  it('a pair that also brings the sum to 21: the place rule first, the sum drops by 13, then the check', () => {
    let s = arrange(table(sb), { hands: { 0: ['7a', '1a'] }, row: ['6a', '5a', '3a'] });
    s = mv(s, 0, { kind: 'lay', card: '7a' }, 0).state; // 21
    for (const [seat, at] of [[1, 300], [0, 500], [3, 700], [2, 1200]] as const) s = mv(s, seat, { kind: 'shout' }, at).state;
    const r = wait(s, 1200);
    expect(kinds(r.events)).not.toContain('pupupuk');
    expect(game.view(r.state, 0).sum).toBe(8);
  });

  it('when the last shouters cannot be told apart, the player who laid the last card decides', () => {
    let s = arrange(table(sb), { hands: { 0: ['7a', '1a'] }, row: ['6a'] });
    s = mv(s, 0, { kind: 'lay', card: '7a' }, 0).state;
    for (const [seat, at] of [[1, 300], [0, 500], [3, 1150], [2, 1200]] as const) s = mv(s, seat, { kind: 'shout' }, at).state;
    s = wait(s, 1200).state;
    expect(s.phase).toMatchObject({ kind: 'choose-taker', candidates: [2, 3], chooser: 0 });
    refused(s, 0, { kind: 'choose-taker', seat: 1 }, 'not-a-candidate');
    refused(s, 2, { kind: 'choose-taker', seat: 2 }, 'not-your-turn');
    const r = mv(s, 0, { kind: 'choose-taker', seat: 3 });
    expect(r.state.hands[3]).toEqual(expect.arrayContaining(['6a', '7a']));
  });

  it('who does not shout at all is the last', () => {
    let s = arrange(table(sb), { hands: { 0: ['7a', '1a'] }, row: ['6a'] });
    s = mv(s, 0, { kind: 'lay', card: '7a' }, 0).state;
    for (const [seat, at] of [[1, 300], [0, 500], [3, 700]] as const) s = mv(s, seat, { kind: 'shout' }, at).state;
    const r = wait(s, 5000);
    expect(r.events.find((e) => e.kind === 'pair-taken')).toMatchObject({ seat: 2 });
  });
});

describe('Relay', () => {
  const relay = { placeRelay: true, relayMinMs: 60000, relayMaxMs: 60000 };
  it('the timer starts as the place is read; nobody sees when it rings: not in any view, event or deadline', () => {
    const s = table(relay);
    expect(s.relay!.ringsAt).toBe(60000.5);
    const secret = game.secrets(s).find((x) => x.id === 'relay-rings')!;
    expect(secret).toMatchObject({ visibleTo: 'none', token: 60000.5 });
    for (const v of [0, 1, 'spectator'] as const) {
      // The range is the table's setting, public like every setting; nothing else in the view tells the time.
      const { config, ...rest } = game.view(s, v);
      expect(config).toEqual(s.config);
      expect(JSON.stringify(rest)).not.toContain('60000');
      expect(JSON.stringify(game.view(s, v))).not.toContain('60000.5');
    }
    expect(game.view(s, 0).relayRunning).toBe(true);
    expect(game.deadline(s)).toBe(1000);
  });

  it('the turn is over only with «ХОД!», after the card, its effect and the sum check; the next player waits', () => {
    let s = arrange(table(relay), { hands: { 0: ['2a', '1a'] } });
    s = mv(s, 0, { kind: 'lay', card: '2a' }, 1000).state;
    expect(s.phase.kind).toBe('go');
    expect(game.legalMoves(s, 1)).toEqual([]);
    refused(s, 1, { kind: 'lay', card: s.hands[1]![0]! }, 'not-now', 1100);
    s = mv(s, 0, { kind: 'go' }, 1200).state;
    expect(s.turn).toBe(1);
  });

  it('the extra discard comes only with «ХОД!», never before it', () => {
    let s = arrange(table(relay), { hands: { 0: ['2a', '1a', '3a'] } });
    s = mv(s, 0, { kind: 'lay', card: '2a' }, 1000).state;
    const r = mv(s, 0, { kind: 'go', discard: '3a' }, 1200);
    expect(r.state.discard).toEqual(['3a']);
    expect(kinds(r.events)).toEqual(['go', 'discarded']);
    const off = arrange(table({ ...relay, relayExtraDiscard: false }), { hands: { 0: ['2a', '1a', '3a'] } });
    const t = mv(off, 0, { kind: 'lay', card: '2a' }, 1000).state;
    expect(game.legalMoves(t, 0)).toEqual([{ kind: 'go' }]);
  });

  it('a ring during an effect: the effect is finished, then the winner is determined; the turn cannot be passed', () => {
    let s = arrange(table(relay), { hands: { 0: ['5a', '1a'], 1: ['0a'], 2: ['7a', '7b'], 3: ['3a', '2b'] } });
    s = mv(s, 0, { kind: 'lay', card: '5a' }, 59000).state;
    s = mv(s, 0, { kind: 'offer', target: 1 }, 59500).state;
    const rang = wait(s, 61000);
    expect(kinds(rang.events)).toEqual(['relay-rang']);
    expect(rang.state.phase.kind).toBe('give');
    const r = mv(rang.state, 1, { kind: 'draw-blind', position: 0 }, 61000);
    expect(r.state.lastRound).toMatchObject({ reason: 'relay', loser: 0, winners: [1] });
  });

  it('a ring before «ХОД!» is said: the player whose turn it is loses at once', () => {
    let s = arrange(table(relay), { hands: { 0: ['2a', '1a'], 1: ['0a'], 2: ['7a', '7b'], 3: ['3a', '2b'] } });
    s = mv(s, 0, { kind: 'lay', card: '2a' }, 59000).state;
    const r = wait(s, 61000);
    expect(r.state.lastRound).toMatchObject({ reason: 'relay', loser: 0, winners: [1] });
    expect(r.events.find((e) => e.kind === 'relay-rang')).toEqual({ kind: 'relay-rang', at: 61000 });
  });
});

describe('Bank', () => {
  const bank = { placeBank: true };
  it('after ПУ-ПУ-ПУК the highest hand wins; its author loses even with the highest; ties share', () => {
    const s = arrange(table(bank), {
      hands: { 0: ['6a', '7c', '7d'], 1: ['5a', '5b'], 2: ['4a', '6b'], 3: ['1a'] },
      row: ['7a', '7b', '1b'],
    });
    const r = mv(mv(s, 0, { kind: 'lay', card: '6a' }).state, 0, { kind: 'name', number: 0 });
    expect(r.state.lastRound).toMatchObject({ loser: 0, winners: [1, 2] });
  });

  it('an empty hand under 21 wins as usual: the Bank does not apply', () => {
    const s = arrange(table(bank), { hands: { 0: ['3a'] }, top: ['2a'] });
    const r = mv(mv(s, 0, { kind: 'lay', card: '3a' }).state, 0, { kind: 'discard', card: '2a' });
    expect(r.state.lastRound).toMatchObject({ winners: [0], reason: 'empty-hand' });
  });

  it('the Bank and the Supermarket are never drawn with two players', () => {
    for (const place of ['placeBank', 'placeSupermarket']) {
      expect(table({ [place]: true }, 2).place).toBeNull();
      expect(table({ [place]: true }, 3).place).not.toBeNull();
    }
  });
});

describe('Supermarket', () => {
  const sm = { placeSupermarket: true };
  it('after ПУ-ПУ-ПУК pairs of equal numbers count 0 and an odd count leaves one card counted', () => {
    const s = arrange(table(sm), {
      hands: { 0: ['6a', '1a'], 1: ['5a', '5b', '5c'], 2: ['4a', '4b', '3a', '3b'], 3: ['1b', '2a'] },
      row: ['7a', '7b', '1c'],
    });
    const r = mv(mv(s, 0, { kind: 'lay', card: '6a' }).state, 0, { kind: 'name', number: 0 });
    // seat 1: 5, seat 2: 0, seat 3: 3
    expect(r.state.lastRound).toMatchObject({ loser: 0, winners: [2] });
  });

  it('pairs are not discarded: a hand of pairs only is not an empty hand', () => {
    const s = arrange(table(sm), { hands: { 0: ['2c', '1a'], 1: ['5a', '5b'] } });
    const r = mv(s, 0, { kind: 'lay', card: '2c' });
    expect(r.state.lastRound).toBeNull();
  });
});

describe('Board-Game Club', () => {
  it('three open cards from the deck go into the row before the first turn, their effects not applied', () => {
    const s = arrange(table(), { top: ['7a', '6a', '1a'] });
    const parsed = pupupuk.parseConfig({ placeBoardGameClub: true }, 4);
    if (!parsed.ok) throw new Error();
    const order = [...s.hands.flat(), ...[...s.deck].reverse()];
    const t = pupupuk.setup(parsed.value, 4, { seed: 1, deck: order });
    if (!t.ok) throw new Error();
    expect(rowCards(t.value)).toEqual(['7a', '6a', '1a']);
    expect(t.value.phase.kind).toBe('lay');
    expect(t.value.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
  });

  it('they are ordinary row cards: effects act on them', () => {
    const parsed = pupupuk.parseConfig({ placeBoardGameClub: true }, 4);
    if (!parsed.ok) throw new Error();
    const s0 = arrange(table(), { hands: { 0: ['6b', '1b', '2b', '3b', '4b'] }, top: ['3a', '5a', '3c'] });
    const order = [...s0.hands.flat(), ...[...s0.deck].reverse()];
    const t = pupupuk.setup(parsed.value, 4, { seed: 1, deck: order });
    if (!t.ok) throw new Error();
    const r = mv(mv(t.value, 0, { kind: 'lay', card: '6b' }).state, 0, { kind: 'name', number: 3 });
    expect(rowCards(r.state)).toEqual(['5a', '6b']);
  });

  it("three 7s: straight to the winner; the ПУ-ПУ-ПУК is nobody's, so every hand is compared", () => {
    const parsed = pupupuk.parseConfig({ placeBoardGameClub: true }, 4);
    if (!parsed.ok) throw new Error();
    const s0 = arrange(table(), { hands: { 2: ['0a', '0b', '0c', '1a', '1b'] }, top: ['7a', '7b', '7c'] });
    const order = [...s0.hands.flat(), ...[...s0.deck].reverse()];
    const t = pupupuk.setup(parsed.value, 4, { seed: 1, deck: order });
    if (!t.ok) throw new Error();
    expect(t.value.lastRound).toMatchObject({ loser: null, winners: [2], reason: 'pupupuk' });
  });
});

describe('Toilet Queue', () => {
  const tq = { placeToiletQueue: true };
  it("the top card of the discard counts in the row's sum (it stays in the discard)", () => {
    let s = arrange(table(tq), { hands: { 0: ['3a', '1a'] }, top: ['5a'] });
    s = mv(s, 0, { kind: 'lay', card: '3a' }).state;
    s = mv(s, 0, { kind: 'discard', card: '5a' }).state;
    expect(game.view(s, 1).sum).toBe(8);
    expect(s.discard).toEqual(['5a']);
  });

  it('a 7 discarding several cards: the chosen order decides the top card', () => {
    let s = arrange(table(tq), { hands: { 0: ['7a', '1a'] }, row: ['2a', '6a'] });
    s = mv(s, 0, { kind: 'lay', card: '7a' }).state;
    s = mv(s, 0, { kind: 'purge', slot: s.row.find((r) => r.card === '2a')!.id }).state;
    expect(s.discard).toEqual(['2a', '6a']);
    expect(game.view(s, 1).sum).toBe(13);
  });

  it('a 4 may take the top card of the discard unless it is an open 4', () => {
    const s = arrange(table(tq), { hands: { 0: ['4b', '1a'] }, discard: ['5a'] });
    const t = mv(s, 0, { kind: 'lay', card: '4b' }).state;
    expect(game.legalMoves(t, 0)).toContainEqual({ kind: 'take', slot: -1 });
    expect(mv(t, 0, { kind: 'take', slot: -1 }).state.hands[0]).toContain('5a');
    const four =
      mv(arrange(table(tq), { hands: { 0: ['4b', '1a'] }, row: ['3a'], discard: ['4a'] }), 0, { kind: 'lay', card: '4b' }).state;
    expect(game.legalMoves(four, 0)).not.toContainEqual({ kind: 'take', slot: -1 });
  });
});

describe('Crowded Minibus', () => {
  const cm = { placeCrowdedMinibus: true };
  it("cards a 3, 6 or 7 would discard go into the other players' hands as evenly as possible, never to yourself", () => {
    let s = arrange(table(cm), { hands: { 0: ['7a', '1a'] }, row: ['2a', '3a', '4a', '5a'] });
    s = mv(s, 0, { kind: 'lay', card: '7a' }).state;
    for (const c of ['2a', '3a', '4a']) s = mv(s, 0, { kind: 'purge', slot: s.row.find((r) => r.card === c)!.id }).state;
    expect(s.phase).toMatchObject({ kind: 'distribute' });
    refused(s, 0, { kind: 'give', card: '2a', to: 0 }, 'not-to-yourself');
    s = mv(s, 0, { kind: 'give', card: '2a', to: 1 }).state;
    refused(s, 0, { kind: 'give', card: '3a', to: 1 }, 'not-to-yourself');
    s = mv(s, 0, { kind: 'give', card: '3a', to: 3 }).state;
    s = mv(s, 0, { kind: 'give', card: '4a', to: 2 }).state;
    s = mv(s, 0, { kind: 'give', card: '5a', to: 1 }).state;
    expect(s.discard).toEqual([]);
    expect(s.hands.map((h) => h.length)).toEqual([1, 7, 6, 6]);
  });
});

describe('Turbulence Zone', () => {
  it('the 1 passes every whole hand to the left neighbour at once', () => {
    const s = arrange(table({ placeTurbulenceZone: true }), {
      hands: { 0: ['1a', '2a'], 1: ['3a'], 2: ['4a', '4b'], 3: ['5a'] },
    });
    const r = mv(s, 0, { kind: 'lay', card: '1a' });
    expect(r.state.hands).toEqual([['5a'], ['2a'], ['3a'], ['4a', '4b']]);
  });
});

describe('Lottery', () => {
  const lot = { placeLottery: true, tieWindowMs: 150 };
  it("a hand summing to 21 shouts «Очко!» and wins the round, on anyone's turn", () => {
    const s = arrange(table(lot), { hands: { 2: ['7a', '7b', '7c'] } });
    expect(game.legalMoves(s, 2)).toContainEqual({ kind: 'ochko' });
    expect(game.actors(s)).toEqual([0, 1, 2, 3]);
    const r = mv(s, 2, { kind: 'ochko' }, 100);
    const t = wait(r.state, 250);
    expect(t.state.lastRound).toMatchObject({ winners: [2], reason: 'lottery' });
    expect(t.state.champions).toBeNull(); // a round, not the game
  });

  it('before the first turn too, right after the deal', () => {
    const s = arrange(table(lot), { hands: { 1: ['7a', '7b', '6a', '1a'] } });
    expect(s.turnNo).toBe(1);
    expect(game.legalMoves(s, 1)).toContainEqual({ kind: 'ochko' });
    refused(s, 0, { kind: 'ochko' }, 'not-21');
  });

  it('claims too close to tell apart share the win; a later one loses to the earlier', () => {
    const s = arrange(table(lot), { hands: { 1: ['7a', '7b', '7c'], 3: ['7d', '7e', '7f'] } });
    let r = mv(s, 1, { kind: 'ochko' }, 100);
    r = mv(r.state, 3, { kind: 'ochko' }, 200);
    expect(wait(r.state, 400).state.lastRound?.winners).toEqual([1, 3]);
    const late = mv(s, 1, { kind: 'ochko' }, 100);
    const after = wait(late.state, 300).state;
    expect(after.lastRound?.winners).toEqual([1]);
    refused(after, 3, { kind: 'ochko' }, 'not-now', 300);
  });
});

describe('Accounting', () => {
  const acc = { placeAccounting: true };
  it('the empty row sums 0, which is even: silence from the reading of the place, before the first turn', () => {
    const s = table(acc);
    expect(game.view(s, 0).silence).toBe(true);
    const r = say(s, 1)!;
    expect(r.events.find((e) => e.kind === 'violation')).toMatchObject({ violation: { seat: 1, rule: 'accounting' } });
    expect(r.state.hands[1]!.length).toBe(5);
  });

  it('the violator takes a card only when burned; the burn is open until the next turn begins', () => {
    const s = say(table(acc), 1)!.state;
    const id = s.violations[0]!.id;
    refused(s, 1, { kind: 'burn', violation: id }, 'cannot-burn-self');
    const r = mv(s, 2, { kind: 'burn', violation: id });
    expect(r.state.hands[1]!.length).toBe(6);
    let late = arrange(say(table(acc), 1)!.state, { hands: { 0: ['1a', '2a'] } });
    late = mv(late, 0, { kind: 'lay', card: '2a' }).state;
    refused(late, 2, { kind: 'burn', violation: id }, 'no-such-violation');
  });

  it('the silence follows the parity: an odd sum frees the chat, an even one imposes it again', () => {
    let s = arrange(table(acc), { hands: { 0: ['3a', '1a'], 1: ['1b', '2b'] }, top: ['6a'] });
    s = mv(mv(s, 0, { kind: 'lay', card: '3a' }).state, 0, { kind: 'discard', card: '6a' }).state;
    expect(game.view(s, 1).silence).toBe(false);
    expect(say(s, 1)).toBeNull();
    s = mv(s, 1, { kind: 'lay', card: '1b' }).state;
    for (const seat of [0, 1, 2, 3]) s = mv(s, seat, { kind: 'draw-blind', position: 0 }).state;
    expect(game.view(s, 1).silence).toBe(true);
  });

  it('at most one penalty card per player per turn for it', () => {
    let s = say(table(acc), 1)!.state;
    expect(say(s, 1)).toBeNull();
    s = mv(s, 2, { kind: 'burn', violation: s.violations[0]!.id }).state;
    expect(say(s, 1)).toBeNull();
  });
});

describe('Jacuzzi', () => {
  const jac = { placeJacuzzi: true };
  it('laying a card needs the «пук»: forgetting it is a violation, and a burn costs a card', () => {
    const s = arrange(table(jac), { hands: { 0: ['2a', '1a'] } });
    const quiet = mv(s, 0, { kind: 'lay', card: '2a', puk: true });
    expect(quiet.state.violations).toEqual([]);
    const r = mv(s, 0, { kind: 'lay', card: '2a' });
    const id = r.state.violations[0]!.id;
    expect(mv(r.state, 3, { kind: 'burn', violation: id }).state.hands[0]!.length).toBe(2);
  });

  it('a zero: the phrase first, then the sound', () => {
    const s = arrange(table(jac), { hands: { 0: ['0a', '1a'] } });
    const r = mv(s, 0, { kind: 'lay', card: '0a', phrase: 'who', puk: true });
    expect(r.state.violations).toEqual([]);
    expect(r.events[0]).toMatchObject({ kind: 'laid', phrase: 'who' });
  });

  it('not burned before the next turn begins: no penalty card', () => {
    let s = arrange(table(jac), { hands: { 0: ['2a', '1a'], 1: ['3a', '1b'] } });
    s = mv(s, 0, { kind: 'lay', card: '2a' }).state;
    s = mv(s, 1, { kind: 'lay', card: '1b', puk: true }).state;
    expect(s.violations).toEqual([]);
    expect(s.hands[0]!.length).toBe(1);
  });
});

describe('Wax Museum', () => {
  const wax = { placeWaxMuseum: true };
  it('a zero may be laid with «Чей пук?»: everyone freezes, the shouter too; the last to freeze takes a card', () => {
    let s = arrange(table(wax), { hands: { 0: ['0a', '1a'] } });
    s = mv(s, 0, { kind: 'lay', card: '0a', phrase: 'whose' }, 0).state;
    expect(s.phase).toMatchObject({ kind: 'gesture', required: [0, 1, 2, 3] });
    for (const [seat, at] of [[1, 300], [2, 400], [3, 600], [0, 1000]] as const) {
      s = mv(s, seat, { kind: 'gesture', gesture: 'freeze' }, at).state;
    }
    expect(wait(s, 1000).events.find((e) => e.kind === 'penalty')).toMatchObject({ seats: [0] });
  });

  it('the usual phrase still works; grabbing your nose at «Чей пук?» is no freeze', () => {
    let s = arrange(table(wax), { hands: { 0: ['0a', '1a'] } });
    expect(mv(s, 0, { kind: 'lay', card: '0a', phrase: 'who' }).state.phase).toMatchObject({ required: [1, 2, 3] });
    s = mv(s, 0, { kind: 'lay', card: '0a', phrase: 'whose' }, 0).state;
    for (const [seat, at] of [[1, 300], [2, 400], [0, 600]] as const) {
      s = mv(s, seat, { kind: 'gesture', gesture: 'freeze' }, at).state;
    }
    s = mv(s, 3, { kind: 'gesture', gesture: 'nose' }, 200).state;
    expect(wait(s, 5000).events.find((e) => e.kind === 'penalty')).toMatchObject({ seats: [0, 3] });
  });

  it('without the Wax Museum there is no «Чей пук?»', () => {
    const s = arrange(table(), { hands: { 0: ['0a', '1a'] } });
    refused(s, 0, { kind: 'lay', card: '0a', phrase: 'whose' }, 'not-now');
  });
});

describe('Dark Room', () => {
  const dr = { placeDarkRoom: true };
  it('a card laid face down has no effect and adds nothing to the sum', () => {
    let s = arrange(table(dr), { hands: { 0: ['7a', '1a'] }, row: ['3a'] });
    s = mv(s, 0, { kind: 'lay', card: '7a', faceDown: true }).state;
    expect(game.view(s, 1).sum).toBe(3);
    expect(game.view(s, 1).row).toEqual([{ slot: 0, card: '3a' }, { slot: 1, faceDown: true }]);
    expect(s.turn).toBe(1);
  });

  it('the reveal is a turn of its own, not an extra action after laying a card', () => {
    let s = arrange(table(dr), { hands: { 0: ['7a', '1a'], 1: ['2b', '1b'] } });
    s = mv(s, 0, { kind: 'lay', card: '7a', faceDown: true }).state;
    expect(game.legalMoves(s, 1)).toContainEqual({ kind: 'reveal' });
    const laid = mv(s, 1, { kind: 'lay', card: '2b' }).state;
    expect(laid.turn).toBe(2);
    refused(arrange(table(dr), {}), 0, { kind: 'reveal' }, 'nothing-to-reveal');
  });

  it('under 21 after the reveal the revealer loses; the lowest hand of the others wins', () => {
    let s = arrange(table(dr), { hands: { 0: ['7a', '1a'], 1: ['2b', '1b'], 2: ['0a'], 3: ['5a'] } });
    s = mv(s, 0, { kind: 'lay', card: '7a', faceDown: true }).state;
    const r = mv(s, 1, { kind: 'reveal' });
    expect(r.state.lastRound).toMatchObject({ loser: 1, winners: [2], reason: 'dark-room' });
  });

  it('at 21 or more the right neighbour, who moved before, loses', () => {
    let s = arrange(table(dr), { hands: { 0: ['7a', '1a'], 1: ['2b', '1b'], 2: ['0a'], 3: ['5a'] }, row: ['7b', '7c'] });
    s = mv(s, 0, { kind: 'lay', card: '7a', faceDown: true }).state;
    const r = mv(s, 1, { kind: 'reveal' });
    expect(r.state.lastRound).toMatchObject({ loser: 0, winners: [2] });
  });

  it('a 4 may take a card laid face down by this place', () => {
    let s = arrange(table(dr), { hands: { 0: ['7a', '1a'], 1: ['4b', '1b'] } });
    s = mv(s, 0, { kind: 'lay', card: '7a', faceDown: true }).state;
    s = mv(s, 1, { kind: 'lay', card: '4b' }).state;
    expect(mv(s, 1, { kind: 'take', slot: 0 }).state.hands[1]).toContain('7a');
  });
});

describe('Improv Circle', () => {
  const ic = { placeImprovCircle: true };
  it("a card from the hand is discarded first, then the deck's top card is laid unseen and applied as if from the hand", () => {
    const s = arrange(table(ic), { hands: { 0: ['3a', '1a'] }, top: ['6a'], row: ['2a', '2b'] });
    expect(game.legalMoves(s, 0)).toContainEqual({ kind: 'improv', discard: '3a' });
    const r = mv(s, 0, { kind: 'improv', discard: '3a' });
    expect(kinds(r.events)).toEqual(['discarded', 'laid']);
    expect(r.state.phase.kind).toBe('name');
    expect(rowCards(mv(r.state, 0, { kind: 'name', number: 2 }).state)).toEqual(['6a']);
  });

  it('the usual lay stays possible', () => {
    const s = arrange(table(ic), { hands: { 0: ['3a', '1a'] } });
    expect(game.legalMoves(s, 0)).toContainEqual({ kind: 'lay', card: '3a' });
  });

  it('a zero off the deck needs its phrase; a wrong one sends it to the hand and the player lays again', () => {
    const s = arrange(table(ic), { hands: { 0: ['3a', '1a'] }, top: ['0d'] });
    const r = mv(s, 0, { kind: 'improv', discard: '3a' });
    expect(r.state.phase.kind).toBe('say');
    const right = mv(r.state, 0, { kind: 'say', phrase: 'not' });
    expect(right.state.phase).toMatchObject({ kind: 'gesture', phrase: 'not' });
    const wrong = mv(r.state, 0, { kind: 'say', phrase: 'who' });
    expect(wrong.state.hands[0]).toEqual(['1a', '0d']);
    expect(wrong.state.phase.kind).toBe('lay');
  });
});

describe('Double Date', () => {
  const dd = { placeDoubleDate: true };
  it('a number already in the row appears again: the fastest player discards a card of it from hand; the others keep theirs', () => {
    let s = arrange(table(dd), { hands: { 0: ['3a', '1a'], 1: ['3c', '1b'], 2: ['3d', '2b'] }, row: ['3b'] });
    s = mv(s, 0, { kind: 'lay', card: '3a' }, 0).state;
    s = mv(s, 0, { kind: 'discard', card: '1a' }, 100).state; // the 3's draw and discard, then the check
    expect(s.phase).toMatchObject({ kind: 'double', number: 3 });
    refused(s, 2, { kind: 'match', card: '2b' }, 'not-that-number', 200);
    s = mv(s, 2, { kind: 'match', card: '3d' }, 400).state;
    refused(s, 1, { kind: 'match', card: '3c' }, 'not-now', 900); // the window closed 150 ms after the fastest
    const r = wait(s, 900);
    expect(r.events.find((e) => e.kind === 'match-won')).toMatchObject({ seat: 2, card: '3d' });
    expect(r.state.hands[1]).toContain('3c');
    expect(r.state.discard.at(-1)).toBe('3d');
  });

  it('the active player may use it too', () => {
    let s = arrange(table(dd), { hands: { 0: ['3a', '3c', '1a'] }, row: ['3b'], top: ['5a'] });
    s = mv(s, 0, { kind: 'lay', card: '3a' }, 0).state;
    s = mv(s, 0, { kind: 'discard', card: '5a' }, 100).state;
    s = mv(s, 0, { kind: 'match', card: '3c' }, 300).state;
    expect(wait(s, 600).state.hands[0]).toEqual(['1a']);
  });

  it('a face-down card of a 2 turned up can set it off', () => {
    let t = arrange(table(dd), { hands: { 0: ['2a', '1a'], 1: ['1b', '1c'] }, top: ['5a'], row: ['5b'] });
    t = mv(t, 0, { kind: 'lay', card: '2a' }, 0).state;
    t = mv(t, 1, { kind: 'lay', card: '1b' }, 100).state;
    for (const seat of [0, 1, 2, 3]) t = mv(t, seat, { kind: 'draw-blind', position: 0 }, 200).state;
    expect(t.phase).toMatchObject({ kind: 'double', number: 5 });
  });

  it('claims too close to tell apart: one card only, the first of them in turn order from the active player', () => {
    let s = arrange(table(dd), { hands: { 0: ['3a', '1a'], 1: ['3c', '1b'], 3: ['3d', '2b'] }, row: ['3b'], top: ['6a'] });
    s = mv(s, 0, { kind: 'lay', card: '3a' }, 0).state;
    s = mv(s, 0, { kind: 'discard', card: '6a' }, 100).state;
    s = mv(s, 3, { kind: 'match', card: '3d' }, 400).state;
    s = mv(s, 1, { kind: 'match', card: '3c' }, 450).state;
    const r = wait(s, 600);
    expect(r.events.find((e) => e.kind === 'match-won')).toMatchObject({ seat: 1 });
    expect(r.state.hands[3]).toContain('3d');
  });

  it("two hands emptied by the end of the turn without ПУ-ПУ-ПУК: both win; the turn's player starts the next round", () => {
    let s = arrange(table(dd), { hands: { 0: ['3a'], 1: ['3c'] }, row: ['3b'], top: ['6a'] });
    s = mv(s, 0, { kind: 'lay', card: '3a' }, 0).state;
    s = mv(s, 0, { kind: 'discard', card: '6a' }, 100).state;
    s = mv(s, 1, { kind: 'match', card: '3c' }, 300).state;
    const r = wait(s, 600);
    expect(r.state.lastRound).toMatchObject({ winners: [0, 1], reason: 'empty-hand' });
    expect(wait(r.state, 10_000).state.turn).toBe(0);
  });
});

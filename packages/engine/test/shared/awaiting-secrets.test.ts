/**
 * Contract v2 for the shedding games: whom the table waits on (`awaiting`: the seat whose
 * turn it is, never the seats of a reaction window, nobody in windows their deadline
 * closes) and what is secret beyond cards (the verdict of a pending Wild Draw Four
 * challenge). Stacked decks: the draw R9 (seat 0) over G1 / B1 makes seat 0 the dealer,
 * so seat 1 leads.
 */
import { describe, expect, it } from 'vitest';
import { mayView } from '../../src/core/secrets.ts';
import type { Move } from '../../src/games/shared-shedding/types.ts';
import { SVINTUS } from '../../src/games/svintus/cards.ts';
import { svintus } from '../../src/games/svintus/index.ts';
import { UNO } from '../../src/games/uno/cards.ts';
import { uno } from '../../src/games/uno/index.ts';
import { stackDeck, Table } from '../uno/stack.ts';

const play = (
  card: string,
  colour?: string,
): Move => (colour === undefined ? { kind: 'play', card } : { kind: 'play', card, colour });

const B = ['B0', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'];
const O = ['O0', 'O2', 'O3', 'O4', 'O5', 'O6', 'O7', 'O7'];
const G = ['G0', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G7'];

function svintusTable(hands: string[][], first: string): Table {
  const draw = ['R7', 'G1', 'B1', 'O1'].slice(0, hands.length);
  return new Table(svintus, { rounds: 1 }, hands.length, stackDeck(SVINTUS, { draw, hands, first }));
}

describe('awaiting: the seat whose turn it is, not the seats of a reaction window', () => {
  it('svintus interception window: interceptors are actors, only the turn player is awaited', () => {
    const t = svintusTable([B, ['R5', ...O.slice(1)], G, ['R5', 'BK', 'BK', 'BZ', 'BZ', 'GK', 'GK', 'R6']], 'R1');
    t.play(1, play('R5'));
    expect(svintus.actors(t.state)).toEqual([0, 2, 3]);
    expect(svintus.awaiting(t.state)).toEqual([2]);
  });
  it('svintus Khlopkopyt: nobody is awaited in the slap window (its deadline closes it); the next player after it', () => {
    const t = svintusTable([B, ['RH', ...O.slice(1)], G], 'R1');
    t.play(1, play('RH'));
    expect(t.state.phase).toBe('slap');
    expect(svintus.actors(t.state)).toEqual([0, 1, 2]);
    expect(svintus.awaiting(t.state)).toEqual([]);
    expect(svintus.deadline(t.state)).not.toBeNull();
    t.wait(10_000);
    expect(t.state.phase).toBe('play');
    expect(svintus.awaiting(t.state)).toEqual([2]);
  });
  it('svintus declares its slap tie rule (reactions.tieMs = tieWindowMs while a Khlopkopyt window is open, else null)', () => {
    const t = svintusTable([B, ['RH', ...O.slice(1)], G], 'R1');
    expect(svintus.reactions!.tieMs(t.state)).toBeNull();
    t.play(1, play('RH'));
    expect(svintus.reactions!.tieMs(t.state)).toBe(150);
  });
  it('svintus Khapezh: the victim is awaited to take or pass it on', () => {
    const t = svintusTable([B, ['RK', ...O.slice(1)], G], 'R1');
    t.play(1, play('RK'));
    expect(t.state.phase).toBe('penalty');
    expect(svintus.awaiting(t.state)).toEqual([2]);
  });
  it('uno: the player who must name the colour of a black first card, then the challenged victim of a Wild Draw Four', () => {
    const hands = [['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'], ['W4', 'G3', 'G4', 'G4', 'G5', 'G6', 'G7'], [
      'Y1',
      'Y2',
      'Y3',
      'Y4',
      'Y5',
      'Y6',
      'Y7',
    ]];
    const black = new Table(uno, { rounds: 1 }, 3, stackDeck(UNO, { draw: ['R9', 'G1', 'B2'], hands, first: 'W' }));
    expect(black.state.phase).toBe('choose-colour');
    expect(uno.awaiting(black.state)).toEqual([1]);
    const t = new Table(uno, { rounds: 1 }, 3, stackDeck(UNO, { draw: ['R9', 'G1', 'B2'], hands, first: 'R1' }));
    expect(uno.awaiting(t.state)).toEqual([1]);
    t.play(1, play('W4', 'B'));
    expect(t.state.phase).toBe('challenge');
    expect(uno.awaiting(t.state)).toEqual([2]);
  });
  it('nobody is awaited in the pause after a scored hand, nor once the match is over', () => {
    const t = svintusTable([['R2', ...B.slice(1)], ['R3', ...O.slice(1)]], 'R1');
    // The phases themselves decide it (a whole hand played out is in the seed tests).
    expect(svintus.awaiting({ ...t.state, phase: 'scored', resumeAt: 5 })).toEqual([]);
    expect(svintus.awaiting({ ...t.state, phase: 'over' })).toEqual([]);
  });
});

describe('secrets: every hidden card, and the verdict of a pending challenge', () => {
  it('cards: every card of a hand is a secret only its owner may see; the pile is not secret', () => {
    const t = svintusTable([B, O, G], 'R1');
    const secrets = svintus.secrets(t.state);
    const hand0 = secrets.filter((s) => s.id.startsWith('hand-0/'));
    expect(hand0.map((s) => s.token).sort()).toEqual([...B].sort());
    for (const s of hand0) expect([mayView(s, 0), mayView(s, 1), mayView(s, 'spectator')]).toEqual([true, false, false]);
    expect(secrets.some((s) => s.id.startsWith('discard/'))).toBe(false);
    expect(secrets.filter((s) => s.id.startsWith('stock/')).every((s) => s.visibleTo === 'none')).toBe(true);
  });
  it('uno: a pending challenge has a verdict secret seen by the Wild Draw Four player only, and no view holds it', () => {
    const hands = [['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'], ['W4', 'R3', 'G4', 'G4', 'G5', 'G6', 'G7'], [
      'Y1',
      'Y2',
      'Y3',
      'Y4',
      'Y5',
      'Y6',
      'Y7',
    ]];
    const t = new Table(uno, { rounds: 1 }, 3, stackDeck(UNO, { draw: ['R9', 'G1', 'B2'], hands, first: 'R1' }));
    expect(uno.secrets(t.state).some((s) => s.id.includes('verdict'))).toBe(false);
    t.play(1, play('W4', 'B')); // a bluff: seat 1 holds R3
    const verdict = uno.secrets(t.state).find((s) => s.id === 'challenge/1/verdict');
    expect(verdict).toEqual({ id: 'challenge/1/verdict', visibleTo: [1], token: { player: 1, guilty: true } });
    for (const viewer of [0, 2, 'spectator'] as const) expect(JSON.stringify(uno.view(t.state, viewer))).not.toContain('guilty');
    t.play(2, { kind: 'challenge' });
    expect(uno.secrets(t.state).some((s) => s.id.includes('verdict'))).toBe(false);
  });
});

/** Which sound an update makes: a card, a take, the viewer's turn, a window opening, the last seconds ticking. */
import { describe, expect, it } from 'vitest';
import { soundsFor, tickDue } from '../src/sound/table-sounds.ts';

const quiet = { events: [], myTurn: false, windowOpen: false };

describe('table sounds', () => {
  it('a laid card snaps; a take (or a taken bout) says so instead', () => {
    expect(soundsFor(quiet, { ...quiet, events: [{ kind: 'attack', seat: 1, card: '7S' }] })).toEqual(['card']);
    expect(soundsFor(quiet, { ...quiet, events: [{ kind: 'defend' }, { kind: 'bout-over', taken: true }] })).toEqual(['take']);
    expect(soundsFor(quiet, { ...quiet, events: [{ kind: 'bout-over', taken: false }] })).toEqual([]);
    // Pu-Pu-Puk: a card laid into the row, a card drawn into a hand.
    expect(soundsFor(quiet, { ...quiet, events: [{ kind: 'laid', seat: 0, card: '3a' }] })).toEqual(['card']);
    expect(soundsFor(quiet, { ...quiet, events: [{ kind: 'laid', seat: 0, card: '3a' }, { kind: 'drew', seat: 0 }] })).toEqual([
      'take',
    ]);
  });
  it('the viewer’s turn and a window sound once, when they begin', () => {
    expect(soundsFor(quiet, { ...quiet, myTurn: true })).toEqual(['turn']);
    expect(soundsFor({ ...quiet, myTurn: true }, { ...quiet, myTurn: true })).toEqual([]);
    expect(soundsFor(quiet, { ...quiet, windowOpen: true })).toEqual(['window']);
    expect(soundsFor({ ...quiet, windowOpen: true }, { ...quiet, windowOpen: true })).toEqual([]);
  });
  it('the timer ticks once a second in its last five seconds only', () => {
    expect(tickDue(6, null)).toBe(false);
    expect(tickDue(5, null)).toBe(true);
    expect(tickDue(5, 5)).toBe(false);
    expect(tickDue(0, 1)).toBe(false);
  });
});

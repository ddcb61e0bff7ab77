/** The Durak table names the durak: the loser's own line and their seat say so, not merely "out". */
import { durak } from '@kozyr/engine';
import type { DurakView } from '@kozyr/engine/client';
import { describe, expect, it } from 'vitest';
import { isDurak, myRole } from '../src/games/durak/table-view.tsx';

/** A two-seat game played to its end, each turn the first legal move; the views of both seats at the end. */
function finishedGame(): { views: DurakView[]; places: number[]; } {
  const config = durak.parseConfig({}, 2);
  if (!config.ok) throw new Error(config.error.code);
  const setup = durak.setup(config.value, 2, { seed: 7 });
  if (!setup.ok) throw new Error(setup.error.code);
  let state = setup.value;
  let at = 0;
  while (durak.outcome(state) === null) {
    const seat = durak.actors(state)[0]!;
    const step = durak.apply(state, seat, durak.legalMoves(state, seat)[0]!, at += 1000);
    if (!step.ok) throw new Error(step.error.code);
    state = step.value.state;
  }
  return { views: [0, 1].map((s) => durak.view(state, s)), places: [...durak.outcome(state)!.places] as number[] };
}

describe('the durak is named at the end of a game', () => {
  const { views, places } = finishedGame();
  const loser = places.indexOf(2);
  const winner = 1 - loser;

  it('the loser’s own line names them the durak, in every language', () => {
    expect(loser).toBeGreaterThanOrEqual(0);
    expect(myRole(views[loser]!, loser, false, 'en')).toBe('You are the durak');
    expect(myRole(views[loser]!, loser, false, 'ru')).toBe('Вы — дурак');
    expect(myRole(views[loser]!, loser, false, 'uk')).toBe('Ви — дурень');
    expect(myRole(views[loser]!, loser, false, 'bg')).toBe('Вие сте глупакът');
  });

  it('the winner is out, not the durak; both see who the durak is', () => {
    expect(myRole(views[winner]!, winner, false, 'en')).toBe('You are out');
    for (const view of views) {
      expect(isDurak(view, loser)).toBe(true);
      expect(isDurak(view, winner)).toBe(false);
    }
  });

  it('a seat out while the game goes on is out, not the durak', () => {
    const playing = { ...views[winner]!, gameOver: false };
    expect(isDurak(playing, loser)).toBe(false);
  });
});

/** What each viewer may know in UNO: never whether a Wild Draw Four was a bluff; drawn cards only by their drawer. */
import { describe, expect, it } from 'vitest';
import { UNO } from '../../src/games/uno/cards.ts';
import { uno } from '../../src/games/uno/index.ts';
import { stackDeck, Table } from './stack.ts';

describe('uno views and events', () => {
  it('nobody learns from a view whether a Wild Draw Four was a bluff; the drawn cards are the drawer\u2019s alone', () => {
    const H = (c: string) => [c, 'G4', 'G5', 'G6', 'G7', 'G8', 'G9'];
    const t = new Table(
      uno,
      { rounds: 1 },
      3,
      stackDeck(UNO, {
        draw: ['R9', 'G1', 'B2'],
        hands: [['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7'], H('W4'), ['Y1', 'Y2', 'Y3', 'Y4', 'Y5', 'Y6', 'R7']],
        first: 'R1',
      }),
    );
    t.play(1, { kind: 'play', card: 'W4', colour: 'B' });
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      expect(JSON.stringify(uno.view(t.state, viewer))).not.toContain('guilty');
    }
    t.play(2, { kind: 'accept' });
    const draw = t.events.find((e) => e.kind === 'draw')!;
    expect(uno.eventView(draw, 2)).toHaveProperty('cards');
    expect(uno.eventView(draw, 0)).not.toHaveProperty('cards');
    expect(uno.eventView(draw, 'spectator')).not.toHaveProperty('cards');
  });
});

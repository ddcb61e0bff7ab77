/**
 * Pu-Pu-Puk's determinize (the shared conformance suite checks along random playouts that it
 * keeps each seat's view, actors and listed moves): here, that it does re-draw what the seat
 * cannot see, and only that.
 */
import { describe, expect, it } from 'vitest';
import { botMatch } from '../../src/core/autoplay.ts';
import { Rng } from '../../src/core/rng.ts';
import { pupupuk } from '../../src/games/pupupuk/index.ts';
import type { State } from '../../src/games/pupupuk/state.ts';
import { table } from './helpers.ts';

const sorted = (cards: readonly string[]) => [...cards].sort();

describe('pupupuk determinize', () => {
  it('re-deals the other hands and the deck from their cards, keeping the seat\u2019s hand and every size', () => {
    const s = table({}, 3);
    const rng = Rng.seeded(4);
    const hands1 = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const d = pupupuk.search!.determinize(s, 0, rng);
      expect(d.hands[0]).toEqual(s.hands[0]);
      expect(d.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
      expect(d.deck.length).toBe(s.deck.length);
      expect(d.discard).toEqual(s.discard);
      expect(sorted([...d.hands[1]!, ...d.hands[2]!, ...d.deck])).toEqual(sorted([...s.hands[1]!, ...s.hands[2]!, ...s.deck]));
      expect(pupupuk.view(d, 0)).toEqual(pupupuk.view(s, 0));
      hands1.add(sorted(d.hands[1]!).join());
    }
    expect(hands1.size).toBeGreaterThan(20);
  });

  it('between rounds every hand is shown: only the deck is re-dealt', () => {
    const parsed = pupupuk.parseConfig({}, 3);
    if (!parsed.ok) throw new Error(parsed.error.code);
    const between: State[] = [];
    const keep = (step: { state: State; }) => {
      if (step.state.phase.kind === 'between') between.push(step.state);
    };
    botMatch(pupupuk, parsed.value, [0, 1, 2].map(() => pupupuk.bots.basic!), 7, {
      moved: (_, step) => keep(step),
      ticked: keep,
    });
    const state = between[0]!;
    const rng = Rng.seeded(2);
    const d = pupupuk.search!.determinize(state, 1, rng);
    expect(d.hands).toEqual(state.hands);
    expect(sorted(d.deck)).toEqual(sorted(state.deck));
  });
});

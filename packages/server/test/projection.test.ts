/** projectEvents: what one viewer may see of a batch of events, without a copy per viewer when it sees them all as they are. */
import type { AnyGame, Tagged } from '@kozyr/engine';
import { describe, expect, it } from 'vitest';
import { projectEvents } from '../src/tables/projection.ts';
import { fakeGame } from './fake-game.ts';

/** An event with its fields (Tagged names only the kind). */
const ev = (e: { readonly kind: string; readonly [field: string]: unknown; }): Tagged => e;
const game = fakeGame as unknown as AnyGame;
/** A game whose eventView hides `secret` events from everyone but seat 0. */
const hiding = {
  ...game,
  eventView: (e: Tagged, viewer: unknown) => (e.kind === 'secret' && viewer !== 0 ? null : e),
} as AnyGame;

describe('projectEvents', () => {
  it('a batch the viewer sees unchanged is returned as it is (no copy per viewer)', () => {
    const batch: Tagged[] = [ev({ kind: 'played', seat: 0, card: 'c1' }), ev({ kind: 'passed', seat: 1 })];
    expect(projectEvents(game, batch, 1)).toBe(batch);
  });

  it('an event changed for the viewer is replaced in a copy; the batch itself is untouched', () => {
    const batch: Tagged[] = [
      ev({ kind: 'played', seat: 0, card: 'c1' }),
      ev({ kind: 'drew', seat: 0, card: 'c7' }),
      ev({
        kind: 'passed',
        seat: 1,
      }),
    ];
    const seen = projectEvents(game, batch, 1);
    expect(seen).not.toBe(batch);
    expect(seen).toEqual([
      ev({ kind: 'played', seat: 0, card: 'c1' }),
      ev({ kind: 'drew', seat: 0, card: null }),
      ev({
        kind: 'passed',
        seat: 1,
      }),
    ]);
    expect(batch[1]).toEqual(ev({ kind: 'drew', seat: 0, card: 'c7' }));
    expect(projectEvents(game, batch, 0)).toBe(batch);
  });

  it('an event the viewer must not learn of is left out, wherever it is in the batch', () => {
    const batch: Tagged[] = [{ kind: 'secret' }, { kind: 'a' }, { kind: 'secret' }, { kind: 'b' }];
    expect(projectEvents(hiding, batch, 1)).toEqual([{ kind: 'a' }, { kind: 'b' }]);
    expect(projectEvents(hiding, batch, 'spectator')).toEqual([{ kind: 'a' }, { kind: 'b' }]);
    expect(projectEvents(hiding, batch, 0)).toBe(batch);
    expect(projectEvents(hiding, [{ kind: 'a' }, { kind: 'secret' }], 1)).toEqual([{ kind: 'a' }]);
  });
});

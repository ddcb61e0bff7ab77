/**
 * projectEvents: what one viewer may see of a batch of events, without a copy per viewer when it sees them all as
 * they are; updateFrame: the update of a move as text, the same bytes as the message serialized whole.
 */
import { type AnyGame, durak, play, Rng, type Tagged, uno, type Viewer } from '@kozyr/engine';
import type { RequestId } from '@kozyr/protocol';
import { describe, expect, it } from 'vitest';
import { frameParts, type Position, projectEvents, publicPart, seatPayload, updateFrame } from '../src/tables/projection.ts';
import { frameHeader } from '../src/wire-frame.ts';
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

describe('updateFrame: the frame of a move as text', () => {
  /** The message the frame stands for, built as objects and serialized (what the server sent before). */
  function asObjects(p: Position, table: string, events: readonly Tagged[], viewer: Viewer, re: RequestId | null): string {
    const state = seatPayload(p, viewer);
    const seen = projectEvents(p.game, events, viewer);
    return JSON.stringify(
      re === null ?
        { type: 'table.update', table, version: p.version, events: seen, state } :
        { type: 'table.update', table, version: p.version, events: seen, state, re },
    );
  }

  /** Plays random games and compares every viewer's frame after every move, with and without `re`. */
  function compare(g: AnyGame, config: Record<string, unknown>, seats: number, seed: number): number {
    const parsed = g.parseConfig(config, seats);
    if (!parsed.ok) throw new Error(parsed.error.code);
    const set = g.setup(parsed.value, seats, { seed });
    if (!set.ok) throw new Error(set.error.code);
    let state = set.value;
    const rng = Rng.seeded(seed);
    let compared = 0;
    for (let version = 1; g.outcome(state) === null && version < 400; version++) {
      const actors = g.actors(state).filter((s) => g.legalMoves(state, s).length > 0);
      if (actors.length === 0) break;
      const seat = rng.pick(actors);
      const r = play(g, state, seat, rng.pick(g.legalMoves(state, seat)), version * 1000);
      if (!r.ok) throw new Error(r.error.code);
      state = r.value.state;
      const p: Position = {
        game: g,
        state,
        playing: g.outcome(state) === null,
        version,
        turnEndsAt: version % 3 === 0 ? null : 5000,
      };
      const parts = frameParts(p, publicPart(p), 't-1');
      for (const viewer of [...Array.from({ length: seats }, (_, s) => s), 'spectator' as const]) {
        const eventsText = JSON.stringify(projectEvents(g, r.value.events, viewer));
        for (const re of [null, 7, 'req-1']) {
          const expected = asObjects(p, 't-1', r.value.events, viewer, re);
          // The frame's bytes: the WebSocket header of that text's length, then the text as UTF-8.
          const frame = updateFrame(parts, eventsText, viewer, re);
          expect(frame.text).toBe(expected);
          expect(frame.bytes).toEqual(Buffer.concat([frameHeader(Buffer.byteLength(expected)), Buffer.from(expected)]));
          compared++;
        }
      }
    }
    return compared;
  }

  it('is JSON.stringify of the update, byte for byte: Durak (its view written by json.view)', () => {
    expect(durak.json).toBeDefined();
    expect(compare(durak as unknown as AnyGame, {}, 2, 1)).toBeGreaterThan(100);
    expect(compare(durak as unknown as AnyGame, { variant: 'perevodnoy', deck: 52 }, 4, 2)).toBeGreaterThan(100);
  });

  it('is JSON.stringify of the update, byte for byte: a game without json.view (UNO)', () => {
    expect(uno.json).toBeUndefined();
    expect(compare(uno as unknown as AnyGame, {}, 3, 3)).toBeGreaterThan(100);
  });
});

/** The catch-up ring: a reconnecting client gets exactly the events it missed, or a full state when they are gone. */
import { describe, expect, it } from 'vitest';
import { Audience, RECENT_BATCHES } from '../src/tables/audience.ts';

const batch = (v: number) => [{ kind: 'e', v }, { kind: 'f', v }];

function audienceUpTo(last: number, from = 1): Audience {
  const a = new Audience();
  for (let v = from; v <= last; v++) a.remember(v, batch(v));
  return a;
}

describe('catching up from the recent batches', () => {
  it('the events after `since`, in order, when every batch since is held', () => {
    const a = audienceUpTo(100);
    expect(a.missedSince(97, 100)).toEqual([...batch(98), ...batch(99), ...batch(100)]);
    expect(a.missedSince(100, 100)).toEqual([]);
  });

  it('a full state (null) once the batches since are no longer held', () => {
    const a = audienceUpTo(100);
    expect(a.missedSince(100 - RECENT_BATCHES, 100)).toHaveLength(2 * RECENT_BATCHES);
    expect(a.missedSince(100 - RECENT_BATCHES - 1, 100)).toBeNull();
    expect(a.missedSince(0, 100)).toBeNull();
  });

  it('a client ahead of the table, or a version not the latest remembered, gets a full state', () => {
    const a = audienceUpTo(10);
    expect(a.missedSince(11, 10)).toBeNull();
    expect(a.missedSince(5, 12)).toBeNull();
  });

  it('after a resume (versions remembered from the middle) only the versions since are held', () => {
    const a = audienceUpTo(43, 41);
    expect(a.missedSince(40, 43)).toEqual([...batch(41), ...batch(42), ...batch(43)]);
    expect(a.missedSince(39, 43)).toBeNull();
  });
});

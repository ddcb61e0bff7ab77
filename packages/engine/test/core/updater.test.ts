import { describe, expect, it } from 'vitest';
import { Rng, type RngState } from '../../src/core/rng.ts';
import { Updater } from '../../src/core/updater.ts';

interface S {
  readonly n: number;
  readonly flags: readonly boolean[];
  readonly hands: readonly (readonly number[])[];
  readonly rng: RngState;
}
type E = { readonly kind: 'moved'; readonly n: number; };

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object') {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

const base = (): S => deepFreeze({ n: 1, flags: [false, false], hands: [[1, 2], [3, 4], [5]], rng: Rng.seeded(7).state() });

describe('core updater', () => {
  it('leaves the original untouched and shares what was not written', () => {
    const s = base();
    const before = JSON.stringify(s);
    const u = new Updater<S, E>(s);
    u.set('n', 2);
    u.array('flags')[1] = true;
    u.inner('hands', 0).push(9);
    const { state } = u.step();
    expect(JSON.stringify(s)).toBe(before);
    expect(state).toEqual({ n: 2, flags: [false, true], hands: [[1, 2, 9], [3, 4], [5]], rng: s.rng });
    expect(state.hands[1]).toBe(s.hands[1]); // nested arrays not written stay shared
    expect(state.hands[2]).toBe(s.hands[2]);
    expect(state.hands).not.toBe(s.hands);
    expect(state.hands[0]).not.toBe(s.hands[0]);
  });

  it('returns the original itself when the move writes nothing', () => {
    const s = base();
    const u = new Updater<S, E>(s);
    expect(u.state).toBe(s);
    expect(u.step().state).toBe(s);
  });

  it('copies the state, an array and a nested array once per move', () => {
    let copies = 0;
    const s = base();
    const u = new Updater<S, E>(s, (x) => {
      copies++;
      return { ...x };
    });
    u.set('n', 2);
    u.set('n', 3);
    expect(u.edit()).toBe(u.edit());
    expect(copies).toBe(1);
    const flags = u.array('flags');
    expect(u.array('flags')).toBe(flags);
    const h0 = u.inner('hands', 0);
    const outer = u.state.hands;
    expect(u.inner('hands', 0)).toBe(h0);
    u.inner('hands', 2).push(6);
    expect(u.state.hands).toBe(outer); // the outer array was copied only for the first inner write
    expect(u.array('hands')).toBe(outer);
  });

  it('copies an array put in by set() on its first array() call, then owns it', () => {
    const s = base();
    const u = new Updater<S, E>(s);
    const fresh = [true, true];
    u.set('flags', fresh);
    const owned = u.array('flags');
    owned[0] = false;
    expect(fresh).toEqual([true, true]);
    expect(u.array('flags')).toBe(owned);
  });

  it('buffers events in order and gives none when nothing was emitted', () => {
    const u = new Updater<S, E>(base());
    expect(u.step().events).toEqual([]);
    u.emit({ kind: 'moved', n: 1 });
    u.emit({ kind: 'moved', n: 2 });
    expect(u.step().events).toEqual([{ kind: 'moved', n: 1 }, { kind: 'moved', n: 2 }]);
  });

  it('revives the generator on demand and stores its new state as plain data', () => {
    const s = base();
    const u = new Updater<S, E>(s);
    const expected = Rng.fromState(s.rng);
    expect(u.random('rng').u32()).toBe(expected.u32());
    expect(u.random('rng').u32()).toBe(expected.u32());
    const { state } = u.step();
    expect(state.rng).toEqual(expected.state());
    expect(Array.isArray(state.rng)).toBe(true);
    expect(s.rng).toEqual(Rng.seeded(7).state());
  });

  it('refuses an inner index that is not there', () => {
    const u = new Updater<S, E>(base());
    expect(() => u.inner('hands', 5)).toThrow(RangeError);
  });
});

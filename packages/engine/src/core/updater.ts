/**
 * The one state updater of every game: a move is applied to a draft of the
 * state and produces the contract's `Step<S, E>` (types.ts), while the state
 * it started from is never touched.
 *
 * How it works
 * - Fields are copied on first write. Until a move writes, `state` is the
 *   original; the first `edit()` or `set()` makes one shallow copy (with the
 *   game's `copy`, see below) and every later write goes to that copy. A move
 *   refused after some reads costs nothing.
 * - Arrays are copied on first write. `array(key)` hands out a mutable copy
 *   of the field's array, made once per move: a second call returns the same
 *   copy. `inner(key, i)` does the same for an array inside an array (a hand
 *   in `hands`): the outer array and that one inner array are copied once,
 *   the other inner arrays stay shared with the original.
 * - Events go to a buffer that is created at the first `emit` as `[event]`
 *   (an empty `[]` would take a 16-slot store at its first push, and most
 *   moves emit one or two events). `step()` returns `{ state, events }`.
 * - The seeded generator is revived from the state only when a move asks for
 *   it (`random(key)`) and stored back as plain data by `step()`.
 *
 * Why so (speed): no Proxy and no getters per field, only plain methods on
 * one class, so V8 keeps its call sites monomorphic for a given game. The
 * shallow copy is the game's own `copy`: an object literal listing every
 * field builds a fixed-shape object in tens of nanoseconds, where a spread of
 * a 40-field state leaves V8's fast path (microseconds); the compiler checks
 * the literal against the state type, so a new field cannot be forgotten. A
 * game without such a function gets a spread. Owned arrays are remembered by
 * identity in four fields and then a list (a move owns a handful), which is
 * cheaper than a Set for so few and allocates nothing. Hot code may take the draft once with `edit()` and write
 * its fields directly (a plain, monomorphic store at that call site), and
 * get its arrays with `writable(s.field)` stored back by name.
 *
 * Rules for games: never write to `state` (the original or the draft)
 * except through `edit()`/`set()`; never mutate an array that did not come
 * from `array()`/`inner()` or that the move did not build itself; a fresh
 * array put in with `set()` may be mutated by the move that built it. Speed
 * tricks (bitmasks, small-int cards, memos) may live in the state; views
 * carry plain data.
 */
import { Rng, type RngState } from './rng.ts';
import type { Step, Tagged } from './types.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K]; };

/** Keys of `S` whose value is an array. */
export type ArrayKey<S> = { [K in keyof S]-?: S[K] extends readonly unknown[] ? K : never; }[keyof S];
/** Keys of `S` whose value is an array of arrays. */
export type NestedKey<S> = { [K in keyof S]-?: S[K] extends readonly (readonly unknown[])[] ? K : never; }[keyof S];
/** Keys of `S` that hold a generator state. */
export type RngKey<S> = { [K in keyof S]-?: S[K] extends RngState ? K : never; }[keyof S];

type Elem<A> = A extends readonly (infer T)[] ? T : never;

/** A game's shallow copy of its state: a fresh object with every field of `s`. */
export type CopyState<S> = (s: S) => Mutable<S>;

const spread = <S>(s: S): Mutable<S> => ({ ...s }) as Mutable<S>;

export class Updater<S extends object, E extends Tagged> {
  private draft: Mutable<S> | null = null;
  /**
   * Arrays this move made (copies handed out by array/inner/writable): the only ones it may
   * mutate. The first four sit in fields (most moves own fewer), the rest in a list.
   */
  private o0: unknown = null;
  private o1: unknown = null;
  private o2: unknown = null;
  private o3: unknown = null;
  private more: unknown[] | null = null;
  private list: E[] | null = null;
  private rng: Rng | null = null;
  private rngKey: RngKey<S> | null = null;

  constructor(
    /** The state the move starts from; never mutated. */
    readonly original: S,
    private readonly copy: CopyState<S> = spread,
  ) {}

  /** The state as the move has made it so far (the original until the first write). Read only. */
  get state(): S {
    return this.draft ?? this.original;
  }

  /** The draft to write fields to directly (made on the first call). */
  edit(): Mutable<S> {
    if (this.draft === null) this.draft = this.copy(this.original);
    return this.draft;
  }

  set<K extends keyof S>(key: K, value: S[K]): void {
    this.edit()[key] = value;
  }

  /** Several fields at once (a new deal lays out most of a state); arrays put in here are not owned. */
  assign(fields: Partial<S>): void {
    Object.assign(this.edit(), fields);
  }

  /** The field's array, copied on the first call of this move; mutate it freely. */
  array<K extends ArrayKey<S>>(key: K): Elem<S[K]>[] {
    const d = this.edit();
    const a = d[key] as unknown as Elem<S[K]>[];
    const w = this.writable(a);
    if (w !== a) d[key] = w as unknown as S[K];
    return w;
  }

  /**
   * `a` itself if this move already owns it (a copy it made), else a copy it now owns: the
   * hot-path form of `array`, for code that stores the result back into its field itself
   * (`s.attacks = u.writable(s.attacks)` is a plain named store, where `array(key)` is a keyed one).
   */
  writable<T>(a: readonly T[]): T[] {
    if (this.owns(a)) return a as T[];
    const c = a.slice();
    this.own(c);
    return c;
  }

  /** Array `i` of the field's array of arrays, copied on first write (and the outer array with it). */
  inner<K extends NestedKey<S>>(key: K, i: number): Elem<Elem<S[K]>>[] {
    const outer = this.array(key as unknown as ArrayKey<S>) as unknown as Elem<Elem<S[K]>>[][];
    const a = outer[i];
    if (a === undefined) throw new RangeError(`updater: no array ${i} in ${String(key)}`);
    const w = this.writable(a);
    outer[i] = w;
    return w;
  }

  /**
   * Declare `fresh`, an array this move has just built (say, a hand without the card played),
   * owned: later `writable`/`array`/`inner` calls hand it out without copying it again.
   */
  adopt<T>(fresh: T[]): T[] {
    this.own(fresh);
    return fresh;
  }

  /** Whether this move owns `a` (made it through this updater), so it may mutate it. */
  owns(a: unknown): boolean {
    if (a === this.o0 || a === this.o1 || a === this.o2 || a === this.o3) return true;
    const o = this.more;
    if (o === null) return false;
    for (let i = 0; i < o.length; i++) if (o[i] === a) return true;
    return false;
  }

  emit(event: E): void {
    if (this.list === null) this.list = [event];
    else this.list.push(event);
  }

  get events(): readonly E[] {
    return this.list ?? NO_EVENTS;
  }

  /** The generator kept in field `key`, revived on first use; `step()` stores its new state back. */
  random(key: RngKey<S>): Rng {
    if (this.rng === null) {
      this.rng = Rng.fromState(this.state[key] as RngState);
      this.rngKey = key;
    }
    return this.rng;
  }

  /** Finish the move: the new state (the original if nothing was written) and its events. */
  step(): Step<S, E> {
    if (this.rng !== null) this.set(this.rngKey!, this.rng.state() as S[RngKey<S>]);
    return { state: this.draft ?? this.original, events: this.list ?? NO_EVENTS };
  }

  private own(a: unknown): void {
    if (this.o0 === null) this.o0 = a;
    else if (this.o1 === null) this.o1 = a;
    else if (this.o2 === null) this.o2 = a;
    else if (this.o3 === null) this.o3 = a;
    else if (this.more === null) this.more = [a];
    else this.more.push(a);
  }
}

const NO_EVENTS: readonly never[] = Object.freeze([]);

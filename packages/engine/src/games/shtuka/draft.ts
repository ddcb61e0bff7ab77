/**
 * A move's working copy of the state: the top level and the round are copied once per move and
 * written in place; arrays inside are replaced, never mutated, so the state a move started from
 * (and the layout, shared by every state of a round) stays untouched. Events go to a buffer.
 */
import { Rng } from '../../core/rng.ts';
import type { Step } from '../../core/types.ts';
import type { Round, ShtukaEvent, ShtukaState } from './state.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K]; };

export class Draft {
  readonly s: Mutable<ShtukaState>;
  r: Mutable<Round>;
  readonly events: ShtukaEvent[] = [];

  constructor(state: ShtukaState) {
    this.r = { ...state.round };
    this.s = { ...state, round: this.r };
  }

  emit(event: ShtukaEvent): void {
    this.events.push(event);
  }

  /** Replace the round (a new one starts). */
  newRound(round: Round): void {
    this.r = { ...round };
    this.s.round = this.r;
  }

  /** Draw from the table's generator and store it back. */
  random<T>(draw: (rng: Rng) => T): T {
    const rng = Rng.fromState(this.s.rng);
    const value = draw(rng);
    this.s.rng = rng.state();
    return value;
  }

  step(): Step<ShtukaState, ShtukaEvent> {
    return { state: this.s, events: this.events };
  }
}

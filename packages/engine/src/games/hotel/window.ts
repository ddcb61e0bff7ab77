/**
 * The choosing window's deadline: when it passes, every awaited seat gets a stand-in
 * choice, the basic policy's (never spending a guest's use), with the state's generator,
 * and the table says so (`stand-in`).
 */
import { Rng } from '../../core/rng.ts';
import type { Step } from '../../core/types.ts';
import { basicMove } from './policy.ts';
import { apply, awaiting, deadline, legalMoves } from './rules.ts';
import { draft, type Event, type State } from './state.ts';
import { view } from './view.ts';

export function tick(state: State, at: number): Step<State, Event> | null {
  const due = deadline(state);
  if (due === null || at < due) return null;
  const seats = awaiting(state);
  const events: Event[] = [{ kind: 'stand-in', seats, phase: state.phase }];
  for (const seat of seats) {
    const legal = legalMoves(state, seat).filter((m) => m.kind === 'knock' || m.kind === 'pick' || m.kind === 'pass');
    const rng = Rng.fromState(state.rng);
    const move = basicMove(view(state, seat), seat, legal, rng, true);
    // The policy drew from the state's generator: the state goes on from where it left it.
    const drawn = draft(state);
    drawn.set('rng', rng.state());
    const res = apply(drawn.step().state, seat, move, due);
    if (!res.ok) throw new Error(`hotel: stand-in move refused: ${res.error.code}`);
    state = res.value.state;
    events.push(...res.value.events);
  }
  return { state, events };
}

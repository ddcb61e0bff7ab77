/**
 * One toy game per timing model passes the conformance suite, and a broken twin of each is
 * caught by the check meant for its kind of mistake: a leaked simultaneous choice, a window
 * without a deadline, a move judged against a stale state, a tie decided by arrival order, an
 * answer outside its form, a leaked solution, a chat hook that mutates its input.
 */
import { describe, expect, it } from 'vitest';
import type { GameDef, Tagged } from '../../src/index.ts';
import { conformance, conformanceChecks, type ConformanceOptions } from '../../src/testing/conformance.ts';
import { doorsGame } from './toys/doors.ts';
import { quizGame } from './toys/quiz.ts';
import { closeWindow, snapGame } from './toys/snap.ts';
import { stacksGame } from './toys/stacks.ts';

const doorsOptions = { tables: [{ config: {}, seats: [2, 3, 4] }], playouts: 40, deepPlayouts: 8, maxGapMs: 600 };
const stacksOptions = { tables: [{ config: {}, seats: [2, 3, 4] }], playouts: 40, deepPlayouts: 8, maxGapMs: 300 };
const snapOptions = { tables: [{ config: {}, seats: [2, 3, 4] }], playouts: 40, deepPlayouts: 8, maxGapMs: 400 };
const quizOptions = { tables: [{ config: {}, seats: [2, 3, 5] }], playouts: 40, deepPlayouts: 8, chatWords: ['pass'] };

conformance(doorsGame, doorsOptions);
conformance(stacksGame, stacksOptions);
conformance(snapGame, snapOptions);
conformance(quizGame, quizOptions);

/** Run the playouts of a broken twin on 3 seats and return the error the suite raises. */
function failureOf<C, S, M extends Tagged, E extends Tagged, V>(
  broken: GameDef<C, S, M, E, V>,
  options: ConformanceOptions,
): string {
  const checks = conformanceChecks(broken, { ...options, playouts: 10, deepPlayouts: 10 });
  try {
    checks.playTable(options.tables[0]!, 3);
  } catch (e) {
    return (e as Error).message;
  }
  return 'no failure';
}

describe('the suite catches a broken simultaneous game', () => {
  it('a view that shows the doors others chose before the reveal', () => {
    const leaky: typeof doorsGame = {
      ...doorsGame,
      view: (s, v) => ({ ...doorsGame.view(s, v), chosen: s.choices.map((c) => c !== null && c.door > 1) }),
    };
    expect(failureOf(leaky, doorsOptions)).toMatch(/the view of .* reveals the choice of seat \d before the reveal/);
  });

  it('an event that tells everyone which door a seat chose', () => {
    const leaky: typeof doorsGame = {
      ...doorsGame,
      apply(s, seat, m, at) {
        const r = doorsGame.apply(s, seat, m, at);
        if (!r.ok) return r;
        const events = r.value.events.map((e) => (e.kind === 'chose' ? { ...e, door: m.door } : e));
        return { ok: true, value: { ...r.value, events } };
      },
    };
    expect(failureOf(leaky, doorsOptions)).toMatch(/an event of .* reveals the choice of seat \d before the reveal/);
  });

  it('a choice shown in a view, found by the secrets scan as an equal subtree', () => {
    // Declared turn-based so that only the scan for the choice's object token can find the leak.
    const leaky: typeof doorsGame = {
      ...doorsGame,
      type: { ...doorsGame.type, timing: 'turns' },
      view: (s, v) => ({ ...doorsGame.view(s, v), mine: s.choices.find((c) => c !== null) ?? null }),
    };
    expect(failureOf(leaky, doorsOptions)).toMatch(/view of .* shows the secret choice\/\d/);
  });

  it('a window that waits on seats with no deadline', () => {
    const stalling: typeof doorsGame = { ...doorsGame, deadline: () => null, tick: () => null };
    expect(failureOf(stalling, doorsOptions)).toMatch(/simultaneous window awaits .* with no deadline/);
  });
});

describe('the suite catches a broken real-time game', () => {
  it('a move judged against the state after another seat moved the stack', () => {
    const { races: _dropped, ...unguarded } = stacksGame;
    expect(failureOf(unguarded, stacksOptions)).toMatch(/was judged against the newer state/);
  });

  it('a stale check that looks at the wrong stack', () => {
    const wrong: typeof stacksGame = {
      ...stacksGame,
      races: { stale: (seen, now, seat, m) => stacksGame.races!.stale(seen, now, seat, { ...m, stack: 1 - m.stack }) },
    };
    expect(failureOf(wrong, stacksOptions)).toMatch(/was judged against the newer state/);
  });
});

describe('the suite catches a broken reaction game', () => {
  it('a tie given to the press that arrived first', () => {
    const unfair: typeof snapGame = {
      ...snapGame,
      tick(s, at) {
        const step = snapGame.tick(s, at);
        const first = s.window?.presses[0];
        return step === null || first === undefined ? step : closeWindow(s, [first.seat]);
      },
    };
    expect(failureOf(unfair, snapOptions)).toMatch(/was decided by arrival order/);
  });
});

describe('the suite catches a broken free-text game', () => {
  it('an answer longer than its form allows, accepted', () => {
    const lax: typeof quizGame = {
      ...quizGame,
      apply: (s, seat, m, at) =>
        quizGame.apply(s, seat, m.kind === 'answer' ? { ...m, text: m.text.slice(0, 40).padEnd(3, '.') } : m, at),
    };
    expect(failureOf(lax, quizOptions)).toMatch(/has text outside its form and was accepted/);
  });

  it('the solution shown to the players', () => {
    const leaky: typeof quizGame = {
      ...quizGame,
      view: (s, v) => ({ ...quizGame.view(s, 0), answerer: quizGame.view(s, v).answerer }),
    };
    expect(failureOf(leaky, quizOptions)).toMatch(/view of .* shows the secret solution/);
  });

  it('a chat hook that changes its input state', () => {
    const mutating: typeof quizGame = {
      ...quizGame,
      chat(s, seat, text, at) {
        s.scores[seat] = s.scores[seat]! + 0;
        s.scores.push(0);
        s.scores.pop();
        (s as { round: number; }).round += 0.5;
        return quizGame.chat!(s, seat, text, at);
      },
    };
    expect(failureOf(mutating, quizOptions)).toMatch(/chat mutated its input state/);
  });
});

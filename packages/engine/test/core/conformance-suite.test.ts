/**
 * The conformance suite itself: on games known to be right (High card, and one toy game per
 * timing model: Doors, Stacks, Snap, Quiz) and on broken twins of them, each caught by the check
 * meant for its kind of mistake.
 */
import { describe, expect, it } from 'vitest';
import { type GameDef, playAimed, type Tagged, type Viewer } from '../../src/index.ts';
import { conformance, conformanceChecks, type ConformanceOptions } from '../../src/testing/conformance.ts';
import { fromView, type ToyEvent, toyGame, type ToyMove, type ToyState, type ToyView } from './toy-game.ts';
import { doorsGame } from './toys/doors.ts';
import { quizGame } from './toys/quiz.ts';
import { closeWindow, snapGame } from './toys/snap.ts';
import { stacksGame } from './toys/stacks.ts';

type Toy = GameDef<{ handSize: number; }, ToyState, ToyMove, ToyEvent, ToyView>;
const tables = [{ config: {}, seats: [2, 3] }];

// The suite itself, on a game known to be right.
conformance(toyGame, { tables, playouts: 100, deepPlayouts: 10 });

/** Run the playouts of a broken variant and return the error it raises. */
function failureOf(broken: Toy): string {
  const checks = conformanceChecks(broken, { tables, playouts: 5, deepPlayouts: 5 });
  try {
    checks.playTable(tables[0]!, 3);
  } catch (e) {
    return (e as Error).message;
  }
  return 'no failure';
}

describe('the conformance suite catches broken games', () => {
  it('a state behind a view that shows another view', () => {
    // Forgets the cards won: the view rebuilt from it is not the one it was built from.
    const forgetful: Toy = {
      ...toyGame,
      search: { ...toyGame.search!, fromView: (v, seat) => ({ ...fromView(v, seat), won: [] }) },
    };
    expect(failureOf(forgetful)).toMatch(/state behind seat \d's view shows another view/);
  });

  it('a view that shows other hands', () => {
    const leaky: Toy = { ...toyGame, view: (s, v) => ({ ...toyGame.view(s, v), hand: s.hands.flat() }) };
    expect(failureOf(leaky)).toMatch(/shows the secret/);
  });

  it('an event that shows a hidden card to other seats', () => {
    const leaky: Toy = {
      ...toyGame,
      apply: (s, seat, m, at) => {
        const r = toyGame.apply(s, seat, m, at);
        return r.ok ?
          { ok: true, value: { ...r.value, events: [...r.value.events, { kind: 'played', seat, card: s.kitty[0]! }] } } :
          r;
      },
    };
    expect(failureOf(leaky)).toMatch(/shows the secret/);
  });

  it('a view that carries the generator state', () => {
    const leaky: Toy = { ...toyGame, view: (s, v) => ({ ...toyGame.view(s, v), rng: s.rng }) as ToyView };
    expect(failureOf(leaky)).toMatch(/generator/);
  });

  it('an apply that mutates its input', () => {
    const mutating: Toy = {
      ...toyGame,
      apply: (s, seat, m, at) => {
        s.points[0]! += 0.5;
        return toyGame.apply(s, seat, m, at);
      },
    };
    expect(failureOf(mutating)).toMatch(/apply mutated its input state/);
  });

  it('an apply that accepts a card the seat does not hold', () => {
    const lax: Toy = {
      ...toyGame,
      apply: (
        s,
        seat,
        m,
        at,
      ) => (s.hands[seat]!.includes(m.card) ? toyGame.apply(s, seat, m, at) : { ok: true, value: { state: s, events: [] } }),
    };
    expect(failureOf(lax)).toMatch(/was accepted/);
  });

  it('a move that loses a card', () => {
    const lossy: Toy = {
      ...toyGame,
      tick: (s, at) => {
        const r = toyGame.tick(s, at);
        return r === null ? null : { ...r, state: { ...r.state, won: r.state.won.slice(1) } };
      },
    };
    expect(failureOf(lossy)).toMatch(/not conserved/);
  });

  it('a determinize that changes what the seat can see', () => {
    const wrong: Toy = { ...toyGame, search: { determinize: (s) => ({ ...s, points: s.points.map((p) => p + 1) }) } };
    expect(failureOf(wrong)).toMatch(/determinize/);
  });

  it('a game that never ends', () => {
    const endless: Toy = {
      ...toyGame,
      outcome: () => null,
      actors: (s) => [s.turn],
      legalMoves: (s, seat) => (seat === s.turn ? [{ kind: 'play', card: 'C1' }] : []),
      apply: (s) => ({ ok: true, value: { state: s, events: [] } }),
    };
    const checks = conformanceChecks(endless, { tables, playouts: 1, deepPlayouts: 0, maxMoves: 50, illegalPerMove: 0 });
    expect(() => checks.playTable(tables[0]!, 2)).toThrow(/no end after 50 moves/);
  });

  it('a round count (`rounds`) that disagrees with the round-over events', () => {
    // The toy's only round ends with the game: while cards are left, or the last trick is on show, none has ended.
    const ended = (st: ToyState) => (st.hands.every((h) => h.length === 0) && st.showUntil === null ? 1 : 0);
    expect(failureOf({ ...toyGame, rounds: { ended } })).toBe('no failure');
    // Counting the round as over once the hands are empty, while the last trick is still on show.
    const early = (st: ToyState) => (st.hands.every((h) => h.length === 0) ? 1 : 0);
    expect(failureOf({ ...toyGame, rounds: { ended: early } })).toMatch(/rounds\.ended says 1 but 0 round-over events/);
  });

  it('a view written as text (`json`) that is not JSON.stringify of the view', () => {
    const exact = (st: ToyState, viewer: Viewer) => JSON.stringify(toyGame.view(st, viewer));
    expect(failureOf({ ...toyGame, json: { view: exact } })).toBe('no failure');
    // The same data with its keys in another order: equal once parsed, but not the bytes a host would have sent.
    const reordered = (st: ToyState, viewer: Viewer) => {
      return JSON.stringify(Object.fromEntries(Object.entries(toyGame.view(st, viewer)).reverse()));
    };
    expect(failureOf({ ...toyGame, json: { view: reordered } })).toMatch(
      /json\.view of 0 differs from JSON\.stringify\(view\) at character 2/,
    );
  });
});

describe('the conformance suite catches broken contracts', () => {
  it('an awaited seat that is not an actor', () => {
    const wrong: Toy = { ...toyGame, awaiting: (s) => Array.from({ length: s.seats }, (_, i) => i) };
    expect(failureOf(wrong)).toMatch(/awaited seat \d is not an actor/);
  });

  it('awaiting that depends on a hidden card', () => {
    // Waits on the turn seat only when the first face-down card is odd: the same public position, two answers.
    // Without `search`, so that the comparison of equal spectator views finds it (determinize would too).
    const { search: _search, ...noSearch } = toyGame;
    const wrong: Toy = { ...noSearch, awaiting: (s) => (Number(s.kitty[0]!.slice(1)) % 2 === 1 ? toyGame.awaiting(s) : []) };
    expect(failureOf(wrong)).toMatch(/do not follow from public information/);
  });
});

// One toy game per timing model, and their broken twins: a leaked simultaneous choice, a window
// without a deadline, a move judged against a stale state, a tie decided by arrival order, an
// answer outside its form, a leaked solution, a chat hook that mutates its input.
const doorsOptions = { tables: [{ config: {}, seats: [2, 3, 4] }], playouts: 40, deepPlayouts: 8, maxGapMs: 600 };
const stacksOptions = { tables: [{ config: {}, seats: [2, 3, 4] }], playouts: 40, deepPlayouts: 8, maxGapMs: 300 };
const snapOptions = { tables: [{ config: {}, seats: [2, 3, 4] }], playouts: 40, deepPlayouts: 8, maxGapMs: 400 };
const quizOptions = { tables: [{ config: {}, seats: [2, 3, 5] }], playouts: 40, deepPlayouts: 8, chatWords: ['pass'] };

conformance(doorsGame, doorsOptions);
conformance(stacksGame, stacksOptions);
conformance(snapGame, snapOptions);
conformance(quizGame, quizOptions);

/** Run the playouts of a broken twin on 3 seats and return the error the suite raises. */
function failureOfToy<C, S, M extends Tagged, E extends Tagged, V>(
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
    expect(failureOfToy(leaky, doorsOptions)).toMatch(/the view of .* reveals the choice of seat \d before the reveal/);
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
    expect(failureOfToy(leaky, doorsOptions)).toMatch(/an event of .* reveals the choice of seat \d before the reveal/);
  });

  it('a choice shown in a view, found by the secrets scan as an equal subtree', () => {
    // Declared turn-based so that only the scan for the choice's object token can find the leak.
    const leaky: typeof doorsGame = {
      ...doorsGame,
      type: { ...doorsGame.type, timing: 'turns' },
      view: (s, v) => ({ ...doorsGame.view(s, v), mine: s.choices.find((c) => c !== null) ?? null }),
    };
    expect(failureOfToy(leaky, doorsOptions)).toMatch(/view of .* shows the secret choice\/\d/);
  });

  it('a window that waits on seats with no deadline', () => {
    const stalling: typeof doorsGame = { ...doorsGame, deadline: () => null, tick: () => null };
    expect(failureOfToy(stalling, doorsOptions)).toMatch(/simultaneous window awaits .* with no deadline/);
  });

  it('a deadline that only pushes the window on, filling in nothing', () => {
    const stalling: typeof doorsGame = {
      ...doorsGame,
      tick: (s, at) => (at < s.closesAt ? null : { state: { ...s, closesAt: s.closesAt + s.config.windowMs }, events: [] }),
    };
    expect(failureOfToy(stalling, doorsOptions)).toMatch(/the deadline of a window awaiting .* passed and nothing moved on/);
  });
});

describe('the suite catches a broken real-time game', () => {
  it('a move judged against the state after another seat moved the stack', () => {
    const { races: _dropped, ...unguarded } = stacksGame;
    expect(failureOfToy(unguarded, stacksOptions)).toMatch(/was judged against the newer state/);
  });

  it('a stale check that looks at the wrong stack', () => {
    const wrong: typeof stacksGame = {
      ...stacksGame,
      races: { stale: (seen, now, seat, m) => stacksGame.races!.stale(seen, now, seat, { ...m, stack: 1 - m.stack }) },
    };
    expect(failureOfToy(wrong, stacksOptions)).toMatch(/was judged against the newer state/);
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
    expect(failureOfToy(unfair, snapOptions)).toMatch(/was decided by arrival order/);
  });
});

describe('the suite catches a broken free-text game', () => {
  it('an answer longer than its form allows, accepted', () => {
    const lax: typeof quizGame = {
      ...quizGame,
      apply: (s, seat, m, at) =>
        quizGame.apply(s, seat, m.kind === 'answer' ? { ...m, text: m.text.slice(0, 40).padEnd(3, '.') } : m, at),
    };
    expect(failureOfToy(lax, quizOptions)).toMatch(/has text outside its form and was accepted/);
  });

  it('the solution shown to the players', () => {
    const leaky: typeof quizGame = {
      ...quizGame,
      view: (s, v) => ({ ...quizGame.view(s, 0), answerer: quizGame.view(s, v).answerer }),
    };
    expect(failureOfToy(leaky, quizOptions)).toMatch(/view of .* shows the secret solution/);
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
    expect(failureOfToy(mutating, quizOptions)).toMatch(/chat mutated its input state/);
  });
});

describe('playAimed: a host plays a move against the version its mover saw', () => {
  const start = () => {
    const s = stacksGame.setup({ handSize: 5 }, 2, { seed: 3 });
    if (!s.ok) throw new Error(s.error.code);
    return { ...s.value, hands: [[3, 9], [4, 12]] };
  };

  it('refuses a card aimed at a stack that has moved since, with the game’s reason, and changes nothing', () => {
    const seen = start();
    const now = playAimed(stacksGame, seen, seen, 1, { kind: 'put', card: 4, stack: 0 }, 10);
    if (!now.ok) throw new Error(now.error.code);
    const before = JSON.stringify(now.value.state);
    const late = playAimed(stacksGame, seen, now.value.state, 0, { kind: 'put', card: 9, stack: 0 }, 20);
    expect(late).toMatchObject({ ok: false, error: { code: 'stacks/stack-moved' } });
    expect(JSON.stringify(now.value.state)).toBe(before);
  });

  it('plays a card aimed at a stack that has not moved, although the table has', () => {
    const seen = start();
    const now = playAimed(stacksGame, seen, seen, 1, { kind: 'put', card: 4, stack: 0 }, 10);
    if (!now.ok) throw new Error(now.error.code);
    const late = playAimed(stacksGame, seen, now.value.state, 0, { kind: 'put', card: 9, stack: 1 }, 20);
    expect(late.ok && late.value.events).toEqual([{ kind: 'put', seat: 0, card: 9, stack: 1, on: 0 }]);
  });
});

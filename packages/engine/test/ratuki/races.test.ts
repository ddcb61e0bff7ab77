/**
 * Real-time races: moves are applied in the order they arrive; a play names the stack and
 * the top card it aims at, so one aimed at a stack that changed a moment before is refused
 * (by `races.stale` when the host knows the version it was aimed at, and by `apply` in any
 * case) and the card stays in hand.
 */
import { describe, expect, it } from 'vitest';
import { ratuki } from '../../src/games/ratuki/index.ts';
import type { State } from '../../src/games/ratuki/state.ts';
import { junk, move, play, playAlone, refused, runOut, table } from './helpers.ts';

const stale = (seen: State, now: State, seat: number, m: Parameters<typeof ratuki.apply>[2]) =>
  ratuki.races!.stale(seen, now, seat, m);

/** A stack at 3 in place 0 (R1a R2a R3a), seat 0 holding R4a, seat 1 holding B2a and B4a. */
function stackAtThree(): State {
  let s = table([['R1a', 'R2a', 'R3a', 'R4a', 'R5a'], ['B2a', 'B4a', 'B1a']]);
  s = move(s, 0, play('R1a', 0, null), 10).state;
  s = move(s, 0, play('R2a', 0, 'R1a'), 20).state;
  return move(s, 0, play('R3a', 0, 'R2a'), 30).state;
}

describe('Ratuki races', () => {
  it('two seats aim at one stack within a millisecond: the first is taken, the second refused as stale', () => {
    const seen = stackAtThree();
    // Both saw the 3 (top R3a). Seat 0's 4 arrives at 1000.0 ms, seat 1's 2 at 1000.6 ms.
    const first = move(seen, 0, play('R4a', 0, 'R3a'), 1000);
    expect(first.state.stacks[0]).toMatchObject({ top: 'R4a', value: 4 });
    const second = play('B2a', 0, 'R3a');
    const why = stale(seen, first.state, 1, second);
    expect(why?.code).toBe('ratuki/stack-moved');
    expect(why?.message.en).toBe('The stack moved: it is now 4 (you aimed at R3a); your card stays in your hand.');
    expect(why?.message.ru).toContain('теперь на ней 4');
    // apply refuses it too (a host without version numbers), and the card stays in hand.
    expect(refused(first.state, 1, second, 1000.6).code).toBe('ratuki/stack-moved');
    expect(first.state.players[1]!.hand).toContain('B2a');
    // Views keep the race with its server times (what replays show).
    expect(ratuki.view(first.state, 'spectator').recent.slice(-2)).toEqual([
      { seat: 0, kind: 'play', card: 'R3a', stack: 0, took: 0, at: 30 },
      { seat: 0, kind: 'play', card: 'R4a', stack: 0, took: 0, at: 1000 },
    ]);
    const junked = move(first.state, 1, junk('B1a'), 1001).state;
    expect(ratuki.view(junked, 0).recent.at(-1)).toEqual({ seat: 1, kind: 'junk', card: null, stack: null, took: 0, at: 1001 });
    // The order decides: had seat 1's arrived first, seat 0's would be the stale one.
    const other = move(seen, 1, play('B2a', 0, 'R3a'), 1000);
    expect(stale(seen, other.state, 0, play('R4a', 0, 'R3a'))?.code).toBe('ratuki/stack-moved');
  });

  it('two seats race to take one stack: the first 5 takes it, the second finds it gone', () => {
    let s = table([['R1a', 'R2a', 'R3a', 'R4a', 'R5a'], ['B5a', 'B1a', 'B1b']]);
    s = move(s, 0, play('R1a', 0, null), 10).state;
    s = move(s, 0, play('R2a', 0, 'R1a'), 20).state;
    s = move(s, 0, play('R3a', 0, 'R2a'), 30).state;
    const seen = move(s, 0, play('R4a', 0, 'R3a'), 40).state;
    const taken = move(seen, 1, play('B5a', 0, 'R4a'), 500);
    expect(taken.state.players[1]!.scoreCount).toBe(5);
    const late = play('R5a', 0, 'R4a');
    expect(stale(seen, taken.state, 0, late)?.code).toBe('ratuki/stack-taken');
    expect(refused(taken.state, 0, late, 500.3).code).toBe('ratuki/stack-taken');
  });

  it('two seats start a stack in one empty place: the second is told the place is taken', () => {
    const seen = table([['R1a', 'R2a', 'R3a'], ['BXa', 'B2a', 'B3a']]);
    const first = move(seen, 1, play('BXa', 1, null), 200);
    const second = play('R1a', 1, null);
    expect(stale(seen, first.state, 0, second)?.code).toBe('ratuki/place-taken');
    // The other place is still free: the same card started there is not a race.
    expect(stale(seen, first.state, 0, play('R1a', 0, null))).toBeNull();
    move(first.state, 0, play('R1a', 0, null), 200.5);
  });

  it('a move aimed at an older version that still means the same is not stale', () => {
    let seen = table([['R1a', 'R2a', 'R3a'], ['B1a', 'B2a', 'B3a']]);
    seen = move(seen, 0, play('R1a', 0, null), 10).state;
    seen = move(seen, 1, play('B1a', 1, null), 20).state;
    const now = move(seen, 0, play('R2a', 0, 'R1a'), 30).state;
    const m = play('B2a', 1, 'B1a');
    expect(stale(seen, now, 1, m)).toBeNull();
    expect(move(now, 1, m, 31).state.stacks[1]!.value).toBe(2);
    // A junk aims at nothing shared.
    expect(stale(seen, now, 1, junk('B3a'))).toBeNull();
  });

  it('OUT mid-race: the last card ends the round at once, and a card arriving after it is refused', () => {
    const s = table([runOut('R'), []], { countdownMs: 1000 });
    const go = ratuki.tick(s, 1000)!.state;
    const almost = playAlone(go, 0, 1010, 34);
    const seen = almost.state;
    expect(seen.players[0]!.hand).toEqual(['RXb']);
    // Seat 0 calls OUT with its last card at t; seat 1's 1, aimed at the same position, arrives 0.4 ms later.
    const t = almost.at;
    const outStep = move(seen, 0, play('RXb', 0, null), t);
    expect(outStep.events.map((e) => e.kind)).toEqual(['play', 'round-over']);
    expect(outStep.events[1]).toMatchObject({ out: 0, scores: [34, -35], at: t });
    const late = play('B1a', 1, null);
    expect(stale(seen, outStep.state, 1, late)?.code).toBe('ratuki/round-over');
    // Without the version, apply still refuses: the round is over.
    expect(refused(outStep.state, 1, late, t + 0.4).code).toBe('ratuki/round-over');
    // Before the OUT the same card would have been taken: the race decided it.
    expect(move(seen, 1, late, t - 0.4).state.stacks[1]).toMatchObject({ top: 'B1a' });
  });
});

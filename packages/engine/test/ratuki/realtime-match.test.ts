/** realtimeMatch (core/realtime.ts) on Ratuki: every bot on its own clock, stale arrivals refused, exact replay. */
import { describe, expect, it } from 'vitest';
import { ratuki } from '../../src/games/ratuki/index.ts';
import { advance, play, realtimeMatch } from '../../src/index.ts';

const config = (() => {
  const c = ratuki.parseConfig({ singleRound: true }, 2);
  if (!c.ok) throw new Error();
  return c.value;
})();
const lineup = [{ bot: ratuki.bots['basic-fast']! }, { bot: ratuki.bots['basic-easy']! }];

describe('realtimeMatch', () => {
  it('a slower bot still plays on its own clock beside a faster one', () => {
    const bySeat = [0, 0];
    realtimeMatch(ratuki, config, lineup, 11, (s) => bySeat[s.seat]!++);
    expect(bySeat[0]).toBeGreaterThan(bySeat[1]!);
    // About three fast answers per easy one, not none: the easy bot is never re-timed by the other's moves.
    expect(bySeat[1]).toBeGreaterThan(10);
  });

  it('moves that arrive aimed at a changed stack are refused as stale, and the accepted ones replay exactly', () => {
    const log: { seat: number; move: Parameters<typeof ratuki.apply>[2]; at: number; }[] = [];
    const r = realtimeMatch(
      ratuki,
      config,
      [{ bot: ratuki.bots['random']! }, { bot: ratuki.bots['random']! }],
      5,
      (s) => log.push(s),
    );
    expect(r.stale).toBeGreaterThan(0);
    expect(r.moves).toBe(log.length);
    const setup = ratuki.setup(config, 2, { seed: 5 });
    if (!setup.ok) throw new Error();
    let state = setup.value;
    for (const m of log) {
      const step = play(ratuki, state, m.seat, m.move, m.at);
      if (!step.ok) throw new Error(step.error.code);
      state = step.value.state;
    }
    // A dead centre ends the round by tick after the last move: let the time run to the match's end.
    expect(ratuki.outcome(advance(ratuki, state, r.endAt).state)).toEqual(r.outcome);
    expect(JSON.stringify(realtimeMatch(ratuki, config, lineup, 9).state)).toBe(
      JSON.stringify(realtimeMatch(ratuki, config, lineup, 9).state),
    );
  });
});

/** A replay shows the game, not the club today: no offline or stand-in badges, nobody "waited for". */
import type { PlayerInfo } from '@kozyr/protocol';
import { describe, expect, it } from 'vitest';
import { replaySeating } from '../src/pages/replay-seating.ts';

const away: PlayerInfo = { kind: 'human', userId: 'a', name: 'Ann', connected: false, standIn: false };
const replaced: PlayerInfo = { kind: 'human', userId: 'b', name: 'Bo', connected: false, standIn: true };
const bot: PlayerInfo = { kind: 'bot', bot: 'basic', name: 'Bot' };

describe('a replayed table is told no live presence', () => {
  const seating = replaySeating([away, null, replaced, bot]);

  it('no human seat reads as away or played by a stand-in', () => {
    for (const p of seating.players) {
      if (p?.kind === 'human') expect([p.connected, p.standIn]).toEqual([true, false]);
    }
    expect(seating.players.map((p) => p?.name ?? null)).toEqual(['Ann', null, 'Bo', 'Bot']);
    expect(seating.players[3]).toBe(bot);
  });

  it('nobody is waited for, whoever was to move at that step', () => {
    expect(seating.actors).toEqual([]);
  });
});

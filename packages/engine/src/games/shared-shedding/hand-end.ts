/**
 * The end of a hand, when a player has played its last card: penalty points, places of the
 * hand, match totals, then the end of the match or the pause before the next deal.
 */
import type { Seat } from '../../core/types.ts';
import { cardInfo } from './deckset.ts';
import { placesBy } from './ranking.ts';
import type { Deckset, SheddingState } from './types.ts';
import type { SheddingUpdate } from './update.ts';

/** What a hand's end clears: no window, question or penalty outlives its hand. */
const HAND_CLEARED = {
  exposed: -1,
  interceptOpen: false,
  silence: -1,
  slap: null,
  challenge: null,
  drawn: null,
  penalty: 0,
  penaltyFace: null,
} as const satisfies Partial<SheddingState>;

/** `winner` has played its last card at `at`: score the hand, then end the match or pause until the next deal. */
export function endRound(g: Deckset, d: SheddingUpdate, winner: Seat, at: number): void {
  const s = d.edit();
  const r = s.rules;
  const points = s.hands.map((hand) => hand.reduce((sum, c) => sum + cardInfo(g, c).points, 0));
  const places = placesBy(points, true);
  const totals = s.totals.slice();
  if (r.scoring === 'tournament') {
    for (let seat = 0; seat < s.seats; seat++) totals[seat]! += points[seat]!;
  } else {
    const won = r.raceCounts === 'points' ? points : s.hands.map((h) => h.length);
    totals[winner]! += won.reduce((a, b) => a + b, 0);
  }
  d.emit({ kind: 'round-over', round: s.round, winner, points, places, totals });
  const lastRound = { round: s.round, winner, points, places };
  const rounds = [...s.rounds, lastRound];
  const over = r.scoring === 'tournament' ? s.round >= r.rounds : Math.max(...totals) >= r.raceTarget;
  if (over) {
    const final = placesBy(totals, r.scoring === 'tournament');
    Object.assign(
      s,
      { phase: 'over', totals, lastRound, rounds, places: final, ...HAND_CLEARED } satisfies Partial<SheddingState>,
    );
    d.emit({ kind: 'match-over', places: final, totals });
    return;
  }
  Object.assign(
    s,
    { phase: 'scored', totals, lastRound, rounds, resumeAt: at, ...HAND_CLEARED } satisfies Partial<SheddingState>,
  );
}

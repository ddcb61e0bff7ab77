/** A new table: the first-dealer draw and the first hand, from a stacked deck or the seed's shuffle. */
import { Rng } from '../../core/rng.ts';
import type { DealSource, Result } from '../../core/types.ts';
import { err, ok } from '../../core/types.ts';
import { drawForDealer } from './dealing.ts';
import { openHand } from './hand.ts';
import type { Deckset, SheddingState, TableRules } from './types.ts';

/** What is wrong with a stacked deck, or null when it is exactly the game's multiset of cards. */
export function deckProblem(g: Deckset, deck: readonly unknown[]): string | null {
  const want = new Map<string, number>();
  for (const c of g.deck) want.set(c, (want.get(c) ?? 0) + 1);
  for (const c of deck) {
    if (typeof c !== 'string' || !want.has(c)) return `unknown card ${JSON.stringify(c)}`;
    const left = want.get(c)! - 1;
    if (left < 0) return `too many ${c}`;
    want.set(c, left);
  }
  for (const [c, left] of want) if (left > 0) return `missing ${c}`;
  return null;
}

export function setupTable(g: Deckset, rules: TableRules, seats: number, source: DealSource): Result<SheddingState> {
  if (source.deck !== undefined) {
    const problem = deckProblem(g, source.deck);
    if (problem !== null) return err(g.fail('bad-deck', { count: g.deck.length, detail: problem }));
  }
  const rng = Rng.seeded(source.seed);
  const deck = source.deck ?? rng.shuffle(g.deck);
  const draw = drawForDealer(g, deck, seats);
  const start = {
    rules,
    seats,
    round: 1,
    dealer: draw.dealer,
    totals: new Array<number>(seats).fill(0),
    lastRound: null,
    rounds: [],
  };
  return ok(openHand(g, start, draw.deck, rng, source.at ?? 0).state);
}

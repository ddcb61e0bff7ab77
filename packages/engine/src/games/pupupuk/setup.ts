/** A new table: the first round dealt from a stacked deck or from the seed; the outcome of a finished match. */
import { Rng } from '../../core/rng.ts';
import { type DealSource, err, ok, type Outcome, type Result } from '../../core/types.ts';
import { DECK } from './cards.ts';
import type { Config } from './config.ts';
import { ctx, done } from './ctx.ts';
import { fail } from './errors.ts';
import { dealRound } from './rules.ts';
import type { State } from './state.ts';

function isPermutationOfDeck(deck: readonly string[]): boolean {
  if (deck.length !== DECK.length) return false;
  const sorted = [...deck].sort();
  const want = [...DECK].sort();
  return sorted.every((c, i) => c === want[i]);
}

/**
 * A stacked deck is every card in dealing order: cards 1–5 to seat 0, 6–10 to seat 1, and so on;
 * the rest is the deck, its first card on top. With a stacked deck seat 0 starts; otherwise a random seat.
 */
export function setup(config: Config, seats: number, source: DealSource): Result<State> {
  if (source.deck !== undefined && !isPermutationOfDeck(source.deck)) return err(fail('malformed'));
  const rng = Rng.seeded(source.seed);
  const order = source.deck ?? rng.shuffle(DECK);
  const starter = source.deck !== undefined ? 0 : rng.int(seats);
  const s: State = {
    config,
    seats,
    rng: rng.state(),
    wins: Array<number>(seats).fill(0),
    round: 0,
    place: null,
    hands: [],
    deck: [],
    discard: [],
    row: [],
    nextRowId: 0,
    turn: starter,
    turnNo: 1,
    lastLayer: starter,
    laidSlot: null,
    phase: { kind: 'lay' },
    finedThisTurn: [],
    violations: [],
    nextViolationId: 0,
    relay: null,
    lottery: null,
    lastRound: null,
    champions: null,
  };
  const c = ctx(s, source.at ?? 0);
  dealRound(c, order, starter);
  return ok(done(c).state);
}

export function outcome(s: State): Outcome | null {
  if (s.champions === null) return null;
  const places = s.wins.map((w) => 1 + s.wins.filter((x) => x > w).length);
  return { places, scores: [...s.wins] };
}

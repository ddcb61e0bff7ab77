/**
 * Dealing: every seat shuffles its own colour's 35 cards and takes 3 (seed 004, "Подготовка
 * к игре"); a stacked deck gives each seat's pile in drawing order instead, for the first round.
 */
import { Rng } from '../../core/rng.ts';
import { type DealSource, err, ok, type Result } from '../../core/types.ts';
import { colourDeck, COLOURS, DECK_SIZE, HAND_SIZE, rankIndex } from './cards.ts';
import type { RatukiConfig } from './config.ts';
import { fail } from './errors.ts';
import type { SeatState, State } from './state.ts';

function countLeft(cards: readonly string[]): number[] {
  const left = [0, 0, 0, 0, 0, 0];
  for (const c of cards) left[rankIndex(c)]!++;
  return left;
}

/** A seat holding `pile` in drawing order: the first 3 are its hand. */
export function seatWith(pile: readonly string[]): SeatState {
  return {
    hand: pile.slice(0, HAND_SIZE),
    draw: pile,
    drawPos: HAND_SIZE,
    junk: null,
    junkCount: 0,
    taken: null,
    scoreCount: 0,
    left: countLeft(pile),
    lastAt: null,
  };
}

/** Each seat's pile for a round: shuffled with the table's generator, seat by seat. */
export function shuffledPiles(seats: number, rng: Rng): string[][] {
  return Array.from({ length: seats }, (_, s) => rng.shuffle(colourDeck(COLOURS[s]!)));
}

/** Split and check a stacked deck: 35 cards per seat, seat 0's first, each exactly its colour's cards. */
function stackedPiles(deck: readonly string[], seats: number): Result<string[][]> {
  if (deck.length !== seats * DECK_SIZE) {
    return err(fail('deck-wrong-size', { seats, want: seats * DECK_SIZE, got: deck.length }));
  }
  const piles: string[][] = [];
  for (let s = 0; s < seats; s++) {
    const pile = deck.slice(s * DECK_SIZE, (s + 1) * DECK_SIZE);
    const want = new Set(colourDeck(COLOURS[s]!));
    const seen = new Set<string>();
    for (let i = 0; i < pile.length; i++) {
      const c = pile[i]!;
      const why = !want.has(c) ? `${c} is not a ${COLOURS[s]!} card` : seen.has(c) ? `${c} twice` : null;
      if (why !== null) return err(fail('deck-wrong-cards', { at: s * DECK_SIZE + i, seat: s, colour: COLOURS[s]!, why }));
      seen.add(c);
    }
    piles.push(pile);
  }
  return ok(piles);
}

/** A dealt round: phase `countdown` until `at + countdownMs` (or `playing` at once with no countdown). */
export function dealRound(
  base: Pick<State, 'config' | 'seats' | 'totals' | 'history'>,
  round: number,
  piles: readonly (readonly string[])[],
  rng: Rng,
  at: number,
): State {
  const countdown = base.config.countdownMs;
  return {
    config: base.config,
    seats: base.seats,
    round,
    phase: countdown > 0 ? 'countdown' : 'playing',
    startsAt: at + countdown,
    goAt: at + countdown,
    stacks: Array.from({ length: base.seats }, () => null),
    players: piles.map(seatWith),
    totals: base.totals,
    history: base.history,
    rng: rng.state(),
    lastAt: at,
    recent: [],
    dead: false,
  };
}

export function setup(config: RatukiConfig, seats: number, source: DealSource): Result<State> {
  const rng = Rng.seeded(source.seed);
  let piles: string[][];
  if (source.deck !== undefined) {
    const stacked = stackedPiles(source.deck, seats);
    if (!stacked.ok) return stacked;
    piles = stacked.value;
  } else {
    piles = shuffledPiles(seats, rng);
  }
  const totals = Array.from({ length: seats }, () => 0);
  return ok(dealRound({ config, seats, totals, history: [] }, 1, piles, rng, source.at ?? 0));
}

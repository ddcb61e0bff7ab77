/**
 * Setup: validate a stacked deck or shuffle with the seed, deal, find the
 * trump and the first attacker. `dealGame` also deals every later game of a
 * series.
 */
import { Rng, type RngState } from '../../core/rng.ts';
import { err, ok, type Result, type Seat } from '../../core/types.ts';
import { cardId, deckIds, isSpecial, rankOf, SPADES, suitOf } from './cards.ts';
import type { DurakConfig } from './config.ts';
import { fail } from './errors.ts';
import { boutLimit } from './rules.ts';
import { nextInPlay } from './seats.ts';
import type { State } from './state.ts';

/** Decision 3: the seat holding the lowest card of `suit` (ordinary cards only), or -1. */
function lowestOfSuit(hands: readonly (readonly number[])[], suit: number): Seat {
  let best = -1;
  let bestRank = 99;
  for (let s = 0; s < hands.length; s++) {
    for (const c of hands[s]!) {
      if (!isSpecial(c) && suitOf(c) === suit && rankOf(c) < bestRank) {
        bestRank = rankOf(c);
        best = s;
      }
    }
  }
  return best;
}

/**
 * Decision 3: the holder of the lowest trump leads; with no trumps or nobody
 * holding one, the lowest ordinary card by rank then suit order S C D H.
 * Japanese: the holder of the lowest spade. Specials never count.
 */
export function firstAttacker(hands: readonly (readonly number[])[], trumpSuit: number, japanese: boolean): Seat {
  if (japanese) {
    const s = lowestOfSuit(hands, SPADES);
    if (s >= 0) return s;
  }
  if (trumpSuit >= 0) {
    const s = lowestOfSuit(hands, trumpSuit);
    if (s >= 0) return s;
  }
  let best = 0;
  let bestKey = 999;
  for (let s = 0; s < hands.length; s++) {
    for (const c of hands[s]!) {
      const key = rankOf(c) * 4 + suitOf(c); // rank first, then suit order
      if (!isSpecial(c) && key < bestKey) {
        bestKey = key;
        best = s;
      }
    }
  }
  return best;
}

export interface SeriesCarry {
  readonly rng: RngState;
  readonly game: number;
  readonly losses: readonly number[];
  readonly lastPlaces: readonly number[] | null;
  /** Decision 3: the previous durak is attacked first; null = lowest-trump rule. */
  readonly attackedFirst: Seat | null;
}

/** Deal one game from a full deck order (seat 0 takes the first dealSize cards, …; the rest is the talon). */
export function dealGame(config: DurakConfig, seats: number, order: readonly number[], carry: SeriesCarry): State {
  const hands: number[][] = [];
  for (let s = 0; s < seats; s++) hands.push(order.slice(s * config.dealSize, (s + 1) * config.dealSize));
  const talonAt = Math.min(seats * config.dealSize, order.length);
  // Decision 2: the trump card is the last card of the deck order: under the talon, or the last card dealt.
  const trumpCard = order[order.length - 1]!;
  const trumpSuit = suitOf(trumpCard); // -1 for a special: no trumps, the card keeps its powers
  // Everyone saw the last card dealt (then the trump card is in the last seat's hand).
  const trumpKnown = talonAt === order.length;
  const place = new Array<number>(seats).fill(0);
  let attacker: Seat;
  let defender: Seat;
  if (carry.attackedFirst !== null) {
    defender = carry.attackedFirst;
    attacker = (defender + seats - 1) % seats; // all seats are in play at the deal
  } else {
    attacker = firstAttacker(hands, trumpSuit, config.variant === 'japanese');
    defender = nextInPlay(place, attacker);
  }
  return {
    config,
    seats,
    deal: {
      rng: carry.rng,
      game: carry.game,
      order,
      trumpCard,
      trumpSuit,
      losses: carry.losses,
      lastPlaces: carry.lastPlaces,
      nextDealAt: null,
      over: false,
    },
    hands,
    knownLo: trumpKnown && trumpCard < 28 ? 1 << trumpCard : 0,
    knownHi: trumpKnown && trumpCard >= 28 ? 1 << (trumpCard - 28) : 0,
    played: 0,
    talonAt,
    attacksLo: 0,
    attacksHi: 0,
    coversLo: 0,
    coversHi: 0,
    count: 0,
    uncovered: 0,
    onLo: 0,
    onHi: 0,
    tableRanks: 0,
    discard: null,
    attacker,
    defender,
    done: 0,
    taking: false,
    limit: boutLimit(config, true, hands[defender]!.length),
    firstBout: true,
    place,
  };
}

/** Decision: a stacked deck must hold exactly this table's cards, each once. */
function checkDeck(config: DurakConfig, deck: readonly string[]): Result<number[]> {
  const want = deckIds(config);
  if (deck.length !== want.length) {
    return err(fail('deck-wrong-size', { got: deck.length, want: want.length, variant: config.variant, deck: config.deck }));
  }
  const allowed = new Set(want);
  const seen = new Set<number>();
  const ids: number[] = [];
  for (const code of deck) {
    const id = typeof code === 'string' ? cardId(code) : undefined;
    if (id === undefined) return err(fail('deck-wrong-cards', { detail: `${JSON.stringify(code)} is not a card code` }));
    if (!allowed.has(id)) return err(fail('deck-wrong-cards', { detail: `${code} is not part of this table's deck` }));
    if (seen.has(id)) return err(fail('deck-wrong-cards', { detail: `${code} appears twice` }));
    seen.add(id);
    ids.push(id);
  }
  return ok(ids);
}

export function setup(
  config: DurakConfig,
  seats: number,
  source: { readonly seed: number; readonly deck?: readonly string[]; },
): Result<State> {
  const rng = Rng.seeded(source.seed);
  let order: number[];
  if (source.deck !== undefined) {
    const checked = checkDeck(config, source.deck);
    if (!checked.ok) return checked;
    order = checked.value;
  } else {
    order = rng.shuffle(deckIds(config));
  }
  const losses = new Array<number>(seats).fill(0);
  return ok(dealGame(config, seats, order, { rng: rng.state(), game: 1, losses, lastPlaces: null, attackedFirst: null }));
}

/** A new Thousand table: the last seat deals first; a stacked deck fixes the first deal only. */
import { Rng } from '../../core/rng.ts';
import { type DealSource, err, ok, type Result } from '../../core/types.ts';
import { cardId, DECK_SIZE } from './cards.ts';
import type { Config } from './config.ts';
import { dealFrom, dealShuffled, goldenDeals } from './deal.ts';
import { fail } from './errors.ts';
import { draft, type State } from './state.ts';

/** Check a stacked deck: exactly the 24 cards, each once. */
export function parseDeck(deck: readonly string[]): Result<number[]> {
  if (deck.length !== DECK_SIZE) return err(fail('deck-size', { count: deck.length }));
  const ids: number[] = [];
  const used = new Set<number>();
  for (const code of deck) {
    const id = typeof code === 'string' ? cardId(code) : undefined;
    if (id === undefined || used.has(id)) return err(fail('deck-card', { card: String(code) }));
    used.add(id);
    ids.push(id);
  }
  return ok(ids);
}

function emptyTable(config: Config, seats: number, seed: number): State {
  const zeros = new Array<number>(seats).fill(0);
  return {
    seats,
    config,
    rng: Rng.seeded(seed).state(),
    phase: 'bidding',
    dealsScored: 0,
    goldenUntil: goldenDeals(seats),
    dealer: seats - 1,
    order: [],
    hands: [],
    seen: [],
    talons: [],
    talonShown: [],
    talonTaken: [],
    discards: [],
    opener: 0,
    opening: 100,
    bid: 0,
    bidder: -1,
    passed: [],
    turn: 0,
    declarer: -1,
    contract: 0,
    golden: false,
    dark: false,
    givenTo: [],
    leader: -1,
    trick: [],
    trump: -1,
    voids: new Array<number>(seats).fill(0),
    lastTrick: null,
    won: [],
    tricks: [],
    declarations: [],
    scores: zeros,
    onBarrel: new Array<boolean>(seats).fill(false),
    barrelAttempts: zeros,
    barrelFalls: zeros,
    bolts: zeros,
    boltRun: zeros,
    rollOuts: zeros,
    sheet: [],
  };
}

export function setup(config: Config, seats: number, source: DealSource): Result<State> {
  if (!Number.isInteger(seats) || seats < 2 || seats > 4) return err(fail('seat-count', { seats }));
  const u = draft(emptyTable(config, seats, source.seed));
  if (source.deck === undefined) {
    dealShuffled(u, seats - 1);
  } else {
    const deck = parseDeck(source.deck);
    if (!deck.ok) return deck;
    dealFrom(u, seats - 1, deck.value);
  }
  return ok(u.step().state);
}

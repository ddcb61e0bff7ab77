/**
 * A new table (seed 003 "Подготовка"): the room deck for the version and seat count, the
 * guests dealt face up, the Night Porter with two players, then round 1's rooms.
 */
import { Rng } from '../../core/rng.ts';
import { type DealSource, err, ok, type Result } from '../../core/types.ts';
import { BASE_ROOMS, type Guest, GUESTS, isGhost, isGuest, NO_GUEST, SIX_PLUS_ROOMS } from './cards.ts';
import { doorsFor, type HotelConfig, LULU_LARGE_FROM } from './config.ts';
import { fail } from './errors.ts';
import { startRound } from './round.ts';
import type { State } from './state.ts';

/** The 6+ rooms join "only with 6, 7 or 8 players" (full version). */
export const SIX_PLUS_FROM = 6;

/** The rooms of this table before shuffling: base (+ 6+), without Ghosts in that variant. */
export function roomsFor(config: HotelConfig, seats: number): string[] {
  const rooms = config.version === 'full' && seats >= SIX_PLUS_FROM ? [...BASE_ROOMS, ...SIX_PLUS_ROOMS] : [...BASE_ROOMS];
  return config.ghosts ? rooms : rooms.filter((r) => !isGhost(r));
}

/** Uses a guest starts with (RULES-DECISIONS#hotel; every count is a setting). */
export function usesOf(guest: Guest | null, config: HotelConfig, seats: number): number {
  switch (guest) {
    case 'molets':
      return config.moletsUses;
    case 'naprastka':
      return config.naprastkaUses;
    case 'lulu':
      return seats >= LULU_LARGE_FROM ? config.luluUsesLarge : config.luluUses;
    case 'pero':
      return config.peroUses;
    case 'mugla':
      return config.muglaUses;
    case 'bo':
    case null:
      return 0;
  }
}

function stackedDeck(config: HotelConfig, seats: number, rooms: readonly string[], deck: readonly string[]) {
  const want = new Set(rooms);
  const given = deck.slice(0, rooms.length);
  const seen = new Set<string>();
  for (const r of given) {
    if (!want.has(r)) return err(fail('deck-wrong-cards', { count: rooms.length, why: `"${r}" is not a room of this table` }));
    if (seen.has(r)) return err(fail('deck-wrong-cards', { count: rooms.length, why: `"${r}" appears twice` }));
    seen.add(r);
  }
  if (given.length < rooms.length) {
    return err(fail('deck-wrong-cards', { count: rooms.length, why: `only ${given.length} rooms given` }));
  }
  const rest = deck.slice(rooms.length);
  const guestCount = config.guests ? seats : 0;
  if (rest.length !== guestCount) {
    return err(fail('deck-wrong-guests', { why: `${rest.length} entries after the rooms, expected ${guestCount}` }));
  }
  const guests: (Guest | null)[] = [];
  for (const g of rest) {
    if (g === NO_GUEST) {
      guests.push(null);
      continue;
    }
    if (!isGuest(g)) return err(fail('deck-wrong-guests', { why: `"${g}" is not a guest (${GUESTS.join(', ')}, ${NO_GUEST})` }));
    if (guests.includes(g)) return err(fail('deck-wrong-guests', { why: `"${g}" is dealt twice` }));
    guests.push(g);
  }
  return ok({ order: given, guests });
}

export function setup(config: HotelConfig, seats: number, source: DealSource): Result<State> {
  const rng = Rng.seeded(source.seed);
  const rooms = roomsFor(config, seats);
  let order: readonly string[];
  let guests: readonly (Guest | null)[];
  if (source.deck !== undefined) {
    const stacked = stackedDeck(config, seats, rooms, source.deck);
    if (!stacked.ok) return stacked;
    order = stacked.value.order;
    guests = config.guests ? stacked.value.guests : Array.from({ length: seats }, () => null);
  } else {
    order = rng.shuffle(rooms);
    // The club deals the six guests the seed describes; with 7–8 players the others get none.
    const pool: (Guest | null)[] = [...GUESTS];
    for (let s = GUESTS.length; s < seats; s++) pool.push(null);
    guests = config.guests ? rng.shuffle(pool).slice(0, seats) : Array.from({ length: seats }, () => null);
  }
  // Short game: the bottom half of the shuffled deck goes back to the box unseen.
  const keep = config.shortGame ? order.length - Math.floor(order.length / 2) : order.length;
  const doors = doorsFor(config, seats);
  const state: State = {
    config,
    seats,
    doors,
    porter: seats === 2,
    guests,
    uses: guests.map((g) => usesOf(g, config, seats)),
    deck: order.slice(0, keep),
    dealt: 0,
    unseen: order.slice(keep),
    box: [],
    under: Array.from({ length: doors }, () => []),
    won: Array.from({ length: seats }, () => []),
    bakshish: Array.from({ length: seats }, () => 0),
    // "If Piccolo Bo is in the game, put the 3 Bakshish cards next to him."
    bakshishLeft: guests.includes('bo') ? config.bakshish : 0,
    resting: Array.from({ length: seats }, () => 0),
    porterResting: 0,
    round: 0,
    phase: 'choose',
    choices: Array.from({ length: seats }, () => null),
    peeks: Array.from({ length: seats }, () => null),
    porterDoor: 0,
    windowAt: source.at ?? 0,
    outcome: null,
    rng: rng.state(),
  };
  return ok(startRound(state, [], source.at ?? 0));
}

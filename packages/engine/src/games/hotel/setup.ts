/**
 * A new table (seed 003 "Подготовка"): the room deck for the version and seat count, the
 * guests dealt face up, the Night Porter with two players, then round 1's rooms.
 */
import { Rng } from '../../core/rng.ts';
import { type DealSource, err, ok, type Result } from '../../core/types.ts';
import { BASE_ROOMS, type Guest, GUESTS, isGhost, isGuest, isRoom, NO_GUEST, SIX_PLUS_ROOMS } from './cards.ts';
import { doorsFor, type HotelConfig, LULU_LARGE_FROM } from './config.ts';
import { fail } from './errors.ts';
import { startRound } from './round.ts';
import { draft, type State } from './state.ts';

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

/**
 * A stacked deck (README "Stacked deck"): room codes first, the top of the room deck in dealing
 * order (all of the table's rooms, or only the first ones: the others follow, shuffled with the
 * seed); then, optionally, one guest per seat in seat order (`-` = no guest).
 */
function stackedDeck(config: HotelConfig, seats: number, rooms: readonly string[], deck: readonly string[], rng: Rng) {
  const want = new Set(rooms);
  let split = 0;
  while (split < deck.length && isRoom(deck[split]!)) split++;
  const given = deck.slice(0, split);
  const seen = new Set<string>();
  for (const r of given) {
    if (!want.has(r)) return err(fail('deck-wrong-cards', { count: rooms.length, why: `"${r}" is not a room of this table` }));
    if (seen.has(r)) return err(fail('deck-wrong-cards', { count: rooms.length, why: `"${r}" appears twice` }));
    seen.add(r);
  }
  const order = [...given, ...rng.shuffle(rooms.filter((r) => !seen.has(r)))];
  const rest = deck.slice(split);
  if (rest.length === 0) return ok({ order, guests: null });
  if (!config.guests) {
    return err(fail('deck-wrong-guests', { why: `this table plays without guests, yet "${rest[0]}" follows the rooms` }));
  }
  if (rest.length !== seats) {
    return err(fail('deck-wrong-guests', { why: `${rest.length} entries after the rooms, expected ${seats}` }));
  }
  const guests: (Guest | null)[] = [];
  for (const g of rest) {
    if (g === NO_GUEST) {
      guests.push(null);
      continue;
    }
    if (!isGuest(g)) {
      return err(
        fail('deck-wrong-guests', {
          why: `"${g}" is neither a room of this table nor a guest (${GUESTS.join(', ')}, ${NO_GUEST})`,
        }),
      );
    }
    if (guests.includes(g)) return err(fail('deck-wrong-guests', { why: `"${g}" is dealt twice` }));
    guests.push(g);
  }
  return ok({ order, guests });
}

/** The club deals the six guests the seed describes; with 7–8 players the others get none. */
function dealGuests(config: HotelConfig, seats: number, rng: Rng): (Guest | null)[] {
  if (!config.guests) return Array.from({ length: seats }, () => null);
  const pool: (Guest | null)[] = [...GUESTS];
  for (let s = GUESTS.length; s < seats; s++) pool.push(null);
  return rng.shuffle(pool).slice(0, seats);
}

export function setup(config: HotelConfig, seats: number, source: DealSource): Result<State> {
  const rng = Rng.seeded(source.seed);
  const rooms = roomsFor(config, seats);
  let order: readonly string[];
  let guests: readonly (Guest | null)[];
  if (source.deck !== undefined) {
    const stacked = stackedDeck(config, seats, rooms, source.deck, rng);
    if (!stacked.ok) return stacked;
    order = stacked.value.order;
    guests = stacked.value.guests ?? dealGuests(config, seats, rng);
  } else {
    order = rng.shuffle(rooms);
    guests = dealGuests(config, seats, rng);
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
  // The first round's rooms, dealt on the updater like every later round's (its events are not kept: a table starts dealt).
  const u = draft(state);
  startRound(u, source.at ?? 0);
  return ok(u.step().state);
}

/**
 * Hotel's cards as data (seed 003, RULES-DECISIONS#hotel): room cards, door cards,
 * guests. Codes are what files, tests, the protocol and the views use.
 *
 * - Rooms: `r<stars>-<nn>` (`r3-17` = a 3-star room, number 17) and `rx-<nn>` for a Ghost
 *   room (−2). Numbers 01–45 are the base rooms, 46–63 the rooms marked 6+.
 * - Door cards: a colour letter and the door (`R3` = red door 3). Seat s plays colour s;
 *   the Night Porter plays the last colour of the version's box.
 * - Guests: `molets`, `naprastka`, `lulu`, `pero`, `bo`, `mugla`.
 */

export const VERSIONS = ['free', 'full'] as const;
export type Version = (typeof VERSIONS)[number];

/** Colours in the order seats take them (the full box has 8, the free one the first 5). */
export const COLOURS = ['R', 'B', 'G', 'Y', 'P', 'O', 'K', 'W'] as const;
export type Colour = (typeof COLOURS)[number];

export const VERSION_BOX: Readonly<
  Record<Version, { readonly colours: number; readonly maxDoors: number; readonly maxSeats: number; }>
> = {
  free: { colours: 5, maxDoors: 4, maxSeats: 5 },
  full: { colours: 8, maxDoors: 6, maxSeats: 8 },
};

/** The Night Porter's colour: one nobody plays with two players, the last of the box. */
export function porterColour(version: Version): Colour {
  return COLOURS[VERSION_BOX[version].colours - 1]!;
}

/** Door card code of `colour` for `door` (1-based). */
export function doorCard(colour: Colour, door: number): string {
  return `${colour}${door}`;
}

/**
 * The room mix. Base deck (RULES-DECISIONS): 5 Ghosts, twelve 1★, twelve 2★, ten 3★, six 4★.
 * The 18 rooms marked 6+ "keep the same mix": 18/45 of it is 2, 4.8, 4.8, 4, 2.4, which we
 * round to 2 Ghosts, five 1★, five 2★, four 3★, two 4★ (sums to 18; README decision).
 */
export const GHOST = -2;
const BASE_MIX: readonly (readonly [stars: number, count: number])[] = [[GHOST, 5], [1, 12], [2, 12], [3, 10], [4, 6]];
const SIX_PLUS_MIX: readonly (readonly [stars: number, count: number])[] = [[GHOST, 2], [1, 5], [2, 5], [3, 4], [4, 2]];

function roomsOf(mix: typeof BASE_MIX, first: number): string[] {
  const out: string[] = [];
  let n = first;
  for (const [stars, count] of mix) {
    for (let i = 0; i < count; i++, n++) out.push(`r${stars === GHOST ? 'x' : stars}-${String(n).padStart(2, '0')}`);
  }
  return out;
}

export const BASE_ROOMS: readonly string[] = roomsOf(BASE_MIX, 1);
export const SIX_PLUS_ROOMS: readonly string[] = roomsOf(SIX_PLUS_MIX, 46);
const ALL_ROOMS = new Set([...BASE_ROOMS, ...SIX_PLUS_ROOMS]);

export function isRoom(code: string): boolean {
  return ALL_ROOMS.has(code);
}

/** Stars a room counts at the end: 1–4, or −2 for a Ghost room. */
export function roomStars(code: string): number {
  const c = code.charCodeAt(1);
  return c === 120 /* 'x' */ ? GHOST : c - 48;
}

export function isGhost(code: string): boolean {
  return code.charCodeAt(1) === 120;
}

/** The six guests the seed describes, in the order the box lists them. */
export const GUESTS = ['molets', 'naprastka', 'lulu', 'pero', 'bo', 'mugla'] as const;
export type Guest = (typeof GUESTS)[number];
export function isGuest(x: unknown): x is Guest {
  return typeof x === 'string' && (GUESTS as readonly string[]).includes(x);
}
/** A stacked deck's placeholder for a seat dealt no guest (7–8 players). */
export const NO_GUEST = '-';

/** The 16 place cards of seed 000, one per round, each enabled by a table setting; what each changes is in places/. */
export const PLACES = [
  'library',
  'schoolBreak',
  'relay',
  'jacuzzi',
  'waxMuseum',
  'accounting',
  'boardGameClub',
  'toiletQueue',
  'crowdedMinibus',
  'turbulenceZone',
  'improvCircle',
  'lottery',
  'darkRoom',
  'doubleDate',
  'bank',
  'supermarket',
] as const;
export type Place = (typeof PLACES)[number];

/** The setting key that enables a place: `placeLibrary`. */
export const placeKey = (p: Place): `place${string}` => `place${p[0]!.toUpperCase()}${p.slice(1)}`;

/** What a client may know of Pu-Pu-Puk (`@kozyr/engine/games/pupupuk/client`): moves, events, the view, the places and their names. No rules. */
export { type Place as PupupukPlace, PLACES as PUPUPUK_PLACES } from './places.ts';
export type { Event as PupupukEvent, Move as PupupukMove, View as PupupukView } from './state.ts';
export { placeNames as pupupukPlaceNames } from './texts.ts';

/**
 * What a client may know of Thousand (`@kozyr/engine/games/thousand/client`): moves, events, the view
 * with its score-sheet marks, and the settings' groups, schema and words (the form and the rules page
 * put settings under their groups). No rules.
 */
export { type Config as ThousandConfig, GROUPS as THOUSAND_GROUPS, thousandSchema } from './config.ts';
export type {
  Event as ThousandEvent,
  Move as ThousandMove,
  SeatView as ThousandSeatView,
  SheetLine,
  SheetMark,
  View as ThousandView,
} from './state.ts';
export { texts as thousandTexts } from './texts.ts';

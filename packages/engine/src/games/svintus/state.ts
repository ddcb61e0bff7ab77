/**
 * Svintus's state, move, event and view types: the shared shedding ones
 * (Svintus uses every move kind but `challenge`; `chat` is the signal the
 * server forwards for every table chat message, for the Tikhokhryun silence).
 */
export type { Event as SvintusEvent, Move as SvintusMove, SheddingState as SvintusState } from '../shared-shedding/types.ts';
export type { SheddingView as SvintusView } from '../shared-shedding/view.ts';

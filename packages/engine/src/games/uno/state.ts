/**
 * UNO's state, move, event and view types: the shared shedding ones (UNO uses
 * every move kind but `slap` and `chat`, and never a silence or slap window).
 */
export type { Event as UnoEvent, Move as UnoMove, SheddingState as UnoState } from '../shared-shedding/types.ts';
export type { SheddingView as UnoView } from '../shared-shedding/view.ts';

/** UNO's projection per viewer (shared): own hand, the cards a challenge showed the viewer (knownCards); never a challenged player's guilt or the generator. */
import type { Viewer } from '../../core/types.ts';
import { view as sharedView } from '../shared-shedding/view.ts';
import { UNO } from './cards.ts';
import type { UnoState, UnoView } from './state.ts';

export { eventView } from '../shared-shedding/view.ts';
export const view = (s: UnoState, viewer: Viewer): UnoView => sharedView(UNO, s, viewer);

/** Svintus's projection per viewer (shared): own hand only, never the generator. */
import type { Viewer } from '../../core/types.ts';
import { view as sharedView } from '../shared-shedding/view.ts';
import { SVINTUS } from './cards.ts';
import type { SvintusState, SvintusView } from './state.ts';

export { eventView } from '../shared-shedding/view.ts';
export const view = (s: SvintusState, viewer: Viewer): SvintusView => sharedView(SVINTUS, s, viewer);

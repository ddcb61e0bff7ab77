/** UNO's projection per viewer (shared): own hand only, never a challenged player's guilt or the generator. */
export { view, eventView } from '../shared-shedding/view.ts';

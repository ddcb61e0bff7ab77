/** Svintus's projection per viewer (shared): own hand only, never the generator. */
export { view, eventView } from '../shared-shedding/view.ts';

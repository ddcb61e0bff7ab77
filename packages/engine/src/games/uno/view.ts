/** UNO's projection per viewer (shared): own hand, the cards a challenge showed the viewer (knownCards); never a challenged player's guilt or the generator. */
export { view, eventView } from '../shared-shedding/view.ts';

/** What a client may know of Shtuka (`@kozyr/engine/games/shtuka/client`): its moves, events, view and vocabulary. No rules. */
export type { Mode } from './config.ts';
export type { Click, Phase, Question, Reveal, ShtukaEvent, ShtukaMove, ShtukaView, Sketch, Stroke } from './state.ts';
export type { ThemeId } from './themes.ts';
export type { Colour, Topic, Trait } from './vocabulary.ts';

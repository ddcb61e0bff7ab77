/** UNO's rule errors: the shared shedding messages under UNO's rule pointers (seed 001, RULES-DECISIONS#uno). */
import { errorFactory } from '../../core/messages.ts';
import { catalogueWith } from '../shared-shedding/errors.ts';

export const UNO_ERRORS = catalogueWith({
  'match-over': 'seed-001#uno-end',
  'not-your-turn': 'seed-001#uno-play',
  'not-in-hand': 'seed-001#uno-play',
  'does-not-match': 'RULES-DECISIONS#uno.illegal-card',
  'only-drawn-card': 'seed-001#uno-draw',
  'cannot-draw': 'seed-001#uno-empty-stock',
  'must-play': 'seed-001#uno-draw',
  'cannot-pass': 'seed-001#uno-draw',
  'colour-needed': 'seed-001#uno-wild',
  'colour-not-needed': 'seed-001#uno-play',
  'bad-colour': 'seed-001#uno-wild',
  'choose-colour-first': 'RULES-DECISIONS#uno.first-card',
  'answer-penalty': 'RULES-DECISIONS#uno.stacking',
  'answer-challenge': 'seed-001#uno-challenge',
  'wait-for-slap': 'seed-001#uno-play',
  'cannot-intercept': 'RULES-DECISIONS#uno.jump-in',
  'nothing-to-accept': 'seed-001#uno-challenge',
  'nothing-to-challenge': 'seed-001#uno-challenge',
  'no-colour-to-choose': 'RULES-DECISIONS#uno.first-card',
  'cannot-call': 'seed-001#uno-call',
  'nothing-to-catch': 'seed-001#uno-call',
  'cannot-slap': 'seed-001#uno-play',
  'nothing-to-decline': 'RULES-DECISIONS#uno.jump-in',
  'bad-move': 'seed-001#uno-play',
  'bad-deck': 'seed-001#uno-deck',
});

export const fail = errorFactory('uno', UNO_ERRORS);

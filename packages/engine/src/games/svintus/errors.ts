/** Svintus's rule errors: the shared shedding messages under Svintus's rule pointers (seed 001, RULES-DECISIONS#svintus). */
import { errorFactory } from '../../core/messages.ts';
import { catalogueWith } from '../shared-shedding/errors.ts';

export const SVINTUS_ERRORS = catalogueWith({
  'match-over': 'seed-001#svintus-end',
  'not-your-turn': 'seed-001#svintus-play',
  'not-in-hand': 'seed-001#svintus-play',
  'does-not-match': 'seed-001#svintus-play',
  'only-drawn-card': 'seed-001#svintus-draw',
  'cannot-draw': 'seed-001#svintus-empty-stock',
  'must-play': 'seed-001#svintus-draw',
  'cannot-pass': 'seed-001#svintus-draw',
  'colour-needed': 'seed-001#svintus-polisvin',
  'colour-not-needed': 'seed-001#svintus-play',
  'bad-colour': 'seed-001#svintus-polisvin',
  'choose-colour-first': 'RULES-DECISIONS#svintus.first-card',
  'answer-penalty': 'seed-001#svintus-perevod',
  'answer-challenge': 'seed-001#svintus-play',
  'wait-for-slap': 'seed-001#svintus-khlopkopyt',
  'cannot-intercept': 'seed-001#svintus-perekhvat',
  'nothing-to-accept': 'seed-001#svintus-perevod',
  'nothing-to-challenge': 'seed-001#svintus-play',
  'no-colour-to-choose': 'RULES-DECISIONS#svintus.first-card',
  'cannot-call': 'seed-001#svintus-call',
  'nothing-to-catch': 'seed-001#svintus-call',
  'cannot-slap': 'seed-001#svintus-khlopkopyt',
  'nothing-to-decline': 'seed-001#svintus-perekhvat',
  'bad-move': 'seed-001#svintus-play',
  'bad-deck': 'RULES-DECISIONS#svintus.deck',
});

export const fail = errorFactory('svintus', SVINTUS_ERRORS);

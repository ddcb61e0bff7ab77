/** Svintus moves from untrusted JSON (chat included), and the move vocabulary for fuzzing (chat is not a game action, so not in it). */
import type { Result } from '../../core/types.ts';
import { moveSpace as sharedSpace } from '../shared-shedding/legal.ts';
import { parseMove as sharedParse } from '../shared-shedding/parse.ts';
import { SVINTUS } from './cards.ts';
import type { SvintusMove, SvintusState } from './state.ts';

export const parseMove = (raw: unknown): Result<SvintusMove> => sharedParse(SVINTUS, raw);
export const moveSpace = (s: SvintusState): readonly SvintusMove[] => sharedSpace(SVINTUS, s).filter((m) => m.kind !== 'chat');

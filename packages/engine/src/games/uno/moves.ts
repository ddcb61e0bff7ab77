/** UNO moves from untrusted JSON, and the whole move vocabulary (for fuzzing). */
import type { Result } from '../../core/types.ts';
import { moveSpace as sharedSpace } from '../shared-shedding/legal.ts';
import { parseMove as sharedParse } from '../shared-shedding/parse.ts';
import { UNO } from './cards.ts';
import type { UnoMove, UnoState } from './state.ts';

export const parseMove = (raw: unknown): Result<UnoMove> => sharedParse(UNO, raw);
export const moveSpace = (s: UnoState): readonly UnoMove[] => sharedSpace(UNO, s);

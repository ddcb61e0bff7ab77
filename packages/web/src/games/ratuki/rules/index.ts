/**
 * Ratuki's rules page, one file per language (en.ts, ru.ts, uk.ts, bg.ts), each loaded on its own by
 * rules/index.ts. This module gathers them for the tests that check every language has the same
 * sections, paragraphs and questions by id.
 */
import { rules as bg } from './bg.ts';
import { rules as en } from './en.ts';
import { rules as ru } from './ru.ts';
import { rules as uk } from './uk.ts';

export const ratukiRulesByLang = { ru, uk, bg, en } as const;

/**
 * Svintus's warning beside the chat input: while a Tikhokhryun silence holds,
 * sending still works (the server forwards it to the game) but costs 2 cards.
 */
import type { Lang, SheddingView } from '@kozyr/engine/client';
import { label } from '../shedding/labels.ts';

export const svintusChatNotice = (view: unknown, lang: Lang): string | null =>
  ((view as SheddingView | null)?.silence ?? -1) >= 0 ? label('chatSilence', lang) : null;

/** Pu-Pu-Puk's warning beside the chat input: during a silence (Library, Accounting at an even sum) a line is a violation. */
import type { Lang } from '@kozyr/engine/client';
import type { PupupukView as View } from '@kozyr/engine/client';
import { L } from './labels.ts';

export const pupupukChatNotice = (view: unknown, lang: Lang): string | null =>
  (view as View | null)?.silence === true ? L.silence[lang] : null;

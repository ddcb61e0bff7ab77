/** A refusal as the player should read it: the game's own message in the UI language when the server sent one. */
import type { Lang, Text } from '@kozyr/engine/client';
import { ServerError } from './connection.ts';

function isText(x: unknown): x is Text {
  return typeof x === 'object' && x !== null && typeof (x as Record<string, unknown>)['en'] === 'string';
}

export function reasonOf(e: unknown, lang: Lang): string {
  if (e instanceof ServerError) {
    const detail = e.detail as { message?: unknown; } | undefined;
    if (detail !== undefined && isText(detail.message)) return detail.message[lang];
    return e.message;
  }
  return e instanceof Error ? e.message : String(e);
}

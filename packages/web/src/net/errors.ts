/**
 * A refusal or an error as the player should read it, in the UI language: the
 * game's own message when the server sent one (its card codes named), a known
 * account or club code from our texts, else the server's words.
 */
import type { Lang, Text } from '@kozyr/engine/client';
import { type CardNamer, withCardNames } from '../cards/names.ts';
import { ERROR_TEXTS } from '../i18n/club-texts.ts';
import { ServerError } from './connection.ts';

function isText(x: unknown): x is Text {
  return typeof x === 'object' && x !== null && typeof (x as Record<string, unknown>)['en'] === 'string';
}

export function reasonOf(e: unknown, lang: Lang, names?: CardNamer): string {
  if (e instanceof ServerError) {
    const detail = e.detail as { message?: unknown; } | undefined;
    if (detail !== undefined && isText(detail.message)) {
      const text = detail.message[lang];
      return names === undefined ? text : withCardNames(text, names);
    }
    const known = Object.hasOwn(ERROR_TEXTS, e.code) ? ERROR_TEXTS[e.code] : undefined;
    if (known !== undefined) return known[lang];
    return e.message;
  }
  return e instanceof Error ? e.message : String(e);
}

/**
 * Player names: normalised (NFKC, so fullwidth `ａｄｍｉｎ` and the ligature `ﬁ`
 * become plain letters), refused when they hide characters (invisible or
 * default-ignorable code points such as U+3164 HANGUL FILLER) or mix scripts
 * (a Cyrillic `а` among Latin letters), and compared by their confusables
 * skeleton (Unicode TR39, via `unhomoglyph`) so that a look-alike of an
 * existing name, or of the reserved guest and bot prefixes, is refused.
 */
import { nameSkeleton } from '../storage/name-skeleton.ts';

const NAME = /^[\p{L}\p{N}_.-]{3,24}$/u;
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Zs}]/u;
/** Generated names use these prefixes; nobody may register one, nor a look-alike. */
export const RESERVED_PREFIXES = ['guest', 'bot'] as const;
/** `guest…` in any form; `bot` alone or followed by a non-letter (`bot-1`, not `bothan`). */
const RESERVED = /^(guest|bot(?!\p{L}))/u;

/** Scripts a name's letters are counted in; Japanese kana and Han count as one writing system. */
const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Japanese', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Hangul', /\p{Script=Hangul}/u],
];

export type NameCheck = { ok: true; name: string; skeleton: string; } | { ok: false; code: string; message: string; };

function scriptsOf(name: string): Set<string> {
  const found = new Set<string>();
  for (const ch of name) {
    if (!/\p{L}/u.test(ch)) continue;
    const script = SCRIPTS.find(([, re]) => re.test(ch));
    found.add(script === undefined ? 'other' : script[0]);
  }
  return found;
}

/** A name as a new account would be registered under, or why not. */
export function checkNewName(raw: string): NameCheck {
  const name = raw.normalize('NFKC');
  if (INVISIBLE.test(name)) {
    return { ok: false, code: 'bad-name', message: 'a name may not contain invisible or formatting characters' };
  }
  if (!NAME.test(name)) return { ok: false, code: 'bad-name', message: 'a name is 3..24 letters, digits, _ . -' };
  if (scriptsOf(name).size > 1) {
    return { ok: false, code: 'bad-name', message: 'a name uses the letters of one script only (no Latin and Cyrillic mixed)' };
  }
  const skeleton = nameSkeleton(name);
  if (RESERVED.test(name.toLowerCase()) || RESERVED.test(skeleton)) {
    return {
      ok: false,
      code: 'bad-name',
      message: `names starting with ${RESERVED_PREFIXES.map((p) => `"${p}"`).join(' or ')} (or a look-alike) are reserved`,
    };
  }
  return { ok: true, name, skeleton };
}

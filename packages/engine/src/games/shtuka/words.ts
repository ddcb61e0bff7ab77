/**
 * The explainer's words against the target's name: the club's own check, in every language, of
 * the item's name and its inflected forms (a word that starts like a name of five letters or more
 * and ends within three letters of it: «носки» → «носков», «носками»). Whether a line holds any
 * other noun needs a morphological analyser; that judgement plugs in beside this one.
 */
import { LANGS } from '../../core/types.ts';
import type { CatalogueItem } from './items.ts';

const normal = (text: string): string => text.toLocaleLowerCase('ru').replaceAll('ё', 'е').replaceAll('’', "'");

/** A text's words: runs of letters (an apostrophe or hyphen inside a word keeps it whole: «м'яч», «хот-дог»). */
export const wordsOf = (text: string): string[] => normal(text).match(/\p{L}+(?:['-]\p{L}+)*/gu) ?? [];

/**
 * The words a line may not contain: a one-word name whatever its length («ёж»), and every word of
 * three letters or more of a longer name (not the «a» of «T. rex», nor «за» of «топка за ръгби»).
 */
export function forbiddenWords(item: CatalogueItem): string[] {
  const out = new Set<string>();
  for (const lang of LANGS) {
    const words = wordsOf(item.words[lang]);
    for (const w of words) if (w.length >= 3 || words.length === 1) out.add(w);
  }
  return [...out];
}

function isFormOf(word: string, name: string): boolean {
  if (word === name) return true;
  if (name.length < 5) return false;
  const stem = name.slice(0, -1);
  return word.startsWith(stem) && word.length <= name.length + 3;
}

/** Whether `text` names the item (in any language, in any of its forms). */
export function namesItem(text: string, item: CatalogueItem): boolean {
  const names = forbiddenWords(item);
  return wordsOf(text).some((w) => names.some((n) => isFormOf(w, n)));
}

/** Gestures: pictograms only (emoji, joiners, variation selectors, spaces), no letter and no digit. */
export function isPictograms(text: string): boolean {
  return !/[\p{L}\p{N}]/u.test(text) && /\p{Extended_Pictographic}/u.test(text);
}

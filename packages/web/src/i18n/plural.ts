/**
 * Plural forms through Intl.PluralRules: Russian and Ukrainian need one/few/many
 * ("1 карта, 2 карты, 5 карт"), Bulgarian and English one/other.
 */
import type { Lang } from '@kozyr/engine/client';

export type PluralCategory = Intl.LDMLPluralRule;
/** The forms of one phrase; `other` is the fallback every language has. */
export type PluralForms = Partial<Record<PluralCategory, string>> & { readonly other: string; };

const rulesCache = new Map<Lang, Intl.PluralRules>();

function rulesFor(lang: Lang): Intl.PluralRules {
  let rules = rulesCache.get(lang);
  if (rules === undefined) {
    rules = new Intl.PluralRules(lang);
    rulesCache.set(lang, rules);
  }
  return rules;
}

export function pluralCategory(lang: Lang, count: number): PluralCategory {
  return rulesFor(lang).select(count);
}

export function pluralForm(lang: Lang, count: number, forms: PluralForms): string {
  return forms[pluralCategory(lang, count)] ?? forms.other;
}

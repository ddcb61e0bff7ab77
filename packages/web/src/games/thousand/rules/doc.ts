/**
 * Thousand (1000) in the club's own words: seed 004's three sources (fb.ru,
 * igra-tisyacha.ru, znaikak.ru) with the defaults of RULES-DECISIONS#thousand
 * (pagat); where the sources disagree the table chooses, and the page says
 * which setting decides. The prose of each language is in its own file; here
 * the agreements are put under their seed groups, each "Label: what it does"
 * with the label as the create-table form shows it, plus the table length.
 */
import type { Lang } from '@kozyr/engine/client';
import { THOUSAND_GROUPS as GROUPS, type ThousandConfig as Config, thousandSchema } from '@kozyr/engine/client';
import { thousandTexts as texts } from '@kozyr/engine/client';
import type { FaqEntry, LangRulesDoc, RulesSection } from '../../../rules/types.ts';

export interface ThousandProse {
  readonly intro: string;
  /** Sections before the agreements, and after them. */
  readonly sectionsBefore: readonly RulesSection[];
  readonly sectionsAfter: readonly RulesSection[];
  readonly tableLengthTitle: string;
  /** One sentence per setting, keyed by the config's own keys. */
  readonly settings: Readonly<Record<keyof Config, string>>;
  readonly faq: readonly FaqEntry[];
}

export function thousandDoc(prose: ThousandProse, lang: Lang): LangRulesDoc {
  const explain = (key: keyof Config, label: string) => `${texts[label]![lang]}: ${prose.settings[key]}`;
  const settingSections: RulesSection[] = [
    ...GROUPS.map((g) => ({
      id: `settings-${g}`,
      title: texts[`group.${g}`]![lang],
      paragraphs: thousandSchema.filter((s) => 'group' in s && s.group === g).map((s) => explain(s.key, s.label)),
    })),
    { id: 'settings-table', title: prose.tableLengthTitle, paragraphs: [explain('dealLimit', 'dealLimit')] },
  ];
  return {
    game: 'thousand',
    intro: prose.intro,
    sections: [...prose.sectionsBefore, ...settingSections, ...prose.sectionsAfter],
    faq: prose.faq,
  };
}

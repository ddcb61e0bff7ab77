/**
 * A game's rules page in one language, as data: sections of paragraphs and the
 * seed FAQ. Each language lives in its own file (rules/<game>/<lang>.ts) with
 * the same sections and questions in the same order; only the page's language
 * is loaded.
 */
export interface RulesSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export interface FaqEntry {
  readonly id: string;
  readonly q: string;
  readonly a: string;
}

export interface LangRulesDoc {
  readonly game: string;
  readonly intro: string;
  readonly sections: readonly RulesSection[];
  readonly faq: readonly FaqEntry[];
}

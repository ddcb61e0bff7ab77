/** One language's Ratuki rules page: the same sections and questions, by id, in every language file. */
export interface LangRules {
  readonly intro: string;
  readonly sections: readonly { readonly id: string; readonly title: string; readonly paragraphs: readonly string[]; }[];
  readonly faq: readonly { readonly id: string; readonly q: string; readonly a: string; }[];
}

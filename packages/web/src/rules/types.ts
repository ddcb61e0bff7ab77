/** A game's rules page as data: sections of paragraphs and the seed FAQ, every text in all four languages. */
import type { Text } from '@kozyr/engine/client';

export interface RulesSection {
  readonly id: string;
  readonly title: Text;
  readonly paragraphs: readonly Text[];
}

export interface FaqEntry {
  readonly id: string;
  readonly q: Text;
  readonly a: Text;
}

export interface RulesDoc {
  readonly game: string;
  readonly intro: Text;
  readonly sections: readonly RulesSection[];
  readonly faq: readonly FaqEntry[];
}

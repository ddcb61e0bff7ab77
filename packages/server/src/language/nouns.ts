/**
 * The club's noun analysers (GameDef.language): Russian by `az` with its bundled OpenCorpora
 * dictionaries, English by `compromise`. A word is reported only when an analyser is sure of it:
 * a Russian word only when the dictionary knows it (no guessing from a suffix), most of its
 * readings are nouns and none is an adjective; an English word when compromise tags it a noun in
 * its line and not a pronoun. Ukrainian and Bulgarian have no analyser on npm: a word with a letter
 * Russian lacks (і, ї, є, ґ) is not judged, and the table's challenge vote covers what no analyser
 * judges.
 */
import type { LanguageAnalysers } from '@kozyr/engine';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

interface AzParse {
  readonly tag: { readonly POS?: string; };
  readonly score: number;
}
interface Az {
  Morph: {
    (word: string, config?: Record<string, unknown>): AzParse[];
    init(path: string, callback: (error: unknown) => void): void;
  };
}
interface Term {
  readonly text: string;
  readonly tags: readonly string[];
}
type Compromise = (text: string) => { terms(): { json(): { terms: Term[]; }[]; }; };

const require = createRequire(import.meta.url);

/** Only the dictionary: a word az does not know is not guessed from its ending. */
const DICTIONARY_ONLY = { parsers: ['Dictionary'], ignoreCase: true, typos: 0, stutter: 0 } as const;
const CYRILLIC_WORD = /\p{Script=Cyrillic}+(?:-\p{Script=Cyrillic}+)*/gu;
const UKRAINIAN_LETTER = /[іїєґ]/iu;
const LATIN_WORD = /^[a-z][a-z'-]*$/i;
/** OpenCorpora's adjectives and participles, full and short. */
const ADJECTIVAL: ReadonlySet<string> = new Set(['ADJF', 'ADJS', 'PRTF', 'PRTS']);

export class NounAnalysers implements LanguageAnalysers {
  private constructor(
    private readonly az: Az,
    private readonly nlp: Compromise,
  ) {}

  /** Loads az's dictionaries (about 11 MB, half a second) once; compromise has its lexicon built in. */
  static async load(): Promise<NounAnalysers> {
    const az = require('az') as Az;
    const dicts = join(dirname(require.resolve('az/package.json')), 'dicts');
    await new Promise<void>((resolve, reject) => {
      az.Morph.init(
        dicts,
        (error) => (error ? reject(new Error(`az: its dictionaries did not load: ${String(error)}`)) : resolve()),
      );
    });
    return new NounAnalysers(az, require('compromise') as Compromise);
  }

  nouns(text: string): readonly string[] {
    const out: string[] = [];
    for (const word of text.match(CYRILLIC_WORD) ?? []) if (this.russianNoun(word)) out.push(word);
    // English words are judged in their line: "saw" is a verb in "it saw" and a noun in "a saw".
    if (/[a-z]/i.test(text)) {
      for (const sentence of this.nlp(text).terms().json()) {
        for (const term of sentence.terms) {
          if (LATIN_WORD.test(term.text) && term.tags.includes('Noun') && !term.tags.includes('Pronoun')) out.push(term.text);
        }
      }
    }
    return out;
  }

  private russianNoun(word: string): boolean {
    if (UKRAINIAN_LETTER.test(word)) return false;
    const parses = this.az.Morph(word, DICTIONARY_ONLY);
    if (parses.length === 0) return false;
    // An adjective the dictionary also lists as a noun («сладкое», «красное»: dessert, red wine) describes
    // the item far more often than it names something: an adjectival reading keeps it.
    if (parses.some((p) => ADJECTIVAL.has(p.tag.POS ?? ''))) return false;
    let noun = 0;
    let all = 0;
    for (const p of parses) {
      all += p.score;
      if (p.tag.POS === 'NOUN') noun += p.score;
    }
    return all > 0 ? noun / all >= 0.5 : parses[0]!.tag.POS === 'NOUN';
  }
}

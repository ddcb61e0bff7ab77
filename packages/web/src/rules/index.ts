/**
 * Rules pages by game id and language, each loaded only when its page opens
 * in that language (one language of one game's text at a time, never in the
 * main bundle). A game without an entry shows "not written yet".
 */
import type { Lang } from '@kozyr/engine/client';
import type { LangRulesDoc } from './types.ts';

export type RulesLoader = () => Promise<LangRulesDoc>;

async function thousand(prose: Promise<{ prose: import('./thousand/doc.ts').ThousandProse; }>, lang: Lang) {
  const [p, { thousandDoc }] = await Promise.all([prose, import('./thousand/doc.ts')]);
  return thousandDoc(p.prose, lang);
}

export const rulesLoaders: Readonly<Record<string, Readonly<Record<Lang, RulesLoader>>>> = {
  durak: {
    ru: async () => (await import('./durak/ru.ts')).rules,
    uk: async () => (await import('./durak/uk.ts')).rules,
    bg: async () => (await import('./durak/bg.ts')).rules,
    en: async () => (await import('./durak/en.ts')).rules,
  },
  uno: {
    ru: async () => (await import('./uno/ru.ts')).rules,
    uk: async () => (await import('./uno/uk.ts')).rules,
    bg: async () => (await import('./uno/bg.ts')).rules,
    en: async () => (await import('./uno/en.ts')).rules,
  },
  svintus: {
    ru: async () => (await import('./svintus/ru.ts')).rules,
    uk: async () => (await import('./svintus/uk.ts')).rules,
    bg: async () => (await import('./svintus/bg.ts')).rules,
    en: async () => (await import('./svintus/en.ts')).rules,
  },
  thousand: {
    ru: () => thousand(import('./thousand/ru.ts'), 'ru'),
    uk: () => thousand(import('./thousand/uk.ts'), 'uk'),
    bg: () => thousand(import('./thousand/bg.ts'), 'bg'),
    en: () => thousand(import('./thousand/en.ts'), 'en'),
  },
  hotel: {
    ru: async () => (await import('./hotel/ru.ts')).rules,
    uk: async () => (await import('./hotel/uk.ts')).rules,
    bg: async () => (await import('./hotel/bg.ts')).rules,
    en: async () => (await import('./hotel/en.ts')).rules,
  },
  ratuki: {
    ru: async () => ({ game: 'ratuki', ...(await import('./ratuki/ru.ts')).ru }),
    uk: async () => ({ game: 'ratuki', ...(await import('./ratuki/uk.ts')).uk }),
    bg: async () => ({ game: 'ratuki', ...(await import('./ratuki/bg.ts')).bg }),
    en: async () => ({ game: 'ratuki', ...(await import('./ratuki/en.ts')).en }),
  },
  pupupuk: {
    ru: async () => (await import('./pupupuk/ru.ts')).rules,
    uk: async () => (await import('./pupupuk/uk.ts')).rules,
    bg: async () => (await import('./pupupuk/bg.ts')).rules,
    en: async () => (await import('./pupupuk/en.ts')).rules,
  },
};

export type { FaqEntry, LangRulesDoc, RulesSection } from './types.ts';

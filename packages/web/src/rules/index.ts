/**
 * Rules pages by game id, each loaded only when its page opens (four
 * languages of text per game stay out of the main bundle). A game without an
 * entry shows "not written yet".
 */
import type { RulesDoc } from './types.ts';

export const rulesLoaders: Readonly<Record<string, () => Promise<RulesDoc>>> = {
  durak: async () => (await import('./durak.ts')).durakRules,
  uno: async () => (await import('./uno.ts')).unoRules,
  svintus: async () => (await import('./svintus.ts')).svintusRules,
  thousand: async () => (await import('./thousand.ts')).thousandRules,
  ratuki: async () => (await import('./ratuki/index.ts')).ratukiRules,
  hotel: async () => (await import('./hotel.ts')).hotelRules,
};

export type { RulesDoc } from './types.ts';

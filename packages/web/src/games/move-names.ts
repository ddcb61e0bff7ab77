/**
 * A move in words, for the replay's move line and the hand log: the move's kind
 * in the UI language and the cards it names (by their names in that language).
 * The kinds are those of the engine's games; an unknown kind shows as itself.
 */
import type { Lang, Text } from '@kozyr/engine/client';
import type { CardNamer } from '../cards/names.ts';
import { COLOUR_NAME } from '../cards/shedding-faces.ts';

export const MOVE_KINDS: Readonly<Record<string, Text>> = {
  attack: { ru: 'ходит', uk: 'ходить', bg: 'напада', en: 'attacks with' },
  defend: { ru: 'бьёт', uk: 'б’є', bg: 'бие', en: 'covers with' },
  transfer: { ru: 'переводит', uk: 'переводить', bg: 'превежда', en: 'transfers with' },
  take: { ru: 'берёт', uk: 'бере', bg: 'взема', en: 'takes' },
  done: { ru: 'бито / пас', uk: 'відбій / пас', bg: 'бито / пас', en: 'says done' },
  play: { ru: 'играет', uk: 'грає', bg: 'играе', en: 'plays' },
  draw: { ru: 'берёт карту', uk: 'бере карту', bg: 'тегли карта', en: 'draws a card' },
  pass: { ru: 'пас', uk: 'пас', bg: 'пас', en: 'passes' },
  accept: { ru: 'принимает', uk: 'приймає', bg: 'приема', en: 'accepts' },
  challenge: { ru: 'оспаривает', uk: 'оскаржує', bg: 'оспорва', en: 'challenges' },
  'choose-colour': { ru: 'заказывает цвет', uk: 'замовляє колір', bg: 'избира цвят', en: 'names the colour' },
  call: { ru: 'объявляет последнюю карту', uk: 'оголошує останню карту', bg: 'обявява последна карта', en: 'calls' },
  catch: { ru: 'ловит', uk: 'ловить', bg: 'хваща', en: 'catches' },
  slap: { ru: 'хлопает', uk: 'плескає', bg: 'плясва', en: 'slaps' },
  decline: { ru: 'пропускает', uk: 'пропускає', bg: 'пропуска', en: 'lets it go' },
  chat: { ru: 'говорит', uk: 'говорить', bg: 'говори', en: 'speaks' },
  bid: { ru: 'заказывает', uk: 'замовляє', bg: 'обявява', en: 'bids' },
  redeal: { ru: 'требует пересдачу', uk: 'вимагає перездачі', bg: 'иска пресдаване', en: 'calls a redeal' },
  'take-talon': { ru: 'берёт прикуп', uk: 'бере прикуп', bg: 'взема прикупа', en: 'takes the talon' },
  'take-talon-dark': {
    ru: 'берёт прикуп втёмную',
    uk: 'бере прикуп утемну',
    bg: 'взема прикупа на тъмно',
    en: 'takes the talon unseen',
  },
  give: { ru: 'отдаёт', uk: 'віддає', bg: 'дава', en: 'gives' },
  discard: { ru: 'сносит', uk: 'зносить', bg: 'сваля', en: 'lays away' },
  contract: { ru: 'играет на', uk: 'грає на', bg: 'играе за', en: 'plays for' },
  'roll-out': { ru: 'расписывает', uk: 'розписує', bg: 'разписва', en: 'rolls out' },
  deal: { ru: 'сдаёт', uk: 'роздає', bg: 'раздава', en: 'deals' },
};

/** Card codes a move names, in field order (`card`, then `attack` as "… on …" is not needed for a line). */
export function moveCards(move: unknown, names: CardNamer): string[] {
  if (move === null || typeof move !== 'object') return [];
  return Object.entries(move as Record<string, unknown>).flatMap(([k, v]) =>
    k !== 'kind' && typeof v === 'string' && names(v) !== null ? [v] : []
  );
}

/** "attacks with queen of spades", "bids 120", "plays Blue 0". */
export function moveText(move: unknown, lang: Lang, names: CardNamer): string {
  if (move === null || typeof move !== 'object') return String(move);
  const o = move as Record<string, unknown>;
  const kind = String(o['kind'] ?? '');
  const parts = [MOVE_KINDS[kind]?.[lang] ?? kind];
  for (const [k, v] of Object.entries(o)) {
    if (k === 'kind' || k === 'seat' || k === 'to' || k === 'talon' || k === 'intercept') continue;
    if (k === 'colour' && typeof v === 'string') {
      // A coloured card's colour is in its name; a wild's chosen colour is said.
      if (typeof o['card'] !== 'string' || !o['card'].startsWith(v)) parts.push(`→ ${COLOUR_NAME[v]?.[lang] ?? v}`);
      continue;
    }
    if (typeof v === 'string') parts.push(names(v) ?? v);
    else if (typeof v === 'number') parts.push(String(v));
  }
  return parts.join(' ');
}

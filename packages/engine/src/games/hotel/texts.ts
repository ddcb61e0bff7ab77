/** The title and the labels of settings and values, in every UI language (named literals). */
import type { Text } from '../../core/types.ts';

export const title: Text = { ru: 'Отель «Тук-тук»', uk: 'Готель «Тук-тук»', bg: 'Хотел „Чук-чук“', en: 'Hotel “Chuk-chuk”' };

export const texts: Readonly<Record<string, Text>> = {
  version: { en: 'Version', ru: 'Версия', uk: 'Версія', bg: 'Версия' },
  'version.free': {
    en: 'Free (2–5 players, doors 1–4, no guests)',
    ru: 'Бесплатная (2–5 игроков, двери 1–4, без гостей)',
    uk: 'Безкоштовна (2–5 гравців, двері 1–4, без гостей)',
    bg: 'Безплатна (2–5 играчи, врати 1–4, без гости)',
  },
  'version.full': {
    en: 'Full (2–8 players, doors 1–6, guests)',
    ru: 'Полная (2–8 игроков, двери 1–6, гости)',
    uk: 'Повна (2–8 гравців, двері 1–6, гості)',
    bg: 'Пълна (2–8 играчи, врати 1–6, гости)',
  },
  guests: {
    en: 'Guests (full version; with 7–8 players the others play without a guest)',
    ru: 'Гости (полная версия; при 7–8 игроках остальные играют без гостя)',
    uk: 'Гості (повна версія; при 7–8 гравцях решта грає без гостя)',
    bg: 'Гости (пълна версия; при 7–8 играчи останалите играят без гост)',
  },
  ghosts: {
    en: 'Ghost rooms in the deck',
    ru: 'Комнаты-призраки в колоде',
    uk: 'Кімнати-привиди в колоді',
    bg: 'Призрачни стаи в тестето',
  },
  shortGame: {
    en: 'Short game (half the room deck goes back unseen)',
    ru: 'Короткая игра (половина колоды комнат уходит в коробку)',
    uk: 'Коротка гра (половина колоди кімнат іде в коробку)',
    bg: 'Кратка игра (половината тесте със стаи се връща в кутията)',
  },
  noMercy: {
    en: 'No Mercy (full version, 2–4 players: a collision costs your lowest room)',
    ru: 'Без пощады (полная версия, 2–4 игрока: столкновение стоит самой слабой комнаты)',
    uk: 'Без жалю (повна версія, 2–4 гравці: зіткнення коштує найслабшої кімнати)',
    bg: 'Без милост (пълна версия, 2–4 играчи: сблъсъкът струва най-слабата Ви стая)',
  },
  choiceSeconds: {
    en: 'Seconds to choose a door (0 = no limit)',
    ru: 'Секунд на выбор двери (0 = без ограничения)',
    uk: 'Секунд на вибір дверей (0 = без обмеження)',
    bg: 'Секунди за избор на врата (0 = без ограничение)',
  },
  uses: {
    en: 'Guest uses per game',
    ru: 'Использования гостей за игру',
    uk: 'Використання гостей за гру',
    bg: 'Използвания на гостите за игра',
  },
  moletsUses: { en: 'Professor Molets', ru: 'Профессор Молец', uk: 'Професор Молець', bg: 'Професор Молец' },
  naprastkaUses: { en: 'Baba Naprastka', ru: 'Баба Напёрстка', uk: 'Баба Наперстка', bg: 'Баба Напръстка' },
  luluUses: { en: 'Lulu (2–6 players)', ru: 'Лулу (2–6 игроков)', uk: 'Лулу (2–6 гравців)', bg: 'Лулу (2–6 играчи)' },
  luluUsesLarge: { en: 'Lulu (7–8 players)', ru: 'Лулу (7–8 игроков)', uk: 'Лулу (7–8 гравців)', bg: 'Лулу (7–8 играчи)' },
  peroUses: { en: 'Madam Pero', ru: 'Мадам Перо', uk: 'Мадам Перо', bg: 'Мадам Перо' },
  muglaUses: { en: 'Detective Mugla', ru: 'Детектив Мгла', uk: 'Детектив Імла', bg: 'Детектив Мъгла' },
  bakshish: {
    en: 'Bakshish cards (Piccolo Bo)',
    ru: 'Карты Бакшиш (Пикколо Бо)',
    uk: 'Карти Бакшиш (Пікколо Бо)',
    bg: 'Карти Бакшиш (Пиколо Бо)',
  },
  'guest.molets': { en: 'Professor Molets', ru: 'Профессор Молец', uk: 'Професор Молець', bg: 'Професор Молец' },
  'guest.naprastka': { en: 'Baba Naprastka', ru: 'Баба Напёрстка', uk: 'Баба Наперстка', bg: 'Баба Напръстка' },
  'guest.lulu': { en: 'Lulu', ru: 'Лулу', uk: 'Лулу', bg: 'Лулу' },
  'guest.pero': { en: 'Madam Pero', ru: 'Мадам Перо', uk: 'Мадам Перо', bg: 'Мадам Перо' },
  'guest.bo': { en: 'Piccolo Bo', ru: 'Пикколо Бо', uk: 'Пікколо Бо', bg: 'Пиколо Бо' },
  'guest.mugla': { en: 'Detective Mugla', ru: 'Детектив Мгла', uk: 'Детектив Імла', bg: 'Детектив Мъгла' },
};

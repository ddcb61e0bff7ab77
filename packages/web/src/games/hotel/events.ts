/** Hotel's events in words for the hand log and the screen reader: choices, the reveal, takes, collisions, guests. */
import type { HotelEvent as Event, Lang } from '@kozyr/engine/client';
import type { Describe } from '../hand-log.ts';
import { doorOf, roomStarsOf } from './cards.tsx';
import { fill, L } from './labels.ts';

const W = {
  rooms: {
    en: 'Round {n}: new rooms under the doors',
    ru: 'Раунд {n}: новые комнаты у дверей',
    uk: 'Раунд {n}: нові кімнати біля дверей',
    bg: 'Рунд {n}: нови стаи пред вратите',
  },
  knocked: { en: '{name} has chosen', ru: '{name} выбрал', uk: '{name} обрав', bg: '{name} избра' },
  knockedMine: {
    en: 'You play face down: {doors}',
    ru: 'Вы кладёте рубашкой вверх: {doors}',
    uk: 'Ви кладете сорочкою догори: {doors}',
    bg: 'Играете с лицето надолу: {doors}',
  },
  peeked: {
    en: '{name} peeks at {target}',
    ru: '{name} подсматривает у {target}',
    uk: '{name} підглядає в {target}',
    bg: '{name} наднича при {target}',
  },
  reveal: { en: 'Chuk-chuk! {plays}', ru: 'Тук-тук! {plays}', uk: 'Тук-тук! {plays}', bg: 'Чук-чук! {plays}' },
  play: { en: '{name} at {doors}', ru: '{name} у {doors}', uk: '{name} біля {doors}', bg: '{name} на {doors}' },
  moletsPicked: {
    en: '{name} (Professor Molets) counts door {door}',
    ru: '{name} (Профессор Молец) выбирает дверь {door}',
    uk: '{name} (Професор Молець) обирає двері {door}',
    bg: '{name} (Професор Молец) избира врата {door}',
  },
  peroMoved: {
    en: '{name} (Madam Pero) moves from door {from} to door {to}',
    ru: '{name} (Мадам Перо) переходит от двери {from} к двери {to}',
    uk: '{name} (Мадам Перо) переходить від дверей {from} до дверей {to}',
    bg: '{name} (Мадам Перо) се мести от врата {from} на врата {to}',
  },
  took: {
    en: '{name} takes door {door} ({stars} ★)',
    ru: '{name} забирает дверь {door} ({stars} ★)',
    uk: '{name} забирає двері {door} ({stars} ★)',
    bg: '{name} взима врата {door} ({stars} ★)',
  },
  collision: {
    en: 'Collision at door {door}: {names}',
    ru: 'Столкновение у двери {door}: {names}',
    uk: 'Зіткнення біля дверей {door}: {names}',
    bg: 'Сблъсък на врата {door}: {names}',
  },
  noMercy: {
    en: 'No Mercy: {name} returns a room',
    ru: 'Без пощады: {name} возвращает комнату',
    uk: 'Без жалю: {name} повертає кімнату',
    bg: 'Без милост: {name} връща стая',
  },
  bakshish: { en: '{name} takes a Bakshish', ru: '{name} берёт бакшиш', uk: '{name} бере бакшиш', bg: '{name} взима бакшиш' },
  mugla: {
    en: '{name} (Detective Mugla) takes the top room of door {door}',
    ru: '{name} (Детектив Мгла) забирает верхнюю комнату двери {door}',
    uk: '{name} (Детектив Імла) забирає верхню кімнату дверей {door}',
    bg: '{name} (Детектив Мъгла) взима горната стая на врата {door}',
  },
  over: {
    en: 'The rooms have run out: {name} wins',
    ru: 'Комнаты закончились: побеждает {name}',
    uk: 'Кімнати скінчилися: перемагає {name}',
    bg: 'Стаите свършиха: печели {name}',
  },
} as const;

const doorsText = (cards: readonly string[], lang: Lang) => cards.map((c) => fill(L.door[lang], { n: doorOf(c) })).join(' + ');

export const describeHotel: Describe = (event, ctx) => {
  const e = event as Event;
  const say = (t: { readonly [k in Lang]: string; }, params: Record<string, string | number>) => fill(t[ctx.lang], params);
  switch (e.kind) {
    case 'rooms':
      return say(W.rooms, { n: e.round });
    case 'knocked':
      return e.cards !== undefined && e.seat === ctx.viewer ?
        say(W.knockedMine, { doors: doorsText(e.cards, ctx.lang) }) :
        say(W.knocked, { name: ctx.name(e.seat) });
    case 'peeked':
      return say(W.peeked, { name: ctx.name(e.seat), target: ctx.name(e.target) });
    case 'stand-in':
      return fill(L.standIn[ctx.lang], { names: e.seats.map(ctx.name).join(', ') });
    case 'reveal': {
      const plays = e.plays.map((p) => say(W.play, { name: ctx.name(p.seat), doors: doorsText(p.cards, ctx.lang) }));
      if (e.porter !== null) plays.push(say(W.play, { name: L.porter[ctx.lang], doors: doorsText([e.porter], ctx.lang) }));
      return say(W.reveal, { plays: plays.join('; ') });
    }
    case 'molets-picked':
      return say(W.moletsPicked, { name: ctx.name(e.seat), door: doorOf(e.card) });
    case 'pero-moved':
      return say(W.peroMoved, { name: ctx.name(e.seat), from: e.from, to: e.to });
    case 'took':
      return say(W.took, { name: ctx.name(e.seat), door: e.door, stars: e.rooms.reduce((a, r) => a + roomStarsOf(r), 0) });
    case 'collision': {
      const names = e.seats.map(ctx.name);
      if (e.porter) names.push(L.porter[ctx.lang]);
      return say(W.collision, { door: e.door, names: names.join(', ') });
    }
    case 'no-mercy':
      return say(W.noMercy, { name: ctx.name(e.seat) });
    case 'bakshish':
      return say(W.bakshish, { name: ctx.name(e.seat) });
    case 'mugla':
      return say(W.mugla, { name: ctx.name(e.seat), door: e.door });
    case 'game-over': {
      const best = e.places.indexOf(1);
      return say(W.over, { name: best < 0 ? '—' : ctx.name(best) });
    }
    case 'pero-stayed':
    case 'mugla-passed':
    case 'round-over':
      return null;
  }
};

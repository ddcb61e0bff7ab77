/**
 * Ratuki in words: a card's name ("blue 3", "red Ratuki"), the events of the race for the hand
 * log ("alice: blue 3 on place 2, takes 5"), and a move for the replay's move line.
 */
import type { Lang, RatukiEvent as Event, RatukiMove as Move } from '@kozyr/engine/client';
import type { Describe } from '../hand-log.ts';
import { fillText as fill, L } from './labels.ts';

const COLOUR = {
  R: { en: 'red', ru: 'красная', uk: 'червона', bg: 'червена' },
  B: { en: 'blue', ru: 'синяя', uk: 'синя', bg: 'синя' },
  G: { en: 'green', ru: 'зелёная', uk: 'зелена', bg: 'зелена' },
  Y: { en: 'yellow', ru: 'жёлтая', uk: 'жовта', bg: 'жълта' },
  P: { en: 'purple', ru: 'фиолетовая', uk: 'фіолетова', bg: 'лилава' },
} as const;

const W = {
  play: {
    en: '{name}: {card} on place {n}',
    ru: '{name}: {card} на место {n}',
    uk: '{name}: {card} на місце {n}',
    bg: '{name}: {card} на място {n}',
  },
  takes: {
    en: '{line}, takes {n} cards',
    ru: '{line}, забирает карт: {n}',
    uk: '{line}, забирає карт: {n}',
    bg: '{line}, взима {n} карти',
  },
  junk: { en: '{name} junks a card', ru: '{name} сбрасывает карту', uk: '{name} скидає карту', bg: '{name} изхвърля карта' },
  junkMine: { en: 'You junk {card}', ru: 'Вы сбрасываете: {card}', uk: 'Ви скидаєте: {card}', bg: 'Изхвърляте: {card}' },
  go: { en: 'Round {n}: Ratuki!', ru: 'Раунд {n}: Ratuki!', uk: 'Раунд {n}: Ratuki!', bg: 'Рунд {n}: Ratuki!' },
  deal: { en: 'Round {n} is dealt', ru: 'Раунд {n} сдан', uk: 'Раунд {n} роздано', bg: 'Рунд {n} е раздаден' },
  roundOut: {
    en: 'Round {n}: {name} is OUT! Totals: {totals}',
    ru: 'Раунд {n}: {name} — OUT! Итого: {totals}',
    uk: 'Раунд {n}: {name} — OUT! Разом: {totals}',
    bg: 'Рунд {n}: {name} — OUT! Общо: {totals}',
  },
  roundDead: {
    en: 'Round {n}: nothing can be played. Totals: {totals}',
    ru: 'Раунд {n}: ходов больше нет. Итого: {totals}',
    uk: 'Раунд {n}: ходів більше немає. Разом: {totals}',
    bg: 'Рунд {n}: няма повече ходове. Общо: {totals}',
  },
  move: { en: '{card} on place {n}', ru: '{card} на место {n}', uk: '{card} на місце {n}', bg: '{card} на място {n}' },
  moveJunk: { en: 'junks {card}', ru: 'сбрасывает: {card}', uk: 'скидає: {card}', bg: 'изхвърля: {card}' },
} as const;

/** "blue 3", "red Ratuki": a card by its colour and rank (the copy letter only tells twins apart). */
export function ratukiCardName(code: string, lang: Lang): string {
  const colour = COLOUR[code[0] as keyof typeof COLOUR]?.[lang] ?? '';
  const rank = code[1] === 'X' ? L.ratuki[lang] : code[1]!;
  return `${colour} ${rank}`.trim();
}

export const describeRatuki: Describe = (event, ctx) => {
  const e = event as Event;
  const t = (x: { readonly [k in Lang]: string; }) => x[ctx.lang];
  switch (e.kind) {
    case 'play': {
      const line = fill(t(W.play), { name: ctx.name(e.seat), card: ratukiCardName(e.card, ctx.lang), n: e.stack + 1 });
      return e.took > 0 ? fill(t(W.takes), { line, n: e.took }) : line;
    }
    case 'junk':
      return e.card !== null && e.seat === ctx.viewer ?
        fill(t(W.junkMine), { card: ratukiCardName(e.card, ctx.lang) }) :
        fill(t(W.junk), { name: ctx.name(e.seat) });
    case 'go':
      return fill(t(W.go), { n: e.round });
    case 'deal':
      return fill(t(W.deal), { n: e.round });
    case 'round-over': {
      const totals = e.totals.map((x, s) => `${ctx.name(s)} ${x}`).join(', ');
      return e.out === null ?
        fill(t(W.roundDead), { n: e.round, totals }) :
        fill(t(W.roundOut), { n: e.round, name: ctx.name(e.out), totals });
    }
  }
};

/** The replay's move line after the player's name: "blue 3 on place 2", "junks red 1". */
export function ratukiMoveText(move: unknown, lang: Lang): string {
  const m = move as Move;
  return m.kind === 'play' ?
    fill(W.move[lang], { card: ratukiCardName(m.card, lang), n: m.stack + 1 }) :
    fill(W.moveJunk[lang], { card: ratukiCardName(m.card, lang) });
}

/** A Ratuki card code inside a server text ("A G5c does not go on a 1"): colour, rank, copy letter. */
const CODE = /\b[RBGYP][1-5X][a-g]\b/g;

/** A server text with every Ratuki card code read out by name ("A green 5 does not go on a 1"). */
export function withRatukiNames(text: string, lang: Lang): string {
  return text.replace(CODE, (code) => ratukiCardName(code, lang));
}

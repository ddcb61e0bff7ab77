/**
 * A Pu-Pu-Puk card in SVG: its number large in a coloured field, the number in two corners, and the
 * name printed on it («Подушка-пердушка»; a zero's phrase), readable at phone size. A face-down card
 * carries no code, so a hidden card never reaches the DOM.
 */
import type { Lang } from '@kozyr/engine/client';
import { BackLine, CardFrame, type CardLook } from '../../cards/card-frame.tsx';
import { useI18n } from '../../i18n/index.ts';
import { CARD_NAMES, PHRASE_NAMES } from './labels.ts';

/** One colour per number, light enough for dark ink. */
const FILL = ['#f4d35e', '#9ad1d4', '#f7a072', '#c3b1e1', '#a8d5a2', '#f28b82', '#8ecae6', '#e0a96d'] as const;
const FONT = 'system-ui, sans-serif';

const numberOf = (code: string): number => code.charCodeAt(0) - 48;

/** What a card says: its number and its name (a zero: the phrase printed on it). */
export function cardTitle(code: string, lang: Lang): string {
  const n = numberOf(code);
  if (n === 0) return `0 «${PHRASE_NAMES[code < '0d' ? 'who' : 'not'][lang]}»`;
  return `${n} «${CARD_NAMES[n]![lang]}»`;
}

/** The name alone, split into at most two lines for the card's face. */
function nameLines(code: string, lang: Lang): string[] {
  const n = numberOf(code);
  const name = n === 0 ? PHRASE_NAMES[code < '0d' ? 'who' : 'not'][lang] : CARD_NAMES[n]![lang];
  const words = name.split(/\s+/);
  if (words.length === 1 || name.length <= 11) return [name];
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
}

export interface PupupukCardProps extends CardLook {
  /** null = face down. */
  readonly code: string | null;
  /** Marks the card as a move control (the test clicks these). */
  readonly move?: boolean;
}

export function PupupukCard(props: PupupukCardProps) {
  const { lang } = useI18n();
  const code = props.code;
  const label = code === null ?
    { en: 'Face-down card', ru: 'Карта рубашкой вверх', uk: 'Карта сорочкою догори', bg: 'Карта с гръб нагоре' }[lang] :
    cardTitle(code, lang);
  const n = code === null ? 0 : numberOf(code);
  return (
    <CardFrame
      {...props}
      label={label}
      kind="pp-card"
      paper={code === null ? '#6b3fa0' : FILL[n]!}
      data={{ 'data-move': props.move ? '' : undefined }}
    >
      {code === null ?
        (
          <g>
            <BackLine />
            <text x="50" y="80" font-size="22" font-weight="800" text-anchor="middle" fill="#fff" font-family={FONT}>
              ПУК
            </text>
          </g>
        ) :
        (
          <g>
            <text x="8" y="26" font-size="22" font-weight="800" fill="#1b1b1b" font-family={FONT}>{n}</text>
            <text x="92" y="26" font-size="22" font-weight="800" text-anchor="end" fill="#1b1b1b" font-family={FONT}>{n}</text>
            <circle cx="50" cy="62" r="27" fill="#fff" stroke="#1b1b1b" stroke-width="2" />
            <text x="50" y="78" font-size="44" font-weight="800" text-anchor="middle" fill="#1b1b1b" font-family={FONT}>{n}</text>
            {nameLines(code, lang).map((line, i, all) => (
              <text
                key={i}
                x="50"
                y={all.length === 1 ? 118 : 108 + i * 16}
                font-size={line.length > 11 ? 11 : 13}
                font-weight="700"
                text-anchor="middle"
                fill="#1b1b1b"
                font-family={FONT}
              >
                {line}
              </text>
            ))}
          </g>
        )}
    </CardFrame>
  );
}

/**
 * One playing card drawn in SVG: big corner rank and suit so a card reads at
 * phone size even when fanned; a large centre pip. A face-down card carries no
 * code at all, so a hidden card never reaches the DOM.
 */
import { type I18n, useI18n } from '../i18n/index.ts';
import { BackLine, CARD_H, CARD_W, CardFrame, type CardLook } from './card-frame.tsx';
import { type CardRank, type CardSuit, isRedSuit, parseCard, type ParsedCard, rankGlyph } from './codes.ts';
import { BLACK, RED, SUIT_PATHS, SuitShape } from './suits.tsx';

export function cardName(i18n: I18n, code: string | null): string {
  if (code === null) return i18n.t('card.back');
  const card = parseCard(code);
  if (card === null) return code;
  if (card.kind === 'special') return i18n.t(`card.${card.special}`);
  return i18n.t('card.name', { rank: i18n.t(`card.rank.${card.rank}`), suit: i18n.t(`card.suit.${card.suit}`) });
}

function Corner(props: { rank: CardRank; suit: CardSuit; glyph: string; }) {
  const colour = isRedSuit(props.suit) ? RED : BLACK;
  return (
    <g>
      <text
        x="6"
        y="34"
        font-size={props.glyph.length > 1 ? 28 : 34}
        font-weight="700"
        fill={colour}
        font-family="system-ui, sans-serif"
        letter-spacing="-2"
      >
        {props.glyph}
      </text>
      <SuitShape suit={props.suit} x={7} y={40} size={24} />
    </g>
  );
}

function OrdinaryFace(props: { rank: CardRank; suit: CardSuit; glyph: string; }) {
  return (
    <g>
      <Corner {...props} />
      <g transform={`rotate(180 ${CARD_W / 2} ${CARD_H / 2})`}>
        <Corner {...props} />
      </g>
      <SuitShape suit={props.suit} x={32} y={52} size={36} />
    </g>
  );
}

function SpecialFace(props: { card: Extract<ParsedCard, { kind: 'special'; }>; label: string; }) {
  const { special } = props.card;
  if (special === 'BL') {
    // The blank: an empty face with a dashed frame and an empty-set mark.
    return (
      <g>
        <rect x="12" y="12" width="76" height="116" rx="6" fill="none" stroke="#555" stroke-width="3" stroke-dasharray="8 6" />
        <circle cx="50" cy="70" r="18" fill="none" stroke="#555" stroke-width="5" />
        <path d="M36 90 64 50" stroke="#555" stroke-width="5" />
        <text x="50" y="118" font-size="14" text-anchor="middle" fill="#555" font-family="system-ui, sans-serif">
          {props.label}
        </text>
      </g>
    );
  }
  const red = special === 'RJ';
  const colour = red ? RED : BLACK;
  return (
    <g>
      <path
        d={SUIT_PATHS.star}
        transform="translate(18 36) scale(0.64)"
        fill={red ? 'url(#kz-hatch)' : special === 'BJ' ? BLACK : '#f2b705'}
        stroke={colour}
        stroke-width="4"
      />
      <text x="50" y="26" font-size="20" font-weight="700" text-anchor="middle" fill={colour} font-family="system-ui, sans-serif">
        {special === 'JK' ? '★' : special === 'RJ' ? 'R ★' : 'B ★'}
      </text>
      <text
        x="50"
        y="126"
        font-size="13"
        font-weight="700"
        text-anchor="middle"
        fill={colour}
        font-family="system-ui, sans-serif"
      >
        {props.label.toUpperCase()}
      </text>
    </g>
  );
}

export interface CardProps extends CardLook {
  /** null = face down. */
  readonly code: string | null;
}

export function Card(props: CardProps) {
  const i18n = useI18n();
  const card = props.code === null ? null : parseCard(props.code);
  const label = cardName(i18n, props.code);
  return (
    <CardFrame {...props} label={label} paper={card === null ? 'url(#kz-back)' : '#fff'}>
      {card === null ?
        <BackLine /> :
        card.kind === 'ordinary' ?
        <OrdinaryFace rank={card.rank} suit={card.suit} glyph={rankGlyph(card.rank, i18n.lang)} /> :
        <SpecialFace card={card} label={label} />}
    </CardFrame>
  );
}

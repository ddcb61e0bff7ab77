/**
 * A UNO or Svintus card drawn in SVG: a coloured field with a per-colour
 * pattern and letter (so colours read without colour vision), a big picture in
 * a white oval and the same mark in two corners, readable at phone size. A
 * face-down card carries no code, so a hidden card never reaches the DOM.
 */
import { useI18n } from '../i18n/index.ts';
import { CARD_H, CARD_W, CardFrame, type CardLook } from './card-frame.tsx';
import { COLOUR_FILL, colourLetter, faceOf, type Glyph, type SheddingGame } from './shedding-faces.ts';

const INK = '#1b1b1b';
const FONT = 'system-ui, sans-serif';

/** White marks over the colour fill, one kind per colour letter; rendered once per table (SheddingCardDefs). */
export function SheddingCardDefs() {
  const mark = { stroke: 'rgba(255,255,255,0.35)', 'stroke-width': 2, fill: 'none' };
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true">
      <defs>
        <pattern id="kz-sh-R" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <path d="M0 0V8" {...mark} />
        </pattern>
        <pattern id="kz-sh-G" width="9" height="9" patternUnits="userSpaceOnUse">
          <circle cx="4.5" cy="4.5" r="1.8" fill="rgba(255,255,255,0.4)" />
        </pattern>
        <pattern id="kz-sh-B" width="8" height="8" patternUnits="userSpaceOnUse">
          <path d="M0 4H8" {...mark} />
        </pattern>
        <pattern id="kz-sh-Y" width="10" height="10" patternUnits="userSpaceOnUse">
          <path d="M0 5H10M5 0V10" {...mark} stroke="rgba(0,0,0,0.18)" />
        </pattern>
        <pattern id="kz-sh-O" width="10" height="10" patternUnits="userSpaceOnUse">
          <path d="M0 10L5 0L10 10" {...mark} />
        </pattern>
        <pattern id="kz-sh-back" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(30)">
          <rect width="12" height="12" fill="#8e1b1b" />
          <rect width="5" height="12" fill="#a82626" />
        </pattern>
      </defs>
    </svg>
  );
}

/** Four quarters of the game's colours: the black cards' picture. */
function Quarters(props: { game: SheddingGame; cx: number; cy: number; r: number; }) {
  const colours = props.game === 'uno' ? ['R', 'B', 'Y', 'G'] : ['B', 'O', 'R', 'G'];
  const { cx, cy, r } = props;
  const pts = [
    [cx, cy - r],
    [cx + r, cy],
    [cx, cy + r],
    [cx - r, cy],
  ] as const;
  return (
    <g>
      {colours.map((c, i) => {
        const [x1, y1] = pts[i]!;
        const [x2, y2] = pts[(i + 1) % 4]!;
        return <path key={c} d={`M${cx} ${cy}L${x1} ${y1}A${r} ${r} 0 0 1 ${x2} ${y2}Z`} fill={COLOUR_FILL[c]} />;
      })}
    </g>
  );
}

function Picture(props: { game: SheddingGame; glyph: Glyph; fill: string; }) {
  const { glyph, fill } = props;
  const cx = 50;
  const cy = 70;
  switch (glyph.kind) {
    case 'text':
      return (
        <text
          x={cx}
          y={cy + 15}
          font-size={glyph.text.length > 1 ? 38 : 46}
          font-weight="800"
          text-anchor="middle"
          fill={fill}
          stroke={INK}
          stroke-width="1.5"
          font-family={FONT}
        >
          {glyph.text}
        </text>
      );
    case 'skip':
      return (
        <g fill="none" stroke={fill} stroke-width="7">
          <circle cx={cx} cy={cy} r="19" />
          <path d={`M${cx - 13} ${cy + 13}L${cx + 13} ${cy - 13}`} />
        </g>
      );
    case 'reverse':
      return (
        <g fill={fill} stroke={INK} stroke-width="1.2">
          <path d={`M${cx - 20} ${cy - 4}h26v-8l14 13-14 13v-8h-26z`} transform={`translate(0 -8)`} />
          <path d={`M${cx + 20} ${cy + 4}h-26v8l-14-13 14-13v8h26z`} transform={`translate(0 8)`} />
        </g>
      );
    case 'silence':
      // A speech bubble, struck through.
      return (
        <g>
          <path
            d={`M${cx - 20} ${cy - 16}h40a6 6 0 0 1 6 6v18a6 6 0 0 1-6 6h-22l-10 10v-10h-8a6 6 0 0 1-6-6v-18a6 6 0 0 1 6-6z`}
            fill={fill}
            stroke={INK}
            stroke-width="1.5"
          />
          <path d={`M${cx - 24} ${cy + 22}L${cx + 24} ${cy - 22}`} stroke={INK} stroke-width="5" />
        </g>
      );
    case 'slap':
      // A palm: four fingers and a thumb.
      return (
        <g fill={fill} stroke={INK} stroke-width="1.5">
          <rect x={cx - 14} y={cy - 6} width="28" height="26" rx="9" />
          {[-12, -4, 4, 12].map((dx) => <rect key={dx} x={cx + dx - 3.5} y={cy - 26} width="7" height="24" rx="3.5" />)}
          <rect x={cx + 10} y={cy - 2} width="7" height="18" rx="3.5" transform={`rotate(-40 ${cx + 13} ${cy + 7})`} />
        </g>
      );
    case 'wild':
      return (
        <g>
          <Quarters game={props.game} cx={cx} cy={cy} r={22} />
          {glyph.text !== '' && (
            <text
              x={cx}
              y={cy + 11}
              font-size="30"
              font-weight="800"
              text-anchor="middle"
              fill="#fff"
              stroke={INK}
              stroke-width="1.5"
              font-family={FONT}
            >
              {glyph.text}
            </text>
          )}
        </g>
      );
    case 'snout':
      // Polisvin: a pig snout over the four colours.
      return (
        <g>
          <Quarters game={props.game} cx={cx} cy={cy} r={26} />
          <ellipse cx={cx} cy={cy} rx="17" ry="12" fill="#f4a7b9" stroke={INK} stroke-width="2" />
          <ellipse cx={cx - 6} cy={cy} rx="3.5" ry="5" fill={INK} />
          <ellipse cx={cx + 6} cy={cy} rx="3.5" ry="5" fill={INK} />
        </g>
      );
  }
}

export interface SheddingCardProps extends CardLook {
  readonly game: SheddingGame;
  /** null = face down. */
  readonly code: string | null;
}

export function SheddingCard(props: SheddingCardProps) {
  const { lang } = useI18n();
  const face = props.code === null ? null : faceOf(props.game, props.code);
  const label = props.code === null ?
    { en: 'Face-down card', ru: 'Карта рубашкой', uk: 'Карта сорочкою', bg: 'Обърната карта' }[lang] :
    (face?.name[lang] ?? props.code);
  const fill = face?.colour ? COLOUR_FILL[face.colour]! : INK;
  const cornerText = face?.corner ?? props.code ?? '';
  const letter = face?.colour ? colourLetter(face.colour, lang) : '';
  const corner = (
    <g>
      <text
        x="9"
        y="27"
        font-size={cornerText.length > 1 ? 20 : 24}
        font-weight="800"
        fill="#fff"
        stroke={INK}
        stroke-width="0.8"
        font-family={FONT}
      >
        {cornerText}
      </text>
      {letter !== '' && (
        <g>
          <circle cx="19" cy="41" r="9" fill="#fff" stroke={INK} stroke-width="1" />
          <text x="19" y="46" font-size="13" font-weight="800" text-anchor="middle" fill={INK} font-family={FONT}>
            {letter}
          </text>
        </g>
      )}
    </g>
  );
  return (
    <CardFrame {...props} label={label} kind="sh-card" paper="#fff" data={{ 'data-colour': face?.colour ?? undefined }}>
      {face === null ?
        (
          <g>
            <rect x="7" y="7" width={CARD_W - 14} height={CARD_H - 14} rx="6" fill="url(#kz-sh-back)" />
            <ellipse cx="50" cy="70" rx="30" ry="42" fill="none" stroke="#fff" stroke-width="4" transform="rotate(20 50 70)" />
          </g>
        ) :
        (
          <g>
            <rect x="7" y="7" width={CARD_W - 14} height={CARD_H - 14} rx="6" fill={fill} />
            {face.colour !== null && (
              <rect x="7" y="7" width={CARD_W - 14} height={CARD_H - 14} rx="6" fill={`url(#kz-sh-${face.colour})`} />
            )}
            <ellipse cx="50" cy="70" rx="30" ry="44" fill="#fff" stroke={INK} stroke-width="1" transform="rotate(20 50 70)" />
            <Picture game={props.game} glyph={face.glyph} fill={fill} />
            {corner}
            <g transform={`rotate(180 ${CARD_W / 2} ${CARD_H / 2})`}>{corner}</g>
          </g>
        )}
    </CardFrame>
  );
}

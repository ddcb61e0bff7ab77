/**
 * The lobby's picture and one-line pitch of each game: small inline SVGs in
 * the club's card style (no image files), and the pitch in four languages.
 */
import type { Lang, Text } from '@kozyr/engine/client';

export const PITCH: Readonly<Record<string, Text>> = {
  durak: {
    ru: 'Отбейтесь или заберите — и не останьтесь дураком.',
    uk: 'Відбийтеся або заберіть — і не залиштеся дурнем.',
    bg: 'Отбийте или вземете — и не оставайте глупак.',
    en: 'Beat every attack or take the pile — just don’t be the last one holding cards.',
  },
  uno: {
    ru: 'Цвет к цвету, число к числу — первым сбросьте все карты и крикните «Уно!».',
    uk: 'Колір до кольору, число до числа — першим скиньте всі карти й крикніть «Уно!».',
    bg: 'Цвят към цвят, число към число — първи останете без карти и извикайте „Уно!“.',
    en: 'Colour on colour, number on number: empty your hand first and call UNO!',
  },
  svintus: {
    ru: 'Хрюкающий шеддинг: хлопайте, молчите и перехватывайте.',
    uk: 'Рохкаючий шедінг: плескайте, мовчіть і перехоплюйте.',
    bg: 'Грухтяща игра: плясвайте, мълчете и прихващайте.',
    en: 'The grunting shedding game: slap, keep silent and intercept.',
  },
  thousand: {
    ru: 'Торгуйтесь за прикуп, объявляйте марьяжи и первым наберите 1000.',
    uk: 'Торгуйтеся за прикуп, оголошуйте марʼяжі й першим наберіть 1000.',
    bg: 'Наддавайте за прикупа, обявявайте марияжи и първи стигнете 1000.',
    en: 'Bid for the talon, declare marriages and be the first to 1000.',
  },
};

export const pitch = (game: string, lang: Lang): string | null => PITCH[game]?.[lang] ?? null;

/** A fan of three cards in the game's colours. */
function Fan(props: { faces: readonly { fill: string; mark: string; ink: string; }[]; }) {
  return (
    <svg class="game-art" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="72" rx="52" ry="6" fill="rgba(0,0,0,0.18)" />
      {props.faces.map((f, i) => (
        <g key={i} transform={`rotate(${(i - 1) * 16} 60 76)`}>
          <rect x="42" y="10" width="36" height="54" rx="5" fill={f.fill} stroke="#333" stroke-width="1.5" />
          <text
            x="60"
            y="44"
            font-size="20"
            font-weight="800"
            text-anchor="middle"
            fill={f.ink}
            font-family="system-ui, sans-serif"
          >
            {f.mark}
          </text>
        </g>
      ))}
    </svg>
  );
}

const ART: Readonly<Record<string, readonly { fill: string; mark: string; ink: string; }[]>> = {
  durak: [{ fill: '#fff', mark: '6♠', ink: '#1b1b1b' }, { fill: '#fff', mark: 'A♥', ink: '#c62828' }, {
    fill: '#fff',
    mark: 'K♦',
    ink: '#c62828',
  }],
  uno: [{ fill: '#d32f2f', mark: '7', ink: '#fff' }, { fill: '#1565c0', mark: '+2', ink: '#fff' }, {
    fill: '#2e7d32',
    mark: '⇄',
    ink: '#fff',
  }],
  svintus: [{ fill: '#ef6c00', mark: '+3', ink: '#fff' }, { fill: '#1565c0', mark: '3', ink: '#fff' }, {
    fill: '#2e7d32',
    mark: 'Zz',
    ink: '#fff',
  }],
  thousand: [{ fill: '#fff', mark: 'Q♣', ink: '#1b1b1b' }, { fill: '#fff', mark: 'K♣', ink: '#1b1b1b' }, {
    fill: '#fff',
    mark: '10♥',
    ink: '#c62828',
  }],
};

export function GameArt(props: { game: string; }) {
  const faces = ART[props.game];
  return faces === undefined ? null : <Fan faces={faces} />;
}

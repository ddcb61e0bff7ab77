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
  hotel: {
    ru: 'Тайком выберите дверь: один у двери — забираете комнаты, вдвоём — столкновение.',
    uk: 'Таємно оберіть двері: сам біля дверей — забираєте кімнати, удвох — зіткнення.',
    bg: 'Тайно изберете врата: сам на вратата — взимате стаите, двама — сблъсък.',
    en: 'Pick a door in secret: alone you take its rooms, together you collide.',
  },
  ratuki: {
    ru: 'Без очереди: все кладут карты разом, от 1 до 5 — быстрая рука забирает стопку.',
    uk: 'Без черги: усі кладуть карти разом, від 1 до 5 — швидка рука забирає стос.',
    bg: 'Без ред: всички играят едновременно, от 1 до 5 — бързата ръка взима купчината.',
    en: 'No turns: everyone plays at once, 1 up to 5, and the quickest hand takes the stack.',
  },
  pupupuk: {
    ru: 'Выкладывайте карты в ряд, но не доводите сумму до 21 — иначе ПУ-ПУ-ПУК!',
    uk: 'Викладайте карти в ряд, але не доводьте суму до 21 — інакше ПУ-ПУ-ПУК!',
    bg: 'Редете карти, но не докарвайте сбора до 21 — иначе ПУ-ПУ-ПУК!',
    en: 'Lay cards in a row but never bring its sum to 21, or it’s PU-PU-PUK!',
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
  // Hotel: a door, a room with its stars, a door card in a seat's colour.
  hotel: [{ fill: '#6b4423', mark: '3', ink: '#ffe9b0' }, { fill: '#fff8e6', mark: '★★', ink: '#e0a100' }, {
    fill: '#d64545',
    mark: '4',
    ink: '#fff',
  }],
  // Ratuki: a run of one colour-per-player cards, 1 up to the Ratuki star.
  ratuki: [{ fill: '#fff', mark: '1', ink: '#1565c0' }, { fill: '#fff', mark: '2', ink: '#2e7d32' }, {
    fill: '#fff',
    mark: '★',
    ink: '#d32f2f',
  }],
  // Pu-Pu-Puk: cards summing toward 21.
  pupupuk: [{ fill: '#7b1fa2', mark: '7', ink: '#fff' }, { fill: '#f9a825', mark: '9', ink: '#3e2723' }, {
    fill: '#ef6c00',
    mark: '21',
    ink: '#fff',
  }],
};

export function GameArt(props: { game: string; }) {
  const faces = ART[props.game];
  return faces === undefined ? null : <Fan faces={faces} />;
}

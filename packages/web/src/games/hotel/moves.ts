/** A Hotel move in words, for the buttons and the replay's move line ("Knock at door 3"). */
import type { HotelMove as Move, Lang } from '@kozyr/engine/client';
import { fill, L } from './labels.ts';

export function hotelMoveText(m: Move, lang: Lang, name: (seat: number) => string): string {
  switch (m.kind) {
    case 'knock':
      return fill(L.knock[lang], { n: m.door });
    case 'lulu':
      return L.lulu[lang];
    case 'molets':
      return fill(L.molets[lang], { a: m.doors[0], b: m.doors[1] });
    case 'peek':
      return fill(L.peek[lang], { name: name(m.seat) });
    case 'pick':
      return fill(L.pick[lang], { n: m.door });
    case 'pero':
      return fill(L.pero[lang], { n: m.door });
    case 'mugla':
      return L.mugla[lang];
    case 'pass':
      return L.pass[lang];
  }
}

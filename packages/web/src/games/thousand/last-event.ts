/** One line about what the last update did (a marriage, a roll-out, the auction, a trick…), from the events this viewer may see. */
import type { Lang, ThousandEvent as Event } from '@kozyr/engine/client';
import { fillText, L } from './labels.ts';

const SUIT_SIGN: Readonly<Record<string, string>> = { S: '♠', C: '♣', D: '♦', H: '♥' };

/** The most telling event of an update, said in `lang`; null when nothing worth a line happened. */
export function lastEventLine(
  events: readonly Event[],
  viewer: number | null,
  name: (seat: number) => string,
  lang: Lang,
): string | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    switch (e.kind) {
      case 'marriage':
        return fillText(L.evMarriage[lang], {
          name: name(e.seat),
          what: L[e.type][lang],
          suit: SUIT_SIGN[e.suit] ?? e.suit,
          points: e.points,
        });
      case 'four-nines':
        return fillText(L.evMarriage[lang], { name: name(e.seat), what: L.nines[lang], suit: '', points: e.points });
      case 'roll-out':
        return fillText(L.evRollOut[lang], { name: name(e.seat), value: e.value });
      case 'auction-won':
        return fillText(L.evAuction[lang], { name: name(e.seat), value: e.bid });
      case 'redeal':
        return fillText(L.evRedeal[lang], { name: name(e.seat) });
      case 'round-over':
        return fillText(L.evDealt[lang], { n: e.deal });
      case 'card-given':
        if (e.to === viewer) return fillText(L.evGiven[lang], { name: name(e.from) });
        break;
      case 'trick':
        return fillText(L.evTrick[lang], { name: name(e.winner) });
      default:
        break;
    }
  }
  return null;
}

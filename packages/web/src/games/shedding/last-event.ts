/**
 * One line about what the last update did out of the ordinary: a catch, a
 * challenge's verdict, the slap's losers, a broken silence, an interception.
 * From the events as this viewer may see them; ordinary plays and draws show on the table.
 */
import type { Lang, SheddingEvent as Event } from '@kozyr/engine/client';
import { label } from './labels.ts';

export function eventLine(
  events: readonly unknown[],
  name: (seat: number) => string,
  lang: Lang,
  callPenalty: number,
): string | null {
  const lines: string[] = [];
  for (const e of events as readonly Event[]) {
    switch (e.kind) {
      case 'caught':
        lines.push(label('evCaught', lang, { by: name(e.by), name: name(e.seat), n: callPenalty }));
        break;
      case 'challenge':
        lines.push(
          e.guilty ? label('evGuilty', lang, { name: name(e.player) }) : label('evInnocent', lang, { name: name(e.seat) }),
        );
        break;
      case 'slap-over':
        if (e.losers.length > 0) lines.push(label('evSlapLosers', lang, { names: e.losers.map(name).join(', ') }));
        break;
      case 'silence-broken':
        lines.push(label('evSilenceBroken', lang, { name: name(e.seat) }));
        break;
      case 'play':
        if (e.intercept) lines.push(label('evIntercept', lang, { name: name(e.seat) }));
        break;
      case 'wrong-card':
        lines.push(label('evWrongCard', lang, { name: name(e.seat) }));
        break;
      case 'reshuffle':
        lines.push(label('evReshuffle', lang));
        break;
      default:
        break;
    }
  }
  return lines.length === 0 ? null : lines.join(' · ');
}

/** Shtuka's events in the hand log: the roll, who holds the Shtuka, each click's verdict, the points, the round's end. */
import type { ShtukaEvent as Event } from '@kozyr/engine/games/shtuka/client';
import type { Describe } from '../hand-log.ts';
import { MODE_NAME, S, say } from './texts.ts';

export const describeShtuka: Describe = (event, ctx) => {
  const e = event as Event;
  const { lang } = ctx;
  switch (e.kind) {
    case 'rolled':
      return say(S.log.rolled, lang, { name: ctx.name(e.seat), die: e.die, mode: say(MODE_NAME[e.mode], lang) });
    case 'started':
      return say(S.start, lang);
    case 'holder':
      return say(S.holds, lang, { name: ctx.name(e.seat) });
    case 'pointed':
      return say(S.clicked, lang, {
        name: ctx.name(e.seat),
        verdict: say(e.spot === null ? S.late : e.right ? S.right : S.wrong, lang),
      });
    case 'word-said':
      return say(S.why['word-said'], lang);
    case 'challenged':
      return say(S.log.challenged, lang, { name: ctx.name(e.seat), n: e.line + 1 });
    case 'vote-result':
      return say(e.upheld ? S.log.upheld : S.log.stands, lang, { yes: e.yes, no: e.no });
    case 'revealed':
      return say(S.revealTitle, lang, { n: e.reveal.round, item: e.reveal.target.words[lang] });
    default:
      // Strokes, lines, questions and votes are on the table itself; the log keeps to what decides the round.
      return null;
  }
};

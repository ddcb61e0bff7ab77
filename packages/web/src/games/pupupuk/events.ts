/** Pu-Pu-Puk's events in sentences for the hand log and the screen reader: lays, shouts, draws, burns, who wins. */
import type { Lang, PupupukEvent as Event } from '@kozyr/engine/client';
import { pupupukPlaceNames as placeNames } from '@kozyr/engine/client';
import { say } from '../../i18n/club-texts.ts';
import type { Describe, LogContext } from '../hand-log.ts';
import { cardTitle } from './card-face.tsx';
import { L, LOG, PHRASE_NAMES } from './labels.ts';

const names = (seats: readonly number[], ctx: LogContext): string => seats.map(ctx.name).join(', ');
const phrase = (p: string | undefined, lang: Lang): string | null =>
  p === 'who' || p === 'not' || p === 'whose' ? PHRASE_NAMES[p][lang] : null;

export const describePupupuk: Describe = (event, ctx) => {
  const e = event as Event;
  const { lang } = ctx;
  const card = (c: string) => cardTitle(c, lang);
  switch (e.kind) {
    case 'round-start':
      return say(LOG.roundStart, lang, {
        n: e.round,
        place: e.place === null ? L.noPlace[lang] : placeNames[e.place][lang],
        name: ctx.name(e.starter),
      });
    case 'laid': {
      const said = phrase(e.phrase, lang);
      return said === null ?
        say(LOG.laid, lang, { name: ctx.name(e.seat), card: card(e.card) }) :
        // A zero's name is its phrase: the line names the shout once, as the player said it.
        say(LOG.laidSaying, lang, { name: ctx.name(e.seat), card: e.card.startsWith('0') ? '0' : card(e.card), phrase: said });
    }
    case 'laid-face-down':
      return say(LOG.laidFaceDown, lang, { name: ctx.name(e.seat) });
    case 'said': {
      const said = phrase(e.phrase, lang);
      return said === null ?
        say(LOG.saidNothing, lang, { name: ctx.name(e.seat) }) :
        say(LOG.said, lang, { name: ctx.name(e.seat), phrase: said });
    }
    case 'wrong-phrase':
      return say(LOG.wrongPhrase, lang, { name: ctx.name(e.seat) });
    case 'gestured':
      return say(LOG.gestured, lang, { name: ctx.name(e.seat) });
    case 'penalty':
      return e.seats.length === 0 ? null : say(LOG.penalty, lang, { names: names(e.seats, ctx) });
    case 'drew':
      if (e.card !== null && e.seat === ctx.viewer) {
        return say(LOG.drewCard, lang, { name: ctx.name(e.seat), card: card(e.card) });
      }
      if (e.from === 'deck') return say(LOG.drewDeck, lang, { name: ctx.name(e.seat) });
      if (e.from === 'row') return say(LOG.drewRow, lang, { name: ctx.name(e.seat) });
      return say(LOG.drewFrom, lang, { name: ctx.name(e.seat), from: ctx.name(e.from) });
    case 'face-down':
      return say(LOG.faceDown, lang, { name: ctx.name(e.seat) });
    case 'revealed':
      return say(LOG.revealed, lang, { card: card(e.card) });
    case 'discarded':
      return e.cards.length === 0 ?
        null :
        say(LOG.discarded, lang, { name: ctx.name(e.seat), cards: e.cards.map(card).join(', ') });
    case 'reshuffled':
      return say(LOG.reshuffled, lang);
    case 'taken':
      return e.card === null ?
        say(LOG.takenHidden, lang, { name: ctx.name(e.seat) }) :
        say(LOG.taken, lang, { name: ctx.name(e.seat), card: card(e.card) });
    case 'named':
      return say(LOG.named, lang, { name: ctx.name(e.seat), n: e.number });
    case 'shouted':
      return say(LOG.shouted, lang, { name: ctx.name(e.seat) });
    case 'pair-taken':
      return say(LOG.pairTaken, lang, { name: ctx.name(e.seat) });
    case 'hands-passed':
      return say(LOG.handsPassed, lang);
    case 'matched':
      return say(LOG.matched, lang, { name: ctx.name(e.seat) });
    case 'match-won':
      return say(LOG.matchWon, lang, { name: ctx.name(e.seat), card: card(e.card) });
    case 'given':
      return say(LOG.given, lang, { name: ctx.name(e.to), card: card(e.card) });
    case 'violation':
      return say(LOG.violation, lang, { what: violationText(e.violation.rule, ctx.name(e.violation.seat), lang) });
    case 'burned':
      return say(LOG.burned, lang, { by: ctx.name(e.by) });
    case 'go':
      return say(LOG.go, lang, { name: ctx.name(e.seat) });
    case 'relay-rang':
      return say(LOG.relayRang, lang);
    case 'ochko':
      return say(LOG.ochko, lang, { name: ctx.name(e.seat) });
    case 'pupupuk':
      return say(LOG.pupupuk, lang, { name: e.seat === null ? '' : ctx.name(e.seat), n: e.sum });
    case 'round-won':
      return say(LOG.roundWon, lang, { names: names(e.result.winners, ctx) });
    case 'round-over':
      return null;
    case 'match-over':
      return say(LOG.matchOver, lang, { names: names(e.champions, ctx) });
  }
};

/** A violation in words: who broke which silence. */
export function violationText(rule: 'jacuzzi' | 'accounting', name: string, lang: Lang): string {
  return say(rule === 'jacuzzi' ? L.forgotPuk : L.talked, lang, { name });
}

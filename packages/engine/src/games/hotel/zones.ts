/**
 * Where every card lies and who sees it, and every secret: face-down room deck, the
 * short game's unseen half, every face-down door card (Molets' second card too), each hand
 * (others know its size, not which card left it), Lulu playing her resting card, and
 * what Baba Naprastka saw.
 */
import type { Secret } from '../../core/game.ts';
import { cardSecrets } from '../../core/secrets.ts';
import type { Zone } from '../../core/types.ts';
import { cardOf, handOf, PORTER_DOORS, porterCardOf } from './seats.ts';
import type { State } from './state.ts';

export function zones(state: State): Zone[] {
  const out: Zone[] = [
    { id: 'deck', cards: state.deck.slice(state.dealt), visibleTo: 'none' },
    { id: 'unseen', cards: state.unseen, visibleTo: 'none' },
    { id: 'box', cards: state.box, visibleTo: 'all' },
  ];
  state.under.forEach((cards, d) => out.push({ id: `door-${d + 1}`, cards, visibleTo: 'all' }));
  const choosing = state.phase === 'choose';
  for (let s = 0; s < state.seats; s++) {
    const code = (d: number) => cardOf(s, d);
    out.push({ id: `won-${s}`, cards: state.won[s]!, visibleTo: 'all' });
    out.push({ id: `hand-${s}`, cards: handOf(state, s).map(code), visibleTo: [s], owner: s });
    const rest = state.resting[s]!;
    out.push({ id: `rest-${s}`, cards: rest > 0 ? [code(rest)] : [], visibleTo: 'all' });
    const c = state.choices[s];
    const played = c === null || c === undefined || c.lulu ? [] : c.cards;
    if (!choosing) {
      out.push({ id: `played-${s}`, cards: played.map(code), visibleTo: 'all' });
      continue;
    }
    // Who peeked at this seat's card sees it too.
    const peeker = peekerOf(state, s);
    // A Lulu play is the resting card, already in the open: what the peeker learns is the `lulu/` secret.
    const seen = peeker >= 0 && !c?.lulu ? state.peeks[peeker]!.door : 0;
    out.push({ id: `down-${s}`, cards: played.filter((d) => d !== seen).map(code), visibleTo: [s], owner: s });
    if (seen > 0) out.push({ id: `seen-${s}`, cards: [code(seen)], visibleTo: [s, peeker], owner: s });
  }
  if (state.porter) {
    const rest = state.porterResting;
    const now = state.porterDoor;
    const hand: string[] = [];
    for (let d = 1; d <= PORTER_DOORS; d++) if (d !== rest && d !== now) hand.push(porterCardOf(state, d));
    out.push({ id: 'porter-hand', cards: hand, visibleTo: 'all' });
    out.push({ id: 'porter-rest', cards: rest > 0 ? [porterCardOf(state, rest)] : [], visibleTo: 'all' });
    out.push({ id: 'porter-played', cards: now > 0 ? [porterCardOf(state, now)] : [], visibleTo: 'all' });
  }
  return out;
}

/** Every card of this table: its rooms, every seat's door cards, the Porter's. */
export function cards(state: State): string[] {
  const out = [...state.deck, ...state.unseen];
  for (let s = 0; s < state.seats; s++) for (let d = 1; d <= state.doors; d++) out.push(cardOf(s, d));
  if (state.porter) { for (let d = 1; d <= PORTER_DOORS; d++) out.push(porterCardOf(state, d)); }
  return out;
}

/** The seat that peeked at `seat`'s card this round, or -1. */
function peekerOf(state: State, seat: number): number {
  return state.peeks.findIndex((p) => p !== null && p.seat === seat);
}

export function secrets(state: State): Secret[] {
  const out = cardSecrets(zones(state));
  if (state.phase !== 'choose') return out;
  for (let s = 0; s < state.seats; s++) {
    const c = state.choices[s];
    // Lulu's card stays shown as resting: the secret is that she played it.
    if (c !== null && c !== undefined && c.lulu) {
      {
        const peeker = peekerOf(state, s);
        out.push({
          id: `lulu/${s}`,
          visibleTo: peeker >= 0 ? [s, peeker] : [s],
          token: { cards: c.cards, lulu: true, door: c.door },
        });
      }
    }
    const p = state.peeks[s];
    if (p !== null && p !== undefined) {
      out.push({ id: `peek/${s}`, visibleTo: [s], token: { seat: p.seat, card: cardOf(p.seat, p.door) } });
    }
  }
  return out;
}

/**
 * Where every card lies and who sees it: a hand is its owner's; draw piles are face down
 * to everyone; a junk pile is face down but its owner put every card there; stacks are
 * face up; score piles hold stacks everyone saw. The secrets are the cards of the hidden
 * zones (`cardSecrets`): a draw pile's order and a hand are what a view must never show.
 */
import type { Secret } from '../../core/game.ts';
import { cardSecrets } from '../../core/secrets.ts';
import type { Zone } from '../../core/types.ts';
import { colourDeck, COLOURS } from './cards.ts';
import type { Cons, State } from './state.ts';

function list<T>(c: Cons<T> | null): T[] {
  const out: T[] = [];
  for (let x = c; x !== null; x = x.tail) out.push(x.head);
  return out;
}

export function zones(state: State): Zone[] {
  const out: Zone[] = [];
  state.players.forEach((p, s) => {
    out.push({ id: `hand/${s}`, cards: p.hand, visibleTo: [s], owner: s });
    out.push({ id: `draw/${s}`, cards: p.draw.slice(p.drawPos), visibleTo: 'none' });
    out.push({ id: `junk/${s}`, cards: list(p.junk), visibleTo: [s] });
    out.push({ id: `score/${s}`, cards: list(p.taken).flatMap(list), visibleTo: 'all' });
  });
  state.stacks.forEach((st, i) => out.push({ id: `stack/${i}`, cards: st === null ? [] : list(st.cards), visibleTo: 'all' }));
  return out;
}

export function cards(state: State): string[] {
  return COLOURS.slice(0, state.seats).flatMap((c) => colourDeck(c));
}

export function secrets(state: State): readonly Secret[] {
  return cardSecrets(zones(state));
}

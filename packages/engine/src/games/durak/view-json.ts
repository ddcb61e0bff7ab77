/**
 * The view as JSON text (the contract's `json.view`): exactly `JSON.stringify(view(state, viewer))`,
 * written straight from the state. The server sends every seat its view after every move; building
 * the view's objects and then serializing them was the largest part of a move's frame (two views of
 * ~40 objects per move, then JSON.stringify walking them). Here the text is written from the packed
 * state with the card codes quoted once at load. The conformance suite checks it byte for byte
 * against `view` after every step of its playouts, so the two cannot drift apart.
 */
import type { Viewer } from '../../core/types.ts';
import { CODES, SUITS } from './cards.ts';
import { actors } from './legal.ts';
import type { Discard, State } from './state.ts';
import { attackAt, coverAt, handSize, isKnown, onTable, slot, talonSize } from './table.ts';

/** Card codes and suits as JSON strings (quoted once, not per frame). */
const QUOTED: readonly string[] = CODES.map((c) => JSON.stringify(c));
const QUOTED_SUITS: readonly string[] = SUITS.map((s) => JSON.stringify(s));

/**
 * The cards of `xs` that are not on the table (what `held` keeps), as a JSON list of codes; with
 * `knownOnly`, only those everyone has seen (what `knownHeld` keeps).
 */
function heldText(s: State, xs: readonly number[], knownOnly: boolean): string {
  let out = '[';
  let first = true;
  for (let i = 0; i < xs.length; i++) {
    const c = xs[i]!;
    if ((s.count > 0 && onTable(s, c)) || (knownOnly && !isKnown(s, c))) continue;
    out += first ? QUOTED[c]! : ',' + QUOTED[c]!;
    first = false;
  }
  return out + ']';
}

/** A list of small integers (seats, places) as JSON. */
const intsText = (xs: readonly number[]): string => '[' + xs.join(',') + ']';

/** The discard, oldest bout first (as `discardCards`): each bout's attacks, then its covers. */
function discardText(d: Discard | null): string {
  if (d === null) return '';
  let out = discardText(d.before);
  for (let i = 0; i < d.count; i++) out += (out === '' ? '' : ',') + QUOTED[slot(d.attacksLo, d.attacksHi, i)]!;
  for (let i = 0; i < d.count; i++) out += ',' + QUOTED[slot(d.coversLo, d.coversHi, i)]!;
  return out;
}

export function viewJson(state: State, viewer: Viewer): string {
  const deal = state.deal;
  const c = state.config;
  let seats = '';
  for (let s = 0; s < state.seats; s++) {
    seats += (s === 0 ? '{"seat":' : ',{"seat":') + s +
      ',"handSize":' + handSize(state, s) +
      ',"known":' + heldText(state, state.hands[s]!, true) +
      ',"done":' + (((state.done >> s) & 1) === 1) +
      ',"place":' + state.place[s]! +
      ',"losses":' + deal.losses[s]! + '}';
  }
  let table = '';
  for (let i = 0; i < state.count; i++) {
    const cover = coverAt(state, i);
    table += (i === 0 ? '{"attack":' : ',{"attack":') + QUOTED[attackAt(state, i)]! +
      ',"cover":' + (cover >= 0 ? QUOTED[cover]! : 'null') + '}';
  }
  const talon = talonSize(state);
  return '{"viewer":' + (viewer === 'spectator' ? '"spectator"' : viewer) +
    ',"variant":' + JSON.stringify(c.variant) +
    ',"deck":' + JSON.stringify(c.deck) +
    ',"dealSize":' + c.dealSize +
    ',"throwIn":' + JSON.stringify(c.throwIn) +
    ',"series":' + c.series +
    ',"game":' + deal.game +
    ',"hand":' + (viewer === 'spectator' ? '[]' : heldText(state, state.hands[viewer] ?? [], false)) +
    ',"seats":[' + seats + ']' +
    ',"talonCount":' + talon +
    ',"trumpCard":' + QUOTED[deal.trumpCard]! +
    ',"trumpSuit":' + (deal.trumpSuit >= 0 ? QUOTED_SUITS[deal.trumpSuit]! : 'null') +
    ',"trumpCardInTalon":' + (talon > 0) +
    ',"table":[' + table + ']' +
    ',"discard":[' + discardText(state.discard) + ']' +
    ',"attacker":' + state.attacker +
    ',"defender":' + state.defender +
    ',"actors":' + intsText(actors(state)) +
    ',"taking":' + state.taking +
    ',"limit":' + state.limit +
    ',"firstBout":' + state.firstBout +
    ',"lastPlaces":' + (deal.lastPlaces === null ? 'null' : intsText(deal.lastPlaces)) +
    ',"gameOver":' + (deal.over || deal.nextDealAt !== null) +
    ',"seriesOver":' + deal.over + '}';
}

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
import type { DurakConfig } from './config.ts';
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

/**
 * The discard's text (its cards, oldest bout first, as `discardCards`: each bout's attacks, then its covers),
 * remembered for the newest link of each game's discard: a link is made once a bout and the text is asked for
 * with every view, so each bout's cards are written once, not at every move. A link's entry is dropped when
 * the next link takes its place, so one entry per table lives on; an older state's view (a replay) writes its own.
 */
const DISCARD_TEXT = new WeakMap<Discard, string>();

function discardText(d: Discard | null): string {
  if (d === null) return '';
  const known = DISCARD_TEXT.get(d);
  if (known !== undefined) return known;
  const before = discardText(d.before);
  if (d.before !== null) DISCARD_TEXT.delete(d.before);
  const out: string[] = before === '' ? [] : [before];
  for (let i = 0; i < d.count; i++) out.push(QUOTED[slot(d.attacksLo, d.attacksHi, i)]!);
  for (let i = 0; i < d.count; i++) out.push(QUOTED[slot(d.coversLo, d.coversHi, i)]!);
  // Joined, not added up: one flat string, copied as it is into every later view (see `publicText`).
  const text = out.join(',');
  DISCARD_TEXT.set(d, text);
  return text;
}

/**
 * The config's keys of the view (`variant` to `series`), written once per table's config and kept for the
 * table's life. Joined, not added up: added up it was a rope of ten strings per table in the old generation,
 * walked again by every frame's encoding.
 */
const CONFIG_TEXT = new WeakMap<DurakConfig, string>();

function configText(c: DurakConfig): string {
  let text = CONFIG_TEXT.get(c);
  if (text === undefined) {
    text = [
      ',"variant":',
      JSON.stringify(c.variant),
      ',"deck":',
      JSON.stringify(c.deck),
      ',"dealSize":',
      c.dealSize,
      ',"throwIn":',
      JSON.stringify(c.throwIn),
      ',"series":',
      c.series,
    ].join('');
    CONFIG_TEXT.set(c, text);
  }
  return text;
}

/**
 * Everything of the view after the viewer's hand: public, so the same for every viewer of a state. The server
 * asks for each seat's view of one state in a row, so the last state's text is kept (one entry: states are
 * never changed once made) and the second seat's view writes only its own hand.
 */
let sharedOf: State | null = null;
let sharedText = '';

function publicText(state: State): string {
  if (state === sharedOf) return sharedText;
  const deal = state.deal;
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
  // One flat string, joined from its parts: the text of `a + b + …` is a tree of its parts, and each seat's view
  // (the hand, then this) is copied out of it into a frame; walking that tree again for every viewer and every
  // frame (the discard's text, kept for a whole deal, included) was 3–4% of the server's CPU at 5,000 tables.
  sharedText = [
    ',"seats":[',
    seats,
    '],"talonCount":',
    talon,
    ',"trumpCard":',
    QUOTED[deal.trumpCard]!,
    ',"trumpSuit":',
    deal.trumpSuit >= 0 ? QUOTED_SUITS[deal.trumpSuit]! : 'null',
    ',"trumpCardInTalon":',
    talon > 0,
    ',"table":[',
    table,
    '],"discard":[',
    discardText(state.discard),
    '],"attacker":',
    state.attacker,
    ',"defender":',
    state.defender,
    ',"actors":',
    intsText(actors(state)),
    ',"taking":',
    state.taking,
    ',"limit":',
    state.limit,
    ',"firstBout":',
    state.firstBout,
    ',"lastPlaces":',
    deal.lastPlaces === null ? 'null' : intsText(deal.lastPlaces),
    ',"gameOver":',
    deal.over || deal.nextDealAt !== null,
    ',"seriesOver":',
    deal.over,
    '}',
  ].join('');
  sharedOf = state;
  return sharedText;
}

export function viewJson(state: State, viewer: Viewer): string {
  return '{"viewer":' + (viewer === 'spectator' ? '"spectator"' : viewer) +
    configText(state.config) +
    ',"game":' + state.deal.game +
    ',"hand":' + (viewer === 'spectator' ? '[]' : heldText(state, state.hands[viewer] ?? [], false)) +
    publicText(state);
}

/**
 * Who may act and with what. Besides the turn player, a seat may act out of
 * turn: to make the call, to catch a missing call, to intercept an identical
 * card, or to slap. Every seat with a legal move is an actor.
 */
import type { Seat } from '../../core/types.ts';
import { MAX_SEATS } from './deckset.ts';
import { keptOnPile } from './draft.ts';
import type { CardInfo, Deckset, Move, SheddingState } from './types.ts';

export function canDraw(s: SheddingState): boolean {
  return s.stock.length > 0 || s.discard.length > keptOnPile(s);
}

export function topCard(s: SheddingState): string {
  return s.discard[s.discard.length - 1]!;
}

/** Matching by colour or picture; a black card goes on anything. */
export function matches(g: Deckset, s: SheddingState, info: CardInfo): boolean {
  return info.colour === '' || info.colour === s.colour || info.face === g.info[topCard(s)]!.face;
}

/** Whether the turn player has to act in this phase (the others: slap window, scored hand, match over). */
export function isTurnPhase(s: SheddingState): boolean {
  const p = s.phase;
  return p !== 'slap' && p !== 'scored' && p !== 'over';
}

/**
 * Whether `seat` may still intercept the card just played: public facts only (actors are
 * sent to every client), so it does not depend on the seat's cards. Such a seat is an
 * actor: it may play an identical card if it holds one, or decline.
 */
export function interceptTurn(s: SheddingState, seat: Seat): boolean {
  return (
    s.rules.interception &&
    s.interceptOpen &&
    (s.phase === 'play' || s.phase === 'penalty') &&
    seat !== s.lastPlayer &&
    seat !== s.turn &&
    (s.declined & (1 << seat)) === 0
  );
}

/** An identical card may be played out of turn on a card someone else has just played. */
export function canIntercept(s: SheddingState, seat: Seat): boolean {
  return interceptTurn(s, seat) && s.hands[seat]!.includes(topCard(s));
}

export function canCall(s: SheddingState, seat: Seat): boolean {
  if (s.phase === 'over' || s.phase === 'scored') return false;
  if (s.rules.lateCall && s.exposed === seat) return true;
  return !s.called[seat] && s.hands[seat]!.length === 2;
}

export function canCatch(s: SheddingState, seat: Seat): boolean {
  return s.exposed >= 0 && s.exposed !== seat;
}

export function canSlap(s: SheddingState, seat: Seat): boolean {
  return s.phase === 'slap' && s.slap!.presses[seat] === null;
}

function pushPlay(g: Deckset, out: Move[], code: string): void {
  const info = g.info[code]!;
  if (info.colour === '') {
    const byColour = g.moves.playAs[code]!;
    if (out.includes(byColour[g.colours[0]!]!)) return;
    for (const colour of g.colours) out.push(byColour[colour]!);
  } else {
    const m = g.moves.play[code]!;
    if (!out.includes(m)) out.push(m);
  }
}

/** pushPlay for a card known not to be in `out` yet. */
function pushNewPlay(g: Deckset, out: Move[], info: CardInfo): void {
  if (info.colour === '') {
    const byColour = g.moves.playAs[info.code]!;
    for (const colour of g.colours) out.push(byColour[colour]!);
  } else {
    out.push(g.moves.play[info.code]!);
  }
}

function turnMoves(g: Deckset, s: SheddingState, out: Move[]): void {
  const hand = s.hands[s.turn]!;
  switch (s.phase) {
    case 'choose-colour':
      for (const colour of g.colours) out.push(g.moves.chooseColour[colour]!);
      return;
    case 'play': {
      // Order (a documented convention players rely on): the cards that fit, then draw or
      // pass, then, in penalty mode, the cards that do not fit (each costs the penalty).
      let playable = false;
      let wrong = false;
      const colour = s.colour;
      const topFace = g.info[topCard(s)]!.face;
      let prev = '';
      for (const code of hand) {
        if (code === prev) continue; // the hand is sorted: identical cards are neighbours
        prev = code;
        const info = g.info[code]!;
        if (info.colour === '' || info.colour === colour || info.face === topFace) {
          playable = true;
          pushNewPlay(g, out, info);
        } else {
          wrong = true;
        }
      }
      if (!playable || s.rules.drawWhenPlayable) {
        if (canDraw(s)) out.push(g.moves.draw);
        else if (!playable) out.push(g.moves.pass);
      }
      if (wrong && s.rules.wrongCardPenalty > 0) {
        prev = '';
        for (const code of hand) {
          if (code === prev) continue;
          prev = code;
          const info = g.info[code]!;
          if (info.colour !== '' && info.colour !== colour && info.face !== topFace) pushNewPlay(g, out, info);
        }
      }
      return;
    }
    case 'drawn':
      if (matches(g, s, g.info[s.drawn!]!)) pushPlay(g, out, s.drawn!);
      out.push(g.moves.pass);
      return;
    case 'penalty':
      out.push(g.moves.accept);
      for (const code of hand) if (g.info[code]!.face === s.penaltyFace) pushPlay(g, out, code);
      return;
    case 'challenge':
      out.push(g.moves.challenge, g.moves.accept);
      return;
    default:
      return;
  }
}

/** The answer for a seat that may not act (shared, frozen: no allocation per call). */
const NO_MOVES: readonly Move[] = Object.freeze([]);

export function legalMoves(g: Deckset, s: SheddingState, seat: Seat): readonly Move[] {
  if (s.phase === 'over' || seat < 0 || seat >= s.seats) return NO_MOVES;
  const reacts = canSlap(s, seat) || canCall(s, seat) || canCatch(s, seat);
  const turn = seat === s.turn && isTurnPhase(s);
  if (!turn && !reacts) {
    // Out of turn with no call, catch or slap: at most an interception window (most asks land here).
    if (!interceptTurn(s, seat)) return NO_MOVES;
    if (!s.hands[seat]!.includes(topCard(s))) return g.moves.onlyDecline;
  } else if (!turn && s.phase === 'slap' && !canCall(s, seat) && !canCatch(s, seat)) {
    return g.moves.onlySlap;
  }
  const out: Move[] = [];
  if (turn) turnMoves(g, s, out);
  else if (interceptTurn(s, seat)) {
    if (s.hands[seat]!.includes(topCard(s))) pushPlay(g, out, topCard(s));
    out.push(g.moves.decline);
  }
  if (canSlap(s, seat)) out.push(g.moves.slap);
  if (canCall(s, seat)) out.push(g.moves.call);
  if (canCatch(s, seat)) out.push(g.moves.catchSeat[s.exposed]!);
  return out;
}

export function actors(s: SheddingState): Seat[] {
  const out: Seat[] = [];
  if (s.phase === 'over' || s.phase === 'scored') return out;
  const turnActs = isTurnPhase(s);
  // Out-of-turn chances, checked once for the table (most positions have none).
  const intercept = s.rules.interception && s.interceptOpen && (s.phase === 'play' || s.phase === 'penalty');
  const slap = s.phase === 'slap';
  const exposed = s.exposed;
  const lateCall = s.rules.lateCall;
  for (let seat = 0; seat < s.seats; seat++) {
    if (
      (turnActs && seat === s.turn) ||
      (intercept && seat !== s.lastPlayer && seat !== s.turn && (s.declined & (1 << seat)) === 0) ||
      (slap && s.slap!.presses[seat] === null) ||
      (exposed >= 0 && (exposed !== seat || lateCall)) ||
      (!s.called[seat] && s.hands[seat]!.length === 2)
    ) {
      out.push(seat);
    }
  }
  return out;
}

const spaces = new Map<string, readonly Move[]>();

/** Every well-formed move of the game for this seat count, legal or not. */
export function moveSpace(g: Deckset, s: SheddingState): readonly Move[] {
  const key = `${g.id}/${s.seats}`;
  let space = spaces.get(key);
  if (space === undefined) {
    const all: Move[] = [];
    for (const code of Object.keys(g.info)) pushPlay(g, all, code);
    const m = g.moves;
    for (const colour of g.colours) all.push(m.chooseColour[colour]!);
    all.push(m.draw, m.pass, m.accept, m.challenge, m.call, m.slap, m.decline);
    for (let seat = 0; seat < Math.min(s.seats, MAX_SEATS); seat++) all.push(m.catchSeat[seat]!);
    space = all.filter((move) => g.kinds.includes(move.kind));
    spaces.set(key, space);
  }
  return space;
}

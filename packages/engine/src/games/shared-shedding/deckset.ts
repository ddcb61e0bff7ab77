/**
 * Building a game's Deckset once at module load: the card table, the sorted
 * deck and every move object, so the hot path (legalMoves, apply) only looks
 * things up and never builds strings or objects per call.
 */
import type { RuleError } from '../../core/types.ts';
import type { CardInfo, Deckset, ErrorKey, Move, MoveKind, MoveTable } from './types.ts';

/** Most seats any shedding game allows (catch moves are built for each). */
export const MAX_SEATS = 10;

export interface DeckSpec {
  readonly id: string;
  readonly colours: readonly string[];
  /** Each distinct card with its number of copies. */
  readonly cards: readonly { readonly info: CardInfo; readonly copies: number }[];
  readonly kinds: readonly MoveKind[];
  readonly fail: (key: ErrorKey, params?: Readonly<Record<string, string | number>>) => RuleError;
}

export function makeDeckset(spec: DeckSpec): Deckset {
  const info: Record<string, CardInfo> = {};
  const deck: string[] = [];
  const play: Record<string, Move> = {};
  const playAs: Record<string, Record<string, Move>> = {};
  for (const { info: card, copies } of spec.cards) {
    info[card.code] = card;
    for (let i = 0; i < copies; i++) deck.push(card.code);
    if (card.colour === '') {
      const byColour: Record<string, Move> = {};
      for (const colour of spec.colours) byColour[colour] = Object.freeze({ kind: 'play', card: card.code, colour });
      playAs[card.code] = byColour;
    } else {
      play[card.code] = Object.freeze({ kind: 'play', card: card.code });
    }
  }
  deck.sort();
  const chooseColour: Record<string, Move> = {};
  for (const colour of spec.colours) chooseColour[colour] = Object.freeze({ kind: 'choose-colour', colour });
  const slap: Move = Object.freeze({ kind: 'slap' });
  const decline: Move = Object.freeze({ kind: 'decline' });
  const moves: MoveTable = {
    play,
    playAs,
    chooseColour,
    catchSeat: Array.from({ length: MAX_SEATS }, (_, seat) => Object.freeze({ kind: 'catch', seat }) as Move),
    draw: Object.freeze({ kind: 'draw' }),
    pass: Object.freeze({ kind: 'pass' }),
    accept: Object.freeze({ kind: 'accept' }),
    challenge: Object.freeze({ kind: 'challenge' }),
    call: Object.freeze({ kind: 'call' }),
    slap,
    decline,
    onlyDecline: Object.freeze([decline]),
    onlySlap: Object.freeze([slap]),
  };
  const allows: Record<string, boolean> = {};
  for (const kind of spec.kinds) allows[kind] = true;
  return { id: spec.id, colours: spec.colours, info, deck, kinds: spec.kinds, allows, fail: spec.fail, moves };
}

/*
 * Hands are kept sorted: identical cards sit side by side, so the legal-move scan
 * skips duplicates by comparing neighbours, and a client shows a tidy hand.
 */

/** Sort a freshly dealt hand in place, as `Array.prototype.sort` would: an insertion sort, several times faster on 7 or 8 cards. */
export function sortHand(hand: string[]): void {
  for (let i = 1; i < hand.length; i++) {
    const card = hand[i]!;
    let j = i - 1;
    while (j >= 0 && hand[j]! > card) {
      hand[j + 1] = hand[j]!;
      j--;
    }
    hand[j + 1] = card;
  }
}

/** A copy of the sorted `hand` without one copy of `code` (the caller knows it is there). */
export function withoutOne(hand: readonly string[], code: string): string[] {
  const i = hand.indexOf(code);
  if (i < 0) throw new Error(`card ${code} is not in the hand`);
  const out = new Array<string>(hand.length - 1);
  for (let k = 0; k < i; k++) out[k] = hand[k]!;
  for (let k = i + 1; k < hand.length; k++) out[k - 1] = hand[k]!;
  return out;
}

/** A copy of the sorted `hand` with `cards` inserted in order (one pass per card). */
export function withCards(hand: readonly string[], cards: readonly string[]): string[] {
  let out = hand as string[];
  for (const card of cards) {
    const next = new Array<string>(out.length + 1);
    let k = 0;
    while (k < out.length && out[k]! <= card) {
      next[k] = out[k]!;
      k++;
    }
    next[k] = card;
    for (; k < out.length; k++) next[k + 1] = out[k]!;
    out = next;
  }
  return out === hand ? hand.slice() : out;
}

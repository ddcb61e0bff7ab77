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
  readonly cards: readonly { readonly info: CardInfo; readonly copies: number; }[];
  readonly kinds: readonly MoveKind[];
  readonly fail: (key: ErrorKey, params?: Readonly<Record<string, string | number>>) => RuleError;
}

/**
 * A card code's slot in `Deckset.infoAt` / `playsAt`: its first two character codes (every
 * code is one or two ASCII characters; makeDeckset checks that no two codes share a slot).
 */
export function codeIndex(code: string): number {
  return (code.charCodeAt(0) << 7) | (code.length > 1 ? code.charCodeAt(1) : 0);
}

const SLOTS = 128 * 128;

/** The card of `code`, which must be a card of `g` (a code from a hand, the pile or the stock). */
export function cardInfo(g: Deckset, code: string): CardInfo {
  return g.infoAt[codeIndex(code)]!;
}

/**
 * `code` as V8's internalized copy (the one property keys use). Codes built at run time
 * (`${colour}${n}`) are plain strings: two of them are compared character by character,
 * and a plain one used as a key becomes a thin wrapper that every later comparison unwraps.
 * Internalized codes everywhere (hands, piles, moves, events) compare by pointer: a hand
 * scan, `includes` and the sorted merges are string compares on every card.
 */
function internalized(code: string): string {
  // A computed key is internalized; Object.keys hands back that very string.
  return Object.keys({ [code]: true })[0]!;
}

export function makeDeckset(spec: DeckSpec): Deckset {
  const info: Record<string, CardInfo> = {};
  const deck: string[] = [];
  const play: Record<string, Move> = {};
  const playAs: Record<string, Record<string, Move>> = {};
  for (const { info: given, copies } of spec.cards) {
    const card: CardInfo = {
      code: internalized(given.code),
      colour: given.colour,
      face: internalized(given.face),
      effect: given.effect,
      rank: given.rank,
      points: given.points,
    };
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
  const pass: Move = Object.freeze({ kind: 'pass' });
  const accept: Move = Object.freeze({ kind: 'accept' });
  const challenge: Move = Object.freeze({ kind: 'challenge' });
  const plays: Record<string, readonly Move[]> = {};
  const intercept: Record<string, readonly Move[]> = {};
  const playDrawn: Record<string, readonly Move[]> = {};
  const wrongPlays: Record<string, readonly Move[]> = {};
  const isWrongPlay = new Set<Move>();
  for (const card of Object.values(info)) {
    if (card.colour !== '') {
      const wrong: Move = Object.freeze({ kind: 'play', card: card.code });
      wrongPlays[card.code] = [wrong];
      isWrongPlay.add(wrong);
    }
    const own = card.colour === '' ? spec.colours.map((colour) => playAs[card.code]![colour]!) : [play[card.code]!];
    plays[card.code] = own;
    intercept[card.code] = [...own, decline];
    playDrawn[card.code] = [...own, pass];
  }
  const draw: Move = Object.freeze({ kind: 'draw' });
  const moves: MoveTable = {
    play,
    playAs,
    chooseColour,
    catchSeat: Array.from({ length: MAX_SEATS }, (_, seat) => Object.freeze({ kind: 'catch', seat }) as Move),
    draw,
    pass,
    accept,
    challenge,
    call: Object.freeze({ kind: 'call' }),
    slap,
    decline,
    onlyDecline: [decline],
    onlySlap: [slap],
    onlyPass: [pass],
    onlyDraw: [draw],
    chooseColours: spec.colours.map((colour) => chooseColour[colour]!),
    challengeOrAccept: [challenge, accept],
    plays,
    wrongPlays,
    isWrongPlay,
    intercept,
    playDrawn,
  };
  // Empty slots hold a card of the same shape (and no plays), so the tables stay monomorphic.
  const blank: CardInfo = { code: '', colour: '?', face: '?', effect: 'number', rank: -1, points: 0 };
  const infoAt = new Array<CardInfo>(SLOTS).fill(blank);
  const playsAt = new Array<readonly Move[]>(SLOTS).fill([]);
  const interceptAt = new Array<readonly Move[]>(SLOTS).fill([]);
  const playDrawnAt = new Array<readonly Move[]>(SLOTS).fill([]);
  const wrongPlayAt = new Array<Move | null>(SLOTS).fill(null);
  for (const card of Object.values(info)) {
    const slot = codeIndex(card.code);
    if (card.code.length > 2 || card.code.length === 0 || infoAt[slot] !== blank) {
      throw new Error(`card code ${card.code}: not one or two characters, or shares a slot`);
    }
    infoAt[slot] = card;
    playsAt[slot] = plays[card.code]!;
    interceptAt[slot] = intercept[card.code]!;
    playDrawnAt[slot] = playDrawn[card.code]!;
    wrongPlayAt[slot] = wrongPlays[card.code]?.[0] ?? null;
  }
  if (!spec.kinds.includes('play') || !spec.kinds.includes('draw')) {
    throw new Error(`${spec.id}: every shedding game plays and draws`);
  }
  const allows: Record<string, boolean> = {};
  for (const kind of spec.kinds) allows[kind] = true;
  return {
    id: spec.id,
    colours: spec.colours,
    info,
    infoAt,
    playsAt,
    interceptAt,
    playDrawnAt,
    wrongPlayAt,
    deck,
    kinds: spec.kinds,
    allows,
    fail: spec.fail,
    moves,
  };
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

/** A copy of the sorted `hand` with `cards` inserted in order (one merge, whatever the number of cards). */
export function withCards(hand: readonly string[], cards: readonly string[]): string[] {
  if (cards.length === 0) return hand.slice();
  let add = cards as string[];
  if (add.length > 1) {
    add = add.slice();
    sortHand(add);
  }
  const out = new Array<string>(hand.length + add.length);
  let i = 0;
  let j = 0;
  let k = 0;
  // Merge; a card equal to one in the hand goes after it (any order of equal codes is the same hand).
  while (i < hand.length && j < add.length) out[k++] = hand[i]! <= add[j]! ? hand[i++]! : add[j++]!;
  while (i < hand.length) out[k++] = hand[i++]!;
  while (j < add.length) out[k++] = add[j++]!;
  return out;
}

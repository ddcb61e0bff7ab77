/**
 * The `random` player: a person who knows the rules of Thousand and no tactics, the
 * counterpart of the shedding games' random player (a "random full hand" of the bench,
 * `kozyr simulate` with random players). It chooses at random among the moves the rules
 * leave open, except where a person who knows the rules would not choose blindly:
 *
 * - bidding: the forehand's opening is forced (the compulsory hundred); later it raises by
 *   the minimum only while the points in its hand and the marriages it holds add up to the
 *   bid (what the rules say a contract needs), else it passes; it takes a redeal the rules
 *   offer;
 * - after the auction: a random talon, face up (a dark game is a gamble, not a rule); random
 *   cards given away; the contract stated at the bid, never raised; no roll-out;
 * - trick play: a uniformly random legal card, except that it declares a marriage whenever
 *   the rules let it (leading the king of a marriage it holds after winning a trick), since
 *   the rules say that is how a marriage scores.
 *
 * So random tables reach 1000 (declarers with marriages make their contracts, opponents
 * score their tricks) where uniformly random moves would lose every contract forever.
 */
import type { Bot, BotChoice } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { cardId, KING, MARRIAGE_POINTS, marriageSuits, pointsSum } from './cards.ts';
import type { Move, View } from './state.ts';

type Choice = BotChoice<Move> | null;

const ids = (codes: readonly string[]): number[] => codes.map((c) => cardId(c)!);

/** What the rules say a hand is worth: its card points and the marriages in it. */
export function ruleValue(hand: readonly number[]): number {
  let v = pointsSum(hand);
  for (const suit of marriageSuits(hand)) v += MARRIAGE_POINTS[suit]!;
  return v;
}

function chooseBid(view: View, legal: readonly Move[], rng: Rng): Choice {
  const redeal = legal.find((m) => m.kind === 'redeal');
  if (redeal !== undefined) return { move: redeal };
  const pass = legal.find((m) => m.kind === 'pass');
  const lowest = legal.find((m) => m.kind === 'bid');
  if (pass === undefined) return { move: lowest ?? rng.pick(legal) }; // the compulsory opening
  if (lowest !== undefined && lowest.kind === 'bid' && ruleValue(ids(view.hand)) >= lowest.value) return { move: lowest };
  return { move: pass };
}

function choosePlay(view: View, seat: number, legal: readonly Move[], rng: Rng): Choice {
  if (view.trick.length === 0 && view.players[seat]!.tricks > 0) {
    const hand = ids(view.hand);
    const kings = new Set(marriageSuits(hand).map((suit) => suit * 6 + KING));
    const declaring = legal.filter((m) => m.kind === 'play' && kings.has(cardId(m.card)!));
    if (declaring.length > 0) return { move: rng.pick(declaring) };
  }
  return { move: rng.pick(legal) };
}

export const randomPlayer: Bot<View, Move> = {
  id: 'random',
  choose({ view, seat, legal, rng }): Choice {
    if (legal.length === 0) return null;
    switch (view.phase) {
      case 'bidding':
        return chooseBid(view, legal, rng);
      case 'talon':
        return { move: rng.pick(legal.filter((m) => m.kind === 'take-talon')) };
      case 'give': {
        const redeal = legal.find((m) => m.kind === 'redeal');
        return { move: redeal ?? rng.pick(legal) };
      }
      case 'contract':
        return { move: legal.find((m) => m.kind === 'contract')! };
      case 'play':
        return choosePlay(view, seat, legal, rng);
      case 'dealing':
      case 'over':
        return { move: legal[0]! };
    }
  },
};

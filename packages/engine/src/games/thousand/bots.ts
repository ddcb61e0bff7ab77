/**
 * The `basic` bot: bids from an estimate of its hand, gives away its least
 * useful cards, and plays sensible tricks (declare marriages, cash aces,
 * win tricks cheaply, smear points onto a partner's trick, else dump low).
 * It sees only its view and the legal moves.
 */
import type { Bot, BotChoice } from '../../core/game.ts';
import { ACE, cardId, KING, MARRIAGE_POINTS, marriageSuits, pointsOf, QUEEN, rankOf, suitOf, SUITS } from './cards.ts';
import { randomPlayer } from './random-player.ts';
import type { Move, View } from './state.ts';

type Choice = BotChoice<Move> | null;

const ids = (codes: readonly string[]): number[] => codes.map((c) => cardId(c)!);

/** Rough points a hand will bring as declarer (talon and captured cards included). */
export function estimateHand(hand: readonly number[]): number {
  let est = 25;
  const bySuit: number[][] = [[], [], [], []];
  for (const c of hand) bySuit[suitOf(c)]!.push(rankOf(c));
  const hasAce = bySuit.some((ranks) => ranks.includes(ACE));
  bySuit.forEach((ranks, suit) => {
    const ace = ranks.includes(ACE);
    for (const r of ranks) {
      if (r === ACE) est += 16;
      else if (r === 4) est += ace ? 14 : ranks.length >= 3 ? 7 : 3;
      else est += pointsOf(r) / 2;
    }
    if (ranks.includes(KING) && ranks.includes(QUEEN)) est += MARRIAGE_POINTS[suit]! * (hasAce ? 1 : 0.6);
    if (ranks.length >= 4) est += 5;
  });
  return est;
}

const floor5 = (x: number) => Math.floor(x / 5) * 5;

function chooseBid(view: View, legal: readonly Move[]): Choice {
  const redeal = legal.find((m) => m.kind === 'redeal');
  if (redeal) return { move: redeal };
  const est = floor5(estimateHand(ids(view.hand)));
  const bids = legal.filter((m): m is Extract<Move, { kind: 'bid'; }> => m.kind === 'bid');
  const pass = legal.find((m) => m.kind === 'pass');
  const affordable = bids.filter((m) => m.value <= est);
  if (affordable.length > 0 && (pass === undefined || affordable[0]!.value <= est)) return { move: affordable[0]! };
  return { move: pass ?? bids[0]! };
}

/** Least useful card to give away: not an ace, not in a marriage, lowest points. */
function worstCard(hand: readonly number[]): number {
  const marriages = marriageSuits(hand);
  const cost = (c: number) =>
    pointsOf(c) + (rankOf(c) === ACE ? 50 : 0) +
    (marriages.includes(suitOf(c)) && (rankOf(c) === KING || rankOf(c) === QUEEN) ? 100 : 0);
  return [...hand].sort((a, b) => cost(a) - cost(b) || a - b)[0]!;
}

function beats(card: number, best: number, trump: number): boolean {
  return suitOf(card) === suitOf(best) ? rankOf(card) > rankOf(best) : suitOf(card) === trump;
}

function choosePlay(view: View, seat: number, legal: readonly Move[]): Choice {
  const cards = legal.map((m) => (m.kind === 'play' ? cardId(m.card)! : -1)).filter((c) => c >= 0);
  const trump = view.trump === null ? -1 : SUITS.indexOf(view.trump as (typeof SUITS)[number]);
  const pick = (c: number) => ({ move: legal.find((m) => m.kind === 'play' && cardId(m.card) === c)! });
  const byPoints = [...cards].sort((a, b) => pointsOf(a) - pointsOf(b) || rankOf(a) - rankOf(b));
  if (view.trick.length === 0) {
    const hand = ids(view.hand);
    // Declare the most valuable marriage as soon as a trick has been won (leading its king).
    const ms = view.players[seat]!.tricks > 0 ? marriageSuits(hand) : [];
    if (ms.length > 0) return pick(ms[ms.length - 1]! * 6 + KING);
    const ace = cards.find((c) => rankOf(c) === ACE && (trump < 0 || suitOf(c) === trump)) ??
      cards.find((c) => rankOf(c) === ACE);
    if (ace !== undefined) return pick(ace);
    return pick(byPoints[0]!);
  }
  const played = view.trick.map((t) => ({ seat: t.seat, card: cardId(t.card)! }));
  let best = played[0]!;
  for (const p of played.slice(1)) if (beats(p.card, best.card, trump)) best = p;
  const last = played.length === view.order.length - 1;
  const partnerWinning = view.declarer !== seat && best.seat !== view.declarer;
  if (partnerWinning && (last || rankOf(best.card) === ACE)) return pick(byPoints[byPoints.length - 1]!);
  const winners = byPoints.filter((c) => beats(c, best.card, trump));
  const atStake = played.reduce((sum, p) => sum + pointsOf(p.card), 0);
  if (winners.length > 0 && (last || atStake >= 10 || rankOf(winners[0]!) === ACE)) return pick(winners[0]!);
  return pick(byPoints[0]!);
}

export const basicBot: Bot<View, Move> = {
  id: 'basic',
  choose({ view, seat, legal }): Choice {
    if (legal.length === 0) return null;
    switch (view.phase) {
      case 'bidding':
        return chooseBid(view, legal);
      case 'talon':
        return { move: legal.find((m) => m.kind === 'take-talon')! };
      case 'give': {
        const worst = worstCard(ids(view.hand));
        const move = legal.find((m) => (m.kind === 'give' || m.kind === 'discard') && cardId(m.card) === worst);
        return { move: move ?? legal[0]! };
      }
      case 'contract': {
        const est = estimateHand(ids(view.hand)) - 15;
        const rollOut = legal.find((m) => m.kind === 'roll-out');
        if (rollOut && est < view.contract - 30) return { move: rollOut };
        return { move: legal.find((m) => m.kind === 'contract')! };
      }
      case 'play':
        return choosePlay(view, seat, legal);
      case 'dealing':
        return { move: legal[0]! };
      case 'over':
        return null;
    }
  },
};

/** `basic` above; `random`: a player who knows only the rules (random-player.ts), preferred by `botFor`. */
export const bots = { basic: basicBot, random: randomPlayer } as const;

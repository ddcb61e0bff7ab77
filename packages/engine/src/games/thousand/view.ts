/**
 * The one projection a client gets: own cards, what is public, the score sheet, the table's settings;
 * never others' hidden cards or `rng`.
 */
import type { Seat, Viewer } from '../../core/types.ts';
import { codeOf, pointsSum, sortCards, SUITS } from './cards.ts';
import { actors } from './legal.ts';
import { nextInOrder } from './rules.ts';
import { type Event, PUBLIC, type State, type View } from './state.ts';

const bitOf = (viewer: Viewer): number => (viewer === 'spectator' ? 0 : 1 << viewer);

/** Cards of a trick with who played them, walking the play order from its leader. */
function withSeats(s: State, leader: Seat, cards: readonly number[]) {
  let seat = leader;
  return cards.map((c, i) => {
    if (i > 0) seat = nextInOrder(s.order, seat);
    return { seat, card: codeOf(c) };
  });
}

export function view(s: State, viewer: Viewer): View {
  const bit = bitOf(viewer);
  const players = s.scores.map((score, seat) => {
    const hand = s.hands[seat] ?? [];
    const known = seat === viewer ? hand : hand.filter((c) => s.seen[c] === PUBLIC || (s.seen[c]! & bit) !== 0);
    return {
      seat,
      handCount: hand.length,
      known: sortCards(known).map(codeOf),
      passed: s.passed[seat] ?? false,
      tricks: s.tricks[seat] ?? 0,
      trickPoints: pointsSum(s.won[seat] ?? []),
      score,
      onBarrel: s.onBarrel[seat]!,
      barrelAttempts: s.barrelAttempts[seat]!,
      bolts: s.bolts[seat]!,
      rollOuts: s.rollOuts[seat]!,
    };
  });
  return {
    viewer,
    phase: s.phase,
    deal: s.dealsScored + 1,
    dealer: s.dealer,
    order: s.order,
    hand: viewer === 'spectator' ? [] : sortCards(s.hands[viewer] ?? []).map(codeOf),
    players,
    toAct: actors(s),
    talonCounts: s.talons.map((t) => t.length),
    talonShown: s.talonShown.map(codeOf),
    opening: s.opening,
    bid: s.bid,
    bidder: s.bidder,
    declarer: s.declarer,
    contract: s.contract,
    golden: s.golden,
    dark: s.dark,
    trump: s.trump < 0 ? null : SUITS[s.trump]!,
    voids: s.voids.map((bits) => SUITS.filter((_, suit) => (bits & (1 << suit)) !== 0)),
    leader: s.leader,
    trick: withSeats(s, s.leader, s.trick),
    lastTrick: s.lastTrick === null ?
      null :
      { winner: s.lastTrick.winner, cards: withSeats(s, s.lastTrick.leader, s.lastTrick.cards) },
    declarations: s.declarations.map((d) => ({
      seat: d.seat,
      suit: d.suit < 0 ? null : SUITS[d.suit]!,
      type: d.type,
      points: d.points,
    })),
    sheet: s.sheet,
    scores: s.scores,
    config: s.config,
  };
}

/** Events with hidden cards lose the card for viewers who may not see it. */
export function eventView(e: Event, viewer: Viewer): Event | null {
  switch (e.kind) {
    case 'talon-taken':
      // A dark or hidden talon is known to its taker only; `cards` on the event is what the taker saw.
      return e.cards === null || viewer === e.seat || e.shown ? e : { ...e, cards: null };
    case 'card-given':
      return viewer === e.from || viewer === e.to ? e : { ...e, card: null };
    case 'discard':
      return viewer === e.seat ? e : { ...e, card: null };
    default:
      return e;
  }
}

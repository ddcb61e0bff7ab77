/**
 * A full state behind a seat's view, for bots that search (a bot is given only its view):
 * every public fact as the view shows it, the seat's own hand and drawn card, the cards of
 * other hands it knows (knownCards), and what it cannot know filled in plainly from the
 * cards nobody can place: other hands, the stock and the pile under the top card in the
 * deck's sorted order, a card drawn by another seat as the first such card that fits.
 * `determinize` then re-draws all of that; `view(stateFromView(g, v, seat), seat)` is `v`.
 *
 * Facts the view does not carry are filled with values no rule reads before they are set
 * again: the colour that stood before a pending Wild Draw Four (a challenge is re-judged
 * by `determinize` on the hand it deals), slap press times (every press at the window's
 * opening: who was last is not in the view) and the end of the pause after a scored hand.
 */
import { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { withCards } from './deckset.ts';
import { fitsOn } from './legal.ts';
import { pileOf } from './pile.ts';
import type { Challenge, Deckset, SheddingState, Shown } from './types.ts';
import type { SheddingView } from './view.ts';

/** Takes one copy of each of `cards` out of the multiset `left` (a count per code). */
function takeOut(left: Map<string, number>, cards: readonly string[]): void {
  for (const c of cards) left.set(c, left.get(c)! - 1);
}

export function stateFromView(g: Deckset, v: SheddingView, seat: Seat): SheddingState {
  const left = new Map<string, number>();
  for (const c of g.deck) left.set(c, (left.get(c) ?? 0) + 1);
  const own = v.hand ?? [];
  takeOut(left, own);
  takeOut(left, [v.top]);
  for (const known of v.knownCards) takeOut(left, known);
  // The unplaced cards in the deck's (sorted) order; they fill each hidden place in turn.
  const pool: string[] = [];
  for (const c of g.deck) {
    const n = left.get(c)!;
    if (n > 0) {
      pool.push(c);
      left.set(c, n - 1);
    }
  }
  const topFace = g.info[v.top]!.face;
  // Another seat drew a card it may play (phase 'drawn'): it holds a card that fits.
  const fits = (c: string) => fitsOn(g.info[c]!, v.colour, topFace);
  let drawn = v.drawn;
  const fixed = v.knownCards.map((known) => known.slice());
  if (v.phase === 'drawn' && v.turn !== seat) {
    // The drawer may hold a card the seat knows that fits; else the first unplaced one that does.
    const at = pool.findIndex(fits);
    drawn = fixed[v.turn]!.find(fits) ?? pool[at]!;
    if (!fixed[v.turn]!.includes(drawn)) fixed[v.turn] = withCards(fixed[v.turn]!, pool.splice(at, 1));
  }
  const hands = v.handSizes.map((size, o) =>
    // hands are kept sorted (see deckset.ts)
    o === seat ? own.slice() : withCards(fixed[o]!, pool.splice(0, size - fixed[o]!.length))
  );
  const underTop = pool.splice(0, v.discardCount - 1);
  // What the seat knows of other hands, as if everyone had seen it (the view does not say who else did).
  const shown: Shown[] = [];
  v.knownCards.forEach((cards, owner) => {
    if (cards.length > 0) shown.push({ owner, to: 'all', cards });
  });
  return {
    rng: Rng.seeded(0).state(),
    rules: v.rules,
    seats: v.seats,
    round: v.round,
    dealer: v.dealer,
    hands,
    stock: pileOf(pool),
    discard: pileOf([...underTop, v.top]),
    colour: v.colour,
    direction: v.direction,
    turn: v.turn,
    phase: v.phase,
    drawn: v.phase === 'drawn' ? drawn : null,
    penalty: v.penalty,
    penaltyFace: v.penaltyFace,
    lastPlayer: v.lastPlayer,
    interceptOpen: v.interceptOpen,
    declined: v.declined.reduce((mask, s) => mask | (1 << s), 0),
    called: v.called.slice(),
    exposed: v.exposed,
    challenge: v.challengeOf === null ? null : pendingChallenge(g, v.challengeOf, v.colour, hands[v.challengeOf]!),
    shown,
    silence: v.silence,
    slap: v.slap === null ? null : {
      openedAt: v.slap.openedAt,
      presses: v.slap.pressed.map((p) => (p ? v.slap!.openedAt : null)),
    },
    totals: v.totals.slice(),
    lastRound: v.lastRound,
    rounds: v.rounds,
    places: v.places,
    resumeAt: v.phase === 'scored' ? 0 : null,
  };
}

/**
 * A Wild Draw Four awaiting its challenge: the colour before it is not in the view; a
 * colour other than the one named stands in for it (a player names a colour it holds,
 * so the named one would make nearly every dealt hand guilty).
 */
function pendingChallenge(g: Deckset, player: Seat, named: string, hand: readonly string[]): Challenge {
  const prevColour = g.colours.find((c) => c !== named) ?? named;
  return { player, prevColour, hand, guilty: hand.some((c) => g.info[c]!.colour === prevColour) };
}

/**
 * The `basic` bot of both shedding games. It reacts (slap, catch, call,
 * intercept) after a human-like delay drawn from the table's
 * botReactionMinMs..botReactionMaxMs, so a quick human beats it to a catch.
 * On its turn it sheds its costliest matching card (staying in its strongest colour; a draw card or skip
 * first when the next player is close to going out), keeps black cards for
 * when nothing else fits, never bluffs a Wild Draw Four, passes penalties on
 * when it can and challenges a Wild Draw Four from a big hand. It uses the cards
 * it knows (the view's knownCards: a Wild Draw Four taken back, a challenged hand in the
 * move after the reveal): when the next player is down to one or two cards it knows,
 * it does not leave a colour or picture those cards fit.
 */
import type { Bot, BotChoice } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { fitsOn } from './legal.ts';
import type { Deckset, Move } from './types.ts';
import type { SheddingView } from './view.ts';

/** A Wild Draw Four from a hand this big probably hid a card of the colour. */
const CHALLENGE_FROM_HAND_SIZE = 4;

function reaction(v: SheddingView, rng: Rng): number {
  return rng.range(v.rules.botReactionMinMs, Math.max(v.rules.botReactionMinMs, v.rules.botReactionMaxMs));
}

/** The colour the bot holds most of among `colours` (the first of them when it holds none). */
function favouriteColour(g: Deckset, hand: readonly string[], colours: readonly string[] = g.colours): string {
  let best = colours[0]!;
  let bestCount = -1;
  for (const colour of colours) {
    const count = hand.filter((c) => g.info[c]!.colour === colour).length;
    if (count > bestCount) {
      best = colour;
      bestCount = count;
    }
  }
  return best;
}

function matchesView(g: Deckset, v: SheddingView, code: string): boolean {
  return fitsOn(g.info[code]!, v.colour, g.info[v.top]!.face);
}

/** A next player this close to going out is worth watching (and attacking). */
const CLOSE_TO_OUT = 2;
/** What leaving a colour or picture the threatening hand fits costs in the score. */
const FEEDING_COST = 30;

/**
 * The cards the next player is known to hold (a challenge showed them, or a Wild Draw Four
 * went back in sight of all) when it is down to one or two cards: what the bot must not feed.
 */
function threat(v: SheddingView, seat: number): readonly string[] {
  const next = (seat + v.direction + v.seats) % v.seats;
  if (v.handSizes[next]! > CLOSE_TO_OUT) return [];
  return v.knownCards?.[next] ?? [];
}

/** Whether one of the `known` cards could be played on a card of `colour` and `face`. */
function feeds(g: Deckset, known: readonly string[], colour: string, face: string): boolean {
  return known.some((c) => fitsOn(g.info[c]!, colour, face));
}

/** The colour to name with a black card: the favourite among those the threatening hand lacks. */
function colourToName(g: Deckset, hand: readonly string[], known: readonly string[], face: string): string {
  const safe = g.colours.filter((colour) => !feeds(g, known, colour, face));
  if (safe.length === 0 || safe.length === g.colours.length) return favouriteColour(g, hand);
  return favouriteColour(g, hand, safe);
}

/** Higher is better: shed points, keep black cards, no Wild Draw Four while holding the colour, do not feed a known hand. */
function playScore(
  g: Deckset,
  v: SheddingView,
  hand: readonly string[],
  code: string,
  nextHandSize: number,
  known: readonly string[],
): number {
  const info = g.info[code]!;
  if (!matchesView(g, v, code)) return -Infinity; // a wrong card only costs cards (penalty mode)
  if (info.effect === 'wild-draw' && hand.some((c) => g.info[c]!.colour === v.colour)) return -Infinity;
  if (info.colour === '') return 0;
  const feeding = known.length > 0 && feeds(g, known, info.colour, info.face) ? FEEDING_COST : 0;
  // Shed points first; between equals, stay in the colour the bot holds most of, so it can follow.
  const sameColour = hand.reduce((n, c) => n + (g.info[c]!.colour === info.colour ? 1 : 0), 0);
  // A next player close to going out is worth a draw card or a skip.
  const attack = nextHandSize <= CLOSE_TO_OUT && (info.effect === 'draw' || info.effect === 'skip') ? 40 : 0;
  return 10 + info.points + 3 * sameColour + attack - feeding;
}

export function basicBot(g: Deckset): Bot<SheddingView, Move> {
  return {
    id: 'basic',
    choose({ view: v, seat, legal, rng }): BotChoice<Move> | null {
      if (legal.length === 0) return null;
      const find = (kind: Move['kind']) => legal.find((m) => m.kind === kind);
      const react = (move: Move): BotChoice<Move> => ({ move, delayMs: reaction(v, rng) });
      const hand = v.hand ?? [];
      const urgent = find('slap') ?? find('catch') ?? find('call');
      if (urgent !== undefined) return react(urgent);
      const plays = legal.filter((m): m is Extract<Move, { kind: 'play'; }> => m.kind === 'play');
      const myTurn = v.turn === seat;
      if (!myTurn) return plays.length > 0 ? react(plays[0]!) : null; // an interception
      if (v.phase === 'choose-colour') return react(g.moves.chooseColour[favouriteColour(g, hand)]!);
      if (v.phase === 'challenge') {
        const bigHand = v.challengeOf !== null && v.handSizes[v.challengeOf]! + 1 >= CHALLENGE_FROM_HAND_SIZE;
        return react(bigHand ? g.moves.challenge : g.moves.accept);
      }
      let best: Move | null = null;
      let bestScore = -Infinity;
      const known = threat(v, seat);
      for (const m of plays) {
        const score = playScore(g, v, hand, m.card, v.handSizes[(seat + v.direction + v.seats) % v.seats]!, known);
        if (score > bestScore) {
          bestScore = score;
          const rest = hand.filter((c) => c !== m.card);
          best = g.info[m.card]!.colour === '' ? g.moves.playAs[m.card]![colourToName(g, rest, known, g.info[m.card]!.face)]! : m;
        }
      }
      if (best !== null) return react(best);
      return react(find('accept') ?? find('draw') ?? find('pass') ?? legal[0]!);
    },
  };
}

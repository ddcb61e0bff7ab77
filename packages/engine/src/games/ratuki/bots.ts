/**
 * Ratuki's bots. A bot answers at a human pace: its delay is drawn from a reaction-time
 * range (the host's `reaction` for the seat, else the bot's own speed) and never comes
 * before the seat may play again under the play-rate cap.
 *
 * - `basic` takes a stack whenever it can (a 5 on a 4, a Ratuki on a tall stack), blocks a
 *   stack near 5 (a 3 on a 4), sets up its own take (a 4 when it holds the 5), avoids handing
 *   a 4 to the others, starts stacks with 1s and keeps its Ratuki cards for taking; it junks
 *   only when no card in hand fits, the highest value first and a Ratuki last. `basic-easy`,
 *   `basic-normal` and `basic-fast` are `basic` at a fixed speed (for the CLI and the club's bot list).
 * - `random` plays a uniformly random playable card, junks a random card only when none is
 *   playable, at a uniformly random delay in the range (a human who does not think).
 */
import type { Bot, BotChoice, BotInput, BotSpeed, ReactionRange } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { RATUKI, value } from './cards.ts';
import type { Move, View } from './state.ts';

/** Human reaction ranges per speed: from seeing the centre to the card landing, draw included. */
export const REACTION: Readonly<Record<BotSpeed, ReactionRange>> = {
  easy: { minMs: 1100, maxMs: 1900 },
  normal: { minMs: 650, maxMs: 1200 },
  fast: { minMs: 320, maxMs: 600 },
};

/** A fraction in [0, 1) from an integer: the same anchor always gives the same reaction time. */
function unit(n: number): number {
  let h = Math.imul(n ^ (n >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * When the bot answers, as a delay from the view's last change. A bot starts thinking at its
 * own last move (or at "Ratuki!") and answers a reaction time later, drawn once for that
 * moment: a host that asks again after every change (today's server re-asks each bot after
 * every move) gets the same answer time instead of a new, later one, so a bot at human speed
 * is never starved by faster players. Never before the play-rate cap lets its seat play again.
 */
function delayFor(input: BotInput<View, Move>, range: ReactionRange): number {
  const v = input.view;
  const me = v.you;
  const ready = me === null ? null : v.players[me]!.readyAt;
  const ownLast = ready === null ? null : ready - v.minGapMs;
  const anchor = ownLast === null ? v.goAt : Math.max(ownLast, v.goAt);
  const human = range.minMs + Math.floor(unit(Math.round(anchor) * 31 + input.seat) * (range.maxMs - range.minMs + 1));
  const due = Math.max(anchor + human, ready ?? -Infinity);
  return Math.max(0, due - v.lastAt);
}

const stackValue = (top: string): number => (value(top) === RATUKI ? 1 : value(top));

/** How much `basic` likes a play (junks are scored apart). */
function playScore(m: Move & { kind: 'play'; }, view: View, hand: readonly string[]): number {
  const v = value(m.card);
  if (m.top === null) return v === 1 ? 40 : 12;
  const size = view.stacks[m.stack]?.size ?? 1;
  const on = stackValue(m.top);
  if (v === RATUKI) return size >= 3 ? 90 + size : 14 + size;
  if (v === 5) return 100 + size;
  if (on === 4 && v === 3) return 60; // block: the stack goes back down, away from the others' 5s
  if (v === 4) return hand.some((c) => value(c) === 5) ? 70 : 8; // a 4 is a gift unless the 5 follows
  return 30;
}

/** The card `basic` would rather lose: the highest value, never a Ratuki while another will do. */
function junkScore(card: string): number {
  const v = value(card);
  return v === RATUKI ? -20 : v;
}

function chooseBasic(input: BotInput<View, Move>, range: ReactionRange): BotChoice<Move> | null {
  const { legal, view } = input;
  if (legal.length === 0) return null;
  let best: Move | null = null;
  let bestScore = -Infinity;
  for (const m of legal) {
    if (m.kind !== 'play') continue;
    const s = playScore(m, view, view.hand);
    if (s > bestScore) {
      best = m;
      bestScore = s;
    }
  }
  // Any play beats a junk, even a 4 handed to the others: a bot that junked playable cards could cycle its piles forever.
  if (best === null) {
    let junkBest = -Infinity;
    for (const m of legal) {
      if (m.kind !== 'junk') continue;
      const s = junkScore(m.card);
      if (s > junkBest) {
        best = m;
        junkBest = s;
      }
    }
  }
  return best === null ? null : { move: best, delayMs: delayFor(input, range) };
}

function chooseRandom(input: BotInput<View, Move>, range: ReactionRange): BotChoice<Move> | null {
  const { legal, rng } = input;
  if (legal.length === 0) return null;
  // Legal moves list every play before the junks: count the plays, pick one uniformly, else a random junk.
  let plays = 0;
  while (plays < legal.length && legal[plays]!.kind === 'play') plays++;
  const move = plays > 0 ? pickFrom(legal, 0, plays, rng) : pickFrom(legal, 0, legal.length, rng);
  return { move, delayMs: delayFor(input, range) };
}

const pickFrom = (xs: readonly Move[], from: number, to: number, rng: Rng): Move => xs[from + rng.int(to - from)]!;

function basicAt(id: string, fixed: ReactionRange | null): Bot<View, Move> {
  return { id, choose: (input) => chooseBasic(input, fixed ?? input.reaction ?? REACTION.normal) };
}

export const bots: Readonly<Record<string, Bot<View, Move>>> = {
  basic: basicAt('basic', null),
  'basic-easy': basicAt('basic-easy', REACTION.easy),
  'basic-normal': basicAt('basic-normal', REACTION.normal),
  'basic-fast': basicAt('basic-fast', REACTION.fast),
  random: {
    id: 'random',
    // "Random human delays": anywhere from a fast player's quickest to an easy one's slowest, unless the host sets a range.
    choose: (input) => chooseRandom(input, input.reaction ?? { minMs: REACTION.fast.minMs, maxMs: REACTION.easy.maxMs }),
  },
};

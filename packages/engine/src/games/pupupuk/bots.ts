/**
 * The bots. `random`: a uniformly random move on its turn and in its choices; in a race (a
 * gesture, a shout, a burn, «Очко!») it presses with probability ½ after a human delay, or lets
 * the window pass. `basic`: lays the card that keeps the row under 21 and sheds the most, answers
 * every race at a human delay (and sometimes forgets, as people do), keeps silences and burns
 * every violation it sees. A round that drags on makes `basic` restless (RESTLESS_TURNS): it then lays
 * what raises the row most, so every bot match ends.
 */
import type { Bot, BotChoice, BotInput, ReactionRange } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { gestureFor, highestCard, num, type Phrase, phraseOf } from './cards.ts';
import { placeOf } from './places/table.ts';
import type { Move, View } from './state.ts';

const HUMAN: ReactionRange = { minMs: 350, maxMs: 1400 };
/** How long a person takes over a move of their turn. */
const THINK: ReactionRange = { minMs: 600, maxMs: 2500 };
const REACTIVE: ReadonlySet<string> = new Set(['gesture', 'shout', 'ochko', 'burn', 'match']);
const delay = (rng: Rng, r: ReactionRange): number => rng.range(r.minMs, r.maxMs);
/**
 * After this many turns in one round `basic` stops guarding the row and pushes its sum up. Two careful
 * players can otherwise keep a round going for ever: in the Crowded Minibus at two seats every card a 6 or
 * a 7 sends away goes to the other player, who lays it back or takes it with a 4, and neither ever reaches 21.
 */
export const RESTLESS_TURNS = 60;

type In = BotInput<View, Move>;

export const randomBot: Bot<View, Move> = {
  id: 'random',
  choose({ legal, rng, reaction }: In): BotChoice<Move> | null {
    if (legal.length === 0) return null;
    const choices = legal.filter((m) => !REACTIVE.has(m.kind));
    if (choices.length > 0) return { move: choices[rng.int(choices.length)]!, delayMs: delay(rng, THINK) };
    if (rng.int(2) === 0) return null;
    return { move: legal[rng.int(legal.length)]!, delayMs: delay(rng, reaction ?? HUMAN) };
  },
};

/** The row's sum after laying `card` and carrying out its effect, as far as the bot can see. */
function projected(v: View, card: string): number {
  const n = num(card);
  const open = v.row.flatMap((r) => ('card' in r ? [num(r.card)] : []));
  let sum = v.sum + n;
  // A 2's card laid last turn is turned up at the end of this one: count it as an average card.
  const dueDown = v.row.filter((r) => 'faceDown' in r).length;
  sum += dueDown * 3.5;
  const inert = placeOf(v).sixSevenInert;
  if (n === 4) {
    const takeable = open.filter((x) => x !== 4);
    if (takeable.length > 0) sum -= Math.max(...takeable);
  } else if (n === 6 && !inert) {
    let best = 0;
    for (let k = 0; k <= 5; k++) best = Math.max(best, k * open.filter((x) => x === k).length);
    sum -= best;
  } else if (n === 7 && !inert) {
    sum -= [...new Set(open.filter((x) => x !== 7))].reduce((a, b) => a + b, 0);
  }
  return sum;
}

function chooseLay(input: In, lays: readonly Extract<Move, { kind: 'lay'; }>[]): Move {
  const v = input.view;
  const place = placeOf(v);
  // Laying with the right phrase (and «пук» where it is due); where a phrase is talking that costs, a zero is the last resort.
  const right = lays.filter((m) =>
    (num(m.card) === 0 ? m.phrase === phraseOf(m.card) : true) && (!place.pukRequired || m.puk === true)
  );
  const phraseCosts = place.silence?.phrasesTalk === true;
  const restless = v.turnNo > RESTLESS_TURNS;
  let best = right[0] ?? lays[0]!;
  let bestScore = -Infinity;
  for (const m of right) {
    const p = projected(v, m.card);
    let score = restless ? p : p < 21 ? 100 + num(m.card) * 2 - p * 0.2 : -p;
    if (phraseCosts && num(m.card) === 0) score -= 50;
    if (v.hand.length === 1 && p < 21) score += 1000;
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

export const basicBot: Bot<View, Move> = {
  id: 'basic',
  choose(input: In): BotChoice<Move> | null {
    const { legal, rng } = input;
    if (legal.length === 0) return null;
    const quick = input.reaction ?? HUMAN;
    const v = input.view;
    // What only the round's place asks (its races and choices) is answered as the place plays it.
    const placed = placeOf(v).bot(input);
    if (placed === 'pass') return null;
    if (placed !== null) return { move: placed.move, delayMs: delay(rng, placed.pace === 'quick' ? quick : THINK) };
    const phase = v.phase;
    if (phase['kind'] === 'gesture') {
      const want = gestureFor(phase['phrase'] as Phrase);
      const g = legal.find((m) => m.kind === 'gesture' && m.gesture === want);
      if (g) return rng.int(20) === 0 ? null : { move: g, delayMs: delay(rng, quick) };
    }
    const burn = legal.find((m) => m.kind === 'burn');
    const own = legal.filter((m) => !REACTIVE.has(m.kind));
    if (own.length === 0) return burn ? { move: burn, delayMs: delay(rng, quick) } : null;
    return { move: ownMove(input, own), delayMs: delay(rng, THINK) };
  },
};

function ownMove(input: In, own: readonly Move[]): Move {
  const v = input.view;
  const first = own[0]!;
  switch (first.kind) {
    case 'lay':
      return chooseLay(input, own.filter((m): m is Extract<Move, { kind: 'lay'; }> => m.kind === 'lay'));
    case 'discard':
      return { kind: 'discard', card: highestCard(v.hand) };
    case 'take': {
      const slots = own.filter((m): m is Extract<Move, { kind: 'take'; }> => m.kind === 'take');
      const value = (slot: number) => {
        const r = v.row.find((x) => x.slot === slot);
        return r !== undefined && 'card' in r ? num(r.card) : 3.5;
      };
      const sorted = [...slots].sort((a, b) => value(a.slot) - value(b.slot));
      return v.sum >= 14 ? sorted[sorted.length - 1]! : sorted[0]!;
    }
    case 'name': {
      let best = first;
      let removed = -1;
      for (const m of own) {
        if (m.kind !== 'name') continue;
        const r = m.number * v.row.filter((x) => 'card' in x && num(x.card) === m.number).length;
        if (r > removed) {
          removed = r;
          best = m;
        }
      }
      return best;
    }
    case 'offer': {
      const offers = own.filter((m): m is Extract<Move, { kind: 'offer'; }> => m.kind === 'offer');
      // Give to the player with the most cards: the least likely to empty a hand with it.
      return [...offers].sort((a, b) => v.handCounts[b.target]! - v.handCounts[a.target]!)[0]!;
    }
    default:
      return own[input.rng.int(own.length)]!;
  }
}

/**
 * The `random` player of both shedding games: the usual random agent of card-game
 * research (RLCard's UNO convention), which is what `kozyr bench` means by a "random
 * full hand". On its turn it plays a uniformly random card among those that fit (a
 * black card then names a uniformly random colour), draws only when none fits, plays
 * the drawn card when it fits, passes a penalty on when it can and answers a challenge
 * at random. In a reaction window (slap, call, catch, interception) it presses with a
 * fixed probability each time it is asked, after a delay from the table's human
 * reaction range (botReactionMinMs..botReactionMaxMs), or else does nothing and lets
 * the window close by itself: it never sends a `decline`.
 *
 * It decides from `legal` and the generator, not the view: in phase 'play' legalMoves
 * lists the cards that fit first, then `draw` or `pass` when listed, then (UNO's penalty
 * mode) the cards that do not fit, as the Deckset's own `wrongPlays` move objects, which it
 * tells apart by identity. It reads the view only for the reaction delay (the table's
 * rules), so a bench of random hands builds almost no projection.
 */
import type { Bot, BotChoice, BotInput } from '../../core/game.ts';
import { codeIndex } from './deckset.ts';
import type { Deckset, Move } from './types.ts';
import type { SheddingView } from './view.ts';

/** Chance of pressing each time the player is asked during a reaction window. */
export const RANDOM_REACTION_PROBABILITY = 0.5;

type Input = BotInput<SheddingView, Move>;

/** What the player needs to know of a move: its sort (numbers, compared in the hot loop). */
const Sort = { Play: 0, Reaction: 1, Decline: 2, Draw: 3, Pass: 4, Accept: 5, Challenge: 6, Colour: 7 } as const;
type Sort = (typeof Sort)[keyof typeof Sort];

/** The sort of a move, from its kind (a penalty-mode play of a card that does not fit is a Play here; see `choose`). */
function sortOf(m: Move): Sort {
  switch (m.kind) {
    case 'play':
      return Sort.Play;
    case 'slap':
    case 'call':
    case 'catch':
      return Sort.Reaction;
    case 'decline':
      return Sort.Decline;
    case 'draw':
      return Sort.Draw;
    case 'pass':
      return Sort.Pass;
    case 'accept':
      return Sort.Accept;
    case 'challenge':
      return Sort.Challenge;
    case 'choose-colour':
      return Sort.Colour;
  }
}

/** Whether `m` is a penalty-mode play of a card that does not fit (`MoveTable.wrongPlays`): by identity, through the slot table. */
function isWrongPlay(g: Deckset, m: Move): boolean {
  return m.kind === 'play' && g.wrongPlayAt[codeIndex(m.card)] === m;
}

/** The card of a play, '' for any other move. */
const cardOf = (m: Move): string => (m.kind === 'play' ? m.card : '');

function reaction(input: Input, move: Move): BotChoice<Move> {
  const r = input.view.rules;
  return { move, delayMs: input.rng.range(r.botReactionMinMs, Math.max(r.botReactionMinMs, r.botReactionMaxMs)) };
}

/** `g`'s random player. */
export function randomPlayer(g: Deckset): Bot<SheddingView, Move> {
  /**
   * A uniformly random card among the plays in legal[0..to) (a black card is listed once per
   * colour, side by side), then a uniformly random colour for it.
   */
  function randomPlay(legal: readonly Move[], to: number, input: Input): Move | null {
    let cards = 0;
    let prev = '';
    for (let i = 0; i < to; i++) {
      const card = cardOf(legal[i]!);
      if (card === '' || card === prev) continue;
      prev = card;
      cards++;
    }
    if (cards === 0) return null;
    let pick = input.rng.int(cards);
    prev = '';
    for (let i = 0; i < to; i++) {
      const card = cardOf(legal[i]!);
      if (card === '' || card === prev) continue;
      prev = card;
      if (pick-- > 0) continue;
      let end = i + 1;
      while (end < to && cardOf(legal[end]!) === card) end++;
      return end - i === 1 ? legal[i]! : legal[i + input.rng.int(end - i)]!;
    }
    return null;
  }

  // Answers without a delay, one per move object (legal moves are the Deckset's shared ones),
  // built once: a BotChoice is read, never changed, and the bench asks for one at every turn.
  const choices = new Map<Move, BotChoice<Move>>();
  function choice(move: Move): BotChoice<Move> {
    let c = choices.get(move);
    if (c === undefined) {
      c = { move };
      choices.set(move, c);
    }
    return c;
  }
  const onlyDraw = choice(g.moves.draw);
  const onlyPass = choice(g.moves.pass);
  const onlyAccept = choice(g.moves.accept);

  return {
    id: 'random',
    choose(input): BotChoice<Move> | null {
      const legal = input.legal;
      const n = legal.length;
      if (n === 0) return null;
      const first = legal[0]!;
      if (n === 1) {
        // The most frequent one-move answers, decided as the general path below would.
        if (first === g.moves.decline) return null; // nothing to intercept with: let the window go
        if (first === g.moves.draw) return onlyDraw;
        if (first === g.moves.pass) return onlyPass;
        if (first === g.moves.accept) return onlyAccept;
      }
      const rng = input.rng;
      // One pass: which turn moves are listed, which reactions are open, where the head run of plays ends.
      let reactions = 0;
      let plays = 0;
      let lastPlay = -1;
      let headPlays = -1;
      let intercepting = false;
      let draw: Move | null = null;
      let pass: Move | null = null;
      let accept: Move | null = null;
      let challenge: Move | null = null;
      let colours = 0;
      for (let i = 0; i < n; i++) {
        const m = legal[i]!;
        const sort = sortOf(m);
        if (sort !== Sort.Play && headPlays < 0) headPlays = i;
        switch (sort) {
          case Sort.Play:
            plays++;
            lastPlay = i;
            break;
          case Sort.Reaction:
            reactions++;
            break;
          case Sort.Decline:
            intercepting = true;
            break;
          case Sort.Draw:
            draw = m;
            break;
          case Sort.Pass:
            pass = m;
            break;
          case Sort.Accept:
            accept = m;
            break;
          case Sort.Challenge:
            challenge = m;
            break;
          case Sort.Colour:
            colours++;
            break;
        }
      }
      if (headPlays < 0) headPlays = n;
      // An interception is a reaction too: the seat's plays are the identical card it may put down.
      if (intercepting && plays > 0) reactions++;
      if (reactions > 0 && rng.float() < RANDOM_REACTION_PROBABILITY) {
        let k = rng.int(reactions);
        for (let i = 0; i < n; i++) if (sortOf(legal[i]!) === Sort.Reaction && k-- === 0) return reaction(input, legal[i]!);
        return reaction(input, randomPlay(legal, n, input)!);
      }
      if (intercepting) return null; // let the interception window close by itself
      if (colours > 0) return choice(legal[rng.int(colours)]!); // choose-colour moves come first
      if (challenge !== null) return choice(rng.int(2) === 0 ? challenge : accept!);
      if (accept !== null) return plays > 0 ? choice(randomPlay(legal, n, input)!) : onlyAccept; // pass a penalty on when possible
      if (plays > 0) {
        // The run of plays at the head of the list are the cards that fit, unless penalty-mode plays
        // of cards that do not fit follow them: those come last among the plays, so one look at the
        // last play tells whether there are any, and then where the fitting run ends.
        let fitting = headPlays;
        if (isWrongPlay(g, legal[lastPlay]!)) {
          fitting = 0;
          while (fitting < lastPlay && !isWrongPlay(g, legal[fitting]!) && legal[fitting]!.kind === 'play') fitting++;
        }
        const move = randomPlay(legal, Math.min(fitting, headPlays), input);
        if (move !== null) return choice(move);
      }
      return draw !== null ? onlyDraw : pass !== null ? onlyPass : null;
    },
  };
}

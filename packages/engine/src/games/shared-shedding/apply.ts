/**
 * Applying a move: each kind is checked against the state directly (never by
 * scanning the legal list) and then carried out on an update (the core updater, update.ts). Out-of-turn moves
 * (call, catch, interception, slap) and chat lines are judged on the state as it
 * is when they arrive, i.e. in the order of their `at`.
 */
import type { Result, Seat, Step } from '../../core/types.ts';
import { err, ok } from '../../core/types.ts';
import { cardInfo, withCards } from './deckset.ts';
import { playCard, resolveSlap } from './effects.ts';
import { dealNextHand } from './hand.ts';
import { anyMatches, canCall, canDraw, canIntercept, interceptTurn, isTurnPhase, matches, topCard } from './legal.ts';
import { hideShownToSeats, showHand, showToAll } from './shown.ts';
import type { Deckset, ErrorKey, Event, Move, SheddingState } from './types.ts';
import { drawCards, nextSeat, popDiscard, setCalled, setHand, type SheddingUpdate, update } from './update.ts';

type Outcome = Result<Step<SheddingState, Event>>;

const done = (d: SheddingUpdate): Outcome => ok(d.step());

/** A decline's events (shared, never mutated; not frozen on purpose, see MoveTable). */
const NO_EVENTS: readonly Event[] = [];

/**
 * `done` for the one move with no event (a decline): its step carries a plain empty list, not
 * the updater's frozen one, so every step's events stay one elements kind for the hosts' loops
 * over them (Svintus uniform playouts: 6% fewer instructions). A function of its own: written
 * inline in `apply` it made apply's body larger and the random players' hands 4% slower.
 */
function doneSilently(d: SheddingUpdate): Outcome {
  return ok({ state: d.step().state, events: NO_EVENTS });
}

/** A refusal under the game's own error catalogue. */
function refuse(g: Deckset, key: ErrorKey, params?: Readonly<Record<string, string | number>>): Outcome {
  return err(g.fail(key, params));
}

export function apply(g: Deckset, state: SheddingState, seat: Seat, move: Move, at: number): Outcome {
  // A challenged hand is shown for one move: any next move hides it again (a refused one changes nothing).
  const shown = state.shown.length === 0 ? state.shown : hideShownToSeats(state.shown);
  const s = shown === state.shown ? state : { ...state, shown };
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats) return refuse(g, 'bad-move', { why: `no seat ${seat}` });
  // Every shedding game plays and draws: the most frequent kinds skip the (keyed, slower) lookup.
  const kind = move.kind;
  if (kind !== 'play' && kind !== 'draw' && g.allows[kind] !== true) {
    return refuse(g, 'bad-move', { why: `unknown kind ${kind}` });
  }
  if (s.phase === 'over') return refuse(g, 'match-over');
  const isTurn = seat === s.turn && isTurnPhase(s);
  switch (move.kind) {
    case 'play':
      return play(g, s, seat, move.card, move.colour, at);
    case 'draw': {
      if (!isTurn) return refuse(g, 'not-your-turn');
      if (s.phase !== 'play') return refuse(g, phaseError(s));
      if (!canDraw(s)) return refuse(g, 'cannot-draw');
      if (!s.rules.drawWhenPlayable && anyMatches(g, s, s.hands[seat]!)) return refuse(g, 'must-play');
      const d = update(s);
      const [card] = drawCards(d, seat, 1, 'turn');
      const w = d.edit();
      w.interceptOpen = false;
      // Seed 001: the drawn card may be played if it fits; if it does not, there is nothing to decide.
      if (matches(g, w, cardInfo(g, card!))) {
        w.phase = 'drawn';
        w.drawn = card!;
      } else {
        d.emit({ kind: 'pass', seat });
        endTurn(d, seat);
      }
      return done(d);
    }
    case 'pass': {
      if (!isTurn) return refuse(g, 'not-your-turn');
      const stuck = s.phase === 'play' && !canDraw(s) && !anyMatches(g, s, s.hands[seat]!);
      if (s.phase !== 'drawn' && !stuck) return refuse(g, 'cannot-pass');
      const d = update(s);
      d.emit({ kind: 'pass', seat });
      endTurn(d, seat);
      return done(d);
    }
    case 'accept': {
      if (!isTurn) return refuse(g, 'not-your-turn');
      if (s.phase !== 'penalty' && s.phase !== 'challenge') return refuse(g, 'nothing-to-accept');
      const d = update(s);
      drawCards(d, seat, s.phase === 'penalty' ? s.penalty : s.rules.wildDrawAmount, 'penalty');
      endTurn(d, seat);
      return done(d);
    }
    case 'challenge':
      if (!isTurn) return refuse(g, 'not-your-turn');
      if (s.phase !== 'challenge') return refuse(g, 'nothing-to-challenge');
      return challenge(g, s, seat);
    case 'choose-colour': {
      if (!isTurn) return refuse(g, 'not-your-turn');
      if (s.phase !== 'choose-colour') return refuse(g, 'no-colour-to-choose');
      if (!g.colours.includes(move.colour)) return refuse(g, 'bad-colour', { colour: move.colour });
      const d = update(s);
      const w = d.edit();
      w.colour = move.colour;
      w.phase = 'play';
      d.emit({ kind: 'colour', seat, colour: move.colour });
      return done(d);
    }
    case 'call': {
      if (!canCall(s, seat)) return refuse(g, 'cannot-call');
      const d = update(s);
      setCalled(d, seat, true);
      if (s.exposed === seat) d.edit().exposed = -1;
      d.emit({ kind: 'call', seat });
      return done(d);
    }
    case 'catch': {
      if (s.exposed < 0 || move.seat !== s.exposed || seat === s.exposed) return refuse(g, 'nothing-to-catch');
      const d = update(s);
      d.emit({ kind: 'caught', seat: move.seat, by: seat });
      drawCards(d, move.seat, s.rules.callPenalty, 'caught');
      d.edit().exposed = -1;
      return done(d);
    }
    case 'slap':
      return slap(g, s, seat, at);
    case 'decline': {
      if (!interceptTurn(s, seat)) return refuse(g, 'nothing-to-decline');
      const d = update(s);
      d.edit().declined = s.declined | (1 << seat);
      return doneSilently(d);
    }
  }
}

/** The turn player is done (drew and kept, or took a penalty): the next player plays on what lies. */
function endTurn(d: SheddingUpdate, seat: Seat): void {
  const s = d.edit();
  s.turn = nextSeat(s, seat);
  s.phase = 'play';
  s.drawn = null;
  s.penalty = 0;
  s.penaltyFace = null;
  s.challenge = null;
  s.interceptOpen = false;
}

/** Which error a turn player gets for a move its phase does not allow. */
function phaseError(s: SheddingState): ErrorKey {
  switch (s.phase) {
    case 'choose-colour':
      return 'choose-colour-first';
    case 'penalty':
      return 'answer-penalty';
    case 'challenge':
      return 'answer-challenge';
    case 'slap':
      return 'wait-for-slap';
    case 'drawn':
      return 'only-drawn-card';
    default:
      return 'not-your-turn';
  }
}

function play(
  g: Deckset,
  s: SheddingState,
  seat: Seat,
  card: string,
  colour: string | undefined,
  at: number,
): Outcome {
  if (!s.hands[seat]!.includes(card)) return refuse(g, 'not-in-hand', { card });
  const info = cardInfo(g, card); // a card in a hand is a card of the game
  if (info.colour === '') {
    if (colour === undefined) return refuse(g, 'colour-needed', { card });
    if (!g.colours.includes(colour)) return refuse(g, 'bad-colour', { colour });
  } else if (colour !== undefined) {
    return refuse(g, 'colour-not-needed', { card });
  }
  const chosen = colour ?? '';
  if (seat !== s.turn || !isTurnPhase(s)) {
    if (s.phase === 'slap') return refuse(g, 'wait-for-slap');
    if (canIntercept(s, seat) && card === topCard(s)) {
      const d = update(s);
      playCard(g, d, seat, card, chosen, at);
      return done(d);
    }
    const tried = s.rules.interception && card === topCard(s);
    return refuse(g, tried ? 'cannot-intercept' : 'not-your-turn');
  }
  switch (s.phase) {
    case 'play':
      if (!matches(g, s, info)) {
        if (s.rules.wrongCardPenalty === 0) return refuse(g, 'does-not-match', { card });
        // Penalty mode (the seed's +2 for a wrong card): the card stays in the hand, the turn goes on.
        const d = update(s);
        d.emit({ kind: 'wrong-card', seat, card });
        drawCards(d, seat, s.rules.wrongCardPenalty, 'wrong-card');
        return done(d);
      }
      break;
    case 'drawn':
      if (card !== s.drawn) return refuse(g, 'only-drawn-card', { card: s.drawn! });
      if (!matches(g, s, info)) return refuse(g, 'does-not-match', { card });
      break;
    case 'penalty':
      if (info.face !== s.penaltyFace) return refuse(g, 'answer-penalty');
      break;
    default:
      return refuse(g, phaseError(s));
  }
  const d = update(s);
  playCard(g, d, seat, card, chosen, at);
  return done(d);
}

/**
 * Seed 001: the victim of a Wild Draw Four may ask to see the player's hand ("может
 * попросить предъявить игрока-1 свои карты"): the challenger alone is shown the hand as
 * it was when the card was played, once: the next move hides it again. Guilty
 * (it held the colour that stood): the card goes back (in sight of everyone, so it is
 * known to all), that colour stands again, the player draws 4 unseen and the challenger
 * plays. Innocent: the challenger draws 4 + 2 and is skipped.
 */
function challenge(g: Deckset, s: SheddingState, seat: Seat): Outcome {
  const c = s.challenge!;
  const d = update(s);
  const w = d.edit();
  d.emit({ kind: 'challenge', seat, player: c.player, guilty: c.guilty, shown: c.hand });
  w.shown = showHand(s.shown, c.player, seat, c.hand);
  if (c.guilty) {
    const card = popDiscard(w);
    setHand(d, c.player, withCards(s.hands[c.player]!, [card]));
    w.shown = showToAll(w.shown, c.player, card);
    if (w.exposed === c.player) w.exposed = -1;
    setCalled(d, c.player, false);
    w.colour = c.prevColour;
    drawCards(d, c.player, s.rules.wildDrawAmount, 'challenge');
    w.phase = 'play';
    w.challenge = null;
    w.interceptOpen = false;
    w.lastPlayer = -1;
    return done(d);
  }
  drawCards(d, seat, s.rules.wildDrawAmount + s.rules.challengeFailExtra, 'challenge');
  endTurn(d, seat);
  return done(d);
}

function slap(g: Deckset, s: SheddingState, seat: Seat, at: number): Outcome {
  if (s.phase !== 'slap' || s.slap!.presses[seat] !== null) return refuse(g, 'cannot-slap');
  const d = update(s);
  const presses = s.slap!.presses.slice();
  presses[seat] = at;
  d.edit().slap = { openedAt: s.slap!.openedAt, presses };
  d.emit({ kind: 'slap', seat });
  if (allPressed(presses)) resolveSlap(d);
  return done(d);
}

/** Whether every seat has pressed (a loop: a callback made at every press measured slower). */
function allPressed(presses: readonly (number | null)[]): boolean {
  for (let seat = 0; seat < presses.length; seat++) if (presses[seat] === null) return false;
  return true;
}

/**
 * The chat hook (seed 001, Tikhokhryun): a table chat line sent while the table is silent
 * lifts the silence and costs its sender 2 cards, whatever it says; outside a silence a line
 * changes nothing (null). A seat the table does not have changes nothing either.
 */
export function chatLine(
  g: Deckset,
  s: SheddingState,
  seat: Seat,
  _text: string,
  _at: number,
): Step<SheddingState, Event> | null {
  if (s.silence < 0 || s.phase === 'over' || s.phase === 'scored') return null;
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats) return null;
  const d = update(s);
  d.edit().silence = -1;
  d.emit({ kind: 'silence-broken', seat });
  drawCards(d, seat, s.rules.silencePenalty, 'silence');
  return d.step();
}

/** When the open window closes: the slap window, or the pause after a scored hand. */
export function deadline(s: SheddingState): number | null {
  if (s.phase === 'slap') return s.slap!.openedAt + s.rules.slapWindowMs;
  if (s.phase === 'scored') return s.resumeAt;
  return null;
}

export function tick(g: Deckset, s: SheddingState, at: number): Step<SheddingState, Event> | null {
  const due = deadline(s);
  if (due === null || due > at) return null;
  const d = update(s);
  if (s.phase === 'slap') resolveSlap(d);
  else dealNextHand(g, d, due); // the deal happens when the pause ends: a Khlopkopyt turned up then opens its window then
  return d.step();
}

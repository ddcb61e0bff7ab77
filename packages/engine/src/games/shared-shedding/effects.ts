/**
 * What playing a card does: the card goes on the pile, the call window moves,
 * and the card's action hits the next player. Used for turn plays,
 * interceptions and (through `applyAction`) the turned-up first card.
 */
import type { Seat } from '../../core/types.ts';
import { cardInfo, withoutOne } from './deckset.ts';
import { endRound } from './hand-end.ts';
import { forgetPlayed } from './shown.ts';
import type { CardInfo, Deckset } from './types.ts';
import { type Draft, drawCards, nextSeat, pushDiscard, setHand, type SheddingUpdate } from './update.ts';

/** `seat` puts `code` on the pile (`colour` names the colour of a black card). */
export function playCard(g: Deckset, d: SheddingUpdate, seat: Seat, code: string, colour: string, at: number): void {
  const s = d.edit();
  const info = cardInfo(g, code);
  const hand = s.hands[seat]!;
  const intercept = seat !== s.turn;
  // A draw or skip answered with the same face (passing on, or intercepting it) carries the penalty on.
  const carried = s.phase === 'penalty' && s.penaltyFace === info.face ? s.penalty : 0;
  const prevColour = s.colour;
  const rest = withoutOne(hand, code);
  setHand(d, seat, rest);
  if (s.shown.length > 0) s.shown = forgetPlayed(s.shown, seat, code);
  pushDiscard(s, code);
  s.colour = info.colour === '' ? colour : info.colour;
  // The silence lasts until its player plays a card again.
  if (s.silence === seat) s.silence = -1;
  s.exposed = -1; // a card is down: the window to catch a missing call closes
  s.lastPlayer = seat;
  s.interceptOpen = true;
  s.declined = 0;
  s.drawn = null;
  s.challenge = null;
  d.emit({ kind: 'play', seat, card: code, colour: s.colour, intercept });
  if (rest.length === 0) {
    endRound(g, d, seat, at);
    return;
  }
  if (rest.length === 1 && !s.called[seat]) s.exposed = seat;
  applyAction(g, d, seat, info, carried, at, prevColour);
}

/**
 * The card's action, as if `player` had just played it (its hand is already without it);
 * `at`: when it was played, or dealt for a turned-up card.
 */
export function applyAction(
  g: Deckset,
  d: SheddingUpdate,
  player: Seat,
  info: CardInfo,
  carried: number,
  at: number,
  prevColour: string,
): void {
  const s = d.edit();
  const r = s.rules;
  s.phase = 'play';
  s.penalty = 0;
  s.penaltyFace = null;
  switch (info.effect) {
    case 'number':
    case 'wild':
      s.turn = nextSeat(s, player);
      return;
    case 'reverse':
      s.direction = s.direction === 1 ? -1 : 1;
      s.turn = nextSeat(s, player);
      return;
    case 'skip':
      if (r.passOnSkip) return openPenalty(s, nextSeat(s, player), 0, info.face);
      s.turn = nextSeat(s, nextSeat(s, player));
      return;
    case 'draw':
      if (r.passOnDraw) return openPenalty(s, nextSeat(s, player), carried + r.drawAmount, info.face);
      {
        const victim = nextSeat(s, player);
        drawCards(d, victim, r.drawAmount, 'penalty');
        s.turn = nextSeat(s, victim);
      }
      return;
    case 'wild-draw': {
      s.turn = nextSeat(s, player);
      s.phase = 'challenge';
      // The hand as it is now decides a challenge and is what the challenger will be shown.
      const hand = s.hands[player]!;
      s.challenge = { player, prevColour, hand, guilty: hand.some((c) => cardInfo(g, c).colour === prevColour) };
      return;
    }
    case 'silence':
      s.silence = player;
      d.emit({ kind: 'silence', seat: player });
      s.turn = nextSeat(s, player);
      return;
    case 'slap':
      s.turn = nextSeat(s, player);
      s.phase = 'slap';
      s.slap = { openedAt: at, presses: new Array<number | null>(s.seats).fill(null) };
      return;
  }
}

function openPenalty(s: Draft, victim: Seat, cards: number, face: string): void {
  s.turn = victim;
  s.phase = 'penalty';
  s.penalty = cards;
  s.penaltyFace = face;
}

/**
 * Close a slap window: everyone who did not press draws; if all pressed, the
 * last press and every press within the tie window of it (a shared last place).
 */
export function resolveSlap(d: SheddingUpdate): void {
  const s = d.edit();
  const presses = s.slap!.presses;
  let losers: Seat[] = [];
  for (let seat = 0; seat < s.seats; seat++) if (presses[seat] === null) losers.push(seat);
  if (losers.length === 0) {
    let last = -Infinity;
    for (const p of presses) if (p! > last) last = p!;
    losers = [];
    for (let seat = 0; seat < s.seats; seat++) if (last - presses[seat]! < s.rules.tieWindowMs) losers.push(seat);
  }
  s.slap = null;
  s.phase = 'play';
  d.emit({ kind: 'slap-over', losers });
  for (const seat of losers) drawCards(d, seat, s.rules.slapPenalty, 'slap');
}

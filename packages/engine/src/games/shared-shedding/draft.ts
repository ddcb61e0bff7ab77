/**
 * A state being changed by one move: a shallow copy whose arrays are copied on
 * first write, so a move costs only the arrays it touches (the stock and the pile
 * are persistent stacks, see pile.ts: never copied). The generator is revived from
 * the state only when a shuffle needs it.
 */
import { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { withCards } from './deckset.ts';
import { onTop, pileCards, pileOf, pileSize } from './pile.ts';
import type { Deckset, DrawReason, Event, SheddingState } from './types.ts';

/** Cards that stay on the pile when it is shuffled into a new stock. */
export function keptOnPile(s: SheddingState): number {
  return s.phase === 'challenge' ? 2 : 1;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K]; };

/** A shallow copy written out field by field: much faster than a spread on the hot path. */
function copyState(s: SheddingState): Mutable<SheddingState> {
  return {
    rng: s.rng,
    rules: s.rules,
    seats: s.seats,
    round: s.round,
    dealer: s.dealer,
    hands: s.hands,
    stock: s.stock,
    discard: s.discard,
    colour: s.colour,
    direction: s.direction,
    turn: s.turn,
    phase: s.phase,
    drawn: s.drawn,
    penalty: s.penalty,
    penaltyFace: s.penaltyFace,
    lastPlayer: s.lastPlayer,
    interceptOpen: s.interceptOpen,
    declined: s.declined,
    called: s.called,
    exposed: s.exposed,
    challenge: s.challenge,
    shown: s.shown,
    silence: s.silence,
    slap: s.slap,
    totals: s.totals,
    lastRound: s.lastRound,
    rounds: s.rounds,
    places: s.places,
    resumeAt: s.resumeAt,
  };
}

export class Draft {
  readonly s: Mutable<SheddingState>;
  /**
   * The events so far, made as `[first]` and then grown: an empty `[]` would take a 16-slot
   * store at its first push, and most moves emit one or two events (allocation is most of
   * a move's cost on the bench).
   */
  private list: Event[] | null = null;
  private rng: Rng | null = null;
  private handsOwned = false;
  private calledOwned = false;

  /** `rng`: a generator already in use for this state (a new hand dealt inside a move shares it). */
  constructor(
    readonly g: Deckset,
    state: SheddingState,
    rng: Rng | null = null,
  ) {
    this.s = copyState(state);
    this.rng = rng;
  }

  emit(e: Event): void {
    if (this.list === null) this.list = [e];
    else this.list.push(e);
  }

  get events(): readonly Event[] {
    return this.list ?? [];
  }

  random(): Rng {
    if (this.rng === null) this.rng = Rng.fromState(this.s.rng);
    return this.rng;
  }

  done(): SheddingState {
    if (this.rng !== null) this.s.rng = this.rng.state();
    return this.s;
  }

  /** The seat after `seat` in the direction of play. */
  next(seat: Seat): Seat {
    const n = this.s.seats;
    return (seat + this.s.direction + n) % n;
  }

  setHand(seat: Seat, hand: readonly string[]): void {
    if (!this.handsOwned) {
      this.s.hands = this.s.hands.slice();
      this.handsOwned = true;
    }
    (this.s.hands as (readonly string[])[])[seat] = hand;
  }

  setCalled(seat: Seat, value: boolean): void {
    if (this.s.called[seat] === value) return;
    if (!this.calledOwned) {
      this.s.called = this.s.called.slice();
      this.calledOwned = true;
    }
    (this.s.called as boolean[])[seat] = value;
  }

  pushDiscard(code: string): void {
    this.s.discard = onTop(this.s.discard, code);
  }

  popDiscard(): string {
    const top = this.s.discard;
    if (top === null) throw new Error('discard pile is empty');
    this.s.discard = top.under;
    return top.card;
  }

  /**
   * Seed rule: when the stock runs out, the top card stays and the rest of the pile is
   * shuffled into a new stock. While a Wild Draw Four may be challenged, the card under
   * it stays too (a successful challenge puts it back on top).
   */
  private restock(): void {
    const pile = pileCards(this.s.discard);
    const keep = pile.splice(pile.length - keptOnPile(this.s));
    const fresh = this.random().shuffle(pile);
    this.s.discard = pileOf(keep);
    this.s.stock = pileOf(fresh);
    this.emit({ kind: 'reshuffle', stock: fresh.length });
  }

  /** `seat` takes up to `count` cards (fewer only when no card is left anywhere). */
  drawCards(seat: Seat, count: number, reason: DrawReason): string[] {
    const got = new Array<string>(count); // sized, not pushed into (see `list`)
    for (let i = 0; i < count; i++) {
      if (this.s.stock === null) {
        if (pileSize(this.s.discard) <= keptOnPile(this.s)) {
          got.length = i;
          break;
        }
        this.restock();
      }
      const top = this.s.stock!;
      got[i] = top.card;
      this.s.stock = top.under;
    }
    if (got.length > 0) {
      this.setHand(seat, withCards(this.s.hands[seat]!, got));
      // A grown hand needs a new call, and is no longer the one-card hand an opponent could catch.
      this.setCalled(seat, false);
      if (this.s.exposed === seat) this.s.exposed = -1;
    }
    this.emit({ kind: 'draw', seat, count: got.length, reason, cards: got });
    return got;
  }
}

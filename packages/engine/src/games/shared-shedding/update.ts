/**
 * One move's change of a shedding state, on the core updater (core/updater.ts):
 * fields and arrays copied on first write, the event buffer, the generator revived
 * only when a shuffle needs it. What is the shedding games' own is here: the seat
 * after a seat, and the card operations (a hand replaced, the call flag, the pile,
 * drawing with the seed's reshuffle). The stock and the pile are persistent stacks
 * (pile.ts): never copied.
 */
import type { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { type CopyState, Updater } from '../../core/updater.ts';
import { withCards } from './deckset.ts';
import { onTop, pileCards, pileOf, pileSize } from './pile.ts';
import type { Deckset, DrawReason, Event, SheddingState } from './types.ts';

/** Cards that stay on the pile when it is shuffled into a new stock. */
export function keptOnPile(s: SheddingState): number {
  return s.phase === 'challenge' ? 2 : 1;
}

/** The shallow copy the updater makes at a move's first write: a literal of every field (much faster than a spread). */
const copyState: CopyState<SheddingState> = (s) => ({
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
});

export class SheddingUpdate extends Updater<SheddingState, Event> {
  /**
   * The draft, taken at once: every move that builds a SheddingUpdate writes (refusals are
   * decided on the original state before one is made), and hot code writes its fields directly.
   */
  readonly s: ReturnType<Updater<SheddingState, Event>['edit']>;
  /*
   * `hands` and `called` are copied on first write by this move itself (a fresh array the move
   * built, which the updater's rules let it mutate) rather than through `array()`: two flags are
   * cheaper than the owned-array list on the hot path (a play or a draw writes both).
   */
  private handsCopied = false;
  private calledCopied = false;

  constructor(
    readonly g: Deckset,
    state: SheddingState,
  ) {
    super(state, copyState);
    this.s = this.edit();
  }

  /** The table's generator (the state's `rng`), revived on first use. */
  override random(): Rng {
    return super.random('rng');
  }

  /** The seat after `seat` in the direction of play. */
  next(seat: Seat): Seat {
    const n = this.s.seats;
    return (seat + this.s.direction + n) % n;
  }

  setHand(seat: Seat, hand: readonly string[]): void {
    if (!this.handsCopied) {
      this.s.hands = this.s.hands.slice();
      this.handsCopied = true;
    }
    (this.s.hands as (readonly string[])[])[seat] = hand;
  }

  setCalled(seat: Seat, value: boolean): void {
    if (this.s.called[seat] === value) return;
    if (!this.calledCopied) {
      this.s.called = this.s.called.slice();
      this.calledCopied = true;
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

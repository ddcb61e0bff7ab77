/**
 * Stacked decks and a small table driver for the shedding games' rule tests.
 * A deck is in dealing order: the first-dealer draw cards, then the deal (one
 * card at a time from the left of the dealer), the turned-up card, the stock
 * from its top; the cards not named fill the stock below, in sorted order.
 */
import { expect } from 'vitest';
import type { GameDef } from '../../src/core/game.ts';
import { advance } from '../../src/core/host.ts';
import { drawForDealer } from '../../src/games/shared-shedding/dealing.ts';
import { pileCards } from '../../src/games/shared-shedding/pile.ts';
import type { Deckset, Event, Move, SheddingState } from '../../src/games/shared-shedding/types.ts';
import type { SheddingView } from '../../src/games/shared-shedding/view.ts';

export interface StackSpec {
  /** First-dealer draw cards in the order drawn (seat 0, 1, ... and redraws). */
  readonly draw: readonly string[];
  /** Each seat's hand (in seat order), handSize cards each. */
  readonly hands: readonly (readonly string[])[];
  readonly first: string;
  /** Top of the stock: the next cards drawn, in order. */
  readonly stock?: readonly string[];
}

export function stackDeck(g: Deckset, spec: StackSpec): string[] {
  const seats = spec.hands.length;
  const left = [...g.deck];
  const take = (c: string) => {
    const i = left.indexOf(c);
    if (i < 0) throw new Error(`stackDeck: no ${c} left`);
    left.splice(i, 1);
    return c;
  };
  const draw = spec.draw.map(take);
  const probe = drawForDealer(g, [...draw, ...left], seats);
  const dealer = probe.dealer;
  const size = spec.hands[0]!.length;
  const dealt: string[] = [];
  for (let round = 0; round < size; round++) {
    for (let k = 1; k <= seats; k++) dealt.push(take(spec.hands[(dealer + k) % seats]![round]!));
  }
  const first = take(spec.first);
  const stock = (spec.stock ?? []).map(take);
  return [...draw, ...dealt, first, ...stock, ...left];
}

type G = GameDef<unknown, SheddingState, Move, Event, SheddingView>;

/**
 * A table driven move by move; every move is expected to be accepted unless `refuse` is used.
 * `dealtAt`: the deal's time (`DealSource.at`, omitted when undefined); the table's clock starts there.
 */
export class Table {
  state: SheddingState;
  events: readonly Event[] = [];
  at = 0;
  constructor(
    readonly game: G,
    config: Record<string, unknown>,
    seats: number,
    deck: readonly string[],
    dealtAt?: number,
  ) {
    const c = game.parseConfig(config, seats);
    if (!c.ok) throw new Error(c.error.code);
    const s = game.setup(c.value, seats, dealtAt === undefined ? { seed: 1, deck } : { seed: 1, deck, at: dealtAt });
    if (!s.ok) throw new Error(s.error.code);
    this.state = s.value;
    this.at = dealtAt ?? 0;
  }
  /** Apply `move` by `seat`, `dt` ms after the previous one. */
  play(seat: number, move: Move, dt = 100): readonly Event[] {
    this.at += dt;
    const before = advance(this.game, this.state, this.at);
    const res = this.game.apply(before.state, seat, move, this.at);
    if (!res.ok) throw new Error(`seat ${seat} ${JSON.stringify(move)} refused: ${res.error.code}`);
    this.state = res.value.state;
    this.events = [...before.events, ...res.value.events];
    return this.events;
  }
  /** `seat` sends a table chat line `dt` ms after the previous move (the game's chat hook); the events it caused. */
  say(seat: number, text: string, dt = 100): readonly Event[] {
    this.at += dt;
    const before = advance(this.game, this.state, this.at);
    const step = this.game.chat?.(before.state, seat, text, this.at) ?? null;
    this.state = step === null ? before.state : step.state;
    this.events = [...before.events, ...(step === null ? [] : step.events)];
    return this.events;
  }
  refuse(seat: number, move: Move, code: string): void {
    const res = this.game.apply(advance(this.game, this.state, this.at).state, seat, move, this.at);
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.code).toBe(code);
  }
  wait(ms: number): readonly Event[] {
    this.at += ms;
    const step = advance(this.game, this.state, this.at);
    this.state = step.state;
    this.events = step.events;
    return step.events;
  }
  hand(seat: number): string[] {
    return [...this.state.hands[seat]!].sort();
  }
  top(): string {
    return this.state.discard!.card;
  }
  /** The stock, bottom first (the next card drawn is the last). */
  stock(): string[] {
    return pileCards(this.state.stock);
  }
  /** The face-up pile, bottom first (the top card is the last). */
  pile(): string[] {
    return pileCards(this.state.discard);
  }
  legal(seat: number): readonly Move[] {
    return this.game.legalMoves(this.state, seat);
  }
}

export const sorted = (xs: readonly string[]): string[] => [...xs].sort();

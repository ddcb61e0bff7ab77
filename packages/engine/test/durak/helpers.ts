/** Stacked-deck helpers for the Durak tests: deal exactly the cards a case names, play moves, expect refusals. */
import { expect } from 'vitest';
import { CODES, deckIds } from '../../src/games/durak/cards.ts';
import { durak, type Event, type Move, type State } from '../../src/games/durak/index.ts';

/**
 * A full deck order for `config`: the hands (each exactly dealSize cards, seat 0 first), then the
 * talon top cards, the rest of the deck in its natural order, and the trump card last (face up).
 * With `trump` omitted, the talon is just what is given (the last card dealt is then the trump card).
 */
export function stack(
  config: Record<string, unknown>,
  seats: number,
  deal: { hands: string[][]; talon?: string[]; trump?: string; },
): string[] {
  const parsed = durak.parseConfig(config, seats);
  if (!parsed.ok) throw new Error(parsed.error.message.en);
  const all = deckIds(parsed.value).map((id) => CODES[id]!);
  const named = [...deal.hands.flat(), ...(deal.talon ?? []), ...(deal.trump !== undefined ? [deal.trump] : [])];
  const rest = all.filter((c) => !named.includes(c));
  if (deal.trump === undefined) return [...deal.hands.flat(), ...(deal.talon ?? []), ...rest];
  return [...deal.hands.flat(), ...(deal.talon ?? []), ...rest, deal.trump];
}

/** A table dealt from a stacked deck (config checked as a player would submit it). */
export function start(
  config: Record<string, unknown>,
  seats: number,
  deal: { hands: string[][]; talon?: string[]; trump?: string; },
): State {
  const parsed = durak.parseConfig(config, seats);
  if (!parsed.ok) throw new Error(parsed.error.message.en);
  const res = durak.setup(parsed.value, seats, { seed: 7, deck: stack(config, seats, deal) });
  if (!res.ok) throw new Error(res.error.message.en);
  return res.value;
}

export interface Played {
  state: State;
  events: Event[];
}

/** Apply a move that must be accepted. */
export function act(state: State, seat: number, move: Move, at = 0): Played {
  const res = durak.apply(state, seat, move, at);
  if (!res.ok) throw new Error(`seat ${seat} ${JSON.stringify(move)} refused: ${res.error.code} ${res.error.message.en}`);
  return { state: res.value.state, events: [...res.value.events] };
}

/** Apply a move that must be refused with `code`; the state must not change. Returns the error. */
export function refuse(state: State, seat: number, move: Move, code: string) {
  const before = JSON.stringify(state);
  const res = durak.apply(state, seat, move, 0);
  expect(res.ok, `${JSON.stringify(move)} should be refused`).toBe(false);
  if (res.ok) throw new Error('accepted');
  expect(res.error.code).toBe(`durak/${code}`);
  expect(JSON.stringify(state)).toBe(before);
  for (const lang of ['ru', 'uk', 'bg', 'en'] as const) expect(res.error.message[lang]).not.toMatch(/\{\w+\}/);
  // The move must not be listed as legal either.
  expect(durak.legalMoves(state, seat)).not.toContainEqual(move);
  return res.error;
}

export const attack = (card: string): Move => ({ kind: 'attack', card });
export const defend = (attackCard: string, card: string): Move => ({ kind: 'defend', attack: attackCard, card });
export const transfer = (card: string): Move => ({ kind: 'transfer', card });
export const take: Move = { kind: 'take' };
export const done: Move = { kind: 'done' };

/** Cards of a seat's hand, as the seat sees them. */
export const hand = (state: State, seat: number): string[] => durak.view(state, seat).hand as string[];
export const sorted = (xs: readonly string[]): string[] => [...xs].sort();

/** Attacker leads `lead`, defender covers with `cover`, then every remaining actor says done until the bout ends. */
export function beatBout(state: State, lead: string, cover: string): Played {
  const a = state.attacker;
  const d = state.defender;
  let p = act(state, a, attack(lead));
  const events = [...p.events];
  p = act(p.state, d, defend(lead, cover));
  events.push(...p.events);
  let s = p.state;
  while (s.count > 0) {
    const seat = durak.actors(s)[0]!;
    const q = act(s, seat, done);
    events.push(...q.events);
    s = q.state;
  }
  return { state: s, events };
}

/**
 * A full state behind a seat's view, for bots that search (a bot sees only its view): every
 * public fact as the view shows it, the seat's own cards and peek as it knows them, and what
 * it cannot know filled in plainly — the rooms still face down in a fixed order, every other
 * seat that has chosen holding a knock with the first card of its hand. `determinize` then
 * re-draws all of that at random; `view(stateFromView(v, seat), seat)` is `v` again.
 */
import { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { doorNumber } from './policy.ts';
import { roomsFor, usesOf } from './setup.ts';
import type { Choice, Peek, State, View } from './state.ts';

const doorOf = (card: string | null): number => (card === null ? 0 : doorNumber(card));

/** `all` without one copy of each of `taken` (room codes repeat). */
function without(all: readonly string[], taken: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const r of taken) left.set(r, (left.get(r) ?? 0) + 1);
  const out: string[] = [];
  for (const r of all) {
    const n = left.get(r) ?? 0;
    if (n > 0) left.set(r, n - 1);
    else out.push(r);
  }
  return out;
}

export function stateFromView(view: View, seat: Seat): State {
  const config = view.config;
  const seats = view.seats;
  const seen = [...view.under.flat(), ...view.table.flatMap((t) => t.rooms), ...view.box];
  const rest = without(roomsFor(config, seats), seen);
  const resting = view.table.map((t) => doorOf(t.resting));
  const choosing = view.phase === 'choose';
  const choices: (Choice | null)[] = view.table.map((t, s) => {
    if (choosing) {
      if (s === seat && view.mine !== null) {
        const cards = view.mine.map(doorNumber);
        return { cards, lulu: view.lulu, door: cards.length === 1 ? cards[0]! : 0 };
      }
      if (!t.chosen) return null;
      const first = resting[s] === 1 ? 2 : 1;
      return { cards: [first], lulu: false, door: first };
    }
    const r = view.revealed?.find((x) => x.seat === s);
    if (r === undefined) return null;
    const cards = r.cards.map(doorNumber);
    // A card played that is the resting one can only be Lulu's.
    return { cards, lulu: cards.length === 1 && cards[0] === resting[s], door: r.door };
  });
  const peeks: (Peek | null)[] = view.table.map((_, s) =>
    s === seat && view.peek !== null ? { seat: view.peek.seat, door: doorNumber(view.peek.card) } : null
  );
  return {
    config,
    seats,
    doors: view.doors,
    porter: view.porter !== null,
    guests: view.table.map((t) => t.guest),
    // Piccolo Bo's count in the view is the Bakshish left; his uses are not counted.
    uses: view.table.map((t) => (t.guest === 'bo' ? usesOf('bo', config, seats) : t.usesLeft)),
    deck: [...seen, ...rest.slice(0, view.deckLeft)],
    dealt: seen.length,
    unseen: rest.slice(view.deckLeft),
    box: view.box,
    under: view.under,
    won: view.table.map((t) => t.rooms),
    bakshish: view.table.map((t) => t.bakshish),
    bakshishLeft: view.bakshishLeft,
    resting,
    porterResting: view.porter === null ? 0 : doorOf(view.porter.resting),
    round: view.round,
    phase: view.phase,
    choices,
    peeks,
    porterDoor: doorOf(view.porterCard),
    windowAt: view.deadline === null ? 0 : view.deadline - view.choiceSeconds * 1000,
    outcome: null,
    rng: Rng.seeded(0).state(),
  };
}

/**
 * A full state behind a seat's view, for bots that search (a bot is given only its view):
 * every public fact as the view shows it, the seat's own hand, and what it cannot know filled
 * in plainly from the cards nobody can place (the deck's printed order): the other hands while
 * the round is played, the row's face-down cards and the deck. `determinize` then re-draws
 * those; `view(stateFromView(v, seat), seat)` is `v`.
 *
 * The table's settings are the view's own (they are public), so a playout follows the table's
 * rules: its places, race windows, `winsToWin`, the Relay's range and extra discard. What the
 * view does not carry is filled with what a table most often has. Press times: every press at its
 * window's opening, each gesture the right one. A blind draw's position, a claim's card (the
 * first card of the number in the claimant's hand), the Relay's timer (not due), the slot laid
 * this turn (the newest open card after a lay), who laid last (the player on turn), a 2's
 * face-down card (turned up at the end of the next turn), the seats fined this turn (none).
 */
import { Rng } from '../../core/rng.ts';
import type { Seat } from '../../core/types.ts';
import { DECK, gestureFor, num, type Phrase } from './cards.ts';
import type { Config } from './config.ts';
import type { Place } from './places.ts';
import type { Phase, Press, RowCard, State, View } from './state.ts';

type PhaseView = Readonly<Record<string, unknown>>;

/** Press records for the seats a window shows as pressed (their times and gestures are not in the view). */
const pressesOf = (seats: readonly Seat[], at: number, gesture?: Press['gesture']): Press[] =>
  seats.map((seat) => (gesture === undefined ? { seat, at } : { seat, at, gesture }));

/** The phase behind its view; `claimCard` gives the card a claimant of Double Date holds. */
function phaseOf(p: PhaseView, claimCard: (seat: Seat, number: number) => string): Phase {
  const f = <T>(key: string): T => p[key] as T;
  const kind = f<Phase['kind']>('kind');
  switch (kind) {
    case 'gesture': {
      const phrase = f<Exclude<Phrase, 'none'>>('phrase');
      const openedAt = f<number>('openedAt');
      return { kind, phrase, openedAt, required: f('required'), presses: pressesOf(f('pressed'), openedAt, gestureFor(phrase)) };
    }
    case 'blind-draws':
      return { kind, from: f('from'), picks: f<boolean[]>('picked').map((x) => (x ? 0 : null)) };
    case 'give':
      return { kind, target: f('target') };
    case 'purge':
      return { kind, done: f('done'), collected: f('collected') };
    case 'distribute':
      return { kind, cards: f('cards'), given: f('given') };
    case 'six-seven':
      return { kind, openedAt: f('openedAt'), presses: pressesOf(f('pressed'), f('openedAt')), pair: f('pair') };
    case 'choose-taker':
      return { kind, candidates: f('candidates'), pair: f('pair'), chooser: f('chooser') };
    case 'double': {
      const number = f<number>('number');
      const at = f<number>('openedAt');
      const claims = f<Seat[]>('claimed').map((seat) => ({ seat, at, card: claimCard(seat, number) }));
      return { kind, number, openedAt: at, claims };
    }
    case 'say':
      return { kind, slot: f('slot') };
    case 'between':
      return { kind, until: f('until'), starter: f('starter') };
    case 'lay':
    case 'discard':
    case 'take':
    case 'offer':
    case 'name':
    case 'go':
    case 'over':
      return { kind };
  }
}

export function stateFromView(v: View, seat: Seat): State {
  const seats = v.handCounts.length;
  const config = v.config;
  const shown = v.hands !== null;
  const hands: string[][] = v.handCounts.map((_, o) => (shown ? [...v.hands![o]!] : o === seat ? [...v.hand] : []));
  // Cards the view places: the hands it shows, the open row, the discard, a phase's cards.
  const placed = [...hands.flat(), ...v.discard];
  for (const r of v.row) if (!('faceDown' in r)) placed.push(r.card);
  const p = v.phase;
  if (p['kind'] === 'purge') placed.push(...(p['collected'] as string[]));
  if (p['kind'] === 'distribute') placed.push(...(p['cards'] as string[]));
  const left = new Map<string, number>();
  for (const c of placed) left.set(c, (left.get(c) ?? 0) + 1);
  const pool = DECK.filter((c) => {
    const n = left.get(c) ?? 0;
    if (n > 0) left.set(c, n - 1);
    return n === 0;
  });
  const claimCard = (o: Seat, number: number): string => {
    const held = hands[o]!.find((c) => num(c) === number);
    if (held !== undefined) return held;
    const card = pool.splice(pool.findIndex((c) => num(c) === number), 1)[0]!;
    hands[o]!.push(card);
    return card;
  };
  const phase = phaseOf(p, claimCard);
  if (!shown) hands.forEach((h, o) => o !== seat && h.push(...pool.splice(0, v.handCounts[o]! - h.length)));
  const row = v.row.map((r): RowCard =>
    'faceDown' in r ?
      { id: r.slot, card: pool.shift()!, faceDown: true, revealAt: v.place === 'darkRoom' ? null : v.turnNo + 1 } :
      { id: r.slot, card: r.card, faceDown: false, revealAt: null }
  );
  const open = v.row.filter((r) => !('faceDown' in r));
  const relay = relayOf(v.place, v.relayRunning, config);
  return {
    config,
    seats,
    rng: Rng.seeded(0).state(),
    wins: [...v.wins],
    round: v.round,
    place: v.place,
    hands,
    // The deck's top is its last card.
    deck: pool,
    discard: [...v.discard],
    row,
    nextRowId: v.row.reduce((m, r) => Math.max(m, r.slot + 1), 0),
    turn: v.turn,
    turnNo: v.turnNo,
    laidSlot: phase.kind === 'lay' || open.length === 0 ? null : Math.max(...open.map((r) => r.slot)),
    lastLayer: phase.kind === 'choose-taker' ? phase.chooser : v.turn,
    phase,
    finedThisTurn: [],
    violations: v.violations,
    nextViolationId: v.violations.reduce((m, x) => Math.max(m, x.id + 1), 0),
    relay,
    lottery: v.lottery,
    lastRound: v.lastRound,
    champions: v.champions,
  };
}

/** The Relay's timer: running and not yet due (the time is a secret of nobody; `determinize` draws it), or rung. */
function relayOf(place: Place | null, running: boolean, config: Config): State['relay'] {
  if (place !== 'relay') return null;
  return { ringsAt: config.relayMaxMs + 0.5, nextCheck: 0, rang: !running };
}

/** The projections a client receives (view, eventView), where every card lies (zones) and the secrets. */
import type { Secret } from '../../core/game.ts';
import { cardSecrets } from '../../core/secrets.ts';
import type { Viewer, Zone } from '../../core/types.ts';
import { DECK } from './cards.ts';
import { ownPhases } from './places/table.ts';
import { rowSum, silence } from './rules.ts';
import type { Event, State, View } from './state.ts';

const shown = (s: State): boolean => s.phase.kind === 'between' || s.phase.kind === 'over';

export function zones(s: State): Zone[] {
  const out: Zone[] = s.hands.map((cards, seat) => ({
    id: `hand-${seat}`,
    cards,
    visibleTo: shown(s) ? 'all' : [seat],
    owner: seat,
  }));
  out.push({ id: 'deck', cards: s.deck, visibleTo: 'none' });
  out.push({ id: 'discard', cards: s.discard, visibleTo: 'all' });
  out.push({ id: 'row', cards: s.row.filter((r) => !r.faceDown).map((r) => r.card), visibleTo: 'all' });
  out.push({ id: 'row-face-down', cards: s.row.filter((r) => r.faceDown).map((r) => r.card), visibleTo: 'none' });
  const own = ownPhases(s);
  if (own?.zones !== undefined) out.push(...own.zones(s, s.phase));
  // A 7's cards collected so far, to be handed out where the place does so (the Crowded Minibus).
  if (s.phase.kind === 'purge') out.push({ id: 'minibus', cards: [...s.phase.collected], visibleTo: 'all' });
  return out;
}

export const cards = (): readonly string[] => DECK;

export function secrets(s: State): Secret[] {
  const out = cardSecrets(zones(s));
  // The Relay's ring time is a secret of the state, seen by nobody, until it rings.
  if (s.relay !== null && !s.relay.rang) out.push({ id: 'relay-rings', visibleTo: 'none', token: s.relay.ringsAt });
  return out;
}

function phaseView(s: State): Readonly<Record<string, unknown>> {
  const own = ownPhases(s);
  if (own !== null) return own.view(s, s.phase);
  const p = s.phase;
  switch (p.kind) {
    case 'gesture':
      return {
        kind: p.kind,
        phrase: p.phrase,
        openedAt: p.openedAt,
        closesAt: p.openedAt + s.config.gestureMs,
        required: p.required,
        pressed: p.presses.map((x) => x.seat).sort((a, b) => a - b),
      };
    case 'blind-draws':
      return { kind: p.kind, from: p.from, picked: p.picks.map((x) => x !== null) };
    case 'give':
      return { kind: p.kind, target: p.target, positions: s.hands[s.turn]!.length };
    case 'purge':
      return { kind: p.kind, done: p.done, collected: p.collected };
    case 'between':
      return { kind: p.kind, until: p.until, starter: p.starter };
    default:
      return { kind: p.kind };
  }
}

export function view(s: State, viewer: Viewer): View {
  const seat = viewer === 'spectator' ? null : viewer;
  return {
    seat,
    hand: seat === null ? [] : [...s.hands[seat]!].sort(),
    handCounts: s.hands.map((h) => h.length),
    hands: shown(s) ? s.hands.map((h) => [...h].sort()) : null,
    row: s.row.map((r) => (r.faceDown ? { slot: r.id, faceDown: true as const } : { slot: r.id, card: r.card })),
    sum: rowSum(s),
    deckCount: s.deck.length,
    discard: [...s.discard],
    place: s.place,
    turn: s.turn,
    turnNo: s.turnNo,
    round: s.round,
    wins: [...s.wins],
    phase: phaseView(s),
    silence: silence(s),
    violations: [...s.violations],
    relayRunning: s.relay !== null && !s.relay.rang,
    lottery: s.lottery === null ? null : { openedAt: s.lottery.openedAt, claims: [...s.lottery.claims].sort((a, b) => a - b) },
    lastRound: s.lastRound,
    champions: s.champions,
    config: s.config,
  };
}

export function eventView(e: Event, viewer: Viewer): Event | null {
  switch (e.kind) {
    case 'drew':
      return viewer === e.seat || viewer === e.from ? e : { ...e, card: null };
    case 'wrong-phrase':
      return viewer === e.seat ? e : { ...e, card: null };
    case 'taken':
      return e.faceDown && viewer !== e.seat ? { ...e, card: null } : e;
    default:
      return e;
  }
}

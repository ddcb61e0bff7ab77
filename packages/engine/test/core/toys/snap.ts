/**
 * "Snap", the reaction toy (turns with a reaction window): seats in turn flip the top card of a
 * face-down deck onto the pile. When it matches the value of the card under it, a window opens
 * for `windowMs`: the first press (`snap`) scores 2; presses within `tieMs` of the first are a
 * tie and every tied seat scores 1. The window closes `tieMs` after the first press (or at its
 * end), and `tick` scores it by the press times, never by arrival order.
 */
import {
  cardSecrets,
  err,
  errorFactory,
  type GameDef,
  ok,
  parseConfig,
  Rng,
  type Seat,
  type Step,
  type Zone,
} from '../../../src/index.ts';
import { asMove, malformed, placesByScore } from './common.ts';

const schema = [
  { key: 'windowMs', type: 'int', min: 100, max: 5000, default: 1500, label: 'snap.windowMs' },
  { key: 'tieMs', type: 'int', min: 1, max: 1000, default: 200, label: 'snap.tieMs' },
] as const;
interface Config {
  windowMs: number;
  tieMs: number;
}
/** Cards `1a` … `6d`: value 1..6, four of each. */
export const SNAP_DECK = [1, 2, 3, 4, 5, 6].flatMap((v) => ['a', 'b', 'c', 'd'].map((k) => `${v}${k}`));
const valueOf = (card: string) => card[0];

export interface Press {
  seat: Seat;
  at: number;
}
export interface SnapState {
  config: Config;
  seats: number;
  deck: string[];
  pile: string[];
  turn: Seat;
  /** An open reaction window: when it opened and the presses in arrival order. */
  window: { openedAt: number; presses: Press[]; } | null;
  scores: number[];
}
export type SnapMove = { kind: 'flip'; } | { kind: 'snap'; };
export type SnapEvent =
  | { kind: 'flip'; seat: Seat; card: string; snap: boolean; }
  | { kind: 'snap'; seat: Seat; }
  | { kind: 'scored'; seats: Seat[]; points: number; }
  | { kind: 'round-over'; };
export interface SnapView {
  deckCount: number;
  pile: string[];
  turn: Seat;
  window: { openedAt: number; pressed: Seat[]; } | null;
  scores: number[];
}

const fail = errorFactory('snap', {
  'not-your-turn': { rule: 'snap#flip', text: { en: 'Not your turn', ru: 'Не ваш ход', uk: 'Не ваш хід', bg: 'Не е ваш ред' } },
  'no-snap': {
    rule: 'snap#snap',
    text: { en: 'Nothing to snap', ru: 'Нечего хлопать', uk: 'Нічого плескати', bg: 'Няма какво да плеснете' },
  },
  'already-pressed': {
    rule: 'snap#snap',
    text: { en: 'You have pressed', ru: 'Вы уже нажали', uk: 'Ви вже натиснули', bg: 'Вече натиснахте' },
  },
  'game-over': {
    rule: 'snap#end',
    text: { en: 'The game is over', ru: 'Игра окончена', uk: 'Гру закінчено', bg: 'Играта свърши' },
  },
});

const over = (s: SnapState) => s.deck.length === 0 && s.window === null;
const FLIP: SnapMove = { kind: 'flip' };
const SNAP: SnapMove = { kind: 'snap' };

/** When the open window closes: `tieMs` after the first press, or at its end. */
export function closesAt(s: SnapState): number | null {
  if (s.window === null) return null;
  const end = s.window.openedAt + s.config.windowMs;
  const first = s.window.presses[0];
  return first === undefined ? end : Math.min(end, Math.min(...s.window.presses.map((p) => p.at)) + s.config.tieMs);
}

/** The seats that score a closed window: the earliest press and every press within `tieMs` of it. */
export function winnersOf(s: SnapState): Seat[] {
  const presses = s.window?.presses ?? [];
  if (presses.length === 0) return [];
  const first = Math.min(...presses.map((p) => p.at));
  return presses.filter((p) => p.at - first < s.config.tieMs).map((p) => p.seat).sort((a, b) => a - b);
}

/** Close the window: 2 points to a sole winner, 1 to each tied seat; the next seat flips. */
export function closeWindow(s: SnapState, winners: readonly Seat[]): Step<SnapState, SnapEvent> {
  const points = winners.length === 1 ? 2 : 1;
  const scores = s.scores.map((p, seat) => (winners.includes(seat) ? p + points : p));
  const state = { ...s, scores, window: null };
  const events: SnapEvent[] = winners.length > 0 ? [{ kind: 'scored', seats: [...winners], points }] : [];
  if (over(state)) events.push({ kind: 'round-over' });
  return { state, events };
}

function zones(s: SnapState): Zone[] {
  return [{ id: 'deck', cards: s.deck, visibleTo: 'none' }, { id: 'pile', cards: s.pile, visibleTo: 'all' }];
}

export const snapGame: GameDef<Config, SnapState, SnapMove, SnapEvent, SnapView> = {
  id: 'snap',
  title: { en: 'Snap', ru: 'Хлоп', uk: 'Хлоп', bg: 'Плясък' },
  type: { timing: 'turns', hiddenInformation: true, chance: true },
  configSchema: schema,
  texts: {},
  seats: { min: 2, max: 4 },
  parseConfig: (raw) => parseConfig<Config>(schema, raw),
  setup: (config, seats, source) =>
    ok({
      config,
      seats,
      deck: source.deck ? [...source.deck] : Rng.seeded(source.seed).shuffle(SNAP_DECK),
      pile: [],
      turn: 0,
      window: null,
      scores: Array(seats).fill(0),
    }),
  actors(s) {
    if (over(s)) return [];
    if (s.window === null) return [s.turn];
    const pressed = s.window.presses.map((p) => p.seat);
    return Array.from({ length: s.seats }, (_, seat) => seat).filter((seat) => !pressed.includes(seat));
  },
  // A reaction window closes by its clock: nobody is waited on; otherwise the seat to flip.
  awaiting: (s) => (over(s) || s.window !== null ? [] : [s.turn]),
  legalMoves(s, seat) {
    if (over(s)) return [];
    if (s.window === null) return seat === s.turn ? [FLIP] : [];
    return s.window.presses.some((p) => p.seat === seat) ? [] : [SNAP];
  },
  parseMove(raw) {
    const m = asMove(raw);
    if (m === null || (m['kind'] !== 'flip' && m['kind'] !== 'snap') || Object.keys(m).length !== 1) return malformed('snap');
    return ok(m['kind'] === 'flip' ? FLIP : SNAP);
  },
  apply(s, seat, move, at) {
    if (over(s)) return err(fail('game-over'));
    if (move.kind === 'snap') {
      if (s.window === null) return err(fail('no-snap'));
      if (s.window.presses.some((p) => p.seat === seat)) return err(fail('already-pressed'));
      return ok({
        state: { ...s, window: { ...s.window, presses: [...s.window.presses, { seat, at }] } },
        events: [{ kind: 'snap', seat }],
      });
    }
    if (s.window !== null || seat !== s.turn) return err(fail('not-your-turn'));
    const [card, ...deck] = s.deck;
    const snap = s.pile.length > 0 && valueOf(s.pile[s.pile.length - 1]!) === valueOf(card!);
    const state = {
      ...s,
      deck,
      pile: [...s.pile, card!],
      turn: (s.turn + 1) % s.seats,
      window: snap ? { openedAt: at, presses: [] } : null,
    };
    const events: SnapEvent[] = [{ kind: 'flip', seat, card: card!, snap }];
    if (over(state)) events.push({ kind: 'round-over' });
    return ok({ state, events });
  },
  deadline: closesAt,
  tick(s, at) {
    const due = closesAt(s);
    return due === null || at < due ? null : closeWindow(s, winnersOf(s));
  },
  view: (s) => ({
    deckCount: s.deck.length,
    pile: [...s.pile],
    turn: s.turn,
    window: s.window === null ? null : { openedAt: s.window.openedAt, pressed: s.window.presses.map((p) => p.seat) },
    scores: [...s.scores],
  }),
  eventView: (e) => e,
  outcomeShape: () => 'points',
  outcome: (s) => (over(s) ? { places: placesByScore(s.scores), scores: [...s.scores] } : null),
  secrets: (s) => cardSecrets(zones(s)),
  cards: { zones, cards: () => SNAP_DECK },
  fuzz: { moveSpace: () => [FLIP, SNAP] },
  reactions: { tieMs: (s) => (s.window === null ? null : s.config.tieMs) },
  bots: {},
};

/**
 * "Stacks", the real-time toy: every seat holds public number cards and may, at any moment,
 * put a card on one of two shared stacks if it is higher than that stack's top. A move is aimed
 * at the stack its mover saw: if the stack moved meanwhile the move is stale and refused
 * (`races`). When nobody can move for half a second, `tick` clears both stacks. The first seat
 * to empty its hand wins; the others are ranked by cards left.
 */
import { err, errorFactory, type GameDef, ok, parseConfig, Rng, type Seat } from '../../../src/index.ts';
import { asMove, malformed } from './common.ts';

const schema = [{ key: 'handSize', type: 'int', min: 2, max: 5, default: 5, label: 'stacks.handSize' }] as const;
interface Config {
  handSize: number;
}
const STACKS = 2;
const STUCK_MS = 500;
export interface StacksState {
  config: Config;
  hands: number[][];
  tops: number[];
  /** When the last card was put down or the stacks were cleared: the stuck clock runs from it. */
  lastAt: number;
  winner: Seat | null;
}
export type StacksMove = { kind: 'put'; card: number; stack: number; };
export type StacksEvent = { kind: 'put'; seat: Seat; card: number; stack: number; on: number; } | { kind: 'cleared'; } | {
  kind: 'round-over';
};
export interface StacksView {
  hands: number[][];
  tops: number[];
  lastAt: number;
}

const fail = errorFactory('stacks', {
  'not-in-hand': {
    rule: 'stacks#put',
    text: { en: 'You do not hold {card}', ru: 'У вас нет {card}', uk: 'У вас немає {card}', bg: 'Нямате {card}' },
  },
  'too-low': {
    rule: 'stacks#put',
    text: { en: 'Not higher than the top', ru: 'Не выше верхней', uk: 'Не вища за верхню', bg: 'Не е по-висока от горната' },
  },
  'no-such-stack': {
    rule: 'stacks#put',
    text: { en: 'No such stack', ru: 'Нет такой стопки', uk: 'Немає такої стопки', bg: 'Няма такава купчина' },
  },
  'stack-moved': {
    rule: 'stacks#races',
    text: {
      en: 'That stack changed before your card arrived',
      ru: 'Стопка изменилась раньше, чем пришла ваша карта',
      uk: 'Стопка змінилася раніше, ніж прийшла ваша карта',
      bg: 'Купчината се промени преди картата ви да пристигне',
    },
  },
  'game-over': {
    rule: 'stacks#end',
    text: { en: 'The game is over', ru: 'Игра окончена', uk: 'Гру закінчено', bg: 'Играта свърши' },
  },
});

const movesOf = (s: StacksState, seat: Seat): StacksMove[] =>
  s.winner !== null ?
    [] :
    s.hands[seat]!.flatMap((card) => s.tops.flatMap((top, stack) => (card > top ? [{ kind: 'put' as const, card, stack }] : [])));
const stuck = (s: StacksState): boolean => s.winner === null && s.hands.every((_, seat) => movesOf(s, seat).length === 0);

export const stacksGame: GameDef<Config, StacksState, StacksMove, StacksEvent, StacksView> = {
  id: 'stacks',
  title: { en: 'Stacks', ru: 'Стопки', uk: 'Стопки', bg: 'Купчини' },
  type: { timing: 'realtime', hiddenInformation: false, chance: true },
  configSchema: schema,
  texts: {},
  seats: { min: 2, max: 4 },
  parseConfig: (raw) => parseConfig<Config>(schema, raw),
  setup(config, seats, source) {
    const deck = Rng.seeded(source.seed).shuffle(Array.from({ length: 20 }, (_, i) => i + 1));
    const hands = Array.from({ length: seats }, (_, s) => deck.slice(s * config.handSize, (s + 1) * config.handSize));
    return ok({ config, hands, tops: Array(STACKS).fill(0), lastAt: source.at ?? 0, winner: null });
  },
  // Real time: every seat with cards may act at any moment; nobody is waited on.
  actors: (s) => (s.winner !== null ? [] : s.hands.flatMap((h, seat) => (h.length > 0 ? [seat] : []))),
  awaiting: () => [],
  legalMoves: movesOf,
  parseMove(raw) {
    const m = asMove(raw);
    if (m === null || m['kind'] !== 'put' || !Number.isInteger(m['card']) || !Number.isInteger(m['stack'])) {
      return malformed('stacks');
    }
    return ok({ kind: 'put', card: m['card'] as number, stack: m['stack'] as number });
  },
  apply(s, seat, move, at) {
    if (s.winner !== null) return err(fail('game-over'));
    if (!s.hands[seat]!.includes(move.card)) return err(fail('not-in-hand', { card: move.card }));
    const on = s.tops[move.stack];
    if (on === undefined) return err(fail('no-such-stack'));
    if (move.card <= on) return err(fail('too-low'));
    const hands = s.hands.map((h, i) => (i === seat ? h.filter((c) => c !== move.card) : h));
    const tops = s.tops.map((t, i) => (i === move.stack ? move.card : t));
    const winner = hands[seat]!.length === 0 ? seat : null;
    const events: StacksEvent[] = [{ kind: 'put', seat, card: move.card, stack: move.stack, on }];
    if (winner !== null) events.push({ kind: 'round-over' });
    return ok({ state: { ...s, hands, tops, lastAt: at, winner }, events });
  },
  deadline: (s) => (stuck(s) ? s.lastAt + STUCK_MS : null),
  tick: (
    s,
    at,
  ) => (stuck(s) && at >= s.lastAt + STUCK_MS ?
    { state: { ...s, tops: s.tops.map(() => 0), lastAt: at }, events: [{ kind: 'cleared' }] } :
    null),
  view: (s) => ({ hands: s.hands.map((h) => [...h]), tops: [...s.tops], lastAt: s.lastAt }),
  eventView: (e) => e,
  outcomeShape: () => 'penalty',
  outcome(s) {
    if (s.winner === null) return null;
    const left = s.hands.map((h) => h.length);
    return { places: left.map((n) => 1 + left.filter((m) => m < n).length), scores: left, lowerScoreWins: true };
  },
  secrets: () => [],
  // A card aimed at a stack that has moved since its mover looked means something else now.
  races: {
    stale: (seen, now, _seat, move) => (seen.tops[move.stack] !== now.tops[move.stack] ? fail('stack-moved') : null),
  },
  bots: {},
};

/**
 * "Doors", the simultaneous toy: every round each seat chooses a door (1..3) face down; when
 * all have chosen, or at the window's deadline (when `tick` chooses door 1 for every seat that
 * has not), the doors are revealed together and the highest door chosen by exactly one seat
 * scores it. A choice is a secret of its seat until the reveal.
 */
import {
  err,
  errorFactory,
  type GameDef,
  ok,
  parseConfig,
  type Seat,
  type Secret,
  type Step,
  type Viewer,
} from '../../../src/index.ts';
import { asMove, malformed, placesByScore } from './common.ts';

const schema = [
  { key: 'rounds', type: 'int', min: 1, max: 5, default: 3, label: 'doors.rounds' },
  { key: 'windowMs', type: 'int', min: 100, max: 10_000, default: 1000, label: 'doors.windowMs' },
] as const;
interface Config {
  rounds: number;
  windowMs: number;
}
export const DOORS = [1, 2, 3] as const;
/** A choice as the state keeps it: the whole object is the secret's token, so a leak shows it. */
export interface Choice {
  round: number;
  seat: Seat;
  door: number;
}
export interface DoorsState {
  config: Config;
  seats: number;
  round: number;
  choices: (Choice | null)[];
  closesAt: number;
  scores: number[];
  over: boolean;
}
export type DoorsMove = { kind: 'choose'; door: number; };
export type DoorsEvent =
  | { kind: 'chose'; seat: Seat; }
  | { kind: 'reveal'; round: number; doors: number[]; scorer: Seat | null; byClock: boolean; }
  | { kind: 'round-over'; };
export interface DoorsView {
  round: number;
  /** The viewer's own choice this round (null for others and spectators). */
  mine: Choice | null;
  chosen: boolean[];
  closesAt: number;
  scores: number[];
}

const fail = errorFactory('doors', {
  'already-chosen': {
    rule: 'doors#choose',
    text: { en: 'You have chosen', ru: 'Вы уже выбрали', uk: 'Ви вже обрали', bg: 'Вече избрахте' },
  },
  'no-such-door': {
    rule: 'doors#choose',
    text: { en: 'No such door', ru: 'Нет такой двери', uk: 'Немає таких дверей', bg: 'Няма такава врата' },
  },
  'game-over': {
    rule: 'doors#end',
    text: { en: 'The game is over', ru: 'Игра окончена', uk: 'Гру закінчено', bg: 'Играта свърши' },
  },
});

const waiting = (s: DoorsState): Seat[] => (s.over ? [] : s.choices.flatMap((c, seat) => (c === null ? [seat] : [])));

/** Reveal every door together, score the highest door chosen once, open the next round. */
export function reveal(s: DoorsState, choices: readonly Choice[], at: number, byClock: boolean): Step<DoorsState, DoorsEvent> {
  const doors = choices.map((c) => c.door);
  const unique = doors.filter((d) => doors.indexOf(d) === doors.lastIndexOf(d));
  const best = unique.length === 0 ? null : Math.max(...unique);
  const scorer = best === null ? null : doors.indexOf(best);
  const scores = s.scores.map((p, seat) => (seat === scorer ? p + best! : p));
  const over = s.round >= s.config.rounds;
  const events: DoorsEvent[] = [{ kind: 'reveal', round: s.round, doors, scorer, byClock }];
  if (over) events.push({ kind: 'round-over' });
  const state = {
    ...s,
    scores,
    over,
    round: over ? s.round : s.round + 1,
    choices: s.choices.map(() => null),
    closesAt: at + s.config.windowMs,
  };
  return { state, events };
}

export const doorsGame: GameDef<Config, DoorsState, DoorsMove, DoorsEvent, DoorsView> = {
  id: 'doors',
  title: { en: 'Doors', ru: 'Двери', uk: 'Двері', bg: 'Врати' },
  type: { timing: 'simultaneous', hiddenInformation: true, chance: false },
  configSchema: schema,
  texts: {},
  seats: { min: 2, max: 4 },
  parseConfig: (raw) => parseConfig<Config>(schema, raw),
  setup: (config, seats, source) =>
    ok({
      config,
      seats,
      round: 1,
      choices: Array(seats).fill(null),
      closesAt: (source.at ?? 0) + config.windowMs,
      scores: Array(seats).fill(0),
      over: false,
    }),
  actors: waiting,
  awaiting: waiting,
  legalMoves: (s, seat) => (waiting(s).includes(seat) ? DOORS.map((door) => ({ kind: 'choose', door })) : []),
  parseMove(raw) {
    const m = asMove(raw);
    if (m === null || m['kind'] !== 'choose' || !Number.isInteger(m['door'])) return malformed('doors');
    return ok({ kind: 'choose', door: m['door'] as number });
  },
  apply(s, seat, move, at) {
    if (s.over) return err(fail('game-over'));
    if (s.choices[seat] !== null) return err(fail('already-chosen'));
    if (!(DOORS as readonly number[]).includes(move.door)) return err(fail('no-such-door'));
    const choices = s.choices.map((c, i) => (i === seat ? { round: s.round, seat, door: move.door } : c));
    if (choices.every((c) => c !== null)) return ok(reveal(s, choices as Choice[], at, false));
    return ok({ state: { ...s, choices }, events: [{ kind: 'chose', seat }] });
  },
  deadline: (s) => (s.over ? null : s.closesAt),
  // The window's deadline: door 1 for every seat that has not chosen, then the reveal.
  tick(s, at) {
    if (s.over || at < s.closesAt) return null;
    const choices = s.choices.map((c, seat) => c ?? { round: s.round, seat, door: 1 });
    return reveal(s, choices, s.closesAt, true);
  },
  view: (s, viewer: Viewer) => ({
    round: s.round,
    mine: viewer === 'spectator' ? null : s.choices[viewer]!,
    chosen: s.choices.map((c) => c !== null),
    closesAt: s.closesAt,
    scores: [...s.scores],
  }),
  eventView: (e) => e,
  outcomeShape: () => 'points',
  outcome: (s) => (s.over ? { places: placesByScore(s.scores), scores: [...s.scores] } : null),
  secrets: (s) =>
    s.choices.flatMap((c, seat): Secret[] => (c === null ? [] : [{ id: `choice/${seat}`, visibleTo: [seat], token: { ...c } }])),
  bots: {},
};

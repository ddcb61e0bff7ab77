/**
 * Tiny games for the table server's scheduling tests, one per timing model,
 * written only against the v2 contract:
 * - `shout` (turns with an open window): the seat whose turn it is must `step`;
 *   every other seat may `shout` once per turn. Actors are all seats that may
 *   act; only the turn seat is awaited.
 * - `secret` (simultaneous): every seat picks 1..3 face down; the picks are
 *   revealed together when all have picked or when the window's deadline
 *   passes, `tick` picking 1 for every seat that has not.
 * - `grab` (real time): seats grab the top card of shared stacks whenever they
 *   like; a grab aimed at a stack that has changed since is stale (`races`).
 */
import {
  type Bot,
  type ConfigSchema,
  err,
  errorFactory,
  type GameDef,
  ok,
  parseConfig,
  type Seat,
  type Tagged,
} from '@kozyr/engine';

const text = (en: string) => ({ en, ru: en, uk: en, bg: en });
const places = (scores: readonly number[]): number[] => scores.map((x) => 1 + scores.filter((y) => y > x).length);

// ---- shout: turns with a window for the other seats ------------------------

const shoutSchema = [{ key: 'steps', type: 'int', label: 'steps', min: 1, max: 100, default: 6 }] as const satisfies ConfigSchema;
interface ShoutConfig {
  steps: number;
}
export interface ShoutState {
  readonly seats: number;
  readonly turn: Seat;
  readonly stepsLeft: number;
  /** Seats that have shouted during the current turn. */
  readonly shouted: readonly Seat[];
  readonly shouts: readonly number[];
}
export type ShoutMove = { kind: 'step'; } | { kind: 'shout'; };
export type ShoutEvent = { kind: 'stepped'; seat: Seat; } | { kind: 'shouted'; seat: Seat; };

const shoutFail = errorFactory('shout', {
  'not-your-turn': { rule: 'shout#turns', text: text('It is not your turn') },
  'no-shout': { rule: 'shout#window', text: text('You may not shout now') },
  'bad-move': { rule: 'shout#moves', text: text('Unknown move') },
});

const shoutActors = (s: ShoutState): Seat[] =>
  s.stepsLeft === 0 ? [] : Array.from({ length: s.seats }, (_, i) => i).filter((i) => i === s.turn || !s.shouted.includes(i));

/** The shout game with the given bots (the first is the stand-in unless one is called `basic`). */
export function shoutGame(
  bots: Readonly<Record<string, Bot<ShoutState, ShoutMove>>> = {},
): GameDef<ShoutConfig, ShoutState, ShoutMove, ShoutEvent, ShoutState> {
  return {
    id: 'shout',
    title: text('Shout'),
    type: { timing: 'turns', hiddenInformation: false, chance: false },
    configSchema: shoutSchema,
    texts: { steps: text('Steps') },
    seats: { min: 2, max: 4 },
    parseConfig: (raw) => parseConfig<ShoutConfig>(shoutSchema, raw),
    setup: (config, seats) =>
      ok({ seats, turn: 0, stepsLeft: config.steps, shouted: [], shouts: Array.from({ length: seats }, () => 0) }),
    actors: shoutActors,
    awaiting: (s) => (s.stepsLeft === 0 ? [] : [s.turn]),
    legalMoves(s, seat) {
      if (s.stepsLeft === 0) return [];
      if (seat === s.turn) return [{ kind: 'step' }];
      return s.shouted.includes(seat) ? [] : [{ kind: 'shout' }];
    },
    parseMove(raw) {
      const kind = (raw as { kind?: unknown; } | null)?.kind;
      return kind === 'step' || kind === 'shout' ? ok({ kind }) : err(shoutFail('bad-move'));
    },
    apply(s, seat, move) {
      if (move.kind === 'step') {
        if (seat !== s.turn || s.stepsLeft === 0) return err(shoutFail('not-your-turn'));
        return ok({
          state: { ...s, turn: (s.turn + 1) % s.seats, stepsLeft: s.stepsLeft - 1, shouted: [] },
          events: [{ kind: 'stepped', seat }],
        });
      }
      if (seat === s.turn || s.shouted.includes(seat) || s.stepsLeft === 0) return err(shoutFail('no-shout'));
      const shouts = s.shouts.map((n, i) => (i === seat ? n + 1 : n));
      return ok({ state: { ...s, shouted: [...s.shouted, seat], shouts }, events: [{ kind: 'shouted', seat }] });
    },
    deadline: () => null,
    tick: () => null,
    view: (s) => s,
    eventView: (e) => e,
    outcomeShape: () => 'points',
    outcome: (s) => (s.stepsLeft > 0 ? null : { places: places(s.shouts), scores: s.shouts }),
    secrets: () => [],
    bots: {
      basic: {
        id: 'basic',
        // Steps on its turn, shouts whenever it may.
        choose: ({ legal }) => (legal[0] === undefined ? null : { move: legal[0] }),
      },
      ...bots,
    },
  };
}

// ---- secret: a simultaneous choice revealed together -----------------------

const secretSchema = [
  { key: 'rounds', type: 'int', label: 'rounds', min: 1, max: 20, default: 2 },
  { key: 'windowMs', type: 'int', label: 'windowMs', min: 50, max: 60_000, default: 5000 },
] as const satisfies ConfigSchema;
interface SecretConfig {
  rounds: number;
  windowMs: number;
}
export interface SecretState {
  readonly config: SecretConfig;
  /** This round's picks, null for a seat that has not picked. */
  readonly picks: readonly (number | null)[];
  readonly totals: readonly number[];
  readonly roundsLeft: number;
  /** When the open window closes. */
  readonly due: number;
}
export type SecretMove = { kind: 'pick'; n: number; };
export type SecretEvent =
  | { kind: 'picked'; seat: Seat; }
  | { kind: 'revealed'; picks: readonly number[]; byClock: boolean; };
export interface SecretView {
  readonly mine: number | null;
  readonly picked: readonly boolean[];
  readonly totals: readonly number[];
  readonly roundsLeft: number;
}

const secretFail = errorFactory('secret', {
  'not-choosing': { rule: 'secret#window', text: text('You have already picked this round') },
  'bad-move': { rule: 'secret#moves', text: text('Pick 1, 2 or 3') },
});

const unpicked = (s: SecretState): Seat[] => s.roundsLeft === 0 ? [] : s.picks.flatMap((p, i) => (p === null ? [i] : []));

function reveal(s: SecretState, picks: readonly number[], at: number, byClock: boolean) {
  const totals = s.totals.map((t, i) => t + picks[i]!);
  const roundsLeft = s.roundsLeft - 1;
  return {
    state: { ...s, picks: picks.map(() => null), totals, roundsLeft, due: at + s.config.windowMs },
    events: [{ kind: 'revealed', picks, byClock } as const],
  };
}

export const secretGame: GameDef<SecretConfig, SecretState, SecretMove, SecretEvent, SecretView> = {
  id: 'secret',
  title: text('Secret picks'),
  type: { timing: 'simultaneous', hiddenInformation: true, chance: false },
  configSchema: secretSchema,
  texts: { rounds: text('Rounds'), windowMs: text('Window') },
  seats: { min: 2, max: 4 },
  parseConfig: (raw) => parseConfig<SecretConfig>(secretSchema, raw),
  setup: (config, seats, source) =>
    ok({
      config,
      picks: Array.from({ length: seats }, () => null),
      totals: Array.from({ length: seats }, () => 0),
      roundsLeft: config.rounds,
      due: (source.at ?? 0) + config.windowMs,
    }),
  actors: unpicked,
  awaiting: unpicked,
  legalMoves: (s, seat) =>
    s.roundsLeft === 0 || s.picks[seat] !== null ? [] : [1, 2, 3].map((n): SecretMove => ({ kind: 'pick', n })),
  parseMove(raw) {
    const m = raw as { kind?: unknown; n?: unknown; } | null;
    return m?.kind === 'pick' && (m.n === 1 || m.n === 2 || m.n === 3) ?
      ok({ kind: 'pick', n: m.n }) :
      err(secretFail('bad-move'));
  },
  apply(s, seat, move, at) {
    if (s.roundsLeft === 0 || s.picks[seat] !== null) return err(secretFail('not-choosing'));
    const picks = s.picks.map((p, i) => (i === seat ? move.n : p));
    if (picks.every((p) => p !== null)) {
      const r = reveal(s, picks as number[], at, false);
      return ok({ state: r.state, events: [{ kind: 'picked', seat }, ...r.events] });
    }
    return ok({ state: { ...s, picks }, events: [{ kind: 'picked', seat }] });
  },
  deadline: (s) => (s.roundsLeft === 0 ? null : s.due),
  tick(s, at) {
    if (s.roundsLeft === 0 || s.due > at) return null;
    // The window closes: every seat that has not picked picks 1.
    return reveal(s, s.picks.map((p) => p ?? 1), s.due, true);
  },
  view: (s, viewer) => ({
    mine: viewer === 'spectator' ? null : s.picks[viewer]!,
    picked: s.picks.map((p) => p !== null),
    totals: s.totals,
    roundsLeft: s.roundsLeft,
  }),
  eventView: (e) => e,
  outcomeShape: () => 'points',
  outcome: (s) => (s.roundsLeft > 0 ? null : { places: places(s.totals), scores: s.totals }),
  secrets: (s) =>
    s.picks.flatMap((p, seat) => (p === null ? [] : [{ id: `pick/${seat}`, visibleTo: [seat], token: { kind: 'pick', n: p } }])),
  bots: {
    basic: { id: 'basic', choose: ({ legal }) => (legal.length === 0 ? null : { move: legal[legal.length - 1]! }) },
  },
};

// ---- grab: real time on shared stacks --------------------------------------

const grabSchema = [{
  key: 'height',
  type: 'int',
  label: 'height',
  min: 1,
  max: 200,
  default: 60,
}] as const satisfies ConfigSchema;
interface GrabConfig {
  height: number;
}
export interface GrabState {
  /** Stack i holds cards worth i+1 each (stack 1 is worth more than stack 0). */
  readonly stacks: readonly number[];
  readonly scores: readonly number[];
}
export type GrabMove = { kind: 'grab'; stack: number; };
export type GrabEvent = { kind: 'grabbed'; seat: Seat; stack: number; };

const grabFail = errorFactory('grab', {
  empty: { rule: 'grab#stacks', text: text('That stack is empty') },
  'stack-moved': { rule: 'grab#races', text: text('Someone grabbed from that stack first') },
  'bad-move': { rule: 'grab#moves', text: text('Unknown move') },
});

const allSeats = (s: GrabState): Seat[] => (s.stacks.some((n) => n > 0) ? s.scores.map((_, i) => i) : []);

/** The grab game with the given extra bots. */
export function grabGame(
  bots: Readonly<Record<string, Bot<GrabState, Tagged>>> = {},
): GameDef<GrabConfig, GrabState, GrabMove, GrabEvent, GrabState> {
  return {
    id: 'grab',
    title: text('Grab'),
    type: { timing: 'realtime', hiddenInformation: false, chance: false },
    configSchema: grabSchema,
    texts: { height: text('Stack height') },
    seats: { min: 2, max: 4 },
    parseConfig: (raw) => parseConfig<GrabConfig>(grabSchema, raw),
    setup: (config, seats) => ok({ stacks: [config.height, config.height], scores: Array.from({ length: seats }, () => 0) }),
    actors: allSeats,
    // Real time: nobody is waited on.
    awaiting: () => [],
    legalMoves: (s) => s.stacks.flatMap((n, stack) => (n > 0 ? [{ kind: 'grab', stack } as const] : [])),
    parseMove(raw) {
      const m = raw as { kind?: unknown; stack?: unknown; } | null;
      return m?.kind === 'grab' && (m.stack === 0 || m.stack === 1) ?
        ok({ kind: 'grab', stack: m.stack }) :
        err(grabFail('bad-move'));
    },
    apply(s, seat, move) {
      if (s.stacks[move.stack] === 0) return err(grabFail('empty'));
      return ok({
        state: {
          stacks: s.stacks.map((n, i) => (i === move.stack ? n - 1 : n)),
          scores: s.scores.map((x, i) => (i === seat ? x + move.stack + 1 : x)),
        },
        events: [{ kind: 'grabbed', seat, stack: move.stack }],
      });
    },
    deadline: () => null,
    tick: () => null,
    view: (s) => s,
    eventView: (e) => e,
    outcomeShape: () => 'points',
    outcome: (s) => (s.stacks.some((n) => n > 0) ? null : { places: places(s.scores), scores: s.scores }),
    secrets: () => [],
    races: {
      // A grab means "the card on top as I saw it": once someone has taken from that stack, it means another card.
      stale: (seen, now, _seat, move) => (seen.stacks[move.stack] === now.stacks[move.stack] ? null : grabFail('stack-moved')),
    },
    bots: {
      basic: {
        id: 'basic',
        // Goes for the richer stack; the host waits the seat's reaction time.
        choose: ({ legal }) => {
          const best = [...legal].sort((a, b) => (b as GrabMove).stack - (a as GrabMove).stack)[0];
          return best === undefined ? null : { move: best };
        },
      },
      ...bots,
    },
  };
}

/**
 * A tiny game for the server's tests, written only against the engine
 * contract (proof that the server is game-agnostic). "High cards": cards c1..cN
 * are worth their number; seats take turns playing one card from a hidden hand
 * (then draw one from the talon) or passing; after `turns` turns per seat the
 * highest total wins. Optional rules exercise the server's hooks: `chatPenalty`
 * (chat is a move costing a point), `windowMs` (a timed turn: the clock passes
 * for a seat that is too slow).
 */
import {
  cardSecrets,
  type ConfigSchema,
  err,
  errorFactory,
  type GameDef,
  ok,
  parseConfig,
  Rng,
  type RngState,
  type Seat,
  type Viewer,
  type Zone,
} from '@kozyr/engine';

export const fakeSchema = [
  { key: 'turns', type: 'int', label: 'turns', min: 1, max: 20, default: 2 },
  { key: 'chatPenalty', type: 'bool', label: 'chatPenalty', default: false },
  { key: 'windowMs', type: 'int', label: 'windowMs', min: 0, max: 60_000, default: 0 },
] as const satisfies ConfigSchema;

export interface FakeConfig {
  turns: number;
  chatPenalty: boolean;
  windowMs: number;
}

export interface FakeState {
  readonly config: FakeConfig;
  readonly hands: readonly (readonly string[])[];
  readonly talon: readonly string[];
  readonly played: readonly string[];
  readonly scores: readonly number[];
  readonly turn: Seat;
  readonly turnsLeft: number;
  /** When the current turn's window closes (windowMs > 0, after the first move), else null. */
  readonly due: number | null;
  readonly rng: RngState;
}

export type FakeMove = { kind: 'play'; card: string; } | { kind: 'pass'; } | { kind: 'chat'; };
export type FakeEvent =
  | { kind: 'played'; seat: Seat; card: string; }
  | { kind: 'passed'; seat: Seat; byClock: boolean; }
  | { kind: 'drew'; seat: Seat; card: string | null; }
  | { kind: 'penalty'; seat: Seat; }
  | { kind: 'round-over'; };
export interface FakeView {
  readonly hand: readonly string[] | null;
  readonly handSizes: readonly number[];
  readonly played: readonly string[];
  readonly scores: readonly number[];
  readonly turn: Seat;
  readonly turnsLeft: number;
  readonly talon: number;
}

const text = (en: string) => ({ en, ru: en, uk: en, bg: en });
const fail = errorFactory('fake', {
  'not-your-turn': { rule: 'fake#turns', text: text('It is not your turn') },
  'card-not-in-hand': { rule: 'fake#play', text: text('{card} is not in your hand') },
  'game-over': { rule: 'fake#end', text: text('The game is over') },
  'bad-move': { rule: 'fake#moves', text: text('Unknown move') },
  'bad-deck': { rule: 'fake#deck', text: text("The stacked deck must hold exactly this table's cards") },
});

export const deckFor = (seats: number): string[] => Array.from({ length: seats * 5 }, (_, i) => `c${i + 1}`);
const value = (card: string): number => Number(card.slice(1));

function endTurn(s: FakeState, scores: readonly number[], at: number): FakeState {
  const n = s.hands.length;
  const turnsLeft = s.turnsLeft - 1;
  return {
    ...s,
    scores,
    turn: (s.turn + 1) % n,
    turnsLeft,
    due: s.config.windowMs > 0 && turnsLeft > 0 ? at + s.config.windowMs : null,
  };
}

function places(scores: readonly number[]): number[] {
  return scores.map((x) => 1 + scores.filter((y) => y > x).length);
}

function fakeZones(s: FakeState): Zone[] {
  return [
    ...s.hands.map((cards, i) => ({ id: `hand${i}`, cards, visibleTo: [i], owner: i })),
    { id: 'talon', cards: s.talon, visibleTo: 'none' as const },
    { id: 'played', cards: s.played, visibleTo: 'all' as const },
  ];
}

export const fakeGame: GameDef<FakeConfig, FakeState, FakeMove, FakeEvent, FakeView> = {
  id: 'fake',
  title: text('High cards'),
  type: { timing: 'turns', hiddenInformation: true, chance: true },
  configSchema: fakeSchema,
  texts: { turns: text('Turns'), chatPenalty: text('Chat costs a point'), windowMs: text('Turn window') },
  seats: { min: 2, max: 4 },
  parseConfig: (raw) => parseConfig<FakeConfig>(fakeSchema, raw),
  setup(config, seats, source) {
    const cards = deckFor(seats);
    let order: string[];
    if (source.deck !== undefined) {
      if ([...source.deck].sort().join() !== [...cards].sort().join()) return err(fail('bad-deck'));
      order = [...source.deck];
    } else order = Rng.seeded(source.seed).shuffle(cards);
    const rng = Rng.seeded(source.seed ^ 0x5f5f);
    const hands = Array.from({ length: seats }, (_, i) => order.slice(i * 3, i * 3 + 3));
    return ok({
      config,
      hands,
      talon: order.slice(seats * 3),
      played: [],
      scores: hands.map(() => 0),
      turn: 0,
      turnsLeft: config.turns * seats,
      due: null,
      rng: rng.state(),
    });
  },
  actors: (s) => (s.turnsLeft > 0 ? [s.turn] : []),
  awaiting: (s) => (s.turnsLeft > 0 ? [s.turn] : []),
  legalMoves(s, seat) {
    if (s.turnsLeft === 0 || seat !== s.turn) return [];
    return [...s.hands[seat]!.map((card): FakeMove => ({ kind: 'play', card })), { kind: 'pass' }];
  },
  parseMove(raw) {
    const m = raw as { kind?: unknown; card?: unknown; } | null;
    if (m === null || typeof m !== 'object') return err(fail('bad-move'));
    if (m.kind === 'pass') return ok({ kind: 'pass' });
    if (m.kind === 'play' && typeof m.card === 'string') return ok({ kind: 'play', card: m.card });
    // Chat is a move only in the variant whose rules react to it.
    return err(fail('bad-move'));
  },
  apply(s, seat, move, at) {
    if (move.kind === 'chat') {
      if (!s.config.chatPenalty) return err(fail('bad-move'));
      const scores = s.scores.map((x, i) => (i === seat ? x - 1 : x));
      return ok({ state: { ...s, scores }, events: [{ kind: 'penalty', seat }] });
    }
    if (s.turnsLeft === 0) return err(fail('game-over'));
    if (seat !== s.turn) return err(fail('not-your-turn'));
    if (move.kind === 'pass') {
      const next = endTurn(s, s.scores, at);
      return ok({
        state: next,
        events: [{ kind: 'passed', seat, byClock: false }, ...(next.turnsLeft === 0 ? [{ kind: 'round-over' } as const] : [])],
      });
    }
    const hand = s.hands[seat]!;
    if (!hand.includes(move.card)) return err(fail('card-not-in-hand', { card: move.card }));
    const drawn = s.talon[0];
    const newHand = [...hand.filter((c) => c !== move.card), ...(drawn === undefined ? [] : [drawn])];
    const hands = s.hands.map((h, i) => (i === seat ? newHand : h));
    const scores = s.scores.map((x, i) => (i === seat ? x + value(move.card) : x));
    const next = endTurn({ ...s, hands, talon: s.talon.slice(1), played: [...s.played, move.card] }, scores, at);
    const events: FakeEvent[] = [{ kind: 'played', seat, card: move.card }];
    if (drawn !== undefined) events.push({ kind: 'drew', seat, card: drawn });
    if (next.turnsLeft === 0) events.push({ kind: 'round-over' });
    return ok({ state: next, events });
  },
  deadline: (s) => (s.turnsLeft > 0 ? s.due : null),
  tick(s, at) {
    if (s.due === null || s.due > at || s.turnsLeft === 0) return null;
    const seat = s.turn;
    const next = endTurn(s, s.scores, s.due);
    return {
      state: next,
      events: [{ kind: 'passed', seat, byClock: true }, ...(next.turnsLeft === 0 ? [{ kind: 'round-over' } as const] : [])],
    };
  },
  view(s, viewer: Viewer) {
    return {
      hand: viewer === 'spectator' ? null : s.hands[viewer]!,
      handSizes: s.hands.map((h) => h.length),
      played: s.played,
      scores: s.scores,
      turn: s.turn,
      turnsLeft: s.turnsLeft,
      talon: s.talon.length,
    };
  },
  eventView: (e, viewer) => (e.kind === 'drew' && viewer !== e.seat ? { ...e, card: null } : e),
  outcomeShape: () => 'points',
  outcome: (s) => (s.turnsLeft > 0 ? null : { places: places(s.scores), scores: s.scores }),
  secrets: (s) => cardSecrets(fakeZones(s)),
  cards: { zones: fakeZones, cards: (s) => deckFor(s.hands.length) },
  search: { determinize: (s) => s },
  fuzz: { moveSpace: (s) => [...deckFor(s.hands.length).map((card): FakeMove => ({ kind: 'play', card })), { kind: 'pass' }] },
  bots: {
    basic: {
      id: 'basic',
      // The stand-in: plays its lowest card (keeps the high ones), passing only with an empty hand.
      choose({ legal }) {
        const plays = legal.filter((m): m is { kind: 'play'; card: string; } => m.kind === 'play');
        if (plays.length === 0) return legal[0] === undefined ? null : { move: legal[0] };
        return { move: plays.reduce((a, b) => (value(a.card) <= value(b.card) ? a : b)) };
      },
    },
  },
};

/** The same game with the chat hook: with `chatPenalty`, a seat's chat line costs it a point (for the chat tests). */
export const chattyGame: typeof fakeGame = {
  ...fakeGame,
  id: 'chatty',
  chat(s, seat) {
    if (!s.config.chatPenalty || s.turnsLeft === 0) return null;
    const scores = s.scores.map((x, i) => (i === seat ? x - 1 : x));
    return { state: { ...s, scores }, events: [{ kind: 'penalty', seat }] };
  },
};

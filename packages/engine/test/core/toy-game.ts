/**
 * "High card", a toy game used to test the core and to prove that the
 * conformance suite's checks can fail. Seats play one card each in turn; the
 * highest card takes the trick; a finished trick stays on show for 1 s (a timed
 * window: nobody acts, `tick` clears it). Two cards lie face down and are never
 * played, so hands and the kitty are hidden information.
 */
import {
  cardSecrets,
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
} from '../../src/index.ts';

const schema = [{ key: 'handSize', type: 'int', min: 1, max: 4, default: 3, label: 'toy.handSize' }] as const;
interface Config {
  handSize: number;
}
export interface ToyState {
  config: Config;
  seats: number;
  rng: RngState;
  hands: string[][];
  kitty: string[];
  trick: (string | null)[];
  turn: Seat;
  points: number[];
  showUntil: number | null;
  won: string[];
}
export type ToyMove = { kind: 'play'; card: string; };
export type ToyEvent = { kind: 'played'; seat: Seat; card: string; } | { kind: 'trick'; winner: Seat; } | { kind: 'round-over'; };
export interface ToyView {
  me: Viewer;
  hand: string[];
  handSizes: number[];
  trick: (string | null)[];
  turn: Seat;
  points: number[];
  won: string[];
}

const fail = errorFactory('toy', {
  'not-your-turn': { rule: 'toy#turns', text: { en: 'Not your turn', ru: 'Не ваш ход', uk: 'Не ваш хід', bg: 'Не е ваш ред' } },
  'card-not-in-hand': {
    rule: 'toy#play',
    text: { en: 'You do not hold {card}', ru: 'У вас нет {card}', uk: 'У вас немає {card}', bg: 'Нямате {card}' },
  },
  'game-over': {
    rule: 'toy#end',
    text: { en: 'The game is over', ru: 'Игра окончена', uk: 'Гру закінчено', bg: 'Играта свърши' },
  },
});

const value = (card: string) => Number(card.slice(1));
const deckOf = (seats: number, handSize: number) => Array.from({ length: seats * handSize + 2 }, (_, i) => `C${i + 1}`);
const over = (s: ToyState) => s.hands.every((h) => h.length === 0) && s.showUntil === null;

function toyZones(s: ToyState): Zone[] {
  return [
    ...s.hands.map((cards, i) => ({ id: `hand:${i}`, cards, visibleTo: [i] })),
    { id: 'kitty', cards: s.kitty, visibleTo: 'none' as const },
    { id: 'trick', cards: s.trick.filter((c): c is string => c !== null), visibleTo: 'all' as const },
    { id: 'won', cards: s.won, visibleTo: 'all' as const },
  ];
}

/** A full state consistent with what `seat` has seen: the hidden cards re-dealt. */
export function determinize(s: ToyState, seat: Seat, rng: Rng): ToyState {
  const hidden = [...s.kitty, ...s.hands.flatMap((h, i) => (i === seat ? [] : h))];
  const dealt = rng.shuffle(hidden);
  let k = 0;
  const take = (n: number) => dealt.slice(k, k += n);
  const hands = s.hands.map((h, i) => (i === seat ? h : take(h.length)));
  return { ...s, hands, kitty: take(s.kitty.length) };
}

/** The state behind a seat's view: the unseen cards (other hands, then the kitty) in deck order. */
export function fromView(v: ToyView, seat: Seat): ToyState {
  const seats = v.handSizes.length;
  const played = v.trick.filter((c): c is string => c !== null);
  const handSize = (v.handSizes.reduce((a, b) => a + b, 0) + played.length + v.won.length) / seats;
  const seen = new Set([...v.hand, ...played, ...v.won]);
  const unseen = deckOf(seats, handSize).filter((c) => !seen.has(c));
  let k = 0;
  const hands = v.handSizes.map((n, i) => (i === seat ? [...v.hand] : unseen.slice(k, k += n)));
  return {
    config: { handSize },
    seats,
    rng: Rng.seeded(0).state(),
    hands,
    kitty: unseen.slice(k),
    trick: [...v.trick],
    turn: v.turn,
    points: [...v.points],
    showUntil: played.length === seats ? 0 : null,
    won: [...v.won],
  };
}

export const toyGame: GameDef<Config, ToyState, ToyMove, ToyEvent, ToyView> = {
  id: 'toy',
  title: { en: 'High card', ru: 'Старшая карта', uk: 'Старша карта', bg: 'Висока карта' },
  type: { timing: 'turns', hiddenInformation: true, chance: true },
  configSchema: schema,
  texts: {},
  seats: { min: 2, max: 4 },
  parseConfig: (raw) => parseConfig<Config>(schema, raw),
  setup(config, seats, source) {
    const rng = Rng.seeded(source.seed);
    const deck = source.deck ? [...source.deck] : rng.shuffle(deckOf(seats, config.handSize));
    const hands = Array.from({ length: seats }, (_, s) => deck.slice(s * config.handSize, (s + 1) * config.handSize));
    return ok({
      config,
      seats,
      rng: rng.state(),
      hands,
      kitty: deck.slice(seats * config.handSize),
      trick: Array(seats).fill(null),
      turn: 0,
      points: Array(seats).fill(0),
      showUntil: null,
      won: [],
    });
  },
  actors: (s) => (over(s) || s.showUntil !== null ? [] : [s.turn]),
  awaiting: (s) => (over(s) || s.showUntil !== null ? [] : [s.turn]),
  legalMoves: (
    s,
    seat,
  ) => (over(s) || s.showUntil !== null || seat !== s.turn ? [] : s.hands[seat]!.map((card) => ({ kind: 'play', card }))),
  parseMove(raw) {
    const m = raw as Partial<ToyMove> | null;
    if (typeof m !== 'object' || m === null || m.kind !== 'play' || typeof m.card !== 'string' || !/^C\d+$/.test(m.card)) {
      return err({
        code: 'toy/malformed',
        rule: 'toy#moves',
        message: { en: 'bad move', ru: 'плохой ход', uk: 'поганий хід', bg: 'лош ход' },
      });
    }
    return ok({ kind: 'play', card: m.card });
  },
  apply(s, seat, move, at) {
    if (over(s)) return err(fail('game-over'));
    if (seat !== s.turn || s.showUntil !== null) return err(fail('not-your-turn'));
    if (!s.hands[seat]!.includes(move.card)) return err(fail('card-not-in-hand', { card: move.card }));
    const hands = s.hands.map((h, i) => (i === seat ? h.filter((c) => c !== move.card) : h));
    const trick = s.trick.map((c, i) => (i === seat ? move.card : c));
    const events: ToyEvent[] = [{ kind: 'played', seat, card: move.card }];
    if (trick.some((c) => c === null)) return ok({ state: { ...s, hands, trick, turn: (seat + 1) % s.seats }, events });
    let winner = 0;
    trick.forEach((c, i) => {
      if (value(c!) > value(trick[winner]!)) winner = i;
    });
    const points = s.points.map((p, i) => (i === winner ? p + 1 : p));
    events.push({ kind: 'trick', winner });
    return ok({ state: { ...s, hands, trick, points, turn: winner, showUntil: at + 1000 }, events });
  },
  // A finished trick stays on show for a second; then the host's tick clears it.
  deadline: (s) => s.showUntil,
  tick(s) {
    if (s.showUntil === null) return null;
    const state = { ...s, won: [...s.won, ...(s.trick as string[])], trick: Array(s.seats).fill(null), showUntil: null };
    return { state, events: over(state) ? [{ kind: 'round-over' }] : [] };
  },
  view: (s, viewer) => ({
    me: viewer,
    hand: viewer === 'spectator' ? [] : [...s.hands[viewer]!],
    handSizes: s.hands.map((h) => h.length),
    trick: [...s.trick],
    turn: s.turn,
    points: [...s.points],
    won: [...s.won],
  }),
  eventView: (e) => e,
  outcome(s) {
    if (!over(s)) return null;
    return { places: s.points.map((p) => 1 + s.points.filter((q) => q > p).length), scores: [...s.points] };
  },
  secrets: (s) => cardSecrets(toyZones(s)),
  search: { determinize, fromView },
  cards: { zones: toyZones, cards: (s) => deckOf(s.seats, s.config.handSize) },
  fuzz: { moveSpace: (s) => deckOf(s.seats, s.config.handSize).map((card) => ({ kind: 'play', card })) },
  bots: {},
};

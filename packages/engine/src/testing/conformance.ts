/**
 * One conformance suite for every game (after OpenSpiel's basic_tests): random playouts from
 * many seeds and seat counts, checking after each step what the contract promises. Which checks
 * run follows from the game's `type` and its capability groups:
 * - always: legal moves apply, the input state is never mutated, replay is deterministic, the
 *   state survives JSON, the game ends with well-formed places (and teams); `awaiting ⊆ actors`,
 *   every awaited seat has a legal move or a form, a seat that is not an actor has neither, and
 *   actors and awaiting follow from public information (equal spectator views, equal answers);
 *   every view and every per-viewer event is scanned for every secret (`secrets(state)`) its
 *   viewer may not see, and no view carries the generator;
 * - `cards`: conservation, and every hidden card is declared a secret;
 * - `search`: determinize agrees with the seat's view, its actors, awaiting and legal moves; `playout`
 *   reaches the state, in the number of moves and with the draws, of move-by-move random play, and
 *   leaves its input state as it was; `search.fromView` rebuilds a state that shows the seat its view
 *   again (with the same actors), determinized too;
 * - `fuzz`: well-formed moves outside the seat's legal list and forms are refused with a rule error;
 * - `forms`: filled forms parse back and apply or are refused with a rule error; values outside
 *   a field's constraints are refused;
 * - `chat`: random chat lines at random times keep every invariant and replay;
 * - `races` (or `timing: 'realtime'`): a move applied after another seat's move is refused by
 *   `stale`, refused by `apply`, or has exactly the events it had on the state its mover saw;
 * - `reactions`: two presses at the same moment in an open tie window give the same result in
 *   either order;
 * - `rounds`: `rounds.ended(state)` is the number of `round-over` events of the steps so far;
 * - `json`: `json.view(state, viewer)` is `JSON.stringify(view(state, viewer))`, byte for byte, for
 *   every viewer after every step;
 * - `timing: 'simultaneous'`: while a window is open no view or event of another viewer depends
 *   on what a seat chose, awaited seats always have a deadline, and `tick` at the deadline moves
 *   the window on (defaults filled), so the game never stalls.
 * A game's test file calls `conformance(game, options)`.
 */
import { describe, expect, it } from 'vitest';
import { fillField, fillForm, fitsForm } from '../core/forms.ts';
import { type Field, type GameDef, type MoveForm, outcomeShapeOf, type Secret } from '../core/game.ts';
import { advance, formsOf, play } from '../core/host.ts';
import { Rng } from '../core/rng.ts';
import { mayView } from '../core/secrets.ts';
import type { Outcome, Result, RuleError, Seat, Step, Tagged, Viewer, Zone } from '../core/types.ts';

export interface ConformanceTable {
  /** Raw config as a player would submit it. */
  readonly config: Record<string, unknown>;
  readonly seats: readonly number[];
}

export interface ConformanceOptions {
  readonly tables: readonly ConformanceTable[];
  /** Playouts per table with the cheaper checks after every move. */
  readonly playouts?: number;
  /** Playouts per table with every check after every move (views, events, determinize, JSON). */
  readonly deepPlayouts?: number;
  /** A game must end within this many accepted moves. */
  readonly maxMoves?: number;
  /** Time between moves is drawn from [0, maxGapMs]: reaction games need gaps around their windows. */
  readonly maxGapMs?: number;
  /** Illegal moves tried per position. */
  readonly illegalPerMove?: number;
  readonly firstSeed?: number;
  /** Games with a chat hook: the chance of a chat line before each move (default 0.2). */
  readonly chatRate?: number;
  /** Words a game's chat rule reacts to, mixed into the random chat lines. */
  readonly chatWords?: readonly string[];
  /** Simultaneous games: the chance that a window is left to its deadline instead of a move (default 0.25). */
  readonly timeoutRate?: number;
}

type Recorded<M> =
  | { readonly seat: Seat; readonly move: M; readonly at: number; }
  | { readonly seat: Seat; readonly chat: string; readonly at: number; };

const json = (x: unknown): string => JSON.stringify(x);

/** JSON with object keys sorted, so equal subtrees compare equal whatever their key order. */
function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (x !== null && typeof x === 'object') {
    const keys = Object.keys(x).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((x as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(x);
}

/** The key a secret's token is matched by: a whole string, a whole number, or an equal subtree. */
function tokenKey(token: Secret['token']): string {
  if (typeof token === 'string') return `s:${token}`;
  if (typeof token === 'number') return `n:${token}`;
  return `o:${canonical(token)}`;
}

/** Every string, number (and, if asked, every subtree) of a JSON value, as token keys. */
function valueKeys(value: unknown, withObjects: boolean, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(`s:${value}`);
  else if (typeof value === 'number') out.add(`n:${value}`);
  else if (value !== null && typeof value === 'object') {
    if (withObjects) out.add(`o:${canonical(value)}`);
    for (const v of Array.isArray(value) ? value : Object.values(value)) valueKeys(v, withObjects, out);
  }
  return out;
}

function sortedCards(zones: readonly Zone[]): string[] {
  const all: string[] = [];
  for (const z of zones) for (const c of z.cards) all.push(c);
  return all.sort();
}

const seesZone = (z: Zone, viewer: Viewer): boolean =>
  z.visibleTo === 'all' || (viewer !== 'spectator' && z.visibleTo !== 'none' && z.visibleTo.includes(viewer));

function rngNumbers(state: unknown): number[] {
  const rng = (state as { rng?: unknown; }).rng;
  return Array.isArray(rng) ? (rng as number[]) : [];
}

/** Places of a finished table: competition ranking among players; null only for seats that are not players. */
export function checkPlaces(places: readonly (number | null)[], seats: number): void {
  expect(places.length).toBe(seats);
  const ranked = places.filter((p): p is number => p !== null);
  expect(ranked.length, 'a finished table ranks at least one player').toBeGreaterThan(0);
  for (const p of ranked) {
    // A place is 1 + the number of players strictly ahead (ties share, "1224").
    expect(p).toBe(1 + ranked.filter((q) => q < p).length);
  }
}

/** Teams: every player in exactly one team, nobody else in any, team mates sharing their place. */
export function checkTeams(outcome: Outcome): void {
  if (outcome.teams === undefined) return;
  const seen = new Set<Seat>();
  for (const team of outcome.teams) {
    expect(team.length, 'a team has members').toBeGreaterThan(0);
    for (const seat of team) {
      if (seen.has(seat)) throw new Error(`outcome: seat ${seat} is in two teams`);
      seen.add(seat);
      if (outcome.places[seat] === null || outcome.places[seat] === undefined) {
        throw new Error(`outcome: seat ${seat} is in a team but is not a player`);
      }
      if (outcome.places[seat] !== outcome.places[team[0]!]) {
        throw new Error(`outcome: team mates ${team.join(',')} have different places`);
      }
    }
  }
  outcome.places.forEach((p, seat) => {
    if (p !== null && !seen.has(seat)) throw new Error(`outcome: player ${seat} is in no team`);
  });
}

/** A value that breaks `field`'s constraints (too long, out of range, outside the bounds, too many points). */
function outOfField(field: Field, rng: Rng): unknown {
  switch (field.type) {
    case 'text':
      return field.minLength > 0 && rng.int(2) === 0 ? '' : 'x'.repeat(field.maxLength + 1);
    case 'int':
      return rng.pick([field.min - 1, field.max + 1, field.min + 0.5]);
    case 'point':
      return { x: field.bounds.x + field.bounds.width + 1, y: field.bounds.y };
    case 'stroke': {
      const inside = { x: field.bounds.x, y: field.bounds.y };
      return rng.pick([[], Array.from({ length: field.maxPoints + 1 }, () => inside), [inside, {
        x: field.bounds.x - 1,
        y: inside.y,
      }]]);
    }
  }
}

/** The checks, usable on their own: each throws on the first violation it finds. */
export function conformanceChecks<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  options: ConformanceOptions,
) {
  const playouts = options.playouts ?? 300;
  const deep = options.deepPlayouts ?? 20;
  const maxMoves = options.maxMoves ?? 5000;
  const maxGap = options.maxGapMs ?? 0;
  const illegalPerMove = options.illegalPerMove ?? 2;
  const firstSeed = options.firstSeed ?? 1;
  const chatRate = options.chatRate ?? 0.2;
  const chatWords = options.chatWords ?? [];
  const timeoutRate = options.timeoutRate ?? 0.25;
  const simultaneous = game.type.timing === 'simultaneous';
  const racing = game.races !== undefined || game.type.timing === 'realtime';

  const viewersOf = (seats: number): Viewer[] => [...Array.from({ length: seats }, (_, s) => s), 'spectator'];

  function assertRuleError(error: RuleError, what: string): void {
    if (!new RegExp(`^${game.id}/[a-z0-9-]+$`).test(error.code)) {
      throw new Error(`${what}: refused with code ${error.code}, not ${game.id}/…`);
    }
    for (const lang of ['ru', 'uk', 'bg', 'en'] as const) {
      if ((error.message[lang] ?? '').length === 0) throw new Error(`${what}: refusal ${error.code} has no ${lang} message`);
    }
    if (!(error.rule.length > 0)) throw new Error(`${what}: refusal ${error.code} points to no rule`);
  }

  /** Token keys `viewer` may see in this state: its secrets and, in card games, every card it sees. */
  function visibleKeys(state: S, secrets: readonly Secret[], viewer: Viewer, out = new Set<string>()): Set<string> {
    for (const s of secrets) if (mayView(s, viewer)) out.add(tokenKey(s.token));
    if (game.cards !== undefined) {
      for (const z of game.cards.zones(state)) if (seesZone(z, viewer)) { for (const c of z.cards) out.add(`s:${c}`); }
    }
    return out;
  }

  /** The secrets of `secrets` that `viewer` may not see and whose token it sees nowhere else. */
  function hiddenFrom(secrets: readonly Secret[], viewer: Viewer, visible: ReadonlySet<string>): Secret[] {
    return secrets.filter((s) => !mayView(s, viewer) && !visible.has(tokenKey(s.token)));
  }

  function leaks(value: unknown, hidden: readonly Secret[]): Secret[] {
    if (hidden.length === 0) return [];
    const found = valueKeys(value, hidden.some((s) => typeof s.token === 'object'));
    return hidden.filter((s) => found.has(tokenKey(s.token)));
  }

  const describeLeak = (found: readonly Secret[]): string => found.map((s) => `${s.id} (${json(s.token)})`).join(', ');

  /** Hiding is never opt-in: every card a viewer may not see is one of the game's secrets. */
  function assertCardsDeclared(state: S, secrets: readonly Secret[], seats: number, label: string): void {
    if (game.cards === undefined) return;
    const zones = game.cards.zones(state);
    for (const viewer of viewersOf(seats)) {
      const declared = new Set(secrets.filter((s) => !mayView(s, viewer)).map((s) => tokenKey(s.token)));
      const sees = visibleKeys(state, secrets, viewer);
      for (const z of zones) {
        if (seesZone(z, viewer)) continue;
        for (const c of z.cards) {
          if (!declared.has(`s:${c}`) && !sees.has(`s:${c}`)) {
            throw new Error(`${label}: card ${c} in ${z.id} is hidden from ${viewer} but is not a secret`);
          }
        }
      }
    }
  }

  function assertHidden(state: S, seats: number, label: string): void {
    const secrets = game.secrets(state);
    if (!game.type.hiddenInformation && secrets.length > 0) {
      throw new Error(`${label}: the game says it hides nothing but has secrets ${describeLeak(secrets)}`);
    }
    assertCardsDeclared(state, secrets, seats, label);
    const rngNums = rngNumbers(state).map(String);
    for (const viewer of viewersOf(seats)) {
      const view = game.view(state, viewer);
      const found = leaks(view, hiddenFrom(secrets, viewer, visibleKeys(state, secrets, viewer)));
      if (found.length > 0) throw new Error(`${label}: view of ${viewer} shows the secret ${describeLeak(found)}`);
      const text = json(view);
      if (/"rng"/.test(text) || (rngNums.length > 0 && rngNums.every((n) => text.includes(n)))) {
        throw new Error(`${label}: view of ${viewer} carries the generator state`);
      }
    }
  }

  /**
   * An event may show a viewer what it sees before or after the step; never a secret that is
   * hidden from it after the step (a drawn card, a choice made face down).
   */
  function assertEventsHidden(before: S, after: S, events: readonly E[], seats: number, label: string): void {
    const secretsBefore = game.secrets(before);
    const secretsAfter = game.secrets(after);
    for (const viewer of viewersOf(seats)) {
      const visible = visibleKeys(before, secretsBefore, viewer);
      visibleKeys(after, secretsAfter, viewer, visible);
      const hidden = hiddenFrom(secretsAfter, viewer, visible);
      for (const e of events) {
        const seen = game.eventView(e, viewer);
        if (seen === null) continue;
        const found = leaks(seen, hidden);
        if (found.length > 0) {
          throw new Error(`${label}: event ${e.kind} seen by ${viewer} shows the secret ${describeLeak(found)}`);
        }
        expect(JSON.parse(json(seen))).toEqual(seen);
      }
    }
  }

  function assertConserved(state: S, label: string): void {
    if (game.cards === undefined) return;
    const want = [...game.cards.cards(state)].sort();
    const got = sortedCards(game.cards.zones(state));
    if (json(got) !== json(want)) {
      throw new Error(`${label}: cards not conserved (${got.length} in zones, ${want.length} in the deck)`);
    }
  }

  function assertDeterminize(state: S, seats: number, rng: Rng, label: string): void {
    if (game.search === undefined) return;
    for (let seat = 0; seat < seats; seat++) {
      const det = game.search.determinize(state, seat, rng);
      assertConserved(det, `${label} determinized for ${seat}`);
      expect(game.view(det, seat), `${label}: determinize for seat ${seat} disagrees with its view`).toEqual(
        game.view(state, seat),
      );
      expect(game.actors(det), `${label}: determinize for seat ${seat} changes the actors`).toEqual(game.actors(state));
      expect(game.awaiting(det), `${label}: determinize for seat ${seat} changes awaiting`).toEqual(game.awaiting(state));
      expect(game.legalMoves(det, seat)).toEqual(game.legalMoves(state, seat));
      if (game.search.fromView !== undefined) assertFromView(game.search.fromView, state, seat, rng, label);
    }
  }

  /**
   * `search.playout` from `state` makes the moves random play makes move by move through `apply` with the
   * same generator (randomPlayout's choices: an actor among several, then one of its legal moves), up to
   * the same state (as JSON), in as many moves, with the generator left at the same point; `state` unchanged.
   */
  function assertPlayout(state: S, at: number, seed: number, label: string): void {
    const fast = game.search?.playout;
    if (fast === undefined) return;
    const snapshot = json(state);
    const fastRng = Rng.seeded(seed);
    const played = game.search!.playout!(state, fastRng, at);
    if (json(state) !== snapshot) throw new Error(`${label}: search.playout mutated its input state`);
    const rng = Rng.seeded(seed);
    let slow = state;
    let moves = 0;
    for (; game.outcome(slow) === null; moves++) {
      const actors = game.actors(slow);
      if (actors.length === 0) break;
      const seat = actors.length === 1 ? actors[0]! : actors[rng.int(actors.length)]!;
      const legal = game.legalMoves(slow, seat);
      if (legal.length === 0) throw new Error(`${label}: a game with search.playout has actor ${seat} without a listed move`);
      const res = game.apply(slow, seat, legal[rng.int(legal.length)]!, at);
      if (!res.ok) throw new Error(`${label}: legal move refused in move-by-move play: ${res.error.code}`);
      slow = res.value.state;
    }
    expect(played.moves, `${label}: search.playout made another number of moves than move-by-move play`).toBe(moves);
    expect(json(played.state), `${label}: search.playout reached another state than move-by-move play`).toBe(json(slow));
    expect(fastRng.u32(), `${label}: search.playout drew another amount from the generator`).toBe(rng.u32());
    assertConserved(played.state, `${label} after search.playout`);
  }

  /**
   * `search.fromView`: the state a bot rebuilds behind its view shows it that very view, and so
   * does every determinization of it, with the table's actors. Its legal moves are checked per game
   * (test/shared/from-view.ts): a view need not carry every setting that shapes them, and a search
   * bot chooses among the moves it was given in any case.
   */
  function assertFromView(fromView: (view: V, seat: Seat) => S, state: S, seat: Seat, rng: Rng, label: string): void {
    const view = game.view(state, seat);
    const behind = fromView(view, seat);
    expect(game.view(behind, seat), `${label}: the state behind seat ${seat}'s view shows another view`).toEqual(view);
    expect(game.actors(behind), `${label}: the state behind seat ${seat}'s view has other actors`).toEqual(game.actors(state));
    const det = game.search!.determinize(behind, seat, rng);
    expect(game.view(det, seat), `${label}: a determinization behind seat ${seat}'s view shows another view`).toEqual(view);
  }

  /** What a seat may do now: its listed moves and its forms. */
  interface Choices {
    readonly legal: readonly M[];
    readonly forms: readonly MoveForm[];
  }
  const hasChoice = (c: Choices): boolean => c.legal.length > 0 || c.forms.length > 0;
  /** One of a seat's choices at random (a form filled with random valid values). */
  function pickChoice(c: Choices, rng: Rng): M {
    const i = rng.int(c.legal.length + c.forms.length);
    return i < c.legal.length ? c.legal[i]! : fillForm<M>(c.forms[i - c.legal.length]!, rng);
  }
  const fitsAnyForm = (c: Choices, move: M): boolean => c.forms.some((f) => fitsForm(f, move));

  function assertActors(state: S, seats: number, choices: readonly Choices[], label: string): readonly Seat[] {
    const actors = game.actors(state);
    const awaiting = game.awaiting(state);
    for (let s = 0; s < seats; s++) {
      if (!actors.includes(s) && hasChoice(choices[s]!)) {
        throw new Error(`${label}: seat ${s} has legal moves or forms but is not an actor`);
      }
    }
    for (const s of awaiting) {
      if (!actors.includes(s)) throw new Error(`${label}: awaited seat ${s} is not an actor`);
      if (!hasChoice(choices[s]!)) throw new Error(`${label}: awaited seat ${s} has no legal move and no form`);
    }
    if (simultaneous && awaiting.length > 0 && game.deadline(state) === null) {
      throw new Error(`${label}: a simultaneous window awaits ${awaiting.join(',')} with no deadline`);
    }
    return awaiting;
  }

  /** Illegal moves: well-formed but neither listed for the seat nor fitting its forms must be refused and change nothing. */
  function checkIllegal(state: S, seats: number, choices: readonly Choices[], at: number, rng: Rng, label: string): void {
    const space = game.fuzz?.moveSpace(state) ?? [];
    for (let i = 0; i < illegalPerMove && space.length > 0; i++) {
      const seat = rng.int(seats);
      const move = rng.pick(space);
      const key = json(move);
      if (choices[seat]!.legal.some((m) => json(m) === key) || fitsAnyForm(choices[seat]!, move)) continue;
      const res = game.apply(state, seat, move, at);
      if (res.ok) throw new Error(`${label}: illegal ${key} by seat ${seat} was accepted`);
      assertRuleError(res.error, `${label}: illegal ${key}`);
    }
  }

  function parseBack(move: M, label: string): M {
    const parsed = game.parseMove(JSON.parse(json(move)));
    if (!parsed.ok || json(parsed.value) !== json(move)) throw new Error(`${label}: move ${json(move)} does not parse back`);
    return parsed.value;
  }

  /** Every legal move applies; every filled form parses and applies or is refused by a rule; values outside a form are refused. */
  function checkChoices(
    state: S,
    seats: number,
    choices: readonly Choices[],
    at: number,
    rng: Rng,
    isDeep: boolean,
    label: string,
  ): void {
    for (let s = 0; s < seats; s++) {
      const { legal, forms } = choices[s]!;
      const sample = isDeep ? legal : legal.length > 0 ? [rng.pick(legal)] : [];
      for (const m of sample) {
        parseBack(m, label);
        const res = game.apply(state, s, m, at);
        if (!res.ok) throw new Error(`${label}: legal move ${json(m)} of seat ${s} refused: ${res.error.code}`);
      }
      const formSample = isDeep ? forms : forms.length > 0 ? [rng.pick(forms)] : [];
      for (const form of formSample) {
        const filled = fillForm<M>(form, rng);
        const res = game.apply(state, s, parseBack(filled, `${label}: form ${form.kind}`), at);
        if (!res.ok) assertRuleError(res.error, `${label}: filled form ${json(filled)} of seat ${s}`);
        const names = Object.keys(form.fields);
        if (names.length === 0) continue;
        const name = rng.pick(names);
        const bad = { ...(filled as unknown as Record<string, unknown>), [name]: outOfField(form.fields[name]!, rng) };
        const parsed = game.parseMove(JSON.parse(json(bad)));
        if (!parsed.ok) continue;
        const applied = game.apply(state, s, parsed.value, at);
        if (applied.ok) throw new Error(`${label}: ${json(bad)} of seat ${s} has ${name} outside its form and was accepted`);
        assertRuleError(applied.error, `${label}: ${json(bad)}`);
      }
    }
  }

  /**
   * Races: another seat moves first; the move aimed at the earlier state is then refused (by
   * `stale` or by `apply`), or means what it meant: exactly the events it had on `seen`.
   */
  function checkRace(seen: S, seats: number, choices: readonly Choices[], at: number, rng: Rng, label: string): void {
    const movers = Array.from({ length: seats }, (_, s) => s).filter((s) => hasChoice(choices[s]!));
    if (movers.length < 2) return;
    const a = rng.pick(movers);
    const b = rng.pick(movers.filter((s) => s !== a));
    const moveA = pickChoice(choices[a]!, rng);
    const moveB = pickChoice(choices[b]!, rng);
    const first = game.apply(seen, b, moveB, at);
    const alone = game.apply(seen, a, moveA, at);
    if (!first.ok || !alone.ok) return;
    const current = game.races?.stale(seen, seen, a, moveA) ?? null;
    if (current !== null) throw new Error(`${label}: stale refuses ${json(moveA)} aimed at the current state: ${current.code}`);
    const now = first.value.state;
    const stale = game.races?.stale(seen, now, a, moveA) ?? null;
    if (stale !== null) {
      assertRuleError(stale, `${label}: stale ${json(moveA)}`);
      return;
    }
    const late = game.apply(now, a, moveA, at);
    if (!late.ok) return;
    if (json(late.value.events) !== json(alone.value.events)) {
      throw new Error(
        `${label}: ${json(moveA)} of seat ${a}, aimed at the state before ${
          json(moveB)
        } of seat ${b}, was judged against the newer state: ` +
          `${json(late.value.events)} instead of ${json(alone.value.events)}`,
      );
    }
  }

  const viewsOf = (state: S, seats: number): string => json(viewersOf(seats).map((v) => game.view(state, v)));

  /** Reactions: two presses (moves of one kind) at the same moment in an open tie window, in either order, give the same result. */
  function checkTie(state: S, seats: number, choices: readonly Choices[], at: number, rng: Rng, label: string): void {
    const tie = game.reactions?.tieMs(state) ?? null;
    if (tie === null) return;
    // Two presses: moves of the same kind by two seats (a window may also allow other moves, a call, a catch).
    const movers = Array.from({ length: seats }, (_, s) => s).filter((s) => choices[s]!.legal.length > 0);
    if (movers.length < 2) return;
    const a = rng.pick(movers);
    const moveA = rng.pick(choices[a]!.legal);
    const others = movers.filter((s) => s !== a && choices[s]!.legal.some((m) => m.kind === moveA.kind));
    if (others.length === 0) return;
    const b = rng.pick(others);
    const moveB = rng.pick(choices[b]!.legal.filter((m) => m.kind === moveA.kind));
    const both = (x: Seat, mx: M, y: Seat, my: M): Result<Step<S, E>> | null => {
      const one = game.apply(state, x, mx, at);
      if (!one.ok) return null;
      return play(game, one.value.state, y, my, at);
    };
    const ab = both(a, moveA, b, moveB);
    const ba = both(b, moveB, a, moveA);
    const accepted = (r: Result<Step<S, E>> | null) => r !== null && r.ok;
    if (accepted(ab) !== accepted(ba)) {
      throw new Error(`${label}: presses of seats ${a} and ${b} at the same moment are accepted in one order only`);
    }
    if (ab === null || ba === null || !ab.ok || !ba.ok) return;
    const end = at + tie;
    const afterAb = advance(game, ab.value.state, end).state;
    const afterBa = advance(game, ba.value.state, end).state;
    if (viewsOf(afterAb, seats) !== viewsOf(afterBa, seats) || json(game.outcome(afterAb)) !== json(game.outcome(afterBa))) {
      throw new Error(`${label}: a tie between seats ${a} and ${b} (same moment, ${tie} ms window) was decided by arrival order`);
    }
  }

  /** Simultaneous: while the window stays open, what a seat chose changes nothing another viewer sees. */
  function checkSecretChoice(
    state: S,
    seats: number,
    awaiting: readonly Seat[],
    choices: readonly Choices[],
    at: number,
    rng: Rng,
    label: string,
  ) {
    for (const s of awaiting) {
      const c = choices[s]!;
      const x = pickChoice(c, rng);
      let y = pickChoice(c, rng);
      for (let i = 0; i < 4 && json(x) === json(y); i++) y = pickChoice(c, rng);
      if (json(x) === json(y)) continue;
      const rx = game.apply(state, s, x, at);
      const ry = game.apply(state, s, y, at);
      if (!rx.ok || !ry.ok) continue;
      // Still the same window: the others are awaited as before. Otherwise the choice closed it (the reveal).
      const others = json(awaiting.filter((x) => x !== s));
      if (others === '[]' || json(game.awaiting(rx.value.state)) !== others || json(game.awaiting(ry.value.state)) !== others) {
        continue;
      }
      for (const viewer of viewersOf(seats)) {
        if (viewer === s) continue;
        const vx = json(game.view(rx.value.state, viewer));
        const vy = json(game.view(ry.value.state, viewer));
        const ex = json(rx.value.events.map((e) => game.eventView(e, viewer)));
        const ey = json(ry.value.events.map((e) => game.eventView(e, viewer)));
        if (vx !== vy || ex !== ey) {
          throw new Error(
            `${label}: ${vx !== vy ? 'the view' : 'an event'} of ${viewer} reveals the choice of seat ${s} before the reveal`,
          );
        }
      }
    }
  }

  /** A random chat line: a few random words, some of them words the game's chat rule reacts to. */
  function chatLine(rng: Rng): string {
    const word = (): string =>
      chatWords.length > 0 && rng.int(2) === 0 ?
        rng.pick(chatWords) :
        (fillField({ type: 'text', minLength: 1, maxLength: 8 }, rng) as string);
    return Array.from({ length: rng.range(1, 4) }, word).join(' ');
  }

  /** A game that counts its rounds in the state (`rounds`) counts the `round-over` events seen so far. */
  function assertRounds(state: S, seen: number, label: string): void {
    if (game.rounds === undefined) return;
    const ended = game.rounds.ended(state);
    if (ended !== seen) throw new Error(`${label}: rounds.ended says ${ended} but ${seen} round-over events came so far`);
  }

  /** A game that writes its views as text (`json`) writes exactly what JSON.stringify makes of `view`. */
  function assertViewText(state: S, seats: number, label: string): void {
    if (game.json === undefined) return;
    for (const viewer of viewersOf(seats)) {
      const text = game.json.view(state, viewer);
      const expected = json(game.view(state, viewer));
      if (text !== expected) {
        let at = 0;
        while (at < text.length && text[at] === expected[at]) at++;
        throw new Error(
          `${label}: json.view of ${viewer} differs from JSON.stringify(view) at character ${at}: ` +
            `${json(text.slice(Math.max(0, at - 20), at + 20))} instead of ${
              json(expected.slice(Math.max(0, at - 20), at + 20))
            }`,
        );
      }
    }
  }

  /** Play one random game; returns the recorded steps and the final state. */

  function playout(table: ConformanceTable, seats: number, seed: number, isDeep: boolean, publicAnswers: Map<string, string>) {
    const label = `${json(table.config)} seats=${seats} seed=${seed}`;
    const parsed = game.parseConfig(table.config, seats);
    if (!parsed.ok) throw new Error(`${label}: config refused: ${parsed.error.code}`);
    const setup = game.setup(parsed.value, seats, { seed });
    if (!setup.ok) throw new Error(`${label}: setup refused: ${setup.error.code}`);
    let state = setup.value;
    const rng = Rng.seeded(seed * 7919 + 13);
    const log: Recorded<M>[] = [];
    let moves = 0;
    let at = 0;
    assertConserved(state, label);
    if (isDeep) assertHidden(state, seats, label);
    let roundsSeen = 0;
    assertRounds(state, roundsSeen, label);
    assertViewText(state, seats, label);

    /** Take a step (a move, a chat line, a tick) and run the checks on what it produced. */
    const accept = (step: Step<S, E>, what: string) => {
      if (isDeep) {
        assertEventsHidden(state, step.state, step.events, seats, `${label} ${what}`);
        assertHidden(step.state, seats, `${label} ${what}`);
        expect(JSON.parse(json(step.state))).toEqual(step.state);
      }
      state = step.state;
      assertConserved(state, `${label} ${what}`);
      for (const e of step.events) if (e.kind === 'round-over') roundsSeen++;
      assertRounds(state, roundsSeen, `${label} ${what}`);
      assertViewText(state, seats, `${label} ${what}`);
    };

    for (let steps = 0; game.outcome(state) === null; steps++) {
      if (moves >= maxMoves || steps >= maxMoves * 4) throw new Error(`${label}: no end after ${maxMoves} moves`);
      at += maxGap > 0 ? rng.int(maxGap + 1) : 0;
      const ticked = advance(game, state, at);
      if (ticked.events.length > 0 || ticked.state !== state) accept(ticked, 'tick');
      if (game.outcome(state) !== null) break;

      if (game.chat !== undefined && rng.float() < chatRate) {
        const seat = rng.int(seats);
        const text = chatLine(rng);
        const snapshot = json(state);
        const said = game.chat(state, seat, text, at);
        if (json(state) !== snapshot) throw new Error(`${label}: chat mutated its input state`);
        if (said !== null) {
          log.push({ seat, chat: text, at });
          accept(said, `chat ${json(text)} of seat ${seat}`);
          if (game.outcome(state) !== null) break;
        }
      }

      const choices: Choices[] = Array.from(
        { length: seats },
        (_, s) => ({ legal: game.legalMoves(state, s), forms: formsOf(game, state, s) }),
      );
      const awaiting = assertActors(state, seats, choices, label);
      if (isDeep) {
        const spectator = json(game.view(state, 'spectator'));
        const answer = json([game.actors(state), awaiting]);
        const known = publicAnswers.get(spectator);
        if (known !== undefined && known !== answer) {
          throw new Error(
            `${label}: actors and awaiting ${answer} do not follow from public information (the same spectator view had ${known})`,
          );
        }
        publicAnswers.set(spectator, answer);
      }
      const movers = Array.from({ length: seats }, (_, s) => s).filter((s) => hasChoice(choices[s]!));
      if (movers.length === 0 || (simultaneous && awaiting.length > 0 && rng.float() < timeoutRate)) {
        const due = game.deadline(state);
        if (due === null) throw new Error(`${label}: nobody can act, no deadline, no outcome`);
        if (movers.length > 0) {
          // A simultaneous window left to its clock: `tick` fills in defaults and the window moves on.
          const stepped = advance(game, state, Math.max(at, due));
          // Closing a window is announced (the reveal); a tick that only pushes the deadline on stalls a table of absent players.
          const same = json(game.awaiting(stepped.state)) === json(awaiting) && game.deadline(stepped.state) === due;
          if (same || stepped.events.length === 0) {
            throw new Error(`${label}: the deadline of a window awaiting ${awaiting.join(',')} passed and nothing moved on`);
          }
        }
        at = Math.max(at, due);
        continue;
      }

      const snapshot = json(state);
      checkIllegal(state, seats, choices, at, rng, label);
      checkChoices(state, seats, choices, at, rng, isDeep, label);
      if (racing) checkRace(state, seats, choices, at, rng, label);
      if (game.reactions !== undefined) checkTie(state, seats, choices, at, rng, label);
      if (simultaneous && isDeep) checkSecretChoice(state, seats, awaiting, choices, at, rng, label);
      if (json(state) !== snapshot) throw new Error(`${label}: apply mutated its input state`);

      const seat = rng.pick(movers);
      const move = pickChoice(choices[seat]!, rng);
      const res = game.apply(state, seat, move, at);
      if (!res.ok) {
        // A filled form may be refused by a rule (an answer to a closed question); a listed move may not.
        if (choices[seat]!.legal.includes(move)) throw new Error(`${label}: chosen legal move refused: ${res.error.code}`);
        continue;
      }
      log.push({ seat, move, at });
      moves++;
      accept(res.value, `move ${log.length}`);
      if (isDeep && moves % 5 === 0) assertDeterminize(state, seats, rng, `${label} move ${log.length}`);
      if (isDeep && moves % 10 === 1) assertPlayout(state, at, seed + moves, `${label} move ${log.length}`);
    }

    const outcome = game.outcome(state)!;
    checkPlaces(outcome.places, seats);
    checkTeams(outcome);
    // Hosts plan on the declared shape before any game is played (a tournament's formats): the outcome must have it.
    const declared = game.outcomeShape(parsed.value);
    const actual = outcomeShapeOf(outcome);
    if (actual !== declared) throw new Error(`${label}: outcomeShape declares ${declared} but the outcome carries ${actual}`);
    expect(game.actors(state)).toEqual([]);
    expect(game.awaiting(state)).toEqual([]);
    expect(JSON.parse(json(state))).toEqual(state);
    return { log, moves, state, label, config: parsed.value, endAt: at };
  }

  function replay(config: C, seats: number, seed: number, log: readonly Recorded<M>[], endAt: number): S {
    const setup = game.setup(config, seats, { seed });
    if (!setup.ok) throw new Error('replay setup refused');
    let state = setup.value;
    for (const step of log) {
      state = advance(game, state, step.at).state;
      if ('chat' in step) {
        const said = game.chat?.(state, step.seat, step.chat, step.at) ?? null;
        if (said === null) throw new Error(`replay: chat ${json(step.chat)} changed nothing`);
        state = said.state;
        continue;
      }
      const res = game.apply(state, step.seat, step.move, step.at);
      if (!res.ok) throw new Error(`replay refused ${json(step.move)}: ${res.error.code}`);
      state = res.value.state;
    }
    return advance(game, state, endAt).state;
  }

  /** All playouts of one table and seat count; returns the number of moves played. */
  function playTable(table: ConformanceTable, seats: number): number {
    let moves = 0;
    const publicAnswers = new Map<string, string>();
    for (let i = 0; i < playouts + deep; i++) {
      const seed = firstSeed + i * 104729 + seats;
      const result = playout(table, seats, seed, i < deep, publicAnswers);
      moves += result.moves;
      // Same seed and same steps (moves and chat lines) give the same state.
      if (i < deep || i % 10 === 0) {
        expect(json(replay(result.config, seats, seed, result.log, result.endAt)), `${result.label}: replay differs`).toBe(
          json(result.state),
        );
      }
    }
    return moves;
  }

  function checkConfigRefusals(): void {
    const seats = options.tables[0]!.seats[0]!;
    const unknown = game.parseConfig({ noSuchSetting: 1 }, seats);
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) {
      expect(unknown.error.code).toBe('config/unknown-key');
      expect(unknown.error.message.en).toContain('noSuchSetting');
    }
    for (const setting of game.configSchema) {
      const res = game.parseConfig({ [setting.key]: { nonsense: true } }, seats);
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.error.message.en).toContain(setting.key);
    }
  }

  function checkMalformedMoves(): void {
    const garbage: unknown[] = [null, 1, 'attack', [], {}, { kind: 42 }, { kind: 'no-such-move' }, { kind: 'attack', card: 12 }];
    for (const g of garbage) {
      const res = game.parseMove(g);
      expect(res.ok, json(g)).toBe(false);
    }
  }

  return { playTable, checkConfigRefusals, checkMalformedMoves };
}

/** Register the suite with vitest: one test per table and seat count, plus the refusal checks. */
export function conformance<C, S, M extends Tagged, E extends Tagged, V>(
  game: GameDef<C, S, M, E, V>,
  options: ConformanceOptions,
): void {
  const checks = conformanceChecks(game, options);
  describe(`${game.id} conformance`, () => {
    for (const table of options.tables) {
      for (const seats of table.seats) {
        it(`random playouts: ${json(table.config)} with ${seats} seats`, () => {
          const moves = checks.playTable(table, seats);
          expect(moves).toBeGreaterThan(0);
        });
      }
    }
    it('refuses unknown settings and values outside the schema, naming the setting', () => checks.checkConfigRefusals());
    it('refuses malformed moves with an error', () => checks.checkMalformedMoves());
  });
}

/**
 * "Quiz", the free-text toy: seat 0 is the host, a seat that is not a player (its place is
 * null). Each round a riddle is drawn; only the host knows its answer. The player in turn types
 * an answer (an open text form, 3..40 characters) that only it and the host see; the host judges
 * it right or wrong, and then the answer and the riddle's solution are shown to all. A chat line
 * by the answering player that contains the word "pass" gives the riddle up (the chat hook).
 */
import {
  err,
  errorFactory,
  type GameDef,
  type MoveForm,
  ok,
  parseConfig,
  Rng,
  type Seat,
  type Secret,
  textLength,
  type Viewer,
} from '../../../src/index.ts';
import { asMove, malformed } from './common.ts';

const schema = [{ key: 'rounds', type: 'int', min: 1, max: 6, default: 4, label: 'quiz.rounds' }] as const;
interface Config {
  rounds: number;
}
export const HOST: Seat = 0;
export const RIDDLES = [
  { question: 'What has keys but opens no locks?', answer: 'a piano' },
  { question: 'What answers without being asked?', answer: 'an echo' },
  { question: 'What gets wetter the more it dries?', answer: 'a towel' },
] as const;
export const ANSWER_FIELD = { type: 'text', minLength: 3, maxLength: 40 } as const;

export interface QuizState {
  config: Config;
  seats: number;
  rng: readonly [number, number, number, number];
  round: number;
  riddle: number;
  /** The player asked this round. */
  answerer: Seat;
  /** The answer typed, until the host judges it. */
  given: string | null;
  scores: number[];
  over: boolean;
}
export type QuizMove = { kind: 'answer'; round: number; text: string; } | { kind: 'judge'; right: boolean; };
export type QuizEvent =
  | { kind: 'answered'; seat: Seat; text: string | null; }
  | { kind: 'judged'; seat: Seat; right: boolean; given: string | null; solution: string; }
  | { kind: 'round-over'; };
export interface QuizView {
  round: number;
  question: string;
  answerer: Seat;
  /** The typed answer: shown to its author and the host only until judged. */
  given: string | null;
  answered: boolean;
  /** The riddle's solution: the host's only. */
  solution: string | null;
  scores: number[];
}

const fail = errorFactory('quiz', {
  'not-your-turn': { rule: 'quiz#turns', text: { en: 'Not your turn', ru: 'Не ваш ход', uk: 'Не ваш хід', bg: 'Не е ваш ред' } },
  'bad-length': {
    rule: 'quiz#answer',
    text: {
      en: 'An answer has 3 to 40 characters',
      ru: 'Ответ — от 3 до 40 знаков',
      uk: 'Відповідь — від 3 до 40 знаків',
      bg: 'Отговорът е от 3 до 40 знака',
    },
  },
  'wrong-round': {
    rule: 'quiz#answer',
    text: { en: 'That riddle is over', ru: 'Эта загадка закончена', uk: 'Ця загадка закінчена', bg: 'Тази гатанка свърши' },
  },
  'game-over': {
    rule: 'quiz#end',
    text: { en: 'The game is over', ru: 'Игра окончена', uk: 'Гру закінчено', bg: 'Играта свърши' },
  },
});

const JUDGE: readonly QuizMove[] = [{ kind: 'judge', right: true }, { kind: 'judge', right: false }];
const toAct = (s: QuizState): Seat | null => (s.over ? null : s.given === null ? s.answerer : HOST);

/** Judge the round (a pass counts as wrong) and open the next one with the next player. */
export function judge(s: QuizState, right: boolean): { state: QuizState; events: QuizEvent[]; } {
  const scores = s.scores.map((p, seat) => (right && seat === s.answerer ? p + 1 : p));
  const events: QuizEvent[] = [{ kind: 'judged', seat: s.answerer, right, given: s.given, solution: RIDDLES[s.riddle]!.answer }];
  const over = s.round >= s.config.rounds;
  if (over) events.push({ kind: 'round-over' });
  // Never the same riddle twice running: the solution just shown is no longer a secret.
  const rng = Rng.fromState(s.rng);
  const riddle = (s.riddle + 1 + rng.int(RIDDLES.length - 1)) % RIDDLES.length;
  const answerer = (s.answerer % (s.seats - 1)) + 1;
  return {
    state: { ...s, scores, over, given: null, round: over ? s.round : s.round + 1, riddle, answerer, rng: rng.state() },
    events,
  };
}

export const quizGame: GameDef<Config, QuizState, QuizMove, QuizEvent, QuizView> = {
  id: 'quiz',
  title: { en: 'Quiz', ru: 'Викторина', uk: 'Вікторина', bg: 'Викторина' },
  type: { timing: 'turns', hiddenInformation: true, chance: true },
  configSchema: schema,
  texts: {},
  seats: { min: 2, max: 5 },
  parseConfig: (raw) => parseConfig<Config>(schema, raw),
  setup(config, seats, source) {
    const rng = Rng.seeded(source.seed);
    const riddle = rng.int(RIDDLES.length);
    return ok({
      config,
      seats,
      rng: rng.state(),
      round: 1,
      riddle,
      answerer: 1,
      given: null,
      scores: Array(seats).fill(0),
      over: false,
    });
  },
  actors: (s) => (toAct(s) === null ? [] : [toAct(s)!]),
  awaiting: (s) => (toAct(s) === null ? [] : [toAct(s)!]),
  // The answerer's move is an open form; the host's verdict is listed.
  legalMoves: (s, seat) => (toAct(s) === HOST && seat === HOST ? JUDGE : []),
  forms: {
    forms: (s, seat): MoveForm[] =>
      toAct(s) === seat && seat !== HOST ? [{ kind: 'answer', fixed: { round: s.round }, fields: { text: ANSWER_FIELD } }] : [],
  },
  parseMove(raw) {
    const m = asMove(raw);
    if (m?.['kind'] === 'judge' && typeof m['right'] === 'boolean' && Object.keys(m).length === 2) {
      return ok({ kind: 'judge', right: m['right'] });
    }
    if (
      m?.['kind'] === 'answer' && Number.isInteger(m['round']) && typeof m['text'] === 'string' && Object.keys(m).length === 3
    ) {
      return ok({ kind: 'answer', round: m['round'] as number, text: m['text'] });
    }
    return malformed('quiz');
  },
  apply(s, seat, move) {
    if (s.over) return err(fail('game-over'));
    if (seat !== toAct(s) || (move.kind === 'judge') !== (seat === HOST)) return err(fail('not-your-turn'));
    if (move.kind === 'judge') return ok(judge(s, move.right));
    if (move.round !== s.round) return err(fail('wrong-round'));
    const length = textLength(move.text);
    if (length < ANSWER_FIELD.minLength || length > ANSWER_FIELD.maxLength) return err(fail('bad-length'));
    return ok({ state: { ...s, given: move.text }, events: [{ kind: 'answered', seat, text: move.text }] });
  },
  deadline: () => null,
  tick: () => null,
  view: (s, viewer: Viewer) => ({
    round: s.round,
    question: RIDDLES[s.riddle]!.question,
    answerer: s.answerer,
    given: viewer === HOST || viewer === s.answerer ? s.given : null,
    answered: s.given !== null,
    solution: viewer === HOST ? RIDDLES[s.riddle]!.answer : null,
    scores: [...s.scores],
  }),
  eventView: (e, viewer) => (e.kind === 'answered' && viewer !== HOST && viewer !== e.seat ? { ...e, text: null } : e),
  // The host is not a player: no place; the players by score.
  outcomeShape: () => 'points',
  outcome(s) {
    if (!s.over) return null;
    const players = s.scores.filter((_, seat) => seat !== HOST);
    return {
      places: s.scores.map((p, seat) => (seat === HOST ? null : 1 + players.filter((q) => q > p).length)),
      scores: [...s.scores],
    };
  },
  secrets(s) {
    const out: Secret[] = [];
    if (!s.over) out.push({ id: 'solution', visibleTo: [HOST], token: RIDDLES[s.riddle]!.answer });
    if (s.given !== null) out.push({ id: 'given', visibleTo: [HOST, s.answerer], token: s.given });
    return out;
  },
  chat(s, seat, text) {
    if (s.over || seat !== s.answerer || s.given !== null || !/\bpass\b/i.test(text)) return null;
    return judge(s, false);
  },
  bots: {},
};

/**
 * Shtuka's bots, one per level (easy, normal, strong): a guesser for practising Blitz and Yes–No,
 * and an explainer for those two modes. A bot sees only its seat's view, which never holds the
 * target or the picture, so a guesser cannot look for the item: its level is a time to find it (a
 * range per mode, after which it grabs) and a chance of pointing right (per mode), and the point
 * itself is the `find` move, which the engine answers with a seeded draw from the table's generator
 * (`findSpot`): the target's middle with the level's chance, else a spot off it. `find` is a bot's
 * move only (`botMoves`): a host refuses it from a player's socket. In the other modes a guesser bot
 * does not search, and an explainer bot only rolls and starts.
 */
import type { Point } from '../../core/forms.ts';
import type { Bot, BotChoice, BotInput, BotLevel } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import type { Mode } from './config.ts';
import { answers, CATALOGUE, iconName } from './items.ts';
import { hits, middleOf, PICTURE, type Placed } from './layout.ts';
import type { ShtukaMove, ShtukaView } from './state.ts';

/** How a guesser of a level plays a mode it searches in. */
export interface Skill {
  /** The time it takes to find the item after the search starts (grab), uniform in this range, ms. */
  readonly findMs: readonly [number, number];
  /** The chance its point is right once it holds the Shtuka. */
  readonly right: number;
}

/** Blitz shows the item, so it is found fast; Yes–No narrows it down question by question. */
export const SKILLS: Readonly<Record<BotLevel, Readonly<Partial<Record<Mode, Skill>>>>> = {
  easy: { blitz: { findMs: [12_000, 40_000], right: 0.6 }, 'yes-no': { findMs: [60_000, 150_000], right: 0.4 } },
  normal: { blitz: { findMs: [6_000, 20_000], right: 0.8 }, 'yes-no': { findMs: [35_000, 110_000], right: 0.6 } },
  strong: { blitz: { findMs: [2_500, 9_000], right: 0.95 }, 'yes-no': { findMs: [20_000, 70_000], right: 0.8 } },
};

/** How long a bot takes to roll, start, answer a question or point: a person's moment. */
const MOMENT_MS: readonly [number, number] = [600, 1_800];
/** Questions a Yes–No guesser bot asks before it searches no further by asking. */
const QUESTIONS = 4;

const within = (rng: Rng, [min, max]: readonly [number, number]): number => min + rng.int(max - min + 1);

/**
 * The engine's answer to a bot's `find`: the target's middle with the level's chance for the
 * round's mode (a mode the level has no skill for: never right), else a spot on the picture off
 * the target. Drawn from the table's generator, so a replay points where the table did.
 */
export function findSpot(rng: Rng, target: Placed, level: BotLevel, mode: Mode | null, tolerance: number): Point {
  const skill = mode === null ? undefined : SKILLS[level][mode];
  if (skill !== undefined && rng.float() < skill.right) return middleOf(target);
  for (;;) {
    const spot = { x: rng.int(PICTURE.width + 1), y: rng.int(PICTURE.height + 1) };
    if (!hits(target, spot, tolerance)) return spot;
  }
}

function explainerMove(v: ShtukaView, legal: readonly ShtukaMove[], rng: Rng): ShtukaMove | null {
  if (legal.some((m) => m.kind === 'roll')) return { kind: 'roll' };
  if (legal.some((m) => m.kind === 'start')) return { kind: 'start' };
  if (v.mode !== 'yes-no' || v.task === null || !legal.some((m) => m.kind === 'yes')) return null;
  const open = v.questions.find((q) => q.answer === null);
  if (open === undefined) return null;
  // A menu question is answered truthfully from the item's attributes; one in words, which a bot cannot read, by a coin.
  const item = CATALOGUE.findIndex((_, i) => iconName(i) === v.task!.icon);
  const yes = open.topic !== null && item >= 0 ? answers(CATALOGUE[item]!, open.topic) : rng.float() < 0.5;
  return { kind: yes ? 'yes' : 'no' };
}

function guesserChoice(level: BotLevel, input: BotInput<ShtukaView, ShtukaMove>): BotChoice<ShtukaMove> | null {
  const v = input.view;
  const skill = v.mode === null ? undefined : SKILLS[level][v.mode];
  if (skill === undefined) return null;
  if (v.holder === input.seat && v.phase === 'answer') {
    return { move: { kind: 'find', round: v.round, level }, delayMs: within(input.rng, MOMENT_MS) };
  }
  if (!input.legal.some((m) => m.kind === 'grab')) return null;
  const mine = v.questions.filter((q) => q.seat === input.seat);
  const asks = input.legal.filter((m) => m.kind === 'ask');
  if (v.mode === 'yes-no' && asks.length > 0 && mine.length < QUESTIONS && mine.every((q) => q.answer !== null)) {
    return { move: asks[input.rng.int(asks.length)]!, delayMs: within(input.rng, MOMENT_MS) };
  }
  // The time to find, counted from when the bot's options last changed (the search's start, a grab given back).
  return { move: { kind: 'grab' }, delayMs: within(input.rng, skill.findMs) };
}

function shtukaBot(level: BotLevel): Bot<ShtukaView, ShtukaMove> {
  return {
    id: level,
    choose(input) {
      const v = input.view;
      if (v.phase === 'over') return null;
      if (v.explainer === input.seat) {
        const move = explainerMove(v, input.legal, input.rng);
        return move === null ? null : { move, delayMs: within(input.rng, MOMENT_MS) };
      }
      return guesserChoice(level, input);
    },
  };
}

export const bots = { easy: shtukaBot('easy'), normal: shtukaBot('normal'), strong: shtukaBot('strong') };

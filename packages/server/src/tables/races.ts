/**
 * Moves aimed at a version. A move carries the version its mover had seen; for
 * a game with `races` (real time: a move aimed at something that has changed
 * means something else now) the table keeps the states of its last few
 * versions and asks the game whether the move is stale before applying it.
 * Games without `races` judge every move against the current state, as before.
 */
import { advance, type AnyGame, errorFactory, type Tagged } from '@kozyr/engine';
import { fail, type Failure } from './types.ts';

/** How many recent versions a table keeps to judge aimed moves by (older ones are refused as stale). */
export const RECENT_VERSIONS = 32;

const coreFail = errorFactory('core', {
  'stale-version': {
    rule: 'docs/protocol.md#move-versions',
    text: {
      ru: 'Ход сделан по позиции {version}, а стол уже на позиции {now}: посмотрите ещё раз',
      uk: 'Хід зроблено за позицією {version}, а стіл уже на позиції {now}: подивіться ще раз',
      bg: 'Ходът е към позиция {version}, а масата вече е на позиция {now}: вижте отново',
      en: 'The move was aimed at version {version}, the table is at version {now}: look again',
    },
  },
});

/** The states of the last `size` versions, by version. */
export class RecentStates {
  private readonly versions: number[];
  private readonly states: unknown[];

  constructor(private readonly size = RECENT_VERSIONS) {
    this.versions = new Array<number>(size).fill(-1);
    this.states = new Array<unknown>(size).fill(null);
  }

  remember(version: number, state: unknown): void {
    const i = version % this.size;
    this.versions[i] = version;
    this.states[i] = state;
  }

  /** The state at `version`, or undefined when it is no longer kept. */
  at(version: number): unknown {
    const i = version % this.size;
    return this.versions[i] === version ? this.states[i] : undefined;
  }
}

/**
 * Whether a move aimed at `aimedAt` may still be applied now: null when it may
 * (aimed at the current version, or the game says it means now what it meant
 * then), else the refusal. A version ahead of the table is malformed; one older
 * than the kept ones is refused as stale with the core's reason. As the engine's
 * `playAimed` does, the move is judged against the state once time has passed
 * to its `at` (a window due by then has closed).
 */
export function judgeAimed(
  game: AnyGame,
  recent: RecentStates,
  version: number,
  state: unknown,
  seat: number,
  move: Tagged,
  aimedAt: number,
  at: number,
): Failure | null {
  const races = game.races;
  if (races === undefined || aimedAt === version) return null;
  if (aimedAt > version) return fail('bad-message', `the move is aimed at version ${aimedAt}; the table is at ${version}`);
  const seen = recent.at(aimedAt);
  if (seen === undefined) {
    const error = coreFail('stale-version', { version: aimedAt, now: version });
    return fail('stale-move', error.message.en, error);
  }
  const stale = races.stale(seen, advance(game, state, at).state, seat, move);
  return stale === null ? null : fail('stale-move', stale.message.en, stale);
}

/**
 * Shtuka's bots: guessers by level (a time to find per mode, a chance of pointing right) for Blitz
 * and Yes–No, and an explainer that rolls and answers menu questions truthfully. A guesser sees no
 * target: its point is `find`, which the engine draws by the level's chance from the table's generator.
 */
import { describe, expect, it } from 'vitest';
import { botMatch } from '../../src/core/autoplay.ts';
import { BOT_LEVELS, type BotInput } from '../../src/core/game.ts';
import { Rng } from '../../src/core/rng.ts';
import { bots, findSpot, SKILLS } from '../../src/games/shtuka/bots.ts';
import { answers, itemAt } from '../../src/games/shtuka/items.ts';
import { hits } from '../../src/games/shtuka/layout.ts';
import { parseMove } from '../../src/games/shtuka/moves.ts';
import type { ShtukaMove, ShtukaState, ShtukaView } from '../../src/games/shtuka/state.ts';
import { only, play, shtuka, table } from './helpers.ts';

function input(s: ShtukaState, seat: number, seed = 1): BotInput<ShtukaView, ShtukaMove> {
  return {
    view: shtuka.view(s, seat),
    seat,
    legal: shtuka.legalMoves(s, seat),
    forms: shtuka.forms!.forms(s, seat),
    rng: Rng.seeded(seed),
  };
}

describe('Shtuka bots', () => {
  it("one per level, the game's bots", () => {
    expect(Object.keys(shtuka.bots).sort()).toEqual([...BOT_LEVELS].sort());
    expect(shtuka.botMoves).toEqual(['find']);
    expect(parseMove({ kind: 'find', round: 2, level: 'strong' })).toEqual({
      ok: true,
      value: { kind: 'find', round: 2, level: 'strong' },
    });
    expect(parseMove({ kind: 'find', round: 2, level: 'godlike' }).ok).toBe(false);
  });

  it("the explainer bot rolls; a guesser grabs in Blitz after its level's time to find", () => {
    const s0 = table(only('blitz'));
    expect(bots.normal.choose(input(s0, 0))?.move).toEqual({ kind: 'roll' });
    expect(bots.normal.choose(input(s0, 1))).toBeNull();
    const s = play(s0, 0, { kind: 'roll' }, 0).state;
    for (const level of BOT_LEVELS) {
      const [min, max] = SKILLS[level].blitz!.findMs;
      for (let seed = 1; seed <= 20; seed++) {
        const c = bots[level].choose(input(s, 1, seed))!;
        expect(c.move).toEqual({ kind: 'grab' });
        expect(c.delayMs).toBeGreaterThanOrEqual(min);
        expect(c.delayMs).toBeLessThanOrEqual(max);
      }
    }
  });

  it("the holder finds with `find`; the engine draws right with about the level's chance", () => {
    const s = table(only('blitz'));
    const target = s.round.layout[s.round.target]!;
    for (const level of BOT_LEVELS) {
      const rng = Rng.seeded(11);
      let right = 0;
      const n = 600;
      for (let i = 0; i < n; i++) if (hits(target, findSpot(rng, target, level, 'blitz', 8), 8)) right++;
      expect(Math.abs(right / n - SKILLS[level].blitz!.right)).toBeLessThan(0.07);
    }
    // A mode the level has no skill for is never right.
    const rng = Rng.seeded(3);
    for (let i = 0; i < 50; i++) expect(hits(target, findSpot(rng, target, 'strong', 'drawing', 8), 8)).toBe(false);
  });

  it('a guesser asks menu questions in Yes–No, and the explainer bot answers them truthfully', () => {
    let s = play(table(only('yes-no')), 0, { kind: 'roll' }, 0).state;
    const asked = bots.normal.choose(input(s, 1))!.move;
    expect(asked.kind).toBe('ask');
    s = play(s, 1, asked, 1000).state;
    const answer = bots.normal.choose(input(s, 0))!.move;
    const topic = (asked as Extract<ShtukaMove, { kind: 'ask'; }>).topic;
    expect(answer.kind).toBe(answers(itemAt(s.round.layout[s.round.target]!.item), topic) ? 'yes' : 'no');
  });

  it('strong bots play whole Blitz and Yes–No tables; they find the item in most Blitz rounds', () => {
    const config = shtuka.parseConfig({ ...only('blitz'), roundLimit: 12 }, 3);
    if (!config.ok) throw new Error(config.error.code);
    let finds = 0;
    const r = botMatch(shtuka, config.value, [bots.strong, bots.strong, bots.strong], 5, {
      moved: (_seat, step) => {
        for (const e of step.events) if (e.kind === 'pointed' && e.right) finds++;
      },
    });
    expect(r.rounds).toBe(12);
    expect(finds).toBeGreaterThanOrEqual(8);
    const yesNo = shtuka.parseConfig({ ...only('yes-no'), roundLimit: 4 }, 3);
    if (!yesNo.ok) throw new Error(yesNo.error.code);
    expect(botMatch(shtuka, yesNo.value, [bots.easy, bots.normal, bots.strong], 9).rounds).toBe(4);
  });
});

/** Bot levels in the client: which a game offers, the default, and a bot seat's name with its level. */
import { describe, expect, it } from 'vitest';
import { defaultLevel, levelOfBot, levelsOf, playBot } from '../src/games/bot-levels.ts';
import { labelledName, labelledPlayers } from '../src/i18n/bot-level-texts.ts';

const hotel = { levels: { easy: 'basic', strong: 'strong' } };
const durak = { levels: { easy: 'easy', normal: 'normal', strong: 'strong' } };

describe('bot levels', () => {
  it('offers the levels the game names, weakest first; normal by default where the game has it', () => {
    expect(levelsOf(hotel)).toEqual([{ level: 'easy', bot: 'basic' }, { level: 'strong', bot: 'strong' }]);
    expect(defaultLevel(hotel)).toBe('easy');
    expect(defaultLevel(durak)).toBe('normal');
    expect(defaultLevel({})).toBeUndefined();
    expect(playBot(durak)).toEqual({ bot: 'normal' });
    expect(playBot({})).toEqual({});
  });

  it('names a bot seat with its level in the viewer’s language; basic is the easy level, random has none', () => {
    expect(levelOfBot('basic')).toBe('easy');
    expect(levelOfBot('random')).toBeNull();
    expect(labelledName({ kind: 'bot', bot: 'strong', name: 'bot strong #2' }, 1, 'en')).toBe('Bot 2 (strong)');
    expect(labelledName({ kind: 'bot', bot: 'basic', name: 'bot basic #3' }, 2, 'ru')).toBe('Бот 3 (лёгкий)');
    expect(labelledName({ kind: 'bot', bot: 'random', name: 'bot random #2' }, 1, 'uk')).toBe('Бот 2');
    const alice = { kind: 'human' as const, userId: 'u', name: 'alice', connected: true, standIn: false };
    expect(labelledPlayers([alice, { kind: 'bot', bot: 'normal', name: 'x' }, null], 'bg').map((p) => p?.name ?? null))
      .toEqual(['alice', 'Бот 2 (среден)', null]);
  });
});

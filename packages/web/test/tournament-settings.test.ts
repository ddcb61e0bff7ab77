/** A format's settings as the create form sends them and a tournament's summary shows them. */
import { describe, expect, it } from 'vitest';
import type { TournamentView } from '../src/net/tournaments.ts';
import { entrantName, startLine } from '../src/pages/tournaments/parts.tsx';
import { flatten, settingsLine } from '../src/pages/tournaments/settings.ts';
import { valueColumns } from '../src/pages/tournaments/standings.tsx';

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

describe('format settings', () => {
  it('a pair becomes the two fields the server reads; lists, flags and numbers stay as they are', () => {
    expect(flatten({ format: 'club-rounds', rounds: 3, tableSize: { min: 3, max: 6 }, hands: 5 })).toEqual({
      rounds: 3,
      tableSizeMin: 3,
      tableSizeMax: 6,
      hands: 5,
    });
    expect(
      flatten({
        format: 'arena',
        durationMs: 3_600_000,
        tableSize: 2,
        pointsByPlace: [2, 0],
        streak: { after: 2, multiplier: 2 },
      }),
    )
      .toEqual({ durationMs: 3_600_000, tableSize: 2, pointsByPlace: [2, 0], streakAfter: 2, streakMultiplier: 2 });
  });

  it('the summary names every setting in the language, durations in minutes', () => {
    expect(settingsLine({ format: 'swiss', rounds: 5, tableSize: 3, pointsByPlace: [4, 2, 0], lateJoin: true }, 'en', yesNo))
      .toBe(
        'Rounds: 5 · Players per table: 3 · Points by place: 4/2/0 · Late join: yes',
      );
    expect(settingsLine({ format: 'arena', durationMs: 1_800_000 }, 'ru', yesNo)).toBe('Длительность, мин: 30 мин');
  });
});

describe('a tournament shown', () => {
  const view = {
    settings: { startWhenJoined: 8 },
    startsAt: null,
    standings: [{
      rank: 1,
      id: 'u1',
      left: false,
      games: 0,
      values: { penalty: 0, 'hands-won': 0, 'best-round': null, draw: 0.4 },
    }],
  } as unknown as TournamentView;

  it('starts when N have joined; a bot entrant is the club’s numbered bot', () => {
    expect(startLine(view, 'en')).toBe('Starts when 8 have joined');
    expect(entrantName({ id: 'bot-3', kind: 'bot', name: 'bot-3' }, 'ru')).toBe('Бот 3');
    expect(entrantName({ id: 'u1', kind: 'human', name: 'alice' }, 'ru')).toBe('alice');
  });

  it('the standings show the format’s values in order, never the seeded draw', () => {
    expect(valueColumns(view.standings)).toEqual(['penalty', 'hands-won', 'best-round']);
  });
});

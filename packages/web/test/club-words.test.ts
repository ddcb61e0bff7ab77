/** The club's words in the UI language: errors by code, card names in refusals, move lines, bot names, the invite query. */
import { describe, expect, it } from 'vitest';
import { cardNamer, withCardNames } from '../src/cards/names.ts';
import { moveText } from '../src/games/move-names.ts';
import { i18nFor } from '../src/i18n/index.ts';
import { shownName, shownPlayers } from '../src/i18n/players.ts';
import { ServerError } from '../src/net/connection.ts';
import { reasonOf } from '../src/net/errors.ts';
import { inviteFromQuery, parseRoute } from '../src/router.ts';

describe('the invite link', () => {
  it('the server’s /?invite=CODE becomes the invite route (query dropped); other queries are left alone', () => {
    const to = inviteFromQuery('?invite=K7QX2M', '/');
    expect(to).toBe('/#/invite/K7QX2M');
    expect(parseRoute(to!.slice(1))).toEqual({ page: 'invite', code: 'K7QX2M' });
    expect(inviteFromQuery('', '/')).toBeNull();
    expect(inviteFromQuery('?lang=ru', '/')).toBeNull();
    expect(inviteFromQuery('?invite=', '/')).toBeNull();
  });
});

describe('errors in the UI language', () => {
  it('account answers are worded by their code in every language, never the server’s English', () => {
    for (const code of ['bad-name', 'bad-password', 'name-taken', 'bad-credentials', 'rate-limited', 'seat-left']) {
      const e = new ServerError(code, 'english words from the server');
      const texts = (['ru', 'uk', 'bg', 'en'] as const).map((lang) => reasonOf(e, lang));
      expect(texts.every((x) => x !== 'english words from the server'), code).toBe(true);
      expect(new Set(texts).size, `${code} differs by language`).toBe(4);
    }
    expect(reasonOf(new ServerError('something-new', 'as sent'), 'ru')).toBe('as sent');
  });

  it('a refusal names its cards instead of printing their codes', () => {
    const durak = new ServerError('durak/special-throw-in', 'x', {
      message: { en: 'The BJ cannot be thrown in.', ru: 'BJ нельзя подкинуть.', uk: 'BJ', bg: 'BJ' },
    });
    expect(reasonOf(durak, 'en', cardNamer('durak', i18nFor('en')))).toBe('The black joker cannot be thrown in.');
    const uno = new ServerError('uno/does-not-match', 'x', {
      message: { en: 'B0 matches the top card neither by colour nor by picture.', ru: 'B0 не совпадает', uk: '', bg: '' },
    });
    expect(reasonOf(uno, 'en', cardNamer('uno', i18nFor('en')))).toBe(
      'Blue 0 matches the top card neither by colour nor by picture.',
    );
    expect(reasonOf(uno, 'ru', cardNamer('uno', i18nFor('ru')))).toBe('Синий 0 не совпадает');
    // Seat numbers and words that are no card stay as they are.
    expect(withCardNames('Seat 2 holds QS, not 1A', cardNamer('durak', i18nFor('en')))).toBe(
      'Seat 2 holds queen of spades, not 1A',
    );
  });
});

describe('move lines', () => {
  it('a move reads as its localized kind with the card it names', () => {
    const ru = i18nFor('ru');
    expect(moveText({ kind: 'attack', card: 'QS' }, 'ru', cardNamer('durak', ru))).toBe('ходит дама пик');
    expect(moveText({ kind: 'take' }, 'ru', cardNamer('durak', ru))).toBe('берёт');
    expect(moveText({ kind: 'play', card: 'B0' }, 'en', cardNamer('uno', i18nFor('en')))).toBe('plays Blue 0');
    expect(moveText({ kind: 'bid', value: 120 }, 'en', cardNamer('thousand', i18nFor('en')))).toBe('bids 120');
  });
});

describe('player names', () => {
  it('a bot is named in the UI language by its seat; people keep their names', () => {
    const bot = { kind: 'bot' as const, bot: 'basic', name: 'bot basic #2' };
    expect(shownName(bot, 1, 'ru')).toBe('Бот 2');
    expect(shownName(bot, 1, 'en')).toBe('Bot 2');
    const alice = { kind: 'human' as const, userId: 'u', name: 'alice', connected: true, standIn: false };
    expect(shownPlayers([alice, bot, null], 'bg').map((p) => p?.name ?? null)).toEqual(['alice', 'Бот 2', null]);
  });
});

describe('a Durak seat line', () => {
  it('a seat with no role starts with its cards, never with a lone separator', async () => {
    const { seatLine } = await import('../src/games/durak/table-view.tsx');
    expect(seatLine('', '6 cards', false)).toBe('6 cards');
    expect(seatLine('defends', '6 cards', true)).toBe('defends · 6 cards · ✓');
  });
});

describe('a wild card’s colour', () => {
  it('is said for a wild, not repeated for a coloured card', () => {
    const en = cardNamer('uno', i18nFor('en'));
    expect(moveText({ kind: 'play', card: 'YD', colour: 'Y' }, 'en', en)).toBe('plays Draw Two, Yellow');
    expect(moveText({ kind: 'play', card: 'W', colour: 'G' }, 'en', en)).toBe('plays Wild → Green');
  });
});

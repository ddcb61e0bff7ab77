/**
 * A game whose rules are done but whose table is not (`preview` in its definition) is not hosted by default:
 * the lobby does not list it, and a table for it is refused with the reason. Asked for, the club hosts it.
 */
import { type AnyGame, games } from '@kozyr/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clubGames } from '../src/config.ts';
import type { RunningServer } from '../src/index.ts';
import { TestClient } from './client.ts';
import { testServer } from './helpers.ts';

// Every game of the club has its table now: a toy game in preview (Durak's rules under another id) stands in for the next one.
vi.mock('@kozyr/engine', async (importOriginal) => {
  const engine = await importOriginal<typeof import('@kozyr/engine')>();
  const toy: AnyGame = { ...engine.games['durak']!, id: 'toy-preview', preview: true };
  const all: Readonly<Record<string, AnyGame>> = { ...engine.games, 'toy-preview': toy };
  return { ...engine, games: all, gameById: (id: string) => (Object.hasOwn(all, id) ? all[id] : undefined) };
});

const previews = Object.values(games).filter((g) => g.preview === true).map((g) => g.id);

describe('games in preview', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('there is one to check (the toy)', () => {
    expect(previews.length).toBeGreaterThan(0);
  });

  it('are neither listed nor opened by default, with the reason', async () => {
    server = await testServer({ games: clubGames(false) });
    const listed = (await (await fetch(`${server.url}/api/games`)).json()) as { id: string; }[];
    expect(listed.map((g) => g.id)).toContain('durak');
    for (const id of previews) expect(listed.map((g) => g.id)).not.toContain(id);
    const c = await TestClient.connect(server.url);
    for (const id of previews) {
      const refused = await c.request({ type: 'table.create', game: id, seats: games[id]!.seats.min });
      expect(refused['code']).toBe('unknown-game');
      expect(String(refused['message'])).toMatch(/not open at this club yet/);
      expect((await c.request({ type: 'table.quickplay', game: id }))['code']).toBe('unknown-game');
    }
    await c.close();
  });

  it('are hosted when the club asks for them (KOZYR_PREVIEW_GAMES=1)', async () => {
    server = await testServer({ games: clubGames(true) });
    const listed = (await (await fetch(`${server.url}/api/games`)).json()) as { id: string; }[];
    for (const id of previews) expect(listed.map((g) => g.id)).toContain(id);
    const c = await TestClient.connect(server.url);
    const id = previews[0]!;
    await c.ok({ type: 'table.create', game: id, seats: games[id]!.seats.min });
    await c.close();
  });
});

/** Durak through the server (the engine registry's game, unchanged): stacked decks keep the games short. */
import { advance, type AnyGame, games, play } from '@kozyr/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenario } from '../../cli/src/commands/replay.ts';
import type { RunningServer } from '../src/index.ts';
import { TestClient } from './client.ts';
import { eventually, testServer } from './helpers.ts';

const durak = games['durak'] as AnyGame;
const FULL_24 = ['S', 'C', 'D', 'H'].flatMap((s) => ['9', 'T', 'J', 'Q', 'K', 'A'].map((r) => r + s));

/** Seat 0's six, seat 1's six, then the talon with `trump` last (the face-up trump card). */
function deck(seat0: string[], seat1: string[], trump: string): string[] {
  const used = new Set([...seat0, ...seat1, trump]);
  return [...seat0, ...seat1, ...FULL_24.filter((c) => !used.has(c)), trump];
}

let server: RunningServer;
beforeAll(async () => {
  server = await testServer({ games });
});
afterAll(async () => {
  await server.close();
});

async function pair(d: string[], extra: Record<string, unknown> = {}) {
  const a = await TestClient.connect(server.url);
  const b = await TestClient.connect(server.url);
  const table =
    (await a.ok({ type: 'table.create', game: 'durak', seats: 2, config: { deck: 24 }, deck: d, ...extra }))['table'] as string;
  await b.ok({ type: 'table.join', table });
  await a.waitFor((m) => m.type === 'table.state' && m['state'] !== null);
  return { a, b, table };
}

describe('Durak on the server', () => {
  it('is listed with its config schema and bots', async () => {
    const list = (await (await fetch(`${server.url}/api/games`)).json()) as {
      id: string;
      bots: string[];
      levels: Record<string, string>;
    }[];
    const durak = list.find((g) => g.id === 'durak');
    expect(durak?.bots).toEqual(['random', 'easy', 'basic', 'normal', 'strong']);
    expect(durak?.levels).toEqual({ easy: 'easy', normal: 'normal', strong: 'strong' });
  });

  it('refuses a config the game refuses, with its message (six seats cannot be dealt six from 24 cards)', async () => {
    const c = await TestClient.connect(server.url);
    const r = await c.request({ type: 'table.create', game: 'durak', seats: 6, config: { deck: 24 } });
    expect(r['code']).toBe('bad-config');
    expect(String(r['message']).length).toBeGreaterThan(10);
    await c.close();
  });

  it('timeout, attacker: the stand-in says done rather than throw in a trump', async () => {
    const { a, b, table } = await pair(deck(['9H', 'JH', 'QH', 'JC', '9S', '9C'], ['QC', 'AS', 'TS', 'TC', 'TD', '9D'], 'AH'), {
      turnSeconds: 1,
    });
    expect(a.latest(table)!.actors).toEqual([0]);
    await a.ok({ type: 'table.move', table, move: { kind: 'attack', card: 'JC' } });
    await b.ok({ type: 'table.move', table, move: { kind: 'defend', attack: 'JC', card: 'QC' } });
    await a.waitFor((m) => m.type === 'table.update' && m['version'] === 3, 3000);
    const log = await server.storage.log(table);
    expect(log.slice(2).find((e) => e.seat === 0)).toMatchObject({ move: { kind: 'done' }, by: 'stand-in' });
    await a.close();
    await b.close();
  });

  it('timeout, defender: the stand-in takes when it cannot beat the attack', async () => {
    const { a, b, table } = await pair(deck(['9H', 'AS', '9S', '9C', 'JC', 'QH'], ['QC', 'TC', 'TD', '9D', 'JD', 'QD'], 'AH'), {
      turnSeconds: 1,
    });
    await a.ok({ type: 'table.move', table, move: { kind: 'attack', card: 'AS' } });
    // Every human actor is covered when time is up (the attacker may be one too): the defender's answer is to take.
    await eventually(async () => (await server.storage.log(table)).some((e) => e.seat === 1), 3000);
    const log = await server.storage.log(table);
    expect(log.slice(1).find((e) => e.seat === 1)).toMatchObject({ move: { kind: 'take' }, by: 'stand-in' });
    await a.close();
    await b.close();
  });

  it('two bots play a whole game; a spectator never sees a hidden card; the revealed seed re-runs the game to the same outcome', async () => {
    const watcher = await TestClient.connect(server.url);
    const table = await watcher.botTable('durak', { bots: [{ bot: 'basic' }, { bot: 'random' }] });
    const over = await watcher.waitFor((m) => m.type === 'table.over' && m['table'] === table, 10_000);
    for (
      const m of watcher.messages.filter((x) => x['table'] === table && (x.type === 'table.update' || x.type === 'table.state'))
    ) {
      expect((m['state'] as { view: { hand: unknown[]; }; }).view.hand).toEqual([]);
      expect(JSON.stringify(m)).not.toContain('"rng"');
    }
    const replay = (await (await fetch(`${server.url}/api/tables/${table}/replay`)).json()) as {
      config: unknown;
      seats: number;
      seed: number;
      moves: ({ tick: true; at: number; } | { seat: number; move: unknown; at: number; })[];
      outcome: unknown;
    };
    const initial = durak.setup(replay.config, replay.seats, { seed: replay.seed });
    if (!initial.ok) throw new Error(initial.error.code);
    let s = initial.value;
    for (const e of replay.moves) {
      if ('tick' in e) {
        s = advance(durak, s, e.at).state;
        continue;
      }
      const move = durak.parseMove(e.move);
      if (!move.ok) throw new Error(move.error.code);
      const r = play(durak, s, e.seat, move.value, e.at);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    expect(durak.outcome(s)).toEqual(over['outcome']);
    expect(replay.outcome).toEqual(over['outcome']);
    // Anyone can check it with `kozyr replay` on the published scenario file.
    const scenario = await (await fetch(`${server.url}/api/tables/${table}/scenario`)).text();
    const checked = runScenario(scenario) as { results: { ok: boolean; }[]; outcome: unknown; };
    expect(checked.results.every((r) => r.ok)).toBe(true);
    expect(checked.outcome).toEqual(over['outcome']);
    await watcher.close();
  });
});

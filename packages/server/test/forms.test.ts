/**
 * Open moves: a seat is sent the forms it may fill beside its legal
 * moves; other seats and spectators are not. A move filled from a form is
 * played; one that breaks the form's constraints is refused, saying which, and
 * changes nothing — even when the game's own `apply` would let it through.
 */
import type { AnyGame } from '@kozyr/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizGame } from '../../engine/test/core/toys/quiz.ts';
import type { RunningServer } from '../src/index.ts';
import { TestClient } from './client.ts';
import { testGames, testServer } from './helpers.ts';

/** The quiz with an `apply` that forgets the answer's length: only the server's form check stands in the way. */
const laxQuiz: typeof quizGame = {
  ...quizGame,
  id: 'lax-quiz',
  apply: (s, seat, move, at) =>
    move.kind === 'answer' && seat === s.answerer && move.round === s.round && s.given === null ?
      { ok: true, value: { state: { ...s, given: move.text }, events: [{ kind: 'answered', seat, text: move.text }] } } :
      quizGame.apply(s, seat, move, at),
};

let server: RunningServer;
beforeAll(async () => {
  server = await testServer({
    guestBurst: 100,
    games: { ...testGames, quiz: quizGame as AnyGame, 'lax-quiz': laxQuiz as AnyGame },
  });
});
afterAll(async () => {
  await server.close();
});

interface Payload {
  version: number;
  legal: unknown[];
  forms: unknown[];
}

/** A quiz table: `host` at seat 0, `player` answering at seat 1, `watcher` spectating; play has begun. */
async function quizTable(game: string) {
  const host = await TestClient.connect(server.url);
  const player = await TestClient.connect(server.url);
  const watcher = await TestClient.connect(server.url);
  const table = (await host.ok({ type: 'table.create', game, seats: 2 }))['table'] as string;
  await player.ok({ type: 'table.join', table });
  await watcher.ok({ type: 'table.spectate', table });
  const started = (c: TestClient) => c.waitFor((m) => m['table'] === table && (m['state'] as Payload | null)?.version === 0);
  await Promise.all([started(host), started(player), started(watcher)]);
  const payload = (c: TestClient) => c.latest(table) as unknown as Payload;
  return { host, player, watcher, table, payload, close: () => Promise.all([host, player, watcher].map((c) => c.close())) };
}

const ANSWER_FORM = { kind: 'answer', fixed: { round: 1 }, fields: { text: { type: 'text', minLength: 3, maxLength: 40 } } };

describe('open moves (forms) reach the seat that may fill them', () => {
  it('the answering seat gets its form beside its (empty) legal moves; the host and a spectator get none', async () => {
    const t = await quizTable('quiz');
    expect(t.payload(t.player)).toMatchObject({ legal: [], forms: [ANSWER_FORM] });
    expect(t.payload(t.host)).toMatchObject({ legal: [], forms: [] });
    expect(t.payload(t.watcher)).toMatchObject({ legal: [], forms: [] });
    await t.close();
  });

  it('a move filled from the form is played; the form then leaves the seat and the host gets its listed verdicts', async () => {
    const t = await quizTable('quiz');
    const r = await t.player.request({ type: 'table.move', table: t.table, move: { kind: 'answer', round: 1, text: 'a piano' } });
    expect(r).toMatchObject({ type: 'reply', ok: true });
    await t.host.waitFor((m) => m.type === 'table.update' && m['table'] === t.table && m['version'] === 1);
    await t.player.waitFor((m) => m.type === 'table.update' && m['table'] === t.table && m['version'] === 1);
    expect(t.payload(t.player)).toMatchObject({ version: 1, forms: [] });
    expect(t.payload(t.host)).toMatchObject({
      version: 1,
      forms: [],
      legal: [{ kind: 'judge', right: true }, { kind: 'judge', right: false }],
    });
    await t.close();
  });

  it.each([
    ['too short a text', { kind: 'answer', round: 1, text: 'no' }, /"text" must be a text of 3 to 40 characters/],
    ['too long a text', { kind: 'answer', round: 1, text: 'x'.repeat(41) }, /"text" must be a text of 3 to 40 characters/],
    ['a text that is not a string', { kind: 'answer', round: 1, text: 42 }, /"text" must be a text/],
    ['another fixed value', { kind: 'answer', round: 2, text: 'a piano' }, /"round" must be 1/],
    ['a key the form does not have', { kind: 'answer', round: 1, text: 'a piano', bonus: 1 }, /"bonus" is not a field of answer/],
  ])('a move that breaks its form (%s) is refused with the reason and changes nothing', async (_, move, reason) => {
    // The lax twin's apply would accept any length: the refusal is the server's form check.
    const t = await quizTable('lax-quiz');
    const live = server.tables.get(t.table)!;
    const r = await t.player.request({ type: 'table.move', table: t.table, move });
    expect(r).toMatchObject({ type: 'error', code: 'illegal-move' });
    expect(r['message']).toMatch(/the answer move does not fit its form/);
    expect(r['message']).toMatch(reason);
    expect(live.currentVersion).toBe(0);
    // Still the player's turn, form and all.
    expect(t.payload(t.player)).toMatchObject({ version: 0, forms: [ANSWER_FORM] });
    await t.close();
  });
});

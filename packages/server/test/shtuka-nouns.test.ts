/**
 * Shtuka mode's nouns, judged by the club's analysers (az for Russian, compromise for English)
 * before the explainer's line is played: a noun refused `shtuka/noun` and never logged, a line
 * without one (or with only «штука», «существо») played.
 */
import { games } from '@kozyr/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { NounAnalysers } from '../src/language/nouns.ts';
import { type Msg, TestClient } from './client.ts';
import { testServer } from './helpers.ts';

const shtuka = games['shtuka']!;
const SHTUKA_ONLY = { blitz: false, shtuka: true, drawing: false, gestures: false, yesNo: false, eyewitness: false };

let server: RunningServer;
let analysers: NounAnalysers;
beforeAll(async () => {
  [server, analysers] = await Promise.all([testServer({ games: { shtuka } }), NounAnalysers.load()]);
});
afterAll(async () => {
  await server.close();
});

describe('the analysers', () => {
  it('report Russian and English nouns and nothing else', () => {
    expect(analysers.nouns('это красный стол')).toEqual(['стол']);
    expect(analysers.nouns('Ест на кухне')).toEqual(['кухне']);
    expect(analysers.nouns('it barks at the cat')).toEqual(['cat']);
    // In its line: "saw" is a verb here, a noun in "a saw".
    expect(analysers.nouns('it saw you')).toEqual([]);
    expect(analysers.nouns('a saw')).toEqual(['saw']);
    expect(analysers.nouns('бегает, лает, кусается')).toEqual([]);
    // An adjective the dictionary also reads as a noun («сладкое»: dessert) describes here.
    expect(analysers.nouns('оно круглое и сладкое')).toEqual([]);
    // Words no dictionary knows, and Ukrainian ones, are left to the table's challenge vote.
    expect(analysers.nouns('глокая куздра')).toEqual([]);
    expect(analysers.nouns('кіт нявкає')).toEqual([]);
  });
});

describe('a line in Shtuka mode', () => {
  let explainer: TestClient;
  let guesser: TestClient;
  let table: string;
  beforeAll(async () => {
    explainer = await TestClient.connect(server.url);
    guesser = await TestClient.connect(server.url);
    const third = await TestClient.connect(server.url);
    table = (await explainer.ok({ type: 'table.create', game: 'shtuka', seats: 3, config: SHTUKA_ONLY }))['table'] as string;
    await guesser.ok({ type: 'table.join', table });
    await third.ok({ type: 'table.join', table });
    await explainer.waitFor((m) => m['table'] === table && m['state'] !== null && m['state'] !== undefined);
    await explainer.ok({ type: 'table.move', table, move: { kind: 'roll' } });
  });
  afterAll(async () => {
    await Promise.all([explainer.close(), guesser.close()]);
  });

  const say = (text: string): Promise<Msg> =>
    explainer.request({ type: 'table.move', table, move: { kind: 'line', round: 1, text } });
  const loggedLines = async (): Promise<string[]> =>
    (await server.storage.log(table)).map((e) => e.move as { kind?: string; text?: string; }).filter((m) => m.kind === 'line')
      .map((m) => m.text!);

  it('with a Russian noun is refused shtuka/noun, naming it in every language, and is not logged', async () => {
    const r = await say('на ней стоит стол');
    expect(r.type).toBe('error');
    const detail = r['detail'] as { code: string; rule: string; message: Record<string, string>; };
    expect(detail.code).toBe('shtuka/noun');
    expect(detail.rule).toMatch(/README#nouns$/);
    for (const lang of ['ru', 'uk', 'bg', 'en']) expect(detail.message[lang]).toContain('стол');
    expect(await loggedLines()).not.toContain('на ней стоит стол');
  });

  it('with an English noun is refused shtuka/noun', async () => {
    const r = await say('you sit at it like a table');
    expect((r['detail'] as { code: string; }).code).toBe('shtuka/noun');
  });

  it('of verbs and adjectives, and one with «штука» or «существо», is played and reaches the guesser', async () => {
    for (const text of ['круглое, красное, его едят', 'it is round and you eat it', 'такая штука, мягкая', 'пушистое существо']) {
      const r = await say(text);
      expect(r.type).toBe('reply');
      await guesser.waitFor((m) => m['table'] === table && JSON.stringify(m['events'] ?? []).includes(JSON.stringify(text)));
    }
    expect(await loggedLines()).toEqual([
      'круглое, красное, его едят',
      'it is round and you eat it',
      'такая штука, мягкая',
      'пушистое существо',
    ]);
  });
});

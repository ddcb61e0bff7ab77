/**
 * Shtuka's pictures reach the table only as images: rendered off the table's queue after the roll,
 * announced to the table's seats and spectators at an unguessable address, and carrying nothing of
 * what they show — no item name, icon name or position in the address, the headers or the bytes; and
 * no frame a guesser or a spectator receives names the target before the round ends.
 */
import { games } from '@kozyr/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemAt } from '../../engine/src/games/shtuka/items.ts';
import type { ShtukaState } from '../../engine/src/games/shtuka/state.ts';
import type { RunningServer } from '../src/index.ts';
import { Pictures } from '../src/pictures/pictures.ts';
import { type PictureTable, TablePictures } from '../src/pictures/table-pictures.ts';
import { type Msg, TestClient } from './client.ts';
import { awayFromTarget, BLITZ_ONLY, grabAndPoint, RENDER_WAIT } from './fixtures/shtuka-rounds.ts';
import { testServer } from './helpers.ts';

const shtuka = games['shtuka']!;

let server: RunningServer;
beforeAll(async () => {
  server = await testServer({ games: { shtuka } });
});
afterAll(async () => {
  await server.close();
});

/** Three seats (seat 0 explains the first round) and a spectator, playing. */
async function shtukaTable() {
  const explainer = await TestClient.connect(server.url);
  const guesser = await TestClient.connect(server.url);
  const other = await TestClient.connect(server.url);
  const watcher = await TestClient.connect(server.url);
  const table = (await explainer.ok({ type: 'table.create', game: 'shtuka', seats: 3, config: BLITZ_ONLY }))['table'] as string;
  await guesser.ok({ type: 'table.join', table });
  await watcher.ok({ type: 'table.spectate', table });
  await other.ok({ type: 'table.join', table });
  const everyone = [explainer, guesser, other, watcher];
  await Promise.all(
    everyone.map((c) => c.waitFor((m) => m['table'] === table && m['state'] !== null && m['state'] !== undefined)),
  );
  const state = () => server.tables.get(table)!.record.state as ShtukaState;
  return { explainer, guesser, other, watcher, everyone, table, state, close: () => Promise.all(everyone.map((c) => c.close())) };
}

type Table = Awaited<ReturnType<typeof shtukaTable>>;

const pictureOf = (c: TestClient, table: string): Promise<Msg> =>
  c.waitFor((m) => m.type === 'table.picture' && m['table'] === table, RENDER_WAIT);

/** Every word that would name an item of the round's picture: full and bare icon names, and its names in every language. */
function identities(s: ShtukaState): string[] {
  const out = new Set<string>();
  for (const p of s.round.layout) {
    const item = itemAt(p.item);
    out.add(`fluent-emoji-flat:${item.icon}`);
    out.add(item.icon);
    for (const name of Object.values(item.words)) out.add(name);
  }
  return [...out];
}

/** Text as its words and numbers, lower case, one space between. */
const words = (text: string): string => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '').join(' ');

/** The chunks of a WebP file (RIFF): only image data may be there, no EXIF, XMP or colour profile. */
function webpChunks(bytes: Buffer): string[] {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32LE(at + 4);
    chunks.push(bytes.toString('latin1', at, at + 4));
    at += 8 + size + (size % 2);
  }
  return chunks;
}

async function roll(t: Table): Promise<void> {
  await t.explainer.ok({ type: 'table.move', table: t.table, move: { kind: 'roll' } });
}

describe('Shtuka pictures', () => {
  let t: Table;
  let message: Msg;
  beforeAll(async () => {
    t = await shtukaTable();
    // Nothing is drawn before the roll: the Blitz card needs the die.
    expect(t.everyone.some((c) => c.messages.some((m) => m.type === 'table.picture'))).toBe(false);
    await roll(t);
    message = await pictureOf(t.watcher, t.table);
  }, RENDER_WAIT + 10_000);
  afterAll(async () => {
    await t.close();
  });

  it("every seat and the spectator get the round's picture and task card after the roll, at random addresses", async () => {
    const got = await Promise.all(t.everyone.map((c) => pictureOf(c, t.table)));
    for (const m of got) expect(m).toEqual(message);
    expect(message['round']).toBe(1);
    const address = new RegExp(`^/pictures/${t.table}/[0-9a-f]{32}\\.webp$`);
    expect(message['picture']).toMatch(address);
    expect(message['task']).toMatch(address);
    expect(message['task']).not.toBe(message['picture']);
  });

  it('a watcher who arrives after the render is told the addresses on subscribing', async () => {
    const late = await TestClient.connect(server.url);
    await late.ok({ type: 'table.spectate', table: t.table });
    expect(await pictureOf(late, t.table)).toEqual(message);
    await late.close();
  });

  it('the addresses serve private WebP images of at most 300 KB, with no metadata', async () => {
    for (const address of [message['picture'], message['task']] as string[]) {
      const r = await fetch(server.url + address);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/webp');
      expect(r.headers.get('cache-control')).toMatch(/^private\b/);
      const bytes = Buffer.from(await r.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(0);
      expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
      for (const chunk of webpChunks(bytes)) expect(['VP8 ', 'VP8L', 'VP8X', 'ALPH']).toContain(chunk);
    }
  });

  it('an unknown token, or anything that is not one, is 404', async () => {
    const address = message['picture'] as string;
    const [, , table, file] = address.split('/');
    expect(table).toBe(message['table']);
    const unknown = `/pictures/${table}/${'0123456789abcdef'.repeat(2)}.webp`;
    expect((await fetch(server.url + unknown)).status).toBe(404);
    // A real token under another table's id is not served: the address names its table.
    expect((await fetch(server.url + `/pictures/another-table/${file}`)).status).toBe(404);
    expect((await fetch(server.url + `/pictures/${file}`)).status).toBe(404);
    expect((await fetch(server.url + '/pictures/..%2Fpackage.json')).status).toBe(404);
    expect((await fetch(server.url + (message['picture'] as string).replace('.webp', '.png'))).status).toBe(404);
  });

  it("neither the addresses, the headers nor the bytes hold an item's name, icon name or position", async () => {
    const s = t.state();
    const names = identities(s);
    expect(names.length).toBeGreaterThan(10);
    const target = s.round.layout[s.round.target]!;
    // Headers every answer of the server carries (security policies, the connection's) say nothing of a picture.
    const every = new Map((await fetch(server.url + '/api/games')).headers);
    for (const address of [message['picture'], message['task']] as string[]) {
      const r = await fetch(server.url + address);
      const own = [...r.headers].filter(([k, v]) => k !== 'date' && every.get(k) !== v);
      expect(own.map(([k]) => k).sort()).toEqual(['cache-control', 'content-length', 'content-type']);
      // Whole words and numbers: a name is never part of a longer word by chance ("pen" in "opener").
      const said = ` ${words(own.map(([k, v]) => `${k} ${v}`).join(' '))} `;
      const says = (phrase: string) => said.includes(` ${words(phrase)} `);
      const bytes = Buffer.from(await r.arrayBuffer());
      const text = bytes.toString('latin1');
      for (const name of names) {
        expect(says(name), name).toBe(false);
        // Compressed pixels are close to random bytes: a name of fewer than 6 bytes could occur in them by
        // chance (a 3-byte one about once in 16 MB), so only those of 6 bytes or more are looked for there.
        const utf8 = Buffer.from(name, 'utf8');
        if (utf8.length >= 6) expect(bytes.includes(utf8)).toBe(false);
        if (name.length >= 6) expect(text.includes(name)).toBe(false);
      }
      // The address is the table's id and a random token and nothing else, so it can carry no name or position
      // (its random characters may spell a short word or any number by chance); nor may the headers.
      expect(address).toMatch(new RegExp(`^/pictures/${t.table}/[0-9a-f]{32}\\.webp$`));
      expect(says(`${target.x}`)).toBe(false);
      expect(says(`${target.y}`)).toBe(false);
    }
  });
});

describe('a guesser and a spectator never receive the target before the round ends', () => {
  it('in no frame, up to the reveal (which names it: the check can see it)', async () => {
    const t = await shtukaTable();
    await roll(t);
    const s = t.state();
    const target = s.round.layout[s.round.target]!;
    const icon = `fluent-emoji-flat:${itemAt(target.item).icon}`;
    // Both guessers grab and point far from the target: each is out, and the round ends with the reveal.
    for (const c of [t.guesser, t.other]) await grabAndPoint(c, t.table, awayFromTarget(s));
    const revealed = (m: Msg) => JSON.stringify(m).includes('"kind":"revealed"');
    for (const c of [t.guesser, t.other, t.watcher]) {
      const reveal = await c.waitFor(revealed, RENDER_WAIT);
      const before = c.messages.slice(0, c.messages.indexOf(reveal));
      expect(before.length).toBeGreaterThan(3);
      for (const m of before) {
        const text = JSON.stringify(m);
        expect(text).not.toContain(icon);
        expect(text).not.toContain(`"x":${target.x}`);
        expect(text).not.toContain(`"y":${target.y}`);
      }
      expect(JSON.stringify(reveal)).toContain(icon);
    }
    await t.close();
  }, RENDER_WAIT);
});

describe('a picture that cannot be drawn', () => {
  it('is a logged error naming the table and the round, and nothing is announced', async () => {
    const pictures = new Pictures();
    const errors: string[] = [];
    const sent: unknown[] = [];
    // A game whose scene names an icon the set does not have: the render thread refuses it.
    const broken = {
      ...shtuka,
      pictures: {
        key: () => 1,
        round: () => 1,
        scene: () => ({
          width: 10,
          height: 10,
          background: null,
          items: [{ icon: 'fluent-emoji-flat:no-such-icon', x: 5, y: 5, size: 8, angle: 0 }],
        }),
        task: () => null,
      },
    };
    const table: PictureTable = {
      id: 'T1',
      game: broken,
      closed: false,
      sendAll: (m) => sent.push(m),
      onError: (e, context) => errors.push(`${context}: ${e instanceof Error ? e.message : String(e)}`),
    };
    const drawings = new TablePictures(table, pictures);
    drawings.follow({});
    await expect.poll(() => errors.length, { timeout: RENDER_WAIT }).toBe(1);
    expect(errors[0]).toMatch(/table T1, round 1 .*icon "fluent-emoji-flat:no-such-icon" is not in its set/);
    expect(sent).toEqual([]);
    expect(drawings.current()).toBeNull();
    expect(pictures.heldBytes).toBe(0);
    await pictures.close();
  }, RENDER_WAIT);

  it('a game whose scene throws is logged, and following the state does not throw', () => {
    const errors: string[] = [];
    const table: PictureTable = {
      id: 'T2',
      game: {
        ...shtuka,
        pictures: {
          key: () => 1,
          round: () => 1,
          scene: () => {
            throw new Error('no scene');
          },
          task: () => null,
        },
      },
      closed: false,
      sendAll: () => undefined,
      onError: (e, context) => errors.push(`${context}: ${e instanceof Error ? e.message : String(e)}`),
    };
    expect(() => new TablePictures(table, new Pictures()).follow({})).not.toThrow();
    expect(errors).toEqual(['pictures of table T2 (the game goes on without them): no scene']);
  });
});

import { games } from '@kozyr/engine';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/index.ts';
import { testServer } from './helpers.ts';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The body as it came over the wire, not decompressed. */
  readonly raw: Buffer;
}

/** A GET that shows the body as sent (fetch would decompress it and hide the encoding). */
const get = (url: string, acceptEncoding: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject).end();
  });

// A built client as Vite lays it out: index.html naming a hashed script under assets/.
const SCRIPT = `export const greeting = ${JSON.stringify('Козырь — клуб карточных игр. '.repeat(200))};\n`;
const INDEX = `<!doctype html><html lang="ru"><head><meta charset="UTF-8"><title>Kozyr</title>
<script type="module" crossorigin src="/assets/index-Cq3b9xYz.js"></script></head>
<body><div id="app"></div>${'<!-- the club -->\n'.repeat(40)}</body></html>`;

describe('the page as sent: compressed, hashed assets cached for a year', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'kozyr-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-Cq3b9xYz.js'), SCRIPT);
    writeFileSync(join(dist, '.source-hash'), 'abc\n');
    server = await testServer({ webDist: dist, games });
  });
  afterAll(() => server.close());

  it('index.html comes brotli-compressed and is revalidated on every load', async () => {
    const r = await get(`${server.url}/`, 'gzip, deflate, br');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['vary']).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(r.raw).toString()).toBe(INDEX);
  });

  it('a hashed asset comes compressed and is cached for a year as immutable', async () => {
    const r = await get(`${server.url}/assets/index-Cq3b9xYz.js`, 'gzip, deflate, br');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.raw.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(brotliDecompressSync(r.raw).toString()).toBe(SCRIPT);
  });

  it('a client without brotli gets gzip', async () => {
    const r = await get(`${server.url}/assets/index-Cq3b9xYz.js`, 'gzip');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(r.raw).toString()).toBe(SCRIPT);
  });

  it('the JSON of /api/games comes compressed', async () => {
    const r = await get(`${server.url}/api/games`, 'gzip, deflate, br');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    const list = JSON.parse(brotliDecompressSync(r.raw).toString()) as { id: string; }[];
    expect(list.map((g) => g.id)).toContain('durak');
    expect(r.raw.length).toBeLessThan(JSON.stringify(list).length / 2);
  });

  it('the build stamp in dist is not served', async () => {
    expect((await get(`${server.url}/.source-hash`, 'identity')).status).toBe(404);
  });

  it('a client that asks for no encoding gets the plain body', async () => {
    const r = await get(`${server.url}/api/games`, 'identity');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(r.raw.toString()) as unknown[]).length).toBe(Object.keys(games).length);
  });
});

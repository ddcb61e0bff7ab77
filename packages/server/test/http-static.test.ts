import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { testServer } from './helpers.ts';

describe('static client hook and links', () => {
  it('without a built client, / answers a short plain page saying so', async () => {
    const server = await testServer({ webDist: join(tmpdir(), 'kozyr-no-such-dist') });
    try {
      const r = await fetch(`${server.url}/`);
      expect(r.headers.get('content-type')).toContain('text/plain');
      expect(await r.text()).toContain('not built');
    } finally {
      await server.close();
    }
  });

  it('with packages/web/dist present, / serves it', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'kozyr-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>kozyr client</title>');
    const server = await testServer({ webDist: dist });
    try {
      expect(await (await fetch(`${server.url}/`)).text()).toContain('kozyr client');
    } finally {
      await server.close();
    }
  });

  it('an invite link redirects to the client with the code', async () => {
    const server = await testServer();
    try {
      const c = await TestClient.connect(server.url);
      const invite = (await c.ok({ type: 'table.create', game: 'fake', seats: 2, private: true }))['invite'] as string;
      const r = await fetch(`${server.url}/i/${invite.toLowerCase()}`, { redirect: 'manual' });
      expect(r.status).toBe(302);
      expect(r.headers.get('location')).toBe(`/?invite=${invite}`);
      const looked = (await (await fetch(`${server.url}/api/invite/${invite}`)).json()) as { table: string; };
      expect(looked.table).toBeTypeOf('string');
      await c.close();
    } finally {
      await server.close();
    }
  });
});

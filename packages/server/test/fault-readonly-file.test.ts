/**
 * A club file the server may not write: the server refuses to start on it,
 * says why, and leaves the file as it was. File modes bind only an unprivileged
 * process (root's capabilities override them), so when the test runs as root
 * the server runs as root with every capability dropped (setpriv): the modes
 * then bind it as the files' owner, and it can still read the checkout wherever
 * it lies (a user such as `nobody` may not). (A database that turns read-only while the server runs is in
 * storage-write-faults.test.ts.)
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { tempSqlite, testServer } from './helpers.ts';

const CHILD = fileURLToPath(new URL('./fixtures/serve-child.ts', import.meta.url));
const asRoot = process.getuid?.() === 0;
const NO_CAPABILITIES = ['--bounding-set=-all', '--inh-caps=-all'] as const;

/** A digest of every file of the club (the database, its WAL and journals). */
function digest(dir: string): string {
  const h = createHash('sha256');
  for (const f of readdirSync(dir).sort()) h.update(f).update(readFileSync(join(dir, f)));
  return h.digest('hex');
}

describe('a read-only club file', () => {
  it('the server refuses to start on it, naming the file and why, and the file is unchanged', async () => {
    const file = tempSqlite();
    const dir = dirname(file);
    // A club with a game in it, closed cleanly.
    const server = await testServer({ sqliteFile: file });
    const a = await TestClient.connect(server.url);
    await a.ok({ type: 'table.create', game: 'fake', seats: 2, config: { turns: 20 } });
    a.ws.terminate();
    await server.close();
    for (const f of readdirSync(dir)) chmodSync(join(dir, f), 0o444);
    chmodSync(dir, 0o555);
    const before = digest(dir);

    const command = asRoot ?
      ['setpriv', [...NO_CAPABILITIES, '--', process.execPath, '--import', 'tsx', CHILD]] as const :
      [process.execPath, ['--import', 'tsx', CHILD]] as const;
    // The dropped capabilities really bind: the unprivileged root may not write the read-only file.
    if (asRoot) expect(spawnSync('setpriv', [...NO_CAPABILITIES, '--', 'sh', '-c', `: >> '${file}'`]).status).not.toBe(0);
    const child = spawn(command[0], command[1], {
      env: { ...process.env, KOZYR_SQLITE: file },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

    expect(code).not.toBe(0);
    expect(out).not.toMatch(/LISTENING/);
    // The operator is told which file, why, and what to do; not a driver's "attempt to write a readonly database".
    // (Node prints the throwing source line too: the message is the line that names a path.)
    const said = /cannot open the database \/.*/.exec(err)?.[0] ?? '';
    expect(said).toContain(`cannot open the database ${file} for writing: the file is read-only for this user (EACCES)`);
    expect(said).toMatch(/give the server write access .* or choose another file \(--sqlite or KOZYR_SQLITE\)/);
    expect(digest(dir)).toBe(before);
    process.stdout.write(`FIGURE read-only club file at start-up: refused to start (exit ${code}): ${said}; file unchanged\n`);
    chmodSync(dir, 0o755);
  }, 60_000);
});

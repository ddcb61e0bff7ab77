// Builds the browser client (packages/web/dist) only when its inputs changed since the last build, so
// `npm start` on an unchanged checkout starts the server at once. The inputs are everything Vite bundles
// from: the web package, the engine and protocol sources it imports, the root tsconfig and the lockfile
// (dependency versions). Their hash is stored in dist after a successful build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'packages/web/dist');
const stamp = join(dist, '.source-hash');
const inputs = [
  'packages/web/index.html',
  'packages/web/package.json',
  'packages/web/vite.config.ts',
  'packages/web/src',
  'packages/web/public',
  'packages/engine/package.json',
  'packages/engine/src',
  'packages/protocol/package.json',
  'packages/protocol/src',
  'tsconfig.json',
  'package-lock.json',
];

/** Every file under `path`, in a fixed order, so the same tree always hashes the same. */
function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((name) => files(join(path, name)));
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((p) => files(join(root, p)))) {
    // The name too: a renamed or moved file changes the bundle even with the same bytes.
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const current = sourceHash();
const built = existsSync(stamp) && existsSync(join(dist, 'index.html')) ? readFileSync(stamp, 'utf8').trim() : null;
if (built === current) {
  console.log('web client unchanged since its last build: packages/web/dist kept');
} else {
  const r = spawnSync('npm', ['run', 'build', '--workspace', '@kozyr/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(stamp, `${current}\n`);
}

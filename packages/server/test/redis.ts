/**
 * Redis for tests: a `redis-server` of our own on a free loopback port (Debian's
 * package; KOZYR_REDIS_SERVER names another binary). Without the binary the
 * suites that need it are skipped with a message — unless KOZYR_REQUIRE_ALL=1
 * (CI), where it fails the run instead.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const REQUIRE_ALL = process.env['KOZYR_REQUIRE_ALL'] === '1';
export const REDIS_SERVER = process.env['KOZYR_REDIS_SERVER'] ?? 'redis-server';

function installed(): boolean {
  try {
    execFileSync(REDIS_SERVER, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether to run Redis tests; throws in CI mode when they cannot run. */
export function redisAvailable(what: string): boolean {
  if (installed()) return true;
  if (REQUIRE_ALL) throw new Error(`KOZYR_REQUIRE_ALL=1 but ${REDIS_SERVER} is not installed: cannot run "${what}"`);
  process.stderr.write(`SKIPPED: "${what}" needs ${REDIS_SERVER} (apt-get install redis-server)\n`);
  return false;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** A redis-server on `port`, without persistence, ready when this resolves. */
export function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) {
        child.stdout!.resume();
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out.slice(-500)}`)));
  });
}

/**
 * A throwaway PostgreSQL server of the test's own (initdb + pg_ctl on a private
 * port and data directory under the temp dir), so a test may stop and restart
 * it without touching the shared cluster other tests use. Needs Debian's
 * postgresql binaries (/usr/lib/postgresql/<v>/bin) and root, to run them as
 * the `postgres` user; without them the tests that need it are skipped, or
 * fail under KOZYR_REQUIRE_ALL=1 (CI).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REQUIRE_ALL = process.env['KOZYR_REQUIRE_ALL'] === '1';

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length === 0 ? null : join(root, versions[0]!, 'bin');
}

/** Whether a private PostgreSQL can be started here; throws in CI mode when it cannot. */
export function privatePgAvailable(what: string): boolean {
  const ok = binDir() !== null && process.getuid?.() === 0;
  if (ok) return true;
  if (REQUIRE_ALL) throw new Error(`KOZYR_REQUIRE_ALL=1 but no PostgreSQL binaries or not root: cannot run "${what}"`);
  process.stderr.write(`SKIPPED: "${what}" (needs /usr/lib/postgresql/*/bin and root)\n`);
  return false;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a !== null ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pids whose parent is `pid` (from /proc). */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command name: state, ppid, …
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

export interface PgInstance {
  readonly url: string;
  stop(): void;
  start(): void;
  /** SIGKILL of the postmaster, as a crash or the OOM killer does it; resolves once its backends are gone too. */
  kill(): Promise<void>;
  destroy(): void;
}

export async function startPrivatePg(): Promise<PgInstance> {
  const bin = binDir()!;
  const dir = mkdtempSync(join(tmpdir(), 'kozyr-pg-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(dir, uid, gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const asPostgres = (args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir });
  asPostgres([join(bin, 'initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const start = () =>
    void asPostgres([
      join(bin, 'pg_ctl'),
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const stop = () => void asPostgres([join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async kill() {
      const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const children = childrenOf(postmaster);
      process.kill(postmaster, 'SIGKILL');
      // Orphaned backends notice the postmaster's death and exit; until they do, its shared memory blocks a restart.
      const end = Date.now() + 10_000;
      while ([postmaster, ...children].some(alive)) {
        if (Date.now() > end) throw new Error('PostgreSQL backends outlived their killed postmaster');
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

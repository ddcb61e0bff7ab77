import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../bin/kozyr.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'kozyr-cli-'));
let n = 0;

/** Run `kozyr` as a user would, in a child process. */
export function kozyr(...args: string[]) {
  return kozyrWith({}, ...args);
}

/** A net under a command that hangs, not a speed budget: on a machine busy with other work a command takes longer. */
const HANG_MS = 10 * 60_000;

/** The same with extra environment variables. */
export function kozyrWith(env: Record<string, string>, ...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: HANG_MS, env: { ...process.env, ...env } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Write a scenario (or any text) to a temporary file and return its path. */
export function scenarioFile(content: unknown): string {
  const path = join(dir, `scenario-${n++}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

/**
 * Every CLI failure is one clear line on stderr and exit status 2, never a Node stack trace,
 * whether the user can fix it (a bad option) or not (a port in use, a game that throws).
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kozyr, kozyrWith, scenarioFile } from './run-cli.ts';

/** One line, naming the command, with no stack frame in it. */
function expectOneLine(stderr: string, command: string): void {
  const lines = stderr.trimEnd().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(new RegExp(`^kozyr ${command}: \\S`));
  expect(stderr).not.toMatch(/^\s+at /m);
}

describe('kozyr failures', () => {
  let held: Server;
  let port = 0;
  beforeAll(async () => {
    held = createServer();
    await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
    port = (held.address() as { port: number; }).port;
  });
  afterAll(() => new Promise<void>((resolve) => held.close(() => resolve())));

  it('serve on a port already in use: one line with the reason, status 2', () => {
    const r = kozyr('serve', '--floor', '--port', String(port));
    expect(r.status).toBe(2);
    expectOneLine(r.stderr, 'serve');
    expect(r.stderr).toMatch(/EADDRINUSE/);
  });

  it('a bad option: one line, status 2', () => {
    const r = kozyr('simulate', '--game', 'thousand', '--games', 'many');
    expect(r.status).toBe(2);
    expectOneLine(r.stderr, 'simulate');
  });

  it('a scenario the schema refuses is one line listing every issue', () => {
    const r = kozyr('replay', scenarioFile({ game: 'durak', seats: 'two', extra: 1, moves: [] }));
    expect(r.status).toBe(2);
    expectOneLine(r.stderr, 'replay');
    expect(r.stderr).toMatch(/not a scenario: .*seats.*; .*extra/);
  });

  it('an unknown command is one line naming the commands', () => {
    const r = kozyr('frobnicate');
    expect(r.status).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/unknown command "frobnicate" \(commands: replay, simulate/);
  });

  it('KOZYR_DEBUG=1 adds the stack after the line, for a failure that is not the user\u2019s', () => {
    const r = kozyrWith({ KOZYR_DEBUG: '1' }, 'serve', '--floor', '--port', String(port));
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n')[0]).toMatch(/^kozyr serve: .*EADDRINUSE/);
    expect(r.stderr).toMatch(/^\s+at /m);
  });
});

describe('kozyr simulate: random players end every game', () => {
  it('thousand, 3 games from seed 1, random players at every seat: every game reaches 1000', () => {
    const r = kozyr('simulate', '--game', 'thousand', '--games', '3', '--seed', '1', '--json');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/"games":\s*3/);
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import { kozyr } from './run-cli.ts';

describe('kozyr loadtest', () => {
  it('a sweep runs each table count on a fresh server and sums up which met the p99 target', () => {
    const r = kozyr('loadtest', '--floor', '--tables', '2,3', '--seconds', '1');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/FLOOR: the server is a stand-in/);
    expect(r.stdout).toMatch(/2 tables, 4 sockets/);
    expect(r.stdout).toMatch(/3 tables, 6 sockets/);
    const summary = r.stdout.slice(r.stdout.indexOf('sweep summary'));
    expect(summary).toMatch(/^\s+2\s+\d+/m);
    expect(summary).toMatch(/^\s+3\s+\d+/m);
    expect(summary).toMatch(/largest count with p99 < 100 ms: \d+ tables|no count met p99 < 100 ms/);
  }, 60_000);

  it('--workers 2 plays the tables through the front and both workers', () => {
    const r = kozyr('loadtest', '--workers', '2', '--tables', '4', '--seconds', '2');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/4 tables, 8 sockets, 2s, think 0 ms, 2 worker\(s\)/);
    // Where the loop's stalls went, and the machine's load, go with every figure.
    expect(r.stdout).toMatch(/server loop stalls (no stalls over 50 ms|\d+ stalls over 50 ms)/);
    expect(r.stdout).toMatch(/machine load +\d+\.\d\d at the start, \d+\.\d\d at the end/);
    // And the whole machine's CPU in the window: the test's own, other work, the host's steal (Linux's /proc/stat).
    expect(r.stdout).toMatch(
      process.platform === 'linux' ?
        /machine CPU +\d+\.\d\d of \d+ cores busy: server \d+\.\d\d, clients \d+\.\d\d, other work \d+\.\d\d(?: \(the busiest: .*\))?; taken by the host \(steal\) \d+\.\d\d, waiting for the disk \d+\.\d\d/ :
        /machine CPU +not measured/,
    );
    const moves = Number(/moves per second {2}(\d+)/.exec(r.stdout)?.[1]);
    expect(moves).toBeGreaterThan(0);
  }, 90_000);

  it('--floor --workers 2 runs the floor as two workers behind the primary', () => {
    const r = kozyr('loadtest', '--floor', '--workers', '2', '--tables', '4', '--seconds', '1');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/FLOOR: the server is a stand-in/);
    expect(r.stdout).toMatch(/4 tables, 8 sockets, 1s, think 0 ms, 2 worker\(s\)/);
    expect(Number(/moves per second {2}(\d+)/.exec(r.stdout)?.[1])).toBeGreaterThan(0);
  }, 60_000);

  it('--vs-floor N runs the floor and the real server alternately and prints medians and their ratio', () => {
    const r = kozyr('loadtest', '--vs-floor', '2', '--tables', '2', '--seconds', '1');
    expect(r.status).toBe(0);
    // Alternately: floor, real, floor, real.
    const order = [...r.stdout.matchAll(/^(FLOOR: |server http)/gm)].map((m) => (m[1] === 'FLOOR: ' ? 'floor' : 'server'));
    expect(order).toEqual(['floor', 'server', 'server', 'floor', 'server', 'server']);
    const summary = r.stdout.slice(r.stdout.indexOf('real vs floor, 2 interleaved pair(s)'));
    expect(summary).toMatch(/^\s+1\s+\d+\s+\d+\s+\d+\.\d\d/m);
    expect(summary).toMatch(/^\s+2\s+\d+\s+\d+\s+\d+\.\d\d/m);
    expect(summary).toMatch(/median server CPU per move: real \d+ µs, floor \d+ µs; ratio real\/floor \d+\.\d\d/);
  }, 90_000);

  it('--bot-tables N plays tables of bots at a level beside the measured ones', () => {
    const r = kozyr(
      'loadtest',
      ...[
        '--tables',
        '2',
        '--seconds',
        '2',
        '--bot-tables',
        '2',
        '--bot-level',
        'strong',
        '--bot-game',
        'hotel',
        '--bot-delay',
        '0',
      ],
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/2 tables of strong bots at hotel play beside them \(not measured\)/);
    expect(r.stdout).toMatch(/the bot tables finished \d+ games/);
    expect(r.stdout).toMatch(/2 tables, 4 sockets/);
  }, 90_000);

  it.each([
    [['--bot-tables', '2', '--bot-level', 'hard'], /--bot-level must be one of easy, normal, strong, got "hard"/],
    [['--bot-level', 'strong'], /--bot-level describes the bot tables: give --bot-tables N too/],
    [['--bot-tables', '2', '--floor'], /--bot-tables play at the real server from this process/],
    [['--vs-floor', '2', '--floor'], /--vs-floor starts both servers itself/],
    [['--vs-floor', '0'], /--vs-floor must be a whole number ≥ 1/],
    [['--tables', '10,x'], /--tables must be a whole number/],
    [['--tables', '0'], /--tables must be a whole number ≥ 1/],
    [['--tables', '1,2', '--url', 'http://127.0.0.1:9'], /a sweep starts a fresh server for each count/],
    [['--floor', '--url', 'http://127.0.0.1:9'], /--floor starts its own stand-in server/],
    [['--url', 'http://example.com:80'], /--url must be a loopback/],
    [['--workers', '0'], /--workers must be a whole number ≥ 1/],
    [['--url', 'http://127.0.0.1:9', '--workers', '2'], /--workers applies to the server the load test starts/],
    [['--node-flags=--max-semi-space-size=16;touch /tmp/x'], /--node-flags takes Node\/V8 flags/],
    [['--node-flags=--max-semi-space-size=16', '--url', 'http://127.0.0.1:9'], /--node-flags are the flags of the server/],
    [['--warmup', '301'], /--warmup must be at most 300/],
    [['--turn-seconds', '601'], /--turn-seconds must be at most 600/],
    [
      ['--turn-seconds', '3', '--think', '2000'],
      /--turn-seconds 3 would fire before a player's think time \(up to 3000 ms\).*give at least 4/,
    ],
  ])('refuses %j with exit status 2 and a reason', (args, reason) => {
    const r = kozyr('loadtest', ...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(reason);
  });
});

import { describe, expect, it } from 'vitest';
import { kozyr, scenarioFile } from './run-cli.ts';

describe('kozyr replay refuses broken files with a clear error and exit status 2', () => {
  it('a file that does not exist', () => {
    const r = kozyr('replay', '/nonexistent/kozyr.json');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/cannot read \/nonexistent\/kozyr.json/);
    expect(r.stdout).toBe('');
  });

  it('a file that is not JSON', () => {
    const r = kozyr('replay', scenarioFile('{ "game": "durak", '));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/not valid JSON/);
  });

  it('JSON that is not a scenario names the fields at fault', () => {
    const r = kozyr('replay', scenarioFile({ game: 'durak', seats: 'two', moves: [{ seat: 0 }], extra: 1 }));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/not a scenario/);
    expect(r.stderr).toMatch(/seats/);
    expect(r.stderr).toMatch(/extra/);
  });

  it('an unknown game', () => {
    const r = kozyr('replay', scenarioFile({ game: 'chess', seats: 2, moves: [] }));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown game "chess"/);
  });

  it("a chat line is heard by the game's chat hook, never parsed as a move; one the game ignores is reported", () => {
    const r = kozyr('replay', scenarioFile({ game: 'svintus', seats: 3, seed: 1, moves: [{ seat: 0, chat: 'hi', at: 5 }] }));
    expect(r.status).toBe(0);
    // No silence holds at the deal: the line changes nothing, which a logged line never should.
    expect(JSON.parse(r.stdout).results).toEqual([
      { ok: false, code: 'core/chat-ignored', message: 'the game did not act on this chat line', rule: 'chat' },
    ]);
  });

  it('no file at all prints the usage', () => {
    const r = kozyr('replay');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/usage: kozyr replay FILE.json/);
  });
});

describe('kozyr itself', () => {
  it('lists its commands', () => {
    const r = kozyr('--help');
    expect(r.status).toBe(0);
    for (const c of ['replay', 'simulate', 'bench']) expect(r.stdout).toContain(`kozyr ${c}`);
  });
  it('refuses an unknown command', () => {
    const r = kozyr('frobnicate');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown command "frobnicate"/);
  });
  it('refuses a command named after an inherited property (own keys only)', () => {
    const r = kozyr('constructor');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown command "constructor"/);
  });
  it('refuses bad options with exit status 2', () => {
    const r = kozyr('simulate', '--game', 'nosuch', '--games', '1');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown game "nosuch"/);
    const b = kozyr('bench', '--runs', 'many');
    expect(b.status).toBe(2);
    expect(b.stderr).toMatch(/--runs must be a whole number/);
  });
});

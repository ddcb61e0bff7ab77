import { type AnyGame, type Bot, botFor, botMatch, games, randomPlayout, realtimeMatch, type Tagged } from '@kozyr/engine';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CliError, guarded, intOption, parse } from '../args.ts';
import { botCosts, botCostTable } from '../bench/bots.ts';
import { type ReferenceConfig, referencePlayout } from '../bench/durak-reference.ts';
import type { Command } from '../command.ts';

/**
 * Yardsticks outside the engine, by game id: Durak is also measured against a tight, mutable playout
 * of the same rules, seeds and choices (bench/durak-reference.ts). The table each game is played on
 * is the game's own (`bench` in its GameDef: settings, seats and the bot of its "random full game");
 * a game without one is measured on its defaults at the fewest seats.
 */
const REFERENCES: Readonly<Record<string, Reference>> = { durak: durakReference };

/** How a benched game is played: by bots (one per seat, through botMatch), by randomPlayout, or by a reference playout. */
type Policy = {
  readonly label: string;
  readonly play: (seed: number) => { rounds: number; moves: number; };
  /** The table's config when it is not the game's bench config (random players of Thousand play to 1000). */
  readonly config?: unknown;
};

/** A yardstick outside the engine: the same games as randomPlayout, played by code written for speed alone. */
type Reference = (config: unknown, seats: number) => Policy;

function durakReference(config: unknown, seats: number): Policy {
  const c = config as ReferenceConfig & { series: number; };
  if (!['podkidnoy', 'perevodnoy', 'porozhniy'].includes(c.variant) || c.series !== 1) {
    throw new CliError(`durak: the reference playout covers single games of podkidnoy, perevodnoy and porozhniy only`);
  }
  return {
    label: 'reference',
    play: (seed) => ({ rounds: 1, moves: referencePlayout(c, seats, seed).moves }),
  };
}

function policies(
  game: AnyGame,
  config: unknown,
  seats: number,
  bots: string | undefined,
  botsConfig: unknown,
  reference?: Reference,
): Policy[] {
  const out: Policy[] = [];
  if (bots !== undefined) {
    const bot = botFor(game, bots);
    if (bot === undefined) throw new CliError(`${game.id}: no bot "${bots}" for the bench`);
    const table: Bot<unknown, Tagged>[] = Array.from({ length: seats }, () => bot);
    if (game.type.timing === 'realtime') {
      const lineup = table.map((b) => ({ bot: b }));
      out.push({ label: `${bots} players`, play: (seed) => realtimeMatch(game, botsConfig, lineup, seed), config: botsConfig });
      // Uniform moves at one instant mean nothing in real time (and a play-rate cap refuses them).
      return out;
    }
    out.push({ label: `${bots} players`, play: (seed) => botMatch(game, botsConfig, table, seed), config: botsConfig });
  }
  out.push({ label: 'uniform moves', play: (seed) => randomPlayout(game, config, seats, seed) });
  if (reference !== undefined) out.push(reference(config, seats));
  return out;
}

interface Run {
  games: number;
  rounds: number;
  moves: number;
  seconds: number;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Play games by `policy` for about `ms` milliseconds. */
function timedRun(policy: Policy, ms: number, seedBase: number): Run {
  let games = 0;
  let rounds = 0;
  let moves = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    // Check the clock every few games only: reading it is not free at 20k games/s.
    for (let i = 0; i < 16; i++) {
      const r = policy.play(seedBase + games);
      games++;
      rounds += r.rounds;
      moves += r.moves;
    }
    now = performance.now();
  }
  return { games, rounds, moves, seconds: (now - start) / 1000 };
}

type Row = ReturnType<typeof measureGame>[number];

/**
 * Every policy of one game: a warm-up, then `runs` timed runs of `ms` each, the policies
 * interleaved (A, B, A, B, ...) so that a load that comes and goes on the machine falls on
 * all of them alike and their ratio stays meaningful.
 */
function measureGame(game: AnyGame, runs: number, ms: number) {
  const table = game.bench ?? { config: {}, seats: game.seats.min };
  const config = game.parseConfig(table.config, table.seats);
  if (!config.ok) throw new CliError(`${game.id}: bench config refused: ${config.error.message.en}`);
  const botsConfig = table.playersConfig === undefined ? config : game.parseConfig(table.playersConfig, table.seats);
  if (!botsConfig.ok) throw new CliError(`${game.id}: bench config refused: ${botsConfig.error.message.en}`);
  const reference = Object.hasOwn(REFERENCES, game.id) ? REFERENCES[game.id] : undefined;
  const chosen = policies(game, config.value, table.seats, table.players, botsConfig.value, reference);
  for (const policy of chosen) timedRun(policy, Math.min(300, ms), 1_000_000); // warm-up: let the JIT settle
  const byPolicy: Run[][] = chosen.map(() => []);
  for (let r = 0; r < runs; r++) chosen.forEach((policy, i) => byPolicy[i]!.push(timedRun(policy, ms, r * 10_000_000)));
  const uniform = chosen.findIndex((p) => p.label === 'uniform moves');
  return chosen.map((policy, i) => {
    const results = byPolicy[i]!;
    // The reference row carries engine/reference: the median over runs of uniform-moves games/s over
    // reference games/s, each pair measured back to back.
    const paired = policy.label === 'reference' ?
      results.map((r, k) => byPolicy[uniform]![k]!.games / byPolicy[uniform]![k]!.seconds / (r.games / r.seconds)) :
      null;
    const gps = results.map((r) => r.games / r.seconds);
    const rps = results.map((r) => r.rounds / r.seconds);
    const total = results.reduce(
      (a, r) => ({ games: a.games + r.games, rounds: a.rounds + r.rounds, moves: a.moves + r.moves }),
      { games: 0, rounds: 0, moves: 0 },
    );
    return {
      game: game.id,
      policy: policy.label,
      seats: table.seats,
      config: policy.config ?? config.value,
      runs,
      gamesPerSecond: median(gps),
      gamesPerSecondMin: Math.min(...gps),
      gamesPerSecondMax: Math.max(...gps),
      roundsPerSecond: median(rps),
      movesPerGame: total.moves / total.games,
      movesPerRound: total.moves / Math.max(1, total.rounds),
      movesPerSecond: median(results.map((r) => r.moves / r.seconds)),
      ...(paired === null ? {} : { engineOverReference: median(paired) }),
    };
  });
}

/**
 * Several games are measured each in a process of its own, one after the other: in one
 * process the shared loops (randomPlayout, botMatch) would carry the previous games' JIT
 * feedback and run every later game slower than a table running that game alone would.
 */
function measureApart(ids: readonly string[], runs: number, ms: number): Row[] {
  const bin = fileURLToPath(new URL('../../bin/kozyr.js', import.meta.url));
  return ids.flatMap((id) => {
    const r = spawnSync(process.execPath, [bin, 'bench', '--game', id, '--runs', String(runs), '--ms', String(ms), '--json'], {
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new CliError(`${id}: the bench process failed (${r.status ?? r.signal}): ${r.stderr.trim()}`);
    return (JSON.parse(r.stdout) as { rows: Row[]; }).rows;
  });
}

/** The games `--game` names (one id, or several comma-separated), in the registry's order; without it, every registered game. */
export function benchedGames(named: string | undefined): AnyGame[] {
  const all = Object.values(games);
  if (named === undefined) {
    if (all.length === 0) throw new CliError('no games are registered');
    return all;
  }
  const ids = named.split(',').map((id) => id.trim());
  const unknown = ids.filter((id) => !(id in games));
  if (unknown.length > 0 || ids.length === 0) {
    throw new CliError(`unknown game "${unknown.join(', ') || named}" (known: ${Object.keys(games).join(', ')})`);
  }
  return all.filter((g) => ids.includes(g.id));
}

export const bench: Command = {
  usage:
    'kozyr bench [--game ID[,ID…]] [--runs N] [--ms MS] [--json]\n       kozyr bench --bots [--game ID[,ID…]] [--decisions N] [--json]',
  summary:
    'Full random games and rounds per second for each game on one core (random players and uniform moves where they differ): median of several timed runs, as a table or JSON; --bots: CPU milliseconds per decision of every bot level (median, p95).',
  run(args) {
    return guarded('bench', () => {
      const o = parse(args, {
        game: { type: 'string' },
        runs: { type: 'string' },
        ms: { type: 'string' },
        json: { type: 'boolean' },
        bots: { type: 'boolean' },
        decisions: { type: 'string' },
      });
      if (o.bots) {
        const rows = botCosts(benchedGames(o.game), intOption(o.decisions, 'decisions', 200));
        process.stdout.write((o.json ? JSON.stringify({ node: process.version, rows }, null, 2) : botCostTable(rows)) + '\n');
        return 0;
      }
      const runs = intOption(o.runs, 'runs', 5);
      const ms = intOption(o.ms, 'ms', 1000);
      const chosen = benchedGames(o.game);

      const rows = chosen.length === 1 ? measureGame(chosen[0]!, runs, ms) : measureApart(chosen.map((g) => g.id), runs, ms);

      if (o.json) {
        process.stdout.write(JSON.stringify({ node: process.version, rows }, null, 2) + '\n');
        return 0;
      }
      const head = `game       seats  policy           games/s (median)  min..max          rounds/s  moves/round  moves/s`;
      const lines = [
        `kozyr bench: ${runs} runs of ${ms} ms each, one core, node ${process.version}${
          chosen.length > 1 ? '; each game in a process of its own' : ''
        }`,
        '',
        head,
      ];
      for (const r of rows) {
        lines.push(
          `${r.game.padEnd(10)} ${String(r.seats).padStart(5)}  ${r.policy.padEnd(15)} ${
            r.gamesPerSecond.toFixed(0).padStart(17)
          }  ${`${r.gamesPerSecondMin.toFixed(0)}..${r.gamesPerSecondMax.toFixed(0)}`.padEnd(16)} ${
            r.roundsPerSecond.toFixed(0).padStart(9)
          }  ${r.movesPerRound.toFixed(1).padStart(11)}  ${r.movesPerSecond.toFixed(0).padStart(7)}`,
        );
      }
      for (const r of rows) {
        if (r.engineOverReference === undefined) continue;
        lines.push(
          '',
          `${r.game}: engine/reference = ${r.engineOverReference.toFixed(2)} (uniform moves over the reference playout,`,
          `median of ${r.runs} back-to-back pairs; the reference is a tight mutable playout of the same rules, seeds and choices)`,
        );
      }
      lines.push(
        '',
        'rounds = hands / deals / games of a series (round-over events).',
        'policy: "uniform moves" = randomPlayout, a random actor makes a uniformly random legal move;',
        '"random players" = the game\'s random bot at every seat (botMatch): a random card among those that fit,',
        'draw only when none fits, reactions pressed at random or left to close. A "random full hand" of UNO and',
        'Svintus is a hand of random players (the lead\'s decision, README "kozyr bench").',
      );
      process.stdout.write(lines.join('\n') + '\n');
      return 0;
    });
  },
};

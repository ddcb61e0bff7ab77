import { games, randomPlayout, type AnyGame } from '@kozyr/engine';
import { CliError, guarded, intOption, parse } from '../args.ts';
import type { Command } from '../main.ts';

/** Which table each game is measured on; a game not listed is measured with its defaults and fewest seats. */
const BENCH_TABLES: Readonly<Record<string, { config: Record<string, unknown>; seats: number }>> = {
  durak: { config: { variant: 'podkidnoy', deck: 36 }, seats: 2 },
  uno: { config: {}, seats: 4 },
  svintus: { config: {}, seats: 4 },
  // Random declarers almost never make a contract, so a random table would never reach 1000: cap it at 100 deals.
  thousand: { config: { dealLimit: 100 }, seats: 3 },
};

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

/** Play random games for about `ms` milliseconds. */
function timedRun(game: AnyGame, config: unknown, seats: number, ms: number, seedBase: number): Run {
  let games = 0;
  let rounds = 0;
  let moves = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    // Check the clock every few games only: reading it is not free at 20k games/s.
    for (let i = 0; i < 16; i++) {
      const r = randomPlayout(game, config, seats, seedBase + games);
      games++;
      rounds += r.rounds;
      moves += r.moves;
    }
    now = performance.now();
  }
  return { games, rounds, moves, seconds: (now - start) / 1000 };
}

export const bench: Command = {
  usage: 'kozyr bench [--game ID] [--runs N] [--ms MS] [--json]',
  summary: 'Full random games per second for each game on one core: median of several timed runs, as a table or JSON.',
  run(args) {
    return guarded('bench', () => {
      const o = parse(args, {
        game: { type: 'string' },
        runs: { type: 'string' },
        ms: { type: 'string' },
        json: { type: 'boolean' },
      });
      const runs = intOption(o.runs, 'runs', 5);
      const ms = intOption(o.ms, 'ms', 1000);
      const all = Object.values(games);
      const chosen = o.game === undefined ? all : all.filter((g) => g.id === o.game);
      if (chosen.length === 0) throw new CliError(o.game === undefined ? 'no games are registered' : `unknown game "${o.game}" (known: ${Object.keys(games).join(', ')})`);

      const rows = chosen.map((game) => {
        const table = BENCH_TABLES[game.id] ?? { config: {}, seats: game.seats.min };
        const config = game.parseConfig(table.config, table.seats);
        if (!config.ok) throw new CliError(`${game.id}: bench config refused: ${config.error.message.en}`);
        timedRun(game, config.value, table.seats, Math.min(300, ms), 1_000_000); // warm-up: let the JIT settle
        const results: Run[] = [];
        for (let r = 0; r < runs; r++) results.push(timedRun(game, config.value, table.seats, ms, r * 10_000_000));
        const gps = results.map((r) => r.games / r.seconds);
        const rps = results.map((r) => r.rounds / r.seconds);
        const total = results.reduce((a, r) => ({ games: a.games + r.games, moves: a.moves + r.moves }), { games: 0, moves: 0 });
        return {
          game: game.id,
          seats: table.seats,
          config: config.value,
          runs,
          gamesPerSecond: median(gps),
          gamesPerSecondMin: Math.min(...gps),
          gamesPerSecondMax: Math.max(...gps),
          roundsPerSecond: median(rps),
          movesPerGame: total.moves / total.games,
          movesPerSecond: median(results.map((r) => r.moves / r.seconds)),
        };
      });

      if (o.json) {
        process.stdout.write(JSON.stringify({ node: process.version, rows }, null, 2) + '\n');
        return 0;
      }
      const head = `game        seats   games/s (median)   min..max            rounds/s    moves/game   moves/s`;
      const lines = [`kozyr bench: ${runs} runs of ${ms} ms each, one core, node ${process.version}`, '', head];
      for (const r of rows) {
        lines.push(
          `${r.game.padEnd(10)} ${String(r.seats).padStart(5)}   ${r.gamesPerSecond.toFixed(0).padStart(16)}   ${`${r.gamesPerSecondMin.toFixed(0)}..${r.gamesPerSecondMax.toFixed(0)}`.padEnd(18)} ${r.roundsPerSecond.toFixed(0).padStart(9)}   ${r.movesPerGame.toFixed(1).padStart(10)}   ${r.movesPerSecond.toFixed(0).padStart(7)}`,
        );
      }
      lines.push('', 'rounds = hands / deals / games of a series (round-over events).');
      process.stdout.write(lines.join('\n') + '\n');
      return 0;
    });
  },
};

/**
 * `kozyr simulate --ladder GAME`: every pair of a game's levels (random, easy, normal, strong), the
 * stronger level at one seat against the weaker at every other, its seat rotated game by game. For
 * each pair it prints how often the one bot came first alone and last alone (in Durak, the durak),
 * with Wilson 95% intervals and the rate chance would give, so a player can be told what a level is.
 */
import { type AnyGame, type Bot, botMatch, realtimeMatch, type Tagged } from '@kozyr/engine';
import { CliError, intOption, jsonOption } from '../args.ts';
import { levelsOf, wilson } from '../bench/levels.ts';
import { progressBar } from '../progress.ts';

export interface LadderOptions {
  readonly game: AnyGame;
  readonly seats: string | undefined;
  readonly games: string | undefined;
  readonly seed: string | undefined;
  readonly config: string | undefined;
  readonly levels: string | undefined;
  readonly json: boolean;
}

interface Pair {
  readonly level: string;
  readonly against: string;
  readonly games: number;
  readonly firsts: number;
  readonly lasts: number;
}

function playPair(
  game: AnyGame,
  config: unknown,
  seats: number,
  one: Bot<unknown, Tagged>,
  rest: Bot<unknown, Tagged>,
  total: number,
  seed: number,
) {
  let firsts = 0;
  let lasts = 0;
  const bar = progressBar(total, `${game.id} ${one.id} vs ${rest.id}`);
  for (let g = 0; g < total; g++) {
    const me = g % seats;
    const bots = Array.from({ length: seats }, (_, s) => (s === me ? one : rest));
    const result = game.type.timing === 'realtime' ?
      realtimeMatch(game, config, bots.map((bot) => ({ bot })), seed + g) :
      botMatch(game, config, bots, seed + g);
    const places = result.outcome.places;
    const mine = places[me];
    const ranked = places.filter((p): p is number => p !== null);
    const worst = Math.max(...ranked);
    if (mine === 1 && ranked.filter((p) => p === 1).length === 1) firsts++;
    if (mine === worst && worst > 1 && ranked.filter((p) => p === worst).length === 1) lasts++;
    bar.update(g + 1);
  }
  bar.finish();
  return { firsts, lasts };
}

export function ladder(o: LadderOptions): number {
  const { game } = o;
  const seats = intOption(o.seats, 'seats', game.seats.min);
  const total = intOption(o.games, 'games', 200);
  const seed = intOption(o.seed, 'seed', 1, 0);
  const config = game.parseConfig(jsonOption(o.config, 'config'), seats);
  if (!config.ok) throw new CliError(`config refused (${config.error.code}): ${config.error.message.en}`);
  const levels = levelsOf(game, o.levels?.split(',').map((s) => s.trim()));
  if (levels.length < 2) {
    throw new CliError(`${game.id}: fewer than two levels to compare (${levels.map((l) => l.level).join(', ')})`);
  }
  const pairs: Pair[] = [];
  for (let hi = 1; hi < levels.length; hi++) {
    for (let lo = 0; lo < hi; lo++) {
      const r = playPair(game, config.value, seats, levels[hi]!.bot, levels[lo]!.bot, total, seed);
      pairs.push({ level: levels[hi]!.level, against: levels[lo]!.level, games: total, ...r });
    }
  }
  const rows = pairs.map((p) => ({ ...p, first: wilson(p.firsts, p.games), last: wilson(p.lasts, p.games) }));
  if (o.json) {
    process.stdout.write(JSON.stringify({ game: game.id, seats, config: config.value, chance: 1 / seats, rows }, null, 2) + '\n');
    return 0;
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const ci = (w: { p: number; lo: number; hi: number; }) => `${pct(w.p).padStart(6)} [${pct(w.lo)}, ${pct(w.hi)}]`;
  const lines = [
    `${game.id} ladder: ${seats} seats, config ${JSON.stringify(config.value)}, ${total} games per pair, seats rotated`,
    `one bot of the level against the other level at every other seat; chance of first (or last) alone ${pct(1 / seats)}`,
    '',
    'level    vs        first alone (95% interval)      last alone (95% interval)',
  ];
  for (const r of rows) lines.push(`${r.level.padEnd(8)} ${r.against.padEnd(8)}  ${ci(r.first).padEnd(30)}  ${ci(r.last)}`);
  process.stdout.write(lines.join('\n') + '\n');
  return 0;
}

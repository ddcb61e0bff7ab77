import { type AnyGame, type Bot, botFor, botMatch, realtimeMatch, type Tagged } from '@kozyr/engine';
import { CliError, gameOption, guarded, intOption, jsonOption, parse } from '../args.ts';
import type { Command } from '../command.ts';
import { progressBar } from '../progress.ts';
import { ladder } from './ladder.ts';

interface Tally {
  games: number;
  firsts: number;
  lasts: number;
  placeSum: number;
}
const emptyTally = (): Tally => ({ games: 0, firsts: 0, lasts: 0, placeSum: 0 });

function botsOption(game: AnyGame, text: string | undefined, seats: number): Bot<unknown, Tagged>[] {
  const ids = (text ?? 'random').split(',').map((s) => s.trim());
  const bots = ids.map((id) => {
    const bot = botFor(game, id);
    if (bot === undefined) {
      throw new CliError(`unknown bot "${id}" for ${game.id} (known: random, ${Object.keys(game.bots).join(', ')})`);
    }
    return bot;
  });
  // One bot name fills every seat; a list is repeated round the table.
  return Array.from({ length: seats }, (_, s) => bots[s % bots.length]!);
}

export const simulate: Command = {
  usage:
    'kozyr simulate --game ID [--config JSON] [--seats N] --games N --seed S [--bots random|basic,...] [--no-rotate] [--json]\n' +
    '       kozyr simulate --ladder GAME [--config JSON] [--seats N] [--games N] [--seed S] [--levels random,easy,...] [--json]',
  summary:
    'Play N games between bots and summarise places per seat and per bot (bots rotate seats each game unless --no-rotate); --ladder GAME: every pair of bot levels with 95% intervals.',
  run(args) {
    return guarded('simulate', () => {
      const o = parse(args, {
        game: { type: 'string' },
        config: { type: 'string' },
        seats: { type: 'string' },
        games: { type: 'string' },
        seed: { type: 'string' },
        bots: { type: 'string' },
        'no-rotate': { type: 'boolean' },
        json: { type: 'boolean' },
        ladder: { type: 'string' },
        levels: { type: 'string' },
      });
      if (o.ladder !== undefined) {
        const options = {
          seats: o.seats,
          games: o.games,
          seed: o.seed,
          config: o.config,
          levels: o.levels,
          json: o.json === true,
        };
        return ladder({ game: gameOption(o.ladder), ...options });
      }
      const game = gameOption(o.game);
      const seats = intOption(o.seats, 'seats', game.seats.min);
      const total = intOption(o.games, 'games', 100);
      const seed = intOption(o.seed, 'seed', 1, 0);
      const config = game.parseConfig(jsonOption(o.config, 'config'), seats);
      if (!config.ok) throw new CliError(`config refused (${config.error.code}): ${config.error.message.en}`);
      const lineup = botsOption(game, o.bots, seats);

      const perSeat = Array.from({ length: seats }, emptyTally);
      const perBot = new Map<string, Tally>();
      let moves = 0;
      let draws = 0;
      const bar = progressBar(total, `${game.id}`);
      const started = performance.now();
      for (let g = 0; g < total; g++) {
        const shift = o['no-rotate'] ? 0 : g % seats;
        const bots = Array.from({ length: seats }, (_, s) => lineup[(s + shift) % seats]!);
        // Real-time games: every bot on its own clock (realtimeMatch); a bot's speed is part of its id (basic-fast).
        const result = game.type.timing === 'realtime' ?
          realtimeMatch(game, config.value, bots.map((bot) => ({ bot })), seed + g) :
          botMatch(game, config.value, bots, seed + g);
        moves += result.moves;
        const places = result.outcome.places;
        // Seats that are not players (a host) have no place and are not tallied.
        const ranked = places.filter((p): p is number => p !== null);
        if (ranked.every((p) => p === 1)) draws++;
        const worst = Math.max(...ranked);
        places.forEach((place, s) => {
          if (place === null) return;
          const id = bots[s]!.id;
          for (const t of [perSeat[s]!, perBot.get(id) ?? perBot.set(id, emptyTally()).get(id)!]) {
            t.games++;
            t.placeSum += place;
            if (place === 1 && worst > 1) t.firsts++;
            if (place === worst && worst > 1) t.lasts++;
          }
        });
        bar.update(g + 1);
      }
      bar.finish();
      const seconds = (performance.now() - started) / 1000;
      const row = (t: Tally) => ({
        games: t.games,
        firstPlaces: t.firsts,
        lastPlaces: t.lasts,
        notLastRate: t.games === 0 ? 0 : (t.games - t.lasts) / t.games,
        meanPlace: t.games === 0 ? 0 : t.placeSum / t.games,
      });
      const summary = {
        game: game.id,
        config: config.value,
        seats,
        games: total,
        movesPerGame: moves / total,
        draws,
        gamesPerSecond: total / seconds,
        perSeat: perSeat.map(row),
        perBot: Object.fromEntries([...perBot].map(([id, t]) => [id, row(t)])),
      };
      if (o.json) {
        process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
        return 0;
      }
      const lines = [
        `${game.id}: ${total} games, ${seats} seats, config ${JSON.stringify(config.value)}`,
        `moves per game ${summary.movesPerGame.toFixed(1)}, draws ${draws}, ${summary.gamesPerSecond.toFixed(0)} games/s`,
        '',
        'who            games   1st places   last places   not last   mean place',
      ];
      const fmt = (name: string, t: Tally) => {
        const r = row(t);
        return `${name.padEnd(14)} ${String(r.games).padStart(5)}   ${String(r.firstPlaces).padStart(10)}   ${
          String(r.lastPlaces).padStart(11)
        }   ${(r.notLastRate * 100).toFixed(1).padStart(7)}%   ${r.meanPlace.toFixed(2).padStart(10)}`;
      };
      perSeat.forEach((t, s) => lines.push(fmt(`seat ${s}`, t)));
      for (const [id, t] of perBot) lines.push(fmt(`bot ${id}`, t));
      process.stdout.write(lines.join('\n') + '\n');
      return 0;
    });
  },
};

import { advance, type AnyGame, gameById, play, type Seat } from '@kozyr/engine';
import { readFileSync } from 'node:fs';
import { failureLine } from '../args.ts';
import type { Command } from '../command.ts';
import { describeIssues, scenarioSchema } from '../scenario.ts';

class UsageError extends Error {}

type MoveResult = { ok: true; } | { ok: false; code: string; message: string; rule: string; };

/** Each seat's cards: every zone the game marks with that seat as its owner (none for games without cards). */
function handsOf(game: AnyGame, state: unknown, seats: number): string[][] {
  const hands: string[][] = Array.from({ length: seats }, () => []);
  for (const zone of game.cards?.zones(state) ?? []) {
    if (zone.owner !== undefined && zone.owner < seats) hands[zone.owner]!.push(...zone.cards);
  }
  return hands;
}

function runScenario(text: string): object {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`not valid JSON: ${(e as Error).message}`);
  }
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = describeIssues(parsed.error).split('\n').map((line) => line.trim());
    throw new UsageError(`not a scenario: ${issues.join('; ')}`);
  }
  const sc = parsed.data;
  const game = gameById(sc.game);
  if (game === undefined) throw new UsageError(`unknown game "${sc.game}"`);
  const config = game.parseConfig(sc.config ?? {}, sc.seats);
  if (!config.ok) throw new UsageError(`config refused (${config.error.code}): ${config.error.message.en}`);
  const setup = game.setup(config.value, sc.seats, {
    seed: sc.seed ?? 0,
    at: sc.dealtAt ?? 0,
    ...(sc.deck ? { deck: sc.deck } : {}),
  });
  if (!setup.ok) throw new UsageError(`setup refused (${setup.error.code}): ${setup.error.message.en}`);

  let state = setup.value;
  let at = sc.dealtAt ?? 0;
  const results: MoveResult[] = [];
  sc.moves.forEach((entry, i) => {
    if (entry.seat >= sc.seats) {
      throw new UsageError(`moves.${i}.seat: seat ${entry.seat} does not exist at a table of ${sc.seats}`);
    }
    if ('chat' in entry) {
      // A chat line the server logged because it changed the game: time passes to it, then the game's chat hook hears it.
      at = Math.max(at, entry.at ?? at);
      const step = game.chat?.(advance(game, state, at).state, entry.seat, entry.chat, at) ?? null;
      if (step === null) {
        results.push({ ok: false, code: 'core/chat-ignored', message: 'the game did not act on this chat line', rule: 'chat' });
      } else {
        state = step.state;
        results.push({ ok: true });
      }
      return;
    }
    const move = game.parseMove(entry.move);
    // A move that is not even well-formed (unknown kind, unknown card) is a broken file, not a refused move.
    if (!move.ok) throw new UsageError(`moves.${i}.move: ${move.error.message.en} (${move.error.code})`);
    at = Math.max(at, entry.at ?? at);
    const res = play(game, state, entry.seat as Seat, move.value, at);
    if (res.ok) {
      state = res.value.state;
      results.push({ ok: true });
    } else {
      results.push({ ok: false, code: res.error.code, message: res.error.message.en, rule: res.error.rule });
    }
  });

  return {
    game: game.id,
    results,
    actors: game.actors(state),
    hands: handsOf(game, state, sc.seats),
    views: Array.from({ length: sc.seats }, (_, s) => game.view(state, s)),
    outcome: game.outcome(state),
  };
}

export const replay: Command = {
  usage: 'kozyr replay FILE.json',
  summary:
    'Replay a scenario (game, seats, config, deck or seed, moves) and print results, actors, hands, views and outcome as JSON.',
  async run(args) {
    const file = args[0];
    if (file === undefined || args.length > 1) {
      process.stderr.write(`usage: ${this.usage}\n`);
      return 2;
    }
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      process.stderr.write(`kozyr replay: cannot read ${file}: ${(e as Error).message}\n`);
      return 2;
    }
    try {
      process.stdout.write(JSON.stringify(runScenario(text)) + '\n');
      return 0;
    } catch (e) {
      // A broken file and a failure while replaying it (a game that throws) are both one line with the file's name.
      process.stderr.write(failureLine('replay', new Error(`${file}: ${(e as Error).message}`)) + '\n');
      return 2;
    }
  },
};

export { runScenario, UsageError };

/**
 * Bots' turns: after each change every bot seat (and every seat its stand-in
 * covers) that may act gets its move chosen now and played after the table's
 * bot delay, unless a newer position has come first.
 */
import type { LogSource } from '../storage/port.ts';
import { botById, chooseFor, standInBot } from './bots.ts';
import { stampOf, type TableCore } from './core.ts';

const PREFIX = 'bot:';

export class BotTurns {
  constructor(private readonly core: TableCore) {}

  /** Forget the choices made for the previous position and choose for the new one. */
  schedule(actors: readonly number[]): void {
    const { timers, record } = this.core;
    timers.clearPrefix(PREFIX);
    for (const seat of actors) if (record.isBotSeat(seat)) this.scheduleOne(seat, record.version);
  }

  private scheduleOne(seat: number, version: number): void {
    const { game, record, botRng, timers } = this.core;
    const p = record.player(seat)!;
    const bot = p.kind === 'bot' ? botById(game, p.bot) : standInBot(game);
    const choice = chooseFor(game, bot, record.state, seat, botRng);
    if (choice === null) return;
    const base = record.meta.options.botDelayMs;
    const delay = choice.delayMs ?? (base === 0 ? 0 : Math.round(base * (0.6 + 0.8 * botRng.float())));
    timers.set(`${PREFIX}${seat}`, delay, () =>
      this.core.later('bot', async () => {
        // A newer position has re-scheduled the bots; this choice is stale.
        if (record.version !== version || !record.playing || !record.isBotSeat(seat)) return;
        const by: LogSource = p.kind === 'bot' ? 'bot' : 'stand-in';
        const r = await this.core.commitMove(seat, choice.move, stampOf(this.core, this.core.host.now()), by);
        if (!r.ok) await this.fallback(seat, by);
      }));
  }

  /** Time is up for a human actor: its stand-in moves once. */
  async standInMove(seat: number): Promise<void> {
    const { game, record, botRng } = this.core;
    const choice = chooseFor(game, standInBot(game), record.state, seat, botRng);
    if (choice === null) return;
    const r = await this.core.commitMove(seat, choice.move, stampOf(this.core, this.core.host.now()), 'stand-in');
    if (!r.ok) await this.fallback(seat, 'stand-in');
  }

  /** A bot proposed something the game refused: play a random legal move instead, so the table never stalls. */
  private async fallback(seat: number, by: LogSource): Promise<void> {
    const { game, record, botRng } = this.core;
    const legal = game.legalMoves(record.state, seat);
    if (legal.length > 0) await this.core.commitMove(seat, botRng.pick(legal), stampOf(this.core, this.core.host.now()), by);
  }
}

/**
 * Time at a table: the game's own deadlines (closing timed windows, a
 * simultaneous window's defaults filled in by `tick`), the turn timer (the
 * stand-in moves for an awaited human who lets it run out — only for the seats
 * the table waits on, never for a seat that merely may act) and the grace
 * period after which a disconnected seat is covered by its stand-in (turn timer or not).
 */
import { advance } from '@kozyr/engine';
import type { BotTurns } from './bot-turns.ts';
import { stampOf, type TableCore } from './core.ts';

export class Clock {
  private endsAt: number | null = null;

  constructor(
    private readonly core: TableCore,
    private readonly bots: BotTurns,
  ) {}

  /** When the running turn timer fires (null when none runs): part of every payload. */
  get turnEndsAt(): number | null {
    return this.endsAt;
  }

  /** Arm the game's deadline and the turn timer for the current position. */
  rearm(): void {
    const { game, record, timers, host } = this.core;
    const version = record.version;
    const now = host.now();
    const due = game.deadline(record.state);
    if (due === null) timers.clear('deadline');
    else timers.set('deadline', due - now + 1, () => this.core.later('tick', () => this.tick()));

    const turnSeconds = record.meta.options.turnSeconds;
    // While a timed window is open the game's own deadline decides (not pressing can be a choice); the turn timer waits.
    if (turnSeconds > 0 && due === null && game.awaiting(record.state).some((s) => !record.isBotSeat(s))) {
      const ms = turnSeconds * 1000;
      this.endsAt = now + ms;
      timers.set('turn', ms, () => this.core.later('turn', () => this.turnTimeout(version)));
    } else {
      this.endsAt = null;
      timers.clear('turn');
    }
  }

  /** The game is over or the table closes. */
  stop(): void {
    this.core.timers.clearAll();
    this.endsAt = null;
  }

  /**
   * A player who left is covered by the stand-in after the grace period, with or without a
   * turn timer: the timer is for a player at the table who is slow, and left waiting on a
   * closed tab it would hold the other seats a whole turn each time (a table whose only
   * human left would play on at timer pace, listed as playing, for a long time).
   */
  startGrace(seat: number, userId: string): void {
    const { record, timers, host } = this.core;
    if (!record.playing) return;
    timers.set(`grace:${seat}`, host.disconnectGraceMs, () =>
      this.core.later('grace', async () => {
        if (this.core.isConnected(userId) || !record.playing) return;
        await this.core.setStandIn(seat, true);
        this.core.afterChange();
      }));
  }

  cancelGrace(seat: number): void {
    this.core.timers.clear(`grace:${seat}`);
  }

  private async tick(): Promise<void> {
    const { game, record } = this.core;
    if (this.core.closed || !record.playing) return;
    const at = stampOf(this.core, this.core.host.now());
    const due = game.deadline(record.state);
    if (due === null || due > at) {
      this.core.afterChange();
      return;
    }
    const step = advance(game, record.state, at);
    await this.core.commit({ seq: record.version, seat: null, move: null, at, by: 'clock' }, step.state, step.events);
  }

  /**
   * Time is up: the stand-in moves once for every awaited human seat (a
   * simultaneous window may await several); a disconnected one stays covered
   * until it returns. Seats that may act but are not awaited are left alone.
   */
  private async turnTimeout(version: number): Promise<void> {
    const { game, record } = this.core;
    if (this.core.closed || record.version !== version || !record.playing) return;
    for (const seat of game.awaiting(record.state)) {
      if (record.isBotSeat(seat) || !record.playing) continue;
      // An earlier stand-in move may have closed this seat's turn.
      if (!game.awaiting(record.state).includes(seat)) continue;
      const holder = record.player(seat);
      if (holder?.kind === 'human' && !this.core.isConnected(holder.userId)) await this.core.setStandIn(seat, true);
      await this.bots.standInMove(seat);
    }
    if (record.version === version) this.core.afterChange();
  }
}

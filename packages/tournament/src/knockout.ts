/**
 * Knockout progression: who goes through from each table (the match winner at two seats, the top K
 * at bigger ones), the next round's field, and how far each entrant got.
 */
import type { KnockoutConfig } from './config.ts';
import { drawKey } from './draw.ts';
import type { Progress } from './standings.ts';
import type { Entrant, Round, Table, Tournament } from './types.ts';

/** Best rating first, the seeded draw between equal ratings. */
export function seeded(t: Tournament, ids: readonly string[]): string[] {
  const rating = new Map(t.entrants.map((e: Entrant) => [e.id, e.rating]));
  return ids.slice().sort((a, b) => rating.get(b)! - rating.get(a)! || drawKey(t.seed, b) - drawKey(t.seed, a));
}

/** Games a seat has won alone (a shared first place is a draw and decides nothing). */
function wins(table: Table, seat: number): number {
  return table.games.filter((g) => g.places[seat] === 1 && g.places.filter((p) => p === 1).length === 1).length;
}

/** Whether a table is decided: a two-seat match once a player has won more than half of `bestOf`; a bigger table after its game. */
export function tableDecided(config: KnockoutConfig, table: Table): boolean {
  if (table.seats.length === 2) return wins(table, 0) * 2 > config.bestOf || wins(table, 1) * 2 > config.bestOf;
  return table.games.length > 0;
}

/** Who goes through from a decided table, best first. */
export function advancers(t: Tournament, config: KnockoutConfig, table: Table): string[] {
  if (!table.done) return [];
  if (table.seats.length === 2) return [wins(table, 0) > wins(table, 1) ? table.seats[0]! : table.seats[1]!];
  const places = table.games[0]!.places;
  const order = seeded(t, table.seats).sort((a, b) => places[table.seats.indexOf(a)]! - places[table.seats.indexOf(b)]!);
  return order.slice(0, Math.min(config.advance, table.seats.length - 1));
}

const stays = (t: Tournament, id: string | null): id is string => id !== null && !Object.hasOwn(t.left, id);

/** The next two-seat bracket: each pair's winner (or the one who had a bye), an entrant who left is an empty slot. */
export function nextBracket(t: Tournament, config: KnockoutConfig, round: Round): (string | null)[] {
  const slots = round.bracket!;
  const next: (string | null)[] = [];
  for (let i = 0; i < slots.length; i += 2) {
    const [a, b] = [slots[i]!, slots[i + 1]!];
    let through: string | null = a ?? b;
    if (a !== null && b !== null) {
      const table = t.tables.find((tb) => tb.round === round.number && tb.seats.includes(a))!;
      through = advancers(t, config, table)[0] ?? null;
    }
    next.push(stays(t, through) ? through : null);
  }
  return next;
}

/** The field of the next round at bigger tables: everyone who went through, by seed. */
export function nextField(t: Tournament, config: KnockoutConfig, round: Round): string[] {
  const through = round.tables.flatMap((id) => advancers(t, config, t.tables.find((tb) => tb.id === id)!));
  return seeded(t, [...through, ...round.byes].filter((id) => stays(t, id)));
}

/** Whether the last round decided the winner. */
export function knockoutOver(t: Tournament, config: KnockoutConfig): boolean {
  const last = t.rounds.at(-1);
  if (last === undefined || !last.tables.every((id) => t.tables.find((tb) => tb.id === id)!.done)) return false;
  if (last.bracket !== undefined) {
    return last.bracket.length <= 2 || nextBracket(t, config, last).filter((s) => s !== null).length <= 1;
  }
  return last.tables.length <= 1 || nextField(t, config, last).length <= 1;
}

/** How far each entrant got: still in, the last round it played or had a bye in, its place at its last table. */
export function progress(t: Tournament, config: KnockoutConfig): Map<string, Progress> {
  const out = new Map<string, Progress>();
  const over = knockoutOver(t, config);
  for (const round of t.rounds) {
    for (const id of round.byes) out.set(id, { stillIn: true, reached: round.number, lastPlace: 1 });
    for (const tableId of round.tables) {
      const table = t.tables.find((tb) => tb.id === tableId)!;
      const through = advancers(t, config, table);
      const final = over && round === t.rounds.at(-1) && round.tables.length === 1;
      table.seats.forEach((id, seat) => {
        const lastPlace = table.done ?
          (table.seats.length === 2 ? (through.includes(id) ? 1 : 2) : table.games[0]!.places[seat]!) :
          0;
        const stillIn = !table.done || (through.includes(id) && (!final || lastPlace === 1 || table.seats.length === 2));
        out.set(id, { stillIn, reached: round.number, lastPlace });
      });
    }
  }
  return out;
}

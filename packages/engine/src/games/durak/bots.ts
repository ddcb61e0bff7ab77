/**
 * The "basic" bot: legal and sensible. It sees only its view and legal moves.
 * Covers with the cheapest card that beats, saves trumps and specials, throws
 * in cheap ranks and says `done` otherwise (also when nothing it holds matches:
 * it is asked all the same, decision 6), takes when it cannot cover everything.
 */
import type { Bot, BotChoice } from '../../core/game.ts';
import { cardId, cardOrder, SUITS } from './cards.ts';
import type { Move, View } from './state.ts';

type Defend = Extract<Move, { kind: 'defend'; }>;

function trumpOf(view: View): number {
  return view.trumpSuit === null ? -1 : SUITS.indexOf(view.trumpSuit as (typeof SUITS)[number]);
}

const cost = (code: string, trump: number): number => cardOrder(cardId(code)!, trump);
/** cardOrder: ordinary cards 0..12, trumps 20..32, specials 100+. */
const TRUMP = 20;
const HIGH_TRUMP = TRUMP + 10;
const SPECIAL = 100;
/** Ranks up to the jack (rank index 9) are thrown in freely. */
const CHEAP = 10;

/** Greedy cover of every uncovered attack card, the strongest attack first; null when some card stays uncovered. */
function planDefence(defends: readonly Defend[], trump: number): Defend[] | null {
  const byAttack = new Map<string, Defend[]>();
  for (const d of defends) {
    const list = byAttack.get(d.attack) ?? [];
    list.push(d);
    byAttack.set(d.attack, list);
  }
  const attacks = [...byAttack.keys()].sort((a, b) => cost(b, trump) - cost(a, trump));
  const used = new Set<string>();
  const plan: Defend[] = [];
  for (const a of attacks) {
    const options = byAttack.get(a)!.filter((d) => !used.has(d.card)).sort((x, y) => cost(x.card, trump) - cost(y.card, trump));
    const pick = options[0];
    if (pick === undefined) return null;
    used.add(pick.card);
    plan.push(pick);
  }
  return plan;
}

function cheapest(moves: readonly Move[], trump: number): Move | undefined {
  let best: Move | undefined;
  let bestCost = Infinity;
  for (const m of moves) {
    if (m.kind !== 'attack' && m.kind !== 'transfer') continue;
    const c = cost(m.card, trump);
    if (c < bestCost) {
      bestCost = c;
      best = m;
    }
  }
  return best;
}

function choose(view: View, legal: readonly Move[]): Move | null {
  if (legal.length === 0) return null;
  const trump = trumpOf(view);
  const defends = legal.filter((m): m is Defend => m.kind === 'defend');
  const canTake = legal.some((m) => m.kind === 'take');
  if (canTake) {
    // Uncovered cards on the table: all must be covered, or the whole table is taken anyway.
    const uncovered = view.table.filter((p) => p.cover === null).length;
    const transfer = cheapest(legal.filter((m) => m.kind === 'transfer'), trump);
    if (transfer !== undefined && cost((transfer as { card: string; }).card, trump) < TRUMP) return transfer;
    const plan = planDefence(defends, trump);
    if (plan !== null && plan.length === uncovered) {
      const late = view.talonCount === 0;
      // Spending a special or a high trump (queen and up) early on a small table is worse than taking it.
      const expensive = plan.some((d) => cost(d.card, trump) >= HIGH_TRUMP);
      if (!expensive || late || view.table.length > 2) {
        return plan.reduce((a, b) => (cost(a.card, trump) <= cost(b.card, trump) ? a : b));
      }
    }
    return legal.find((m) => m.kind === 'take')!;
  }
  const attacks = legal.filter((m) => m.kind === 'attack');
  const mayPass = legal.some((m) => m.kind === 'done');
  if (!mayPass) return cheapest(attacks, trump) ?? legal[0]!; // leading: the cheapest card
  const best = cheapest(attacks, trump);
  if (best !== undefined) {
    const c = cost((best as { card: string; }).card, trump);
    // Throw in cheap ordinary cards; near the end, anything but specials.
    if (c < CHEAP || (view.talonCount === 0 && c < SPECIAL) || (view.taking && c < TRUMP)) return best;
  }
  // Nothing that matches, or nothing worth giving away: decline for now (asked again after the next cover).
  return legal.find((m) => m.kind === 'done')!;
}

export const basicBot: Bot<View, Move> = {
  id: 'basic',
  choose({ view, legal }): BotChoice<Move> | null {
    const move = choose(view, legal);
    return move === null ? null : { move };
  },
};

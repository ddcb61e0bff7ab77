/**
 * What the browser game must come to, worked out with the engine itself (test
 * code may use rules; the client never does): the same policy the players'
 * pages follow, applied to the same stacked deck, seat 0 tried first. The UI
 * game is then checked move for move against it (count and places).
 */
import { durak, play } from '@kozyr/engine';
import type { DurakMove as Move, DurakView as View } from '@kozyr/engine/client';

/** The policy of player.ts `act`: first playable card in hand order (first attack card it covers), else take, else done. */
function policy(view: View, legal: readonly Move[]): Move | null {
  for (const card of view.hand) {
    const options = legal.filter((m) => m.kind !== 'take' && m.kind !== 'done' && m.card === card);
    if (options.length === 1) return options[0]!;
    if (options.length > 1) {
      for (const pair of view.table) {
        const m = options.find((o) => o.kind === 'defend' && o.attack === pair.attack);
        if (m !== undefined) return m;
      }
      return options[0]!;
    }
  }
  return legal.find((m) => m.kind === 'take') ?? legal.find((m) => m.kind === 'done') ?? null;
}

export interface ExpectedGame {
  readonly moves: number;
  readonly places: readonly number[];
  /** Whether the first move is seat 1 attacking with `firstAttack` (the refusal check relies on it). */
  readonly firstAttack: { readonly seat: number; readonly card: string; };
}

export function expectedGame(config: Record<string, unknown>, seats: number, deck: readonly string[]): ExpectedGame {
  const parsed = durak.parseConfig(config, seats);
  if (!parsed.ok) throw new Error(parsed.error.code);
  const dealt = durak.setup(parsed.value, seats, { seed: 1, deck });
  if (!dealt.ok) throw new Error(dealt.error.code);
  let state = dealt.value;
  let moves = 0;
  let first: ExpectedGame['firstAttack'] | null = null;
  for (let at = 1; durak.outcome(state) === null; at++) {
    if (moves > 500) throw new Error('the policy game does not end');
    let moved = false;
    for (let seat = 0; seat < seats && !moved; seat++) {
      const move = policy(durak.view(state, seat), durak.legalMoves(state, seat));
      if (move === null) continue;
      const r = play(durak, state, seat, move, at);
      if (!r.ok) throw new Error(r.error.code);
      if (first === null && move.kind === 'attack') first = { seat, card: move.card };
      state = r.value.state;
      moves++;
      moved = true;
    }
    if (!moved) throw new Error('nobody can move');
  }
  // Every Durak seat is a player, so every place is a number.
  const places = durak.outcome(state)!.places.map((p) => p ?? Number.NaN);
  return { moves, places, firstAttack: first! };
}

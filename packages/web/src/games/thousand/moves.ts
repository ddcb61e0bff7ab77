/** Reading the legal moves the server sent: which buttons and which clickable cards to show. No rules here. */
import type { ThousandMove as Move } from '@kozyr/engine/client';

type Kind = Move['kind'];
type MoveOf<K extends Kind> = Extract<Move, { kind: K; }>;

export function movesOf<K extends Kind>(legal: readonly Move[], kind: K): MoveOf<K>[] {
  return legal.filter((m): m is MoveOf<K> => m.kind === kind);
}

export const hasMove = (legal: readonly Move[], kind: Kind): boolean => legal.some((m) => m.kind === kind);

/** Cards the viewer may click now: to play, to give away, or to lay away. */
export function clickableCards(legal: readonly Move[]): Set<string> {
  const out = new Set<string>();
  for (const m of legal) if (m.kind === 'play' || m.kind === 'give' || m.kind === 'discard') out.add(m.card);
  return out;
}

/** The one move a card click means, or null when the card needs a recipient chosen (giving with two opponents left). */
export function cardClickMove(legal: readonly Move[], card: string): Move | null {
  const uses = legal.filter((m) => (m.kind === 'play' || m.kind === 'give' || m.kind === 'discard') && m.card === card);
  return uses.length === 1 ? uses[0]! : null;
}

/** The give moves of a selected card, one per opponent that may still get it. */
export function giveOptions(legal: readonly Move[], card: string): MoveOf<'give'>[] {
  return movesOf(legal, 'give').filter((m) => m.card === card);
}

/**
 * How a click or a drop becomes one of the legal moves the server sent. No rules
 * here: a card is playable exactly when some legal move uses it.
 */
import type { DurakMove as Move, DurakView as View } from '@kozyr/engine/client';

export function movesWithCard(legal: readonly Move[], card: string): Move[] {
  return legal.filter((m) => (m.kind === 'attack' || m.kind === 'transfer' || m.kind === 'defend') && m.card === card);
}

export function playableCards(legal: readonly Move[]): Set<string> {
  const out = new Set<string>();
  for (const m of legal) if (m.kind === 'attack' || m.kind === 'transfer' || m.kind === 'defend') out.add(m.card);
  return out;
}

/** The defend move covering `attack` with `card`, if the server listed it. */
export function defendMove(legal: readonly Move[], card: string, attack: string): Move | undefined {
  return legal.find((m) => m.kind === 'defend' && m.card === card && m.attack === attack);
}

/** A card dropped on the table area (not on an attack card): an attack, else a transfer. */
export function tableDropMove(legal: readonly Move[], card: string): Move | undefined {
  return legal.find((m) => m.kind === 'attack' && m.card === card) ?? legal.find((m) => m.kind === 'transfer' && m.card === card);
}

/** A click on a hand card: the move when there is only one way to play it, else null (pick a target). */
export function clickMove(legal: readonly Move[], card: string): Move | null {
  const options = movesWithCard(legal, card);
  return options.length === 1 ? options[0]! : null;
}

export const hasMove = (legal: readonly Move[], kind: Move['kind']): boolean => legal.some((m) => m.kind === kind);

/**
 * The intent behind a click on a card the server did not list: a defender
 * means to cover the first uncovered attack, anyone else to attack. The server
 * refuses it with its reason; the client never judges it.
 */
export function guessMove(view: Pick<View, 'defender' | 'table'>, seat: number, card: string): Move | null {
  if (seat === view.defender) {
    const open = view.table.find((p) => p.cover === null);
    return open === undefined ? null : { kind: 'defend', attack: open.attack, card };
  }
  return { kind: 'attack', card };
}

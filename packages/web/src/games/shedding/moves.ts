/**
 * How a click becomes one of the legal moves the server sent (UNO and Svintus
 * share the move vocabulary). No rules here: a card is playable exactly when a
 * legal move plays it, and every out-of-turn button is a legal move as listed.
 */
import type { SheddingMove as Move } from '@kozyr/engine/client';

export type PlayMove = Extract<Move, { kind: 'play'; }>;

export const isPlay = (m: Move): m is PlayMove => m.kind === 'play';

export function playableCards(legal: readonly Move[]): Set<string> {
  const out = new Set<string>();
  for (const m of legal) if (isPlay(m)) out.add(m.card);
  return out;
}

/**
 * How a hand card is shown: 'fits' glows; 'penalty' is a legal play that costs cards (UNO's
 * penaltyMode lists every card, the engine's `fits` names those that do not cost); 'none'.
 * The engine judges fitting (view.fits); `fits` undefined (a table recorded before views
 * carried it) leaves every playable card glowing as before.
 */
export type CardMark = 'fits' | 'penalty' | 'none';

export function cardMark(playable: ReadonlySet<string>, fits: readonly string[] | undefined, card: string): CardMark {
  if (!playable.has(card)) return 'none';
  return fits === undefined || fits.includes(card) ? 'fits' : 'penalty';
}

/** The play moves of one card: one, or one per colour for a black card. */
export const playsOf = (legal: readonly Move[], card: string): PlayMove[] =>
  legal.filter((m): m is PlayMove => isPlay(m) && m.card === card);

/** What a click on a hand card does: send the one move, ask for a colour, or nothing. */
export type CardClick = { readonly kind: 'send'; readonly move: Move; } | {
  readonly kind: 'pick-colour';
  readonly card: string;
  readonly options: readonly PlayMove[];
} | { readonly kind: 'none'; };

export function cardClick(legal: readonly Move[], card: string, myTurn: boolean): CardClick {
  const plays = playsOf(legal, card);
  if (plays.length === 1) return { kind: 'send', move: plays[0]! };
  if (plays.length > 1) return { kind: 'pick-colour', card, options: plays };
  // Not listed: on the viewer's own turn the intent goes anyway so the server says why (its reason is shown).
  return myTurn ? { kind: 'send', move: { kind: 'play', card } } : { kind: 'none' };
}

/** A button the table shows for a non-card move; `key` is stable (data-testid). */
export interface MoveButton {
  readonly key: string;
  readonly move: Move;
  /** Out-of-turn moves judged by arrival time are drawn big and first. */
  readonly urgent: boolean;
}

const URGENT = new Set<Move['kind']>(['call', 'catch', 'slap', 'challenge']);

/**
 * Every non-card legal move as a button, urgent ones first, in the server's
 * order otherwise. Nothing is held back or delayed: the list is the legal list.
 */
export function moveButtons(legal: readonly Move[]): MoveButton[] {
  const out: MoveButton[] = [];
  for (const m of legal) {
    if (m.kind === 'play') continue;
    const key = m.kind === 'catch' ? `catch-${m.seat}` : m.kind === 'choose-colour' ? `colour-${m.colour}` : m.kind;
    out.push({ key, move: m, urgent: URGENT.has(m.kind) });
  }
  return [...out.filter((b) => b.urgent), ...out.filter((b) => !b.urgent)];
}

/**
 * Plays out of turn: an interception (Svintus) or a jump-in (UNO) — any play
 * the server lists while it is not the viewer's turn. Shown as a big button too.
 */
export function outOfTurnPlays(legal: readonly Move[], myTurn: boolean): PlayMove[] {
  return myTurn ? [] : legal.filter(isPlay);
}

/**
 * Which sound an update of the table makes: from its events (a card laid,
 * cards taken), the viewer's turn beginning, a timed window opening, and the
 * last five seconds of the viewer's own turn timer. Plain functions, so the
 * choice is tested without a browser.
 */
import type { Sound } from './sound.ts';

const CARD_KINDS = new Set(['attack', 'defend', 'transfer', 'play', 'give', 'discard', 'laid', 'laid-face-down']);
const TAKE_KINDS = new Set(['take', 'talon-taken', 'trick', 'draw', 'drew', 'taken']);

export interface Moment {
  readonly events: readonly unknown[];
  readonly myTurn: boolean;
  readonly windowOpen: boolean;
}

export function soundsFor(before: Moment | null, now: Moment): Sound[] {
  const out: Sound[] = [];
  const kinds = now.events.flatMap((e) =>
    e !== null && typeof e === 'object' && typeof (e as { kind?: unknown; }).kind === 'string' ?
      [(e as { kind: string; }).kind] :
      []
  );
  const taken = now.events.some((e) =>
    (e as { kind?: string; taken?: boolean; }).kind === 'bout-over' && (e as { taken?: boolean; }).taken === true
  );
  if (taken || kinds.some((k) => TAKE_KINDS.has(k))) out.push('take');
  else if (kinds.some((k) => CARD_KINDS.has(k))) out.push('card');
  if (now.myTurn && before !== null && !before.myTurn) out.push('turn');
  if (now.windowOpen && (before === null || !before.windowOpen)) out.push('window');
  return out;
}

/** A tick each second of the last five of the viewer's own turn. */
export const tickDue = (secondsLeft: number, lastTicked: number | null): boolean =>
  secondsLeft >= 1 && secondsLeft <= 5 && secondsLeft !== lastTicked;

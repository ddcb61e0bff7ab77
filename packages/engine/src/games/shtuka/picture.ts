/**
 * What a host hands the picture renderer: the round's picture and the Blitz task card, from the
 * state the host holds. Never part of a view: the renderer turns them into pixels served at an
 * address that names no item, so no client learns an item's identity or position before the
 * round ends.
 */
import type { Scene } from '../../core/game.ts';
import { iconName } from './items.ts';
import { PICTURE } from './layout.ts';
import type { ShtukaState, TaskArt } from './state.ts';
import { THEME, type ThemeId } from './themes.ts';

export interface PictureItem {
  /** Full Iconify name, `fluent-emoji-flat:socks`. */
  readonly icon: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly angle: number;
}

export interface Picture {
  /** Changes with every round: a renderer's cache key together with the table. */
  readonly round: number;
  readonly theme: ThemeId;
  readonly background: string;
  readonly width: number;
  readonly height: number;
  /** In drawing order. */
  readonly items: readonly PictureItem[];
}

export function pictureOf(s: ShtukaState): Picture {
  const r = s.round;
  return {
    round: s.roundNo,
    theme: r.theme,
    background: THEME[r.theme].background,
    width: PICTURE.width,
    height: PICTURE.height,
    items: r.layout.map((p) => ({ icon: iconName(p.item), x: p.x, y: p.y, size: p.size, angle: p.angle })),
  };
}

/** The Blitz task card: the target drawn apart, with its own scale, angle and hue shift; null in other modes. */
export function taskCardOf(s: ShtukaState): ({ readonly icon: string; } & TaskArt) | null {
  const r = s.round;
  if (s.over || r.mode !== 'blitz') return null;
  return { icon: iconName(r.layout[r.target]!.item), ...r.art };
}

/** The task card's canvas: the target alone on a plain card, its size from the card's scale; room for its largest turn. */
const CARD = { side: 280, item: 140, background: '#ffffff' } as const;

/**
 * The pictures of a state, for `GameDef.pictures`: none while the explainer rolls (the Blitz card needs
 * the die) or once the game is over; from the roll to the round's end, the round's picture and, in Blitz,
 * the task card. The key is the round: each round is drawn once.
 */
export const pictures = {
  key: (s: ShtukaState): number | null => (s.over || s.round.phase === 'roll' ? null : s.roundNo),
  round: (s: ShtukaState): number => s.roundNo,
  scene(s: ShtukaState): Scene | null {
    if (s.over) return null;
    const p = pictureOf(s);
    return { width: p.width, height: p.height, background: p.background, items: p.items };
  },
  task(s: ShtukaState): Scene | null {
    const card = taskCardOf(s);
    if (card === null) return null;
    const middle = CARD.side / 2;
    return {
      width: CARD.side,
      height: CARD.side,
      background: CARD.background,
      items: [{ icon: card.icon, x: middle, y: middle, size: CARD.item * card.scale, angle: card.angle, hue: card.hue }],
    };
  },
};

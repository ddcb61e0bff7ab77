/**
 * What a host hands the picture renderer: the round's picture and the Blitz task card, from the
 * state the host holds. Never part of a view: the renderer turns them into pixels served at an
 * address that names no item, so no client learns an item's identity or position before the
 * round ends.
 */
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

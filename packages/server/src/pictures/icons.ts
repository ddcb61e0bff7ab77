/**
 * The icon drawings a scene names, from the Iconify JSON set shipped on npm
 * (`@iconify-json/fluent-emoji-flat`, MIT, © Microsoft; see NOTICE). Read once per
 * process that renders; only the renderer's thread holds them.
 */
import { createRequire } from 'node:module';

/** An icon as the renderer draws it: its SVG body and the view box it is drawn in. */
export interface IconDrawing {
  readonly body: string;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

interface IconifySet {
  readonly prefix: string;
  readonly width?: number;
  readonly height?: number;
  readonly icons: Readonly<Record<string, { body: string; left?: number; top?: number; width?: number; height?: number; }>>;
}

const SETS: Readonly<Record<string, string>> = { 'fluent-emoji-flat': '@iconify-json/fluent-emoji-flat/icons.json' };
const loaded = new Map<string, IconifySet>();

function iconSet(prefix: string): IconifySet {
  let set = loaded.get(prefix);
  if (set === undefined) {
    const file = SETS[prefix];
    if (file === undefined) throw new Error(`no icon set "${prefix}" (known: ${Object.keys(SETS).join(', ')})`);
    set = createRequire(import.meta.url)(file) as IconifySet;
    loaded.set(prefix, set);
  }
  return set;
}

/** The drawing of a full Iconify name (`fluent-emoji-flat:socks`); an unknown name is an error naming it. */
export function iconDrawing(name: string): IconDrawing {
  const colon = name.indexOf(':');
  if (colon < 0) throw new Error(`"${name}" is not a full Iconify name (prefix:name)`);
  const set = iconSet(name.slice(0, colon));
  const icon = set.icons[name.slice(colon + 1)];
  if (icon === undefined) throw new Error(`icon "${name}" is not in its set`);
  return {
    body: icon.body,
    left: icon.left ?? 0,
    top: icon.top ?? 0,
    width: icon.width ?? set.width ?? 16,
    height: icon.height ?? set.height ?? 16,
  };
}

/**
 * A scene as one SVG document: every distinct icon once as a symbol, each placed item a `use` of it,
 * moved, turned and (the Blitz card) hue-rotated. Symbols are numbered in order of first use, and the
 * ids inside an icon's body are prefixed with its symbol's, so two drawings' gradients never collide.
 * The SVG never leaves the renderer: clients receive only the pixels.
 */
import type { Scene } from '@kozyr/engine';
import { iconDrawing } from './icons.ts';

const num = (n: number): string => String(Math.round(n * 100) / 100);

/** The body with its ids (and every reference to them) made unique to this symbol. */
function ownIds(body: string, prefix: string): string {
  return body
    .replace(/\bid="([^"]+)"/g, (_m, id: string) => `id="${prefix}-${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_m, id: string) => `url(#${prefix}-${id})`)
    .replace(/href="#([^"]+)"/g, (_m, id: string) => `href="#${prefix}-${id}"`);
}

const escapeAttr = (s: string): string => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function sceneSvg(scene: Scene): string {
  const symbols = new Map<string, string>();
  const filters = new Map<number, string>();
  const defs: string[] = [];
  const placed: string[] = [];
  for (const item of scene.items) {
    let symbol = symbols.get(item.icon);
    if (symbol === undefined) {
      symbol = `s${symbols.size}`;
      symbols.set(item.icon, symbol);
      const d = iconDrawing(item.icon);
      defs.push(
        `<symbol id="${symbol}" viewBox="${num(d.left)} ${num(d.top)} ${num(d.width)} ${num(d.height)}">${
          ownIds(d.body, symbol)
        }</symbol>`,
      );
    }
    let filter = '';
    const hue = item.hue ?? 0;
    if (hue !== 0) {
      let id = filters.get(hue);
      if (id === undefined) {
        id = `h${filters.size}`;
        filters.set(hue, id);
        defs.push(`<filter id="${id}"><feColorMatrix type="hueRotate" values="${num(hue)}"/></filter>`);
      }
      filter = ` filter="url(#${id})"`;
    }
    const half = item.size / 2;
    placed.push(
      `<g transform="translate(${num(item.x)} ${num(item.y)}) rotate(${num(item.angle)})"${filter}>` +
        `<use href="#${symbol}" x="${num(-half)}" y="${num(-half)}" width="${num(item.size)}" height="${num(item.size)}"/></g>`,
    );
  }
  const background = scene.background === null ?
    '' :
    `<rect width="${num(scene.width)}" height="${num(scene.height)}" fill="${escapeAttr(scene.background)}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${num(scene.width)}" height="${num(scene.height)}" viewBox="0 0 ${
    num(scene.width)
  } ${num(scene.height)}"><defs>${defs.join('')}</defs>${background}${placed.join('')}</svg>`;
}

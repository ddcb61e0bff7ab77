/**
 * A scene to WebP bytes: SVG (svg.ts) rasterised by resvg to PNG, then encoded by sharp. Synchronous
 * rasterising takes a core for a while, so the server calls this only on its render thread
 * (render-thread.ts); `kozyr bench` calls it directly to measure it.
 */
import type { Scene } from '@kozyr/engine';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { sceneSvg } from './svg.ts';

/**
 * WebP quality: at 1600×1000 a busy picture of 300 items stays well under 300 KB, and the drawings' flat
 * colours keep their edges. sharp writes no metadata unless asked (no EXIF, XMP or ICC profile).
 */
const QUALITY = 70;

export async function renderWebp(scene: Scene): Promise<Buffer> {
  const png = new Resvg(sceneSvg(scene), { font: { loadSystemFonts: false } }).render().asPng();
  return sharp(png).webp({ quality: QUALITY, effort: 4 }).toBuffer();
}

/** kozyr bench on a game that draws pictures (Shtuka): the layout and its picture, median of 20, and the image's size. */
import { describe, expect, it } from 'vitest';
import { kozyr } from './run-cli.ts';

describe('kozyr bench --game shtuka', () => {
  it('measures 20 pictures, each a new layout rendered to WebP, and prints the median and the size', () => {
    const json = kozyr('bench', '--game', 'shtuka', '--runs', '1', '--ms', '50', '--json');
    expect(json.status).toBe(0);
    const p = (JSON.parse(json.stdout) as { pictures: Record<string, number | string>; }).pictures;
    expect(p['game']).toBe('shtuka');
    expect(p['pictures']).toBe(20);
    expect(p['wallMs']).toBeGreaterThan(0);
    expect(p['cpuMs']).toBeGreaterThan(0);
    // A real image of a busy picture: tens of kilobytes, within the club's 300 KB.
    expect(p['bytes']).toBeGreaterThan(10_000);
    expect(p['maxBytes']).toBeLessThanOrEqual(300 * 1024);
  }, 600_000);
});

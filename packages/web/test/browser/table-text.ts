/**
 * What a player reads at a table: the table page's visible text (the table, its banner and the
 * hand log), scanned for what only the engine should speak (raw card codes, move field names).
 * A test calls `scan` at every step and asserts at the end that nothing was found.
 */
import type { Page } from 'playwright-core';

export interface TextScan {
  /** Read the page's table text now; every match of a pattern is remembered with the text around it. */
  scan(page: Page, where: string, root?: string): Promise<void>;
  /** Everything found so far, one line each ("desktop: `B1` in …"). */
  readonly found: string[];
  /** How many times a page's text was read. */
  readonly reads: () => number;
}

export function textScan(patterns: readonly RegExp[]): TextScan {
  const found: string[] = [];
  let reads = 0;
  return {
    found,
    reads: () => reads,
    async scan(page, where, root = '[data-testid=table-page]') {
      // The hand log's list is inside a closed <details>: innerText skips it, textContent does not.
      const text = await page
        .locator(root)
        .first()
        .evaluate((el) => `${(el as HTMLElement).innerText}\n${el.querySelector('[data-testid=hand-log]')?.textContent ?? ''}`)
        .catch(() => null);
      // The page may be between two screens (a replay loading): nothing to read this time.
      if (text === null) return;
      reads++;
      for (const re of patterns) {
        const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
        for (const m of text.matchAll(g)) {
          const around = text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).replace(/\s+/g, ' ');
          const line = `${where}: \`${m[0]}\` in "${around}"`;
          if (!found.includes(line) && found.length < 40) found.push(line);
        }
      }
    },
  };
}

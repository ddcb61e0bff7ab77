/**
 * Playing a Thousand table through the page until a wanted moment. Which controls a seat meets depends
 * on the deal (a compulsory opening with no pass, an auction bid beyond what the hand may raise to, the
 * talon and the cards to give as declarer), so a step clicks the first of a priority list that is on the
 * page: a chosen card is given away before another card is chosen, and a pass is there for the hand
 * that has nothing else. Bots move meanwhile, so a control may be gone by the time it is clicked; the
 * next step looks again.
 */
import type { Page } from 'playwright-core';

/** A card chosen to give away goes to the first opponent offered. */
export const GIVE = '[data-testid=give-targets] button';
export const GLOWING = '[data-testid=hand] .card--glow';
export const move = (kind: string) => `[data-testid=thousand-table] button[data-move=${kind}]`;

/** The deal the table is at (the number the page shows). */
async function dealNumber(page: Page): Promise<number> {
  const text = (await page.getByTestId('deal-no').textContent().catch(() => null)) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? 0);
}

/**
 * Click through the table, `order` first to last, until `reached` holds. A table still short of it
 * after `maxDeals` deals fails with what it waited for, not with the test's timeout.
 */
export async function playThousandUntil(
  page: Page,
  what: string,
  reached: () => Promise<boolean>,
  order: readonly string[],
  maxDeals = 20,
): Promise<void> {
  while (!(await reached())) {
    const deal = await dealNumber(page);
    if (deal > maxDeals) throw new Error(`Thousand: ${what} did not come within ${maxDeals} deals`);
    let clicked = false;
    for (const selector of order) {
      const target = page.locator(selector);
      if ((await target.count()) === 0) continue;
      await target.first().click({ timeout: 1000 }).catch(() => undefined);
      clicked = true;
      break;
    }
    if (!clicked) await page.waitForTimeout(50);
  }
}

/**
 * The stacked Durak deal the browser tests play: the `table.create` frame gets
 * the deck on its way to the server (test decks are allowed there), and the
 * lobby's create form is filled by its controls' names.
 */
import type { Page } from 'playwright-core';

/**
 * Seat 0 (the creator) gets the first six cards, seat 1 the next six, the rest
 * is the talon with the trump (A♥) at its bottom. Seat 1 holds the lowest trump
 * (10♥) and leads.
 */
export const STACKED_DECK = [
  '9C',
  'TC',
  'AS',
  'QH',
  'KH',
  'KS',
  'QS',
  'AC',
  'QD',
  'TH',
  'JS',
  'JD',
  'KC',
  'AD',
  'JH',
  'TS',
  '9D',
  'TD',
  '9H',
  'QC',
  'KD',
  '9S',
  'JC',
  'AH',
] as const; // dprint-ignore

/** A `routeWs` rewrite for `person`: the page's table.create asks for the stacked deck. */
export function addStackedDeck(frame: string): string {
  const msg = JSON.parse(frame) as Record<string, unknown>;
  return msg['type'] === 'table.create' ? JSON.stringify({ ...msg, deck: STACKED_DECK }) : frame;
}

/** Open the Durak room's create form and pick each setting by its control's name (the form is left open). */
export async function fillDurakForm(page: Page, settings: Record<string, string>): Promise<void> {
  await page.getByTestId('room-durak').getByTestId('open-create').click();
  const form = page.getByTestId('create-form');
  for (const [name, value] of Object.entries(settings)) await form.locator(`select[name=${name}]`).selectOption(value);
}

/** Create a Durak table with these settings and wait for its page. */
export async function createDurak(page: Page, settings: Record<string, string>): Promise<void> {
  await fillDurakForm(page, settings);
  await page.getByTestId('create-form').locator('button[type=submit]').click();
  await page.getByTestId('table-page').waitFor();
}

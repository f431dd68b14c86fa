import type { Locator } from '@playwright/test';
import { amountToPaisa, type Paisa } from '#shared/money.ts';

/**
 * The paisa of an amount as the shop shows it, "Tk 1,234.56"; a deduction
 * ("− Tk 50.00") reads as its size. Anything else fails the test.
 */
export async function shownPaisa(cell: Locator): Promise<Paisa> {
  const text = await cell.innerText();
  const match = /^(?:− )?Tk ([\d,]+\.\d{2})$/.exec(text.trim());
  const paisa = amountToPaisa(match?.[1]?.replaceAll(',', ''));
  if (paisa === null) throw new Error(`not an amount as the shop shows one: “${text}”`);
  return paisa;
}

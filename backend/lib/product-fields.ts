import * as v from 'valibot';
import { AMOUNT } from './money.ts';
import { wholeNumber } from './whole-number.ts';

/** The fields a staff write of a book shares: prices and stock, and what is said of an unknown field. */

export const MONEY_MESSAGE = (label: string) => `The ${label} must be an amount in taka above 0 with at most two decimals, like "350.00".`;
export const STOCK_MESSAGE = 'The stock must be a whole number of at least 0.';

/** A price, in paisa above 0, from "350.00" or 350. */
export const PRICE = v.pipe(AMOUNT, v.minValue(1));

/** Copies in stock: 0 (as 0 or "0", nothing else: "00" is refused, as it always was) up to a billion. */
export const STOCK = v.union([
  v.pipe(
    v.union([v.literal(0), v.literal('0')]),
    v.transform(() => 0),
  ),
  wholeNumber({ digits: 12, max: 1_000_000_000 }),
]);

/** A staff client that misspells a field must hear so, not see it silently ignored. */
export function notAccepted(field: string, accepted: readonly string[]): string {
  return `The ${field} field is not accepted (accepted: ${accepted.join(', ')}).`;
}

/**
 * Money is whole paisa (1 Tk = 100 paisa) in every calculation, so totals never
 * drift by floating-point error. On the wire a price is taka with two decimals.
 */

import type { Locale } from './i18n/locale.ts';
import { formatNumber, toBanglaDigits } from './i18n/numbers.ts';

export type Paisa = number;

/** 123456 → "1234.56" */
export function paisaToAmount(paisa: Paisa): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new RangeError(`not a paisa amount: ${paisa}`);
  return `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
}

/**
 * 123456 → "Tk 1,234.56", as the English shop shows every price; in Bangla
 * "৳ ১,২৩৪.৫৬" (the taka sign first, and lakh grouping from ১,০০,০০০).
 */
export function formatTaka(paisa: Paisa, locale: Locale = 'en'): string {
  const [taka, rest] = paisaToAmount(paisa).split('.') as [string, string];
  if (locale === 'bn') return `৳ ${formatNumber(Number(taka), 'bn')}.${toBanglaDigits(rest)}`;
  return `Tk ${taka.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${rest}`;
}

/**
 * Reads a taka amount (a number or a decimal string with at most two decimals)
 * as whole paisa, without going through floating point. Anything else is null.
 */
export function amountToPaisa(value: unknown): Paisa | null {
  let text = '';
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, taka = '0', fraction = ''] = match;
  return Number(taka) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The paisa of a Money object from the API (its amount is validated by MoneySchema). */
export function toPaisa(money: { amount: string }): Paisa {
  const paisa = amountToPaisa(money.amount);
  if (paisa === null) throw new RangeError(`not a money amount: ${money.amount}`);
  return paisa;
}

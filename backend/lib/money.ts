/**
 * The API's money: whole paisa (1 Tk = 100 paisa) in the database and in every
 * sum, taka with two decimals on the wire. Written for the API alone, apart from
 * the storefront's src/shared/money.ts: the contract tests compare what one side
 * writes with what the other reads, and a rule shared by both would hide a
 * mistake in it from them.
 */

import * as v from 'valibot';

/** Money on the wire (the contract's Money): taka with two decimals, and as the shop shows it. */
export type WireMoney = { amount: string; formatted: string };

/** The most taka an amount may name: nine digits, far above any price or order, well inside a safe integer of paisa. */
const TAKA_DIGITS = 9;
const WRITTEN_AMOUNT = new RegExp(`^(\\d{1,${TAKA_DIGITS}})(?:\\.(\\d{1,2}))?$`);

/** 123456 → "1234.56"; 5 → "0.05". */
export function paisaToAmount(paisa: number): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new RangeError(`not a paisa amount: ${paisa}`);
  const digits = String(paisa).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Paisa from a taka amount in a request: a JSON number or a decimal string
 * ("350", "350.5", " 350.50 ") with at most two decimals. The digits are read as
 * written (a number by its shortest decimal form), never multiplied as a float.
 * Anything else, negative amounts included, is null.
 */
export function amountToPaisa(value: unknown): number | null {
  let written: string;
  if (typeof value === 'string') written = value.trim();
  else if (typeof value === 'number' && Number.isFinite(value)) written = String(value);
  else return null;
  const match = WRITTEN_AMOUNT.exec(written);
  if (!match) return null;
  const [, taka = '', fraction = ''] = match;
  return Number(`${taka}${fraction.padEnd(2, '0')}`);
}

/** An amount a client sends, as paisa (amountToPaisa): the schema the request rules read amounts with. */
export const AMOUNT = v.pipe(v.unknown(), v.transform(amountToPaisa), v.number());

/** 123456 → "Tk 1,234.56": thousands grouped in threes, as the shop shows prices. */
export function formatTaka(paisa: number): string {
  const [taka = '', fraction = ''] = paisaToAmount(paisa).split('.');
  return `Tk ${BigInt(taka).toLocaleString('en-US')}.${fraction}`;
}

export function money(paisa: number): WireMoney {
  return { amount: paisaToAmount(paisa), formatted: formatTaka(paisa) };
}

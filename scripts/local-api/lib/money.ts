import { amountToPaisa, formatTaka, paisaToAmount } from '../../../src/lib/money.ts';

export { amountToPaisa, paisaToAmount };

/** Money on the wire (MoneySchema): taka with two decimals, and as the shop shows it. */
export type WireMoney = { amount: string; formatted: string };

export function money(paisa: number): WireMoney {
  return { amount: paisaToAmount(paisa), formatted: formatTaka(paisa) };
}

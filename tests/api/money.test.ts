import { describe, expect, it } from 'vitest';
import { amountToPaisa, formatTaka, money, paisaToAmount } from '../../backend/lib/money.ts';

// The API's own money code (not the storefront's): what it writes is what the contract's Money says.
describe("the local API's money", () => {
  it('writes paisa as taka with exactly two decimals', () => {
    expect(paisaToAmount(0)).toBe('0.00');
    expect(paisaToAmount(5)).toBe('0.05');
    expect(paisaToAmount(99)).toBe('0.99');
    expect(paisaToAmount(100)).toBe('1.00');
    expect(paisaToAmount(35000)).toBe('350.00');
    expect(paisaToAmount(123456)).toBe('1234.56');
  });

  it('formats prices as the shop shows them, thousands grouped', () => {
    expect(money(35000)).toEqual({ amount: '350.00', formatted: 'Tk 350.00' });
    expect(formatTaka(5)).toBe('Tk 0.05');
    expect(formatTaka(123456)).toBe('Tk 1,234.56');
    expect(formatTaka(99999999)).toBe('Tk 999,999.99');
    expect(formatTaka(100000000)).toBe('Tk 1,000,000.00');
    expect(formatTaka(99999999999)).toBe('Tk 999,999,999.99');
  });

  it('refuses to write what is not whole, non-negative paisa', () => {
    for (const bad of [-1, 1.5, Number.NaN, Infinity, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => paisaToAmount(bad)).toThrow(RangeError);
      expect(() => money(bad)).toThrow(RangeError);
    }
  });

  it('reads a taka amount from a request exactly, as a number or a string', () => {
    expect(amountToPaisa('350.00')).toBe(35000);
    expect(amountToPaisa('350.5')).toBe(35050);
    expect(amountToPaisa('0.1')).toBe(10);
    expect(amountToPaisa('0.05')).toBe(5);
    expect(amountToPaisa(' 42 ')).toBe(4200);
    expect(amountToPaisa('007.50')).toBe(750);
    expect(amountToPaisa(19.99)).toBe(1999);
    expect(amountToPaisa(350)).toBe(35000);
    expect(amountToPaisa(0)).toBe(0);
    expect(amountToPaisa('999999999.99')).toBe(99999999999);
  });

  it('refuses what is not an amount rather than guessing', () => {
    // 0.1 + 0.2 is 0.30000000000000004 as a float: more than two decimals, so not an amount.
    for (const bad of [
      0.1 + 0.2,
      '',
      ' ',
      '-5',
      -5,
      '1.234',
      '1.',
      '.5',
      '1,000',
      'abc',
      '1e3',
      1e21,
      '১০০',
      '1000000000',
      null,
      undefined,
      true,
      Number.NaN,
      Infinity,
      {},
      ['350'],
    ]) {
      expect(amountToPaisa(bad)).toBeNull();
    }
  });

  it('reads back every amount it writes', () => {
    for (const paisa of [0, 1, 10, 99, 100, 101, 12345, 99999999, 99999999999]) {
      expect(amountToPaisa(paisaToAmount(paisa))).toBe(paisa);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { amountToPaisa, formatTaka, paisaToAmount, toPaisa } from '#shared/money.ts';

describe('money', () => {
  it('formats paisa as the shop shows prices', () => {
    expect(formatTaka(35000)).toBe('Tk 350.00');
    expect(formatTaka(123456)).toBe('Tk 1,234.56');
    expect(formatTaka(5)).toBe('Tk 0.05');
    expect(formatTaka(100000000)).toBe('Tk 1,000,000.00');
  });

  it('reads taka amounts exactly, without floating point drift', () => {
    expect(amountToPaisa('350.00')).toBe(35000);
    expect(amountToPaisa('0.1')).toBe(10);
    expect(amountToPaisa(19.99)).toBe(1999);
    expect(amountToPaisa(' 42 ')).toBe(4200);
    // 0.1 + 0.2 is 0.30000000000000004 as a float: not an amount.
    expect(amountToPaisa(0.1 + 0.2)).toBeNull();
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-5', '1.234', 'abc', '1e3', null, undefined, Number.NaN, Infinity, {}, '১০০']) {
      expect(amountToPaisa(bad)).toBeNull();
    }
    expect(() => paisaToAmount(-1)).toThrow(RangeError);
    expect(() => paisaToAmount(1.5)).toThrow(RangeError);
    expect(() => toPaisa({ amount: 'x' })).toThrow(RangeError);
  });

  it('round-trips', () => {
    for (const paisa of [0, 1, 99, 100, 12345, 99999999]) {
      expect(amountToPaisa(paisaToAmount(paisa))).toBe(paisa);
    }
  });
});

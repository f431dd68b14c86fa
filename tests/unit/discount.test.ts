import { describe, expect, it } from 'vitest';
import { discountPercent } from '#shared/discount.ts';

const tk = (amount: string) => ({ amount });

describe('discountPercent', () => {
  it('is the whole percent off the list price, rounded', () => {
    expect(discountPercent({ price: tk('220.00'), special_price: tk('209.00'), selling_price: tk('209.00') })).toBe(5);
    expect(discountPercent({ price: tk('300.00'), special_price: tk('199.00'), selling_price: tk('199.00') })).toBe(34);
    expect(discountPercent({ price: tk('1000.00'), special_price: tk('995.00'), selling_price: tk('995.00') })).toBe(1);
  });

  it('is 0 for a book not on offer, whatever its selling price says', () => {
    expect(discountPercent({ price: tk('220.00'), special_price: null, selling_price: tk('220.00') })).toBe(0);
    expect(discountPercent({ price: tk('220.00'), selling_price: tk('200.00') })).toBe(0);
  });

  it('is never negative nor a division by zero', () => {
    expect(discountPercent({ price: tk('200.00'), special_price: tk('250.00'), selling_price: tk('250.00') })).toBe(0);
    expect(discountPercent({ price: tk('0.00'), special_price: tk('0.00'), selling_price: tk('0.00') })).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../backend/lib/http.ts';
import type { OrderLineInput } from '../../backend/lib/order-payload.ts';
import {
  checkOrder,
  couponDiscount,
  lineProblems,
  PRICES_CHANGED,
  priceOrder,
  type CatalogueEntry,
  type CouponTerms,
  type PricingInput,
} from '../../backend/lib/order-totals.ts';
import { shippingOptions, type ShippingRates } from '../../backend/lib/shipping.ts';

const rates: ShippingRates = { insideDhaka: 6000, outsideDhaka: 12000, freeShippingOver: 50000 };
const gitanjali: CatalogueEntry = { id: 1, name: 'গীতাঞ্জলি', slug: 'gitanjali', sellingPrice: 35000, stock: 5 };
const devdas: CatalogueEntry = { id: 2, name: 'দেবদাস', slug: 'devdas', sellingPrice: 19950, stock: 1 };
const soldOut: CatalogueEntry = { id: 3, name: 'পথের পাঁচালী', slug: 'pather-panchali', sellingPrice: 28000, stock: 0 };
const catalogue = new Map([gitanjali, devdas, soldOut].map((book) => [book.id, book]));
const boi50: CouponTerms = { code: 'BOI50', minimumSpend: 50000, value: 5000 };

function line(index: number, productId: number, qty: number, unitPrice: number, lineTotal = unitPrice * qty): OrderLineInput {
  return { index, productId, qty, unitPrice, lineTotal };
}

/** One Gitanjali inside Dhaka: 350.00 + 60.00 = 410.00. */
function input(overrides: Partial<PricingInput> = {}): PricingInput {
  return {
    lines: [line(0, 1, 1, 35000)],
    catalogue,
    claimed: { subTotal: 35000, shippingCost: 6000, discount: 0, total: 41000 },
    shippingMethod: 'inside_dhaka',
    rates,
    coupon: null,
    ...overrides,
  };
}

describe('shippingOptions', () => {
  it('offers inside and outside Dhaka, and free shipping only strictly above the threshold', () => {
    expect(shippingOptions(rates, 50000).map((o) => o.method)).toEqual(['inside_dhaka', 'outside_dhaka']);
    const above = shippingOptions(rates, 50001);
    expect(above.map((o) => [o.method, o.cost])).toEqual([
      ['inside_dhaka', 6000],
      ['outside_dhaka', 12000],
      ['free_shipping', 0],
    ]);
  });
});

describe('couponDiscount', () => {
  it('applies only when the sub-total is greater than the minimum spend', () => {
    expect(couponDiscount(boi50, 50000)).toBe(0);
    expect(couponDiscount(boi50, 50001)).toBe(5000);
    expect(couponDiscount(null, 100000)).toBe(0);
  });

  it('never takes off more than the sub-total', () => {
    expect(couponDiscount({ code: 'BIG', minimumSpend: 0, value: 9000 }, 4000)).toBe(4000);
  });
});

describe('lineProblems', () => {
  it('accepts books that exist, once each, within stock', () => {
    expect(lineProblems([line(0, 1, 5, 35000), line(1, 2, 1, 19950)], catalogue)).toEqual([]);
  });

  it('names the book for each problem', () => {
    const problems = lineProblems(
      [line(0, 99, 1, 100), line(1, 1, 1, 35000), line(2, 1, 2, 35000), line(3, 3, 1, 28000), line(4, 2, 2, 19950)],
      catalogue,
    );
    expect(problems).toEqual([
      'Line 1: there is no book with id 99.',
      '“গীতাঞ্জলি” appears more than once; send one line with the whole quantity.',
      '“পথের পাঁচালী” is out of stock.',
      'Only 1 copy of “দেবদাস” is left.',
    ]);
  });

  it('keeps quantities within 1..100', () => {
    const big = new Map([[1, { ...gitanjali, stock: 1000 }]]);
    expect(lineProblems([line(0, 1, 0, 35000)], big)).toEqual(['The quantity of “গীতাঞ্জলি” must be between 1 and 100.']);
    expect(lineProblems([line(0, 1, 101, 35000)], big)).toEqual(['The quantity of “গীতাঞ্জলি” must be between 1 and 100.']);
    expect(lineProblems([line(0, 1, 100, 35000)], big)).toEqual([]);
    expect(lineProblems([line(0, 1, 6, 35000)], catalogue)).toEqual(['Only 5 copies of “গীতাঞ্জলি” are left.']);
  });
});

describe('priceOrder', () => {
  it('accepts the right amounts and answers the server totals', () => {
    const { totals, errors } = priceOrder(input());
    expect(errors).toEqual({});
    expect(totals).toMatchObject({ subTotal: 35000, shippingCost: 6000, discount: 0, total: 41000, couponCode: null });
    expect(totals.lines).toEqual([{ productId: 1, name: 'গীতাঞ্জলি', slug: 'gitanjali', qty: 1, unitPrice: 35000, lineTotal: 35000 }]);
  });

  it('sums lines in whole paisa without drift', () => {
    const lines = [line(0, 1, 3, 35000), line(1, 2, 1, 19950)];
    const claimed = { subTotal: 124950, shippingCost: 0, discount: 5000, total: 119950 };
    const { errors, totals } = priceOrder(input({ lines, claimed, shippingMethod: 'free_shipping', coupon: boi50 }));
    expect(errors).toEqual({});
    expect(totals.couponCode).toBe('BOI50');
  });

  it('keys each wrong amount by its field', () => {
    // A client that still shows an old price: its line and totals agree with each other, not with the shop.
    const stale = { subTotal: 30000, shippingCost: 6000, discount: 0, total: 36000 };
    expect(priceOrder(input({ lines: [line(0, 1, 1, 30000)], claimed: stale })).errors).toEqual({
      'products.0.unit_price': ['The unit price of “গীতাঞ্জলি” does not match: expected 350.00'],
      'products.0.line_total': ['The line total of “গীতাঞ্জলি” does not match: expected 350.00'],
      sub_total: ['The sub total does not match: expected 350.00'],
      total: ['The total does not match: expected 410.00'],
    });
    expect(priceOrder(input({ lines: [line(0, 1, 2, 35000, 35000)] })).errors).toHaveProperty(['products.0.line_total']);
    const claimed = { subTotal: 35000, shippingCost: 6000, discount: 0, total: 41000 };
    expect(priceOrder(input({ claimed: { ...claimed, subTotal: 35001 } })).errors).toEqual({
      sub_total: ['The sub total does not match: expected 350.00'],
    });
    expect(priceOrder(input({ claimed: { ...claimed, shippingCost: 12000, total: 47000 } })).errors).toEqual({
      shipping_cost: ['The shipping cost does not match: expected 60.00'],
      total: ['The total does not match: expected 410.00'],
    });
    expect(priceOrder(input({ claimed: { ...claimed, total: 40999 } })).errors).toEqual({
      total: ['The total does not match: expected 410.00'],
    });
  });

  it('refuses a discount without a valid coupon, or below the minimum spend', () => {
    const claimed = { subTotal: 35000, shippingCost: 6000, discount: 5000, total: 36000 };
    expect(priceOrder(input({ claimed })).errors).toEqual({
      discount: ['A discount needs a valid coupon code.'],
      total: ['The total does not match: expected 410.00'],
    });
    expect(priceOrder(input({ claimed, coupon: boi50 })).errors).toMatchObject({
      discount: ['The discount does not match: expected 0.00'],
    });
    const above = { subTotal: 70000, shippingCost: 6000, discount: 5000, total: 71000 };
    expect(priceOrder(input({ lines: [line(0, 1, 2, 35000)], claimed: above, coupon: boi50 })).errors).toEqual({});
  });

  it('offers free shipping only above the threshold', () => {
    const claimed = { subTotal: 35000, shippingCost: 0, discount: 0, total: 35000 };
    expect(priceOrder(input({ claimed, shippingMethod: 'free_shipping' })).errors).toEqual({
      shipping_method: ['The selected shipping method is not available for this order.'],
    });
    expect(priceOrder(input({ claimed, shippingMethod: 'by_drone' })).errors).toHaveProperty('shipping_method');
  });
});

describe('checkOrder', () => {
  function thrown(work: () => unknown): ValidationError {
    try {
      work();
    } catch (error) {
      if (error instanceof ValidationError) return error;
      throw error;
    }
    throw new Error('expected a ValidationError');
  }

  it('answers the totals when everything matches', () => {
    expect(checkOrder(input()).total).toBe(41000);
  });

  it('reports book problems under products before any arithmetic', () => {
    const error = thrown(() => checkOrder(input({ lines: [line(0, 3, 1, 1)] })));
    expect(error.errors).toEqual({ products: ['“পথের পাঁচালী” is out of stock.'] });
  });

  it('reports changed prices with the review-your-order message', () => {
    const error = thrown(() => checkOrder(input({ claimed: { subTotal: 35000, shippingCost: 6000, discount: 0, total: 1 } })));
    expect(error.message).toBe(PRICES_CHANGED);
    expect(error.errors).toEqual({ total: ['The total does not match: expected 410.00'] });
  });
});

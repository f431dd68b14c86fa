import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartCount,
  cartTotal,
  decodeCart,
  decrement,
  increment,
  lineTotal,
  MAX_QUANTITY,
  parseQuantity,
  refreshPrices,
  removeItem,
  setQuantity,
  type CartItem,
} from '#features/cart/cart-logic.ts';
import { formatTaka } from '#shared/money.ts';
import { book } from './fixtures.ts';

const one = addItem([], book(1));

describe('adding and removing', () => {
  it('gives a new book quantity 1 and keeps only the cart’s fields', () => {
    expect(one).toHaveLength(1);
    expect(one[0]?.quantity).toBe(1);
    expect(one[0]).not.toHaveProperty('categories');
  });

  it('leaves a book already in the cart as it is', () => {
    const twice = addItem(increment(one, 1), book(1));
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(2);
  });

  it('removes only the book asked for', () => {
    const cart = addItem(one, book(2));
    expect(removeItem(cart, 1).map((i) => i.id)).toEqual([2]);
    expect(removeItem(cart, 99)).toHaveLength(2);
  });

  it('never changes the cart it was given', () => {
    const before = JSON.stringify(one);
    increment(one, 1);
    decrement(one, 1);
    setQuantity(one, 1, '5');
    removeItem(one, 1);
    expect(JSON.stringify(one)).toBe(before);
  });
});

describe('quantities', () => {
  it('increments up to the maximum and no further', () => {
    let cart: CartItem[] = setQuantity(one, 1, String(MAX_QUANTITY - 1));
    cart = increment(cart, 1);
    expect(cart[0]?.quantity).toBe(MAX_QUANTITY);
    expect(increment(cart, 1)[0]?.quantity).toBe(MAX_QUANTITY);
  });

  it('decrements only above 1', () => {
    expect(decrement(one, 1)[0]?.quantity).toBe(1);
    expect(decrement(increment(one, 1), 1)[0]?.quantity).toBe(1);
  });

  it('understands typed whole numbers, in Latin or Bangla digits', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('৩')).toBe(3);
    expect(parseQuantity('১০')).toBe(10);
    expect(parseQuantity(String(MAX_QUANTITY))).toBe(MAX_QUANTITY);
  });

  it('keeps the last good value for anything else', () => {
    const three = setQuantity(one, 1, '3');
    for (const bad of ['', '0', '-1', '2.5', '1e2', 'abc', String(MAX_QUANTITY + 1), '9999', ' ', '3a', '০']) {
      expect(parseQuantity(bad)).toBeNull();
      expect(setQuantity(three, 1, bad)[0]?.quantity).toBe(3);
    }
  });
});

describe('totals', () => {
  it('is the sum of special price times quantity, in whole paisa', () => {
    const cart = setQuantity(
      addItem(
        one,
        book(2, { price: { amount: '199.99', formatted: '' }, special_price: null, selling_price: { amount: '199.99', formatted: '' } }),
      ),
      2,
      '3',
    );
    expect(lineTotal(cart[1] as CartItem)).toBe(59997);
    expect(cartTotal(cart)).toBe(30000 + 59997);
    expect(formatTaka(cartTotal(cart))).toBe('Tk 899.97');
    expect(cartCount(cart)).toBe(4);
  });

  it('is exact where floating point would drift', () => {
    const dime = { amount: '0.10', formatted: 'Tk 0.10' };
    const cart = setQuantity(addItem([], book(3, { price: dime, special_price: null, selling_price: dime })), 3, '3');
    // 0.1 * 3 is 0.30000000000000004 in floating point.
    expect(cartTotal(cart)).toBe(30);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
    expect(cartCount([])).toBe(0);
  });
});

describe('reading the cart back from storage', () => {
  it('round-trips a good cart', () => {
    const cart = setQuantity(addItem(one, book(2)), 2, '4');
    expect(decodeCart(JSON.stringify(cart))).toEqual(cart);
  });

  it('turns anything corrupt, old or foreign into an empty cart, never an error', () => {
    for (const stored of [null, undefined, '', 'not json', '{"a":1}', '42', 'null', '"books"', '[[]]', '{{{']) {
      expect(decodeCart(stored)).toEqual([]);
    }
  });

  it('drops single bad entries and merges duplicates', () => {
    const good = one[0] as CartItem;
    const stored = JSON.stringify([good, { ...good }, { ...good, id: 2, quantity: 0 }, { ...good, id: 3, quantity: 1.5 }, { id: 4 }, 'x']);
    expect(decodeCart(stored)).toEqual([good]);
  });

  it('drops entries with prices that are not money', () => {
    const good = one[0] as CartItem;
    const stored = JSON.stringify([{ ...good, selling_price: { amount: 'NaN', formatted: 'Tk NaN' } }]);
    expect(decodeCart(stored)).toEqual([]);
  });
});

describe('refreshing prices against the shop', () => {
  it('updates changed prices and stock, drops vanished books, and says what changed', () => {
    const cart = addItem(addItem(one, book(2)), book(3));
    const current = new Map([
      [
        1,
        book(1, {
          selling_price: { amount: '280.00', formatted: 'Tk 280.00' },
          special_price: { amount: '280.00', formatted: 'Tk 280.00' },
        }),
      ],
      [2, book(2, { in_stock: false })],
    ]);
    const { cart: next, changes } = refreshPrices(cart, current);
    expect(next.map((i) => i.id)).toEqual([1, 2]);
    expect(next[0]?.selling_price.amount).toBe('280.00');
    expect(next[1]?.in_stock).toBe(false);
    expect(changes).toEqual([
      { name: 'বই 1', change: 'price' },
      { name: 'বই 2', change: 'out-of-stock' },
      { name: 'বই 3', change: 'gone' },
    ]);
  });
});

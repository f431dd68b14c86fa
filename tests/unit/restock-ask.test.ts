import { describe, expect, it } from 'vitest';
import { askAfterSignIn, ASK_AFTER_SIGN_IN } from '#features/book/restock-ask.ts';

describe('the ask a book page carries back from signing in', () => {
  it('is read, and taken off the address the reader is left on', () => {
    expect(askAfterSignIn(`https://shop.test/bn/product-details/noukadubi?${ASK_AFTER_SIGN_IN}`)).toEqual({
      ask: true,
      without: '/bn/product-details/noukadubi',
    });
  });

  it('keeps the rest of the address', () => {
    expect(askAfterSignIn('https://shop.test/product-details/jogajog?utm=x&restock=ask#reviews')).toEqual({
      ask: true,
      without: '/product-details/jogajog?utm=x#reviews',
    });
  });

  it('is no ask without it, or with another value', () => {
    expect(askAfterSignIn('https://shop.test/product-details/jogajog')).toEqual({ ask: false, without: '/product-details/jogajog' });
    expect(askAfterSignIn('https://shop.test/product-details/jogajog?restock=yes').ask).toBe(false);
  });
});

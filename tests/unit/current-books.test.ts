import { describe, expect, it } from 'vitest';
import type { ApiResult } from '#shared/api/result.ts';
import { currentBooks } from '#features/catalogue/current-books-store.ts';
import type { CartProduct } from '#features/cart/cart-logic.ts';
import { book } from './fixtures.ts';

type Answer = ApiResult<{ product: CartProduct }>;
const found = (id: number): Answer => ({ ok: true, data: { product: book(id) } });
const notFound: Answer = { ok: false, error: { kind: 'http', status: 404, message: 'Not Found' } };
const down: Answer = { ok: false, error: { kind: 'network', message: 'offline', timedOut: false } };

const items = [1, 2, 3].map((id) => ({ id, slug: `book-${id}` }));
const loader = (answers: Record<string, Answer>) => (slug: string) => Promise.resolve(answers[slug] ?? notFound);

describe('currentBooks: the shop’s current data for a cart', () => {
  it('answers every book the shop still sells, by id, and leaves out the ones it no longer sells', async () => {
    const current = await currentBooks(items, loader({ 'book-1': found(1), 'book-3': found(3) }));
    expect([...(current?.keys() ?? [])]).toEqual([1, 3]);
    expect(current?.get(3)?.slug).toBe('book-3');
  });

  it('answers nothing when any other call failed, so the cart is not changed on half the facts', async () => {
    expect(await currentBooks(items, loader({ 'book-1': found(1), 'book-2': down, 'book-3': found(3) }))).toBeNull();
  });

  it('answers an empty map for an empty cart without asking the shop', async () => {
    let asked = 0;
    const current = await currentBooks([], (slug) => {
      asked += 1;
      return loader({})(slug);
    });
    expect(current?.size).toBe(0);
    expect(asked).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { bookRecord, discountPercent } from '../../src/lib/search/book-record.ts';
import { priceBandsOf, ratingValuesOf } from '../../src/lib/search/facets.ts';
import * as v from 'valibot';
import { CardBookSchema } from '../../src/lib/search/card-book.ts';
import { book } from './fixtures.ts';

describe('listing facets', () => {
  it('puts a price in every band it falls in, ends included', () => {
    expect(priceBandsOf(50)).toEqual(['50-150']);
    expect(priceBandsOf(150)).toEqual(['50-150', '150-400']);
    expect(priceBandsOf(420)).toEqual([]);
    expect(priceBandsOf(999)).toEqual(['850-999']);
    expect(priceBandsOf(1300)).toEqual([]);
  });

  it('files a rating under every "N stars & up" it meets', () => {
    expect(ratingValuesOf(4.3)).toEqual(['4', '3', '2', '1']);
    expect(ratingValuesOf(5)).toEqual(['5', '4', '3', '2', '1']);
    expect(ratingValuesOf(0.9)).toEqual([]);
  });
});

describe('search record of a book', () => {
  it('carries its link, shown fields, filters and numeric sort keys', () => {
    const product = book(7, {
      price: { amount: '400.00', formatted: 'Tk 400.00' },
      special_price: { amount: '300.00', formatted: 'Tk 300.00' },
      selling_price: { amount: '300.00', formatted: 'Tk 300.00' },
      average_rating: 3.5,
      language: 'Bangla',
    });
    const record = bookRecord(product, new Map(product.writers.map((w) => [w.id, `Latin ${w.id}`])));
    expect(record.url).toBe(`/product-details/${product.slug}`);
    expect(record.meta.title).toBe(product.name);
    expect(record.meta.old_price_formatted).toBe('Tk 400.00');
    expect(record.filters.price).toEqual(['150-400']);
    expect(record.filters.rating).toEqual(['3', '2', '1']);
    expect(record.filters.language).toEqual(['Bangla']);
    expect(record.sort.price).toBe('30000');
    expect(record.sort.discount).toBe('25');
    expect(record.content).toContain(`Latin ${product.writers[0]?.id}`);
  });

  it('carries the card of a filtered listing, which the browser reads back validated', () => {
    const product = book(9, { is_new: true, in_stock: false });
    const card = v.parse(CardBookSchema, JSON.parse(bookRecord(product, new Map()).meta.card ?? 'null'));
    expect(card).toMatchObject({ id: product.id, slug: product.slug, writers: product.writers, is_new: true, in_stock: false });
  });

  it('gives no discount to a book at its list price', () => {
    expect(discountPercent(book(8, { special_price: null, selling_price: { amount: '350.00', formatted: 'Tk 350.00' } }))).toBe(0);
  });
});

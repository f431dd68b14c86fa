import { describe, expect, it } from 'vitest';
import { bookRecord } from '#shared/search/book-record.ts';
import { discountPercent } from '#shared/discount.ts';
import { PRICE_BANDS, priceBandLabel, priceBandsOf, ratingValuesOf } from '#shared/search/facets.ts';
import * as v from 'valibot';
import { CardBookSchema } from '#shared/api/schemas/card.ts';
import { book } from './fixtures.ts';

describe('listing facets', () => {
  it('puts every price in exactly one band, with no gap between bands', () => {
    expect(priceBandsOf(20)).toEqual(['0-150']);
    expect(priceBandsOf(149.99)).toEqual(['0-150']);
    expect(priceBandsOf(150)).toEqual(['150-400']);
    expect(priceBandsOf(420)).toEqual(['400-850']);
    expect(priceBandsOf(999.5)).toEqual(['850-1000']);
    expect(priceBandsOf(1000)).toEqual(['1000-1250']);
    expect(priceBandsOf(1300)).toEqual(['1250-']);
    // Every price from Tk 0 to Tk 5,000, paisa by paisa in steps, is in exactly one band.
    for (let paisa = 0; paisa <= 500000; paisa += 37) expect(priceBandsOf(paisa / 100)).toHaveLength(1);
  });

  it('names the bands as a shopper reads them', () => {
    expect(PRICE_BANDS.map(priceBandLabel)).toEqual([
      'Under Tk 150',
      'Tk 150 to 400',
      'Tk 400 to 850',
      'Tk 850 to 1,000',
      'Tk 1,000 to 1,250',
      'Tk 1,250 and over',
    ]);
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

import { describe, expect, it } from 'vitest';
import { attributeName, attributeValue, banglaOrdinal } from '#features/book/attribute-text.ts';
import { bookCountLabel, numberedPageTarget } from '#features/listings/listing-pages.ts';
import { listing } from '#shared/i18n/messages/listing.ts';
import { listingCounts } from '#shared/i18n/messages/listing-counts.ts';
import { listingFilters } from '#shared/i18n/messages/listing-filters.ts';
import { priceInLocale } from '#features/search/header-dropdown.ts';
import { nothingFound } from '#features/search/search-results.ts';

describe('a listing in each interface', () => {
  it('counts its books in English as before, in Bangla with Bangla digits', () => {
    expect(bookCountLabel(1)).toBe('1 book');
    expect(bookCountLabel(87)).toBe('87 books');
    expect(bookCountLabel(1234, 'bn')).toBe('১,২৩৪টি বই');
  });

  it('names a later page by the book it starts at, in each interface', () => {
    expect(listing.en.fromTitle('Books in উপন্যাস', 'পথের পাঁচালী')).toBe('Books in উপন্যাস — from “পথের পাঁচালী”');
    expect(listing.bn.fromTitle('উপন্যাস বিষয়ের বই', 'পথের পাঁচালী')).toBe('উপন্যাস বিষয়ের বই — “পথের পাঁচালী” থেকে');
    expect(listing.bn.fromBook('পথের পাঁচালী')).toBe('“পথের পাঁচালী” থেকে');
  });

  it('ends a Bangla description with a দাঁড়ি', () => {
    expect(listing.en.firstDescription('All 300 books')).toBe('All 300 books.');
    expect(listing.bn.firstDescription('সব বই')).toBe('সব বই।');
    expect(listing.bn.laterDescription('সব বই', 'গীতাঞ্জলি')).toMatch(/।$/);
    expect(listing.en.laterDescription('All books', 'Gitanjali')).toBe('All books at বইবাজার, from “Gitanjali” on, newest first.');
  });

  it('sends an old numbered page to its listing’s first page', () => {
    expect(numberedPageTarget('/books/page/7/')).toBe('/books/');
    expect(numberedPageTarget('/books/categories/novel/page/12')).toBe('/books/categories/novel/');
    expect(numberedPageTarget('/books/authors/7/%E0%A6%B9/page/2/')).toBe('/books/authors/7/%E0%A6%B9/');
  });

  it('says which books of how many pages are shown', () => {
    expect(listingCounts.en.range(41, 80, 300, 2, 8)).toBe('Showing 41–80 of 300 books (page 2 of 8)');
    expect(listingCounts.bn.range(41, 80, 300, 2, 8)).toBe('মোট ৩০০টি বইয়ের ৪১–৮০ দেখানো হচ্ছে (পৃষ্ঠা ২ / ৮)');
  });

  it('names the price bands in taka, the English exactly as the specification’s filter did', () => {
    expect(listingFilters.en.priceBand(0, 150)).toBe('Under Tk 150');
    expect(listingFilters.en.priceBand(1250, null)).toBe('Tk 1,250 and over');
    expect(listingFilters.bn.priceBand(0, 150)).toBe('৳ ১৫০-এর কম');
    expect(listingFilters.bn.priceBand(150, 400)).toBe('৳ ১৫০ থেকে ৪০০');
    expect(listingFilters.bn.priceBand(1250, null)).toBe('৳ ১,২৫০ ও তার বেশি');
  });
});

describe('search texts', () => {
  it('writes the index’s English price the Bangla way, and leaves what it cannot read', () => {
    expect(priceInLocale('Tk 1,250.50', 'en')).toBe('Tk 1,250.50');
    expect(priceInLocale('Tk 1,250.50', 'bn')).toBe('৳ ১,২৫০.৫০');
    expect(priceInLocale('Tk 90', 'bn')).toBe('৳ ৯০.০০');
    expect(priceInLocale('free', 'bn')).toBe('free');
  });

  it('says nothing was found in the page’s language', () => {
    expect(nothingFound(' zzz ')).toBe('No books found for “zzz”');
    expect(nothingFound('zzz', 'bn')).toBe('“zzz” নামে কোনো বই পাওয়া যায়নি');
  });
});

describe('a book’s attributes on a Bangla page', () => {
  it('names the API’s attributes in Bangla and keeps an unknown one', () => {
    expect(attributeName('Pages', 'bn')).toBe('পৃষ্ঠা');
    expect(attributeName('Pages', 'en')).toBe('Pages');
    expect(attributeName('Binding', 'bn')).toBe('Binding');
  });

  it('writes numbers, editions, languages and countries in Bangla; the ISBN as printed', () => {
    expect(attributeValue('Pages', '240', 'bn')).toBe('২৪০');
    expect(attributeValue('Year', '2021', 'bn')).toBe('২০২১');
    expect(attributeValue('Edition', '2nd Edition', 'bn')).toBe('২য় সংস্করণ');
    expect(attributeValue('Edition', '11th Edition', 'bn')).toBe('১১তম সংস্করণ');
    expect(attributeValue('Language', 'English', 'bn')).toBe('ইংরেজি');
    expect(attributeValue('Country', 'Bangladesh', 'bn')).toBe('বাংলাদেশ');
    expect(attributeValue('ISBN', '978-984-123', 'bn')).toBe('978-984-123');
    expect(attributeValue('Pages', '240', 'en')).toBe('240');
    expect(banglaOrdinal(4)).toBe('৪র্থ');
  });
});

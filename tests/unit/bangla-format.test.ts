import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLocale } from '#shared/i18n/locale.ts';
import { formatDigits, formatNumber, toAsciiDigits, toBanglaDigits } from '#shared/i18n/numbers.ts';
import { formatTaka } from '#shared/money.ts';
import { longDate, longDateTime } from '#shared/text.ts';

describe('what Intl writes in Bangla, and where the shop departs from it', () => {
  it('writes Bangla digits and lakh grouping itself', () => {
    expect(new Intl.NumberFormat('bn-BD').format(123456)).toBe('১,২৩,৪৫৬');
  });

  it('groups a year and puts the taka sign last and puts a comma in a date: the shop writes these itself', () => {
    expect(new Intl.NumberFormat('bn-BD').format(2026)).toBe('২,০২৬');
    expect(new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'BDT' }).format(120)).toBe('১২০.০০৳');
    const intlDate = new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dhaka' });
    expect(intlDate.format(new Date('2026-11-25T06:00:00Z'))).toBe('২৫ নভেম্বর, ২০২৬');
  });
});

describe('numbers in each interface', () => {
  it('groups counts and amounts the way each language does', () => {
    expect(formatNumber(123456, 'en')).toBe('123,456');
    expect(formatNumber(123456, 'bn')).toBe('১,২৩,৪৫৬');
    expect(formatNumber(12345678, 'bn')).toBe('১,২৩,৪৫,৬৭৮');
    expect(formatNumber(4.5, 'bn')).toBe('৪.৫');
    expect(formatNumber(0, 'bn')).toBe('০');
  });

  it('writes years and page numbers digit by digit', () => {
    expect(formatDigits(2026, 'bn')).toBe('২০২৬');
    expect(formatDigits(2026, 'en')).toBe('2026');
    expect(formatDigits(12, 'bn')).toBe('১২');
  });

  it('turns digits both ways and leaves everything else alone', () => {
    expect(toBanglaDigits('Dhaka 1216, Road 7')).toBe('Dhaka ১২১৬, Road ৭');
    expect(toAsciiDigits(toBanglaDigits('01712345678'))).toBe('01712345678');
  });
});

describe('prices', () => {
  it('keeps the English form of the specification', () => {
    expect(formatTaka(12000)).toBe('Tk 120.00');
    expect(formatTaka(12000, 'en')).toBe('Tk 120.00');
  });

  it('writes Bangla prices with the taka sign first, Bangla digits and lakh grouping', () => {
    expect(formatTaka(12000, 'bn')).toBe('৳ ১২০.০০');
    expect(formatTaka(5, 'bn')).toBe('৳ ০.০৫');
    expect(formatTaka(123456, 'bn')).toBe('৳ ১,২৩৪.৫৬');
    expect(formatTaka(12345600, 'bn')).toBe('৳ ১,২৩,৪৫৬.০০');
  });
});

describe('dates in each interface (Dhaka time)', () => {
  it('writes the Bangla long date with Bangla month names and no comma', () => {
    expect(longDate('2026-11-25T06:00:00Z', 'bn')).toBe('২৫ নভেম্বর ২০২৬');
    // 18:30 UTC on 31 May is 00:30 on 1 June in Dhaka.
    expect(longDate('2026-05-31T18:30:00Z', 'bn')).toBe('১ জুন ২০২৬');
    expect(longDate('2026-01-09T06:00:00Z', 'bn')).toBe('৯ জানুয়ারি ২০২৬');
  });

  it('adds the time on the 24-hour clock in Bangla', () => {
    expect(longDateTime('2026-05-31T08:05:00Z', 'bn')).toBe('৩১ মে ২০২৬, ১৪:০৫');
    expect(longDateTime('2026-05-31T18:30:00Z', 'bn')).toBe('১ জুন ২০২৬, ০০:৩০');
  });

  it('keeps the English dates', () => {
    expect(longDate('2026-11-25T06:00:00Z', 'en')).toBe('25 November 2026');
  });
});

describe('the two interfaces’ paths', () => {
  it('reads the language from the first segment only', () => {
    expect(localeOfPath('/bn/')).toBe('bn');
    expect(localeOfPath('/bn')).toBe('bn');
    expect(localeOfPath('/bn/books/')).toBe('bn');
    expect(localeOfPath('/books/')).toBe('en');
    expect(localeOfPath('/bnx/')).toBe('en');
    expect(localeOfPath('/books/bn/')).toBe('en');
  });

  it('finds the same page in the other interface', () => {
    expect(pathInLocale('/', 'bn')).toBe('/bn/');
    expect(pathInLocale('/bn/', 'en')).toBe('/');
    expect(pathInLocale('/bn', 'en')).toBe('/');
    expect(pathInLocale('/books/authors/5/x/', 'bn')).toBe('/bn/books/authors/5/x/');
    expect(pathInLocale('/bn/books/authors/5/x/', 'en')).toBe('/books/authors/5/x/');
    expect(pathInLocale('/bn/cart', 'bn')).toBe('/bn/cart');
    expect(pathInLocale('/cart', 'en')).toBe('/cart');
  });
});

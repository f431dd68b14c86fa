/**
 * Numbers as each interface writes them: Latin digits in English, Bangla digits
 * (০–৯) in Bangla. Counts and amounts are grouped the way each language groups
 * them (1,23,456 in Bangla: lakh and crore); years, page numbers and other
 * labels are written digit by digit ("২০২৬", where Intl groups "২,০২৬").
 */
import type { Locale } from './locale.ts';
import { lazily } from './lazily.ts';

const grouped = lazily((locale: Locale) => new Intl.NumberFormat(locale === 'bn' ? 'bn-BD' : 'en-US', { maximumFractionDigits: 20 }));
const digits = lazily(
  (locale: Locale) => new Intl.NumberFormat(locale === 'bn' ? 'bn-BD' : 'en-US', { useGrouping: false, maximumFractionDigits: 20 }),
);

/** A count or an amount: 123456 → "123,456" / "১,২৩,৪৫৬"; 4.5 → "4.5" / "৪.৫". */
export function formatNumber(value: number, locale: Locale): string {
  return grouped(locale).format(value);
}

/** A year, a page number, a quantity: 2026 → "2026" / "২০২৬". */
export function formatDigits(value: number, locale: Locale): string {
  return digits(locale).format(value);
}

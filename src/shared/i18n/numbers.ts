/**
 * Numbers as each interface writes them: Latin digits in English, Bangla digits
 * (০–৯) in Bangla. Counts and amounts are grouped the way each language groups
 * them (1,23,456 in Bangla: lakh and crore); years, page numbers and other
 * labels are written digit by digit ("২০২৬", where Intl groups "২,০২৬"). And digits
 * typed in Bangla read as the Latin ones the APIs expect.
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

const BANGLA_ZERO = 0x09e6;

/**
 * Bangla digits as the Latin digits the APIs expect ("০১৭১২৩৪৫৬৭৮" → "01712345678",
 * "৩" → "3"); every other character is kept. NFC first, so a pasted
 * decomposed string compares like a typed one.
 */
export function toAsciiDigits(text: string): string {
  return text.normalize('NFC').replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO));
}

/** Latin digits written as Bangla digits ("1216" → "১২১৬"); every other character is kept. */
export function toBanglaDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(BANGLA_ZERO + Number(digit)));
}

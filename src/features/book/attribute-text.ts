/**
 * A book's attributes as a page of each interface reads them. The API names
 * them in English ("Pages", "Edition") with English values ("2nd Edition",
 * "Bangla"): the Bangla page says the names and the values it knows in Bangla,
 * and writes plain numbers (pages, a year) with Bangla digits. The ISBN stays
 * as printed on the book, and an unknown name or value shows as the API gives it.
 */
import type { Locale } from '#shared/i18n/locale.ts';
import { bookAttributeNames, bookAttributeValues } from '#shared/i18n/messages/book.ts';
import { toBanglaDigits } from '#shared/i18n/numbers.ts';

/** ১ম, ২য়, ৩য়, ৪র্থ, ৫ম … ১০ম, then ১১তম on: how Bangla writes an edition's number. */
export function banglaOrdinal(n: number): string {
  const special: Record<number, string> = { 1: 'ম', 2: 'য়', 3: 'য়', 4: 'র্থ', 5: 'ম', 6: 'ষ্ঠ', 7: 'ম', 8: 'ম', 9: 'ম', 10: 'ম' };
  return `${toBanglaDigits(String(n))}${special[n] ?? 'তম'}`;
}

export function attributeName(name: string, locale: Locale): string {
  return locale === 'bn' ? (bookAttributeNames[name] ?? name) : name;
}

export function attributeValue(name: string, value: string, locale: Locale): string {
  if (locale === 'en' || name === 'ISBN') return value;
  const known = bookAttributeValues[value];
  if (known) return known;
  const edition = /^(\d+)(?:st|nd|rd|th) Edition$/i.exec(value.trim());
  if (edition) return `${banglaOrdinal(Number(edition[1]))} সংস্করণ`;
  return /^\d+$/.test(value.trim()) ? toBanglaDigits(value.trim()) : value;
}

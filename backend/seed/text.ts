import { marked } from 'marked';
import { slugify } from '../lib/slugs.ts';

/** Bangla text goes into the database NFC-normalised, whatever the source file holds. */
export function nfc(text: string): string {
  return text.normalize('NFC');
}

const BANGLA_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'];

/** 1971 → ১৯৭১ */
export function banglaDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit);
}

const VOWEL_SIGN_END = /[\u09BE-\u09C4\u09C7\u09C8\u09CB\u09CC\u0985-\u0994]$/u;

/**
 * The genitive ("of") form of a Bangla name or noun: "-র" after a vowel,
 * "-এর" written as the sign "ের" after a consonant (রবীন্দ্রনাথ ঠাকুর → ঠাকুরের,
 * চৌধুরী → চৌধুরীর). Latin names take "-এর" with a hyphen (Jane Austen-এর).
 */
export function genitive(name: string): string {
  const text = nfc(name.trim());
  if (/[A-Za-z.]$/.test(text)) return nfc(`${text}-এর`);
  if (VOWEL_SIGN_END.test(text)) return nfc(`${text}র`);
  if (text.endsWith('ং')) return nfc(`${text.slice(0, -1)}ঙের`);
  if (text.endsWith('ৎ')) return nfc(`${text.slice(0, -1)}তের`);
  return nfc(`${text}ের`);
}

/** Markdown to HTML, synchronously. */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
}

/** Hands out unique slugs: the second "gora" becomes "gora-2", then "gora-3". */
export class SlugRegistry {
  #taken = new Set<string>();
  #next = new Map<string, number>();

  take(text: string): string {
    const base = slugify(text);
    if (!this.#taken.has(base)) {
      this.#taken.add(base);
      return base;
    }
    let n = this.#next.get(base) ?? 2;
    while (this.#taken.has(`${base}-${n}`)) n += 1;
    this.#next.set(base, n + 1);
    const slug = `${base}-${n}`;
    this.#taken.add(slug);
    return slug;
  }
}

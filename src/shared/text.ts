/** Pure text helpers for what the pages show. */
import { lazily } from './i18n/lazily.ts';
import type { Locale } from './i18n/locale.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Elements that start a new block of text when a browser renders them (the others run on in a line). */
const BLOCK_TAG =
  /^(address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)$/i;
const HEADING_END = '\u0001';
/** Where a sentence can end: a heading that ends so needs no colon after it. */
const ENDS_SENTENCE = /[.!?।:;…]$/u;

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return ENTITIES[lower] ?? entity;
  });
}

/**
 * The plain text of an HTML string, on one line, as it reads: tags dropped
 * (an inline tag joins its text to what follows, "classic</a>, one" reads
 * "classic, one"), blocks separated by a space, a heading followed by a colon
 * unless it ends a sentence itself ("The rules: Twelve books…"), no space left
 * before punctuation, common entities decoded, whitespace folded.
 */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '\n')
    .replace(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi, (_tag, closing: string, name: string) => {
      if (!BLOCK_TAG.test(name)) return '';
      return closing && /^h[1-6]$/i.test(name) ? `${HEADING_END}\n` : '\n';
    })
    .replace(/<[^>]*>/g, '');
  const blocks = decodeEntities(marked)
    .split('\n')
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block !== '' && block !== HEADING_END);
  return blocks
    .map((block, index) => {
      if (!block.endsWith(HEADING_END)) return block;
      const heading = block.slice(0, -HEADING_END.length).trimEnd();
      const last = index === blocks.length - 1;
      return last || ENDS_SENTENCE.test(heading) ? heading : `${heading}:`;
    })
    .join(' ')
    .replace(/\s+([,.;:!?।])(?=\s|$)/gu, '$1')
    .trim();
}

/**
 * The first `limit` characters of a text followed by "...", as post cards show
 * (300 characters). Counted in grapheme clusters so a Bangla conjunct is never
 * cut in half. A text within the limit is returned whole, with no "...".
 */
export function excerpt(text: string, limit: number): string {
  const graphemes = [...new Intl.Segmenter('bn', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
  if (graphemes.length <= limit) return text;
  return `${graphemes.slice(0, limit).join('').trimEnd()}...`;
}

/** "No Comments", "1 Comment", "{n} Comments". */
export function commentCountLabel(count: number): string {
  if (count === 0) return 'No Comments';
  if (count === 1) return '1 Comment';
  return `${count} Comments`;
}

const DATE_OPTIONS = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dhaka' } as const;
const dateFormat = lazily((form: 'en date' | 'en date time' | 'bn date' | 'bn time') => {
  if (form === 'en date') return new Intl.DateTimeFormat('en-GB', DATE_OPTIONS);
  if (form === 'en date time') return new Intl.DateTimeFormat('en-GB', { ...DATE_OPTIONS, hour: 'numeric', minute: '2-digit' });
  if (form === 'bn date') return new Intl.DateTimeFormat('bn-BD', DATE_OPTIONS);
  return new Intl.DateTimeFormat('bn-BD', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Dhaka' });
});

/**
 * "22 November 2026"; in Bangla "২২ নভেম্বর ২০২৬". Intl writes the Bangla
 * date with a comma after the month ("২২ নভেম্বর, ২০২৬"), which Bangla
 * newspapers and shops do not: the parts are joined with spaces instead.
 */
export function longDate(iso: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (locale === 'en') return dateFormat('en date').format(date);
  const parts = dateFormat('bn date').formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/**
 * The long date plus hour and minute, for comments: "22 November 2026 at
 * 16:05"; in Bangla on the 24-hour clock, as Bangla news sites write it
 * ("২২ নভেম্বর ২০২৬, ১৬:০৫"): Intl's Bangla day periods read "৪:০৫ বিকাল".
 */
export function longDateTime(iso: string, locale: Locale = 'en'): string {
  if (locale === 'en') return dateFormat('en date time').format(new Date(iso));
  return `${longDate(iso, 'bn')}, ${dateFormat('bn time').format(new Date(iso))}`;
}

/** "2026-11": the archive month a post belongs to (Dhaka time). */
export function archiveMonth(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: 'Asia/Dhaka' }).formatToParts(
    new Date(iso),
  );
  const year = parts.find((p) => p.type === 'year')?.value ?? '0000';
  const month = parts.find((p) => p.type === 'month')?.value ?? '00';
  return `${year}-${month}`;
}

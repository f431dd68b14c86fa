/** The blog archive: the months that have posts, derived from the posts themselves (Dhaka time). */
import type { Post } from '#shared/api/schemas/content.ts';
import { archiveMonth } from '#shared/text.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatDigits } from '#shared/i18n/numbers.ts';

export type ArchiveMonth = { month: string; label: string; count: number };

/** Newest first, by creation time. */
export function newestFirst(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/**
 * "2026-05" → "May 2026"; in Bangla "মে ২০২৬": the month's Bangla name from Intl,
 * the year digit by digit (Intl would write "মে, ২০২৬", decision 0012).
 */
export function monthLabel(month: string, locale: Locale = 'en'): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (locale === 'en') return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  const name = new Intl.DateTimeFormat('bn-BD', { month: 'long', timeZone: 'UTC' }).format(date);
  return `${name} ${formatDigits(date.getUTCFullYear(), 'bn')}`;
}

/** Every month with at least one post, newest first, with how many posts it has. */
export function archiveMonths(posts: readonly Pick<Post, 'created_at'>[], locale: Locale = 'en'): ArchiveMonth[] {
  const counts = new Map<string, number>();
  for (const post of posts) {
    const month = archiveMonth(post.created_at);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => b.localeCompare(a)).map(([month, count]) => ({ month, label: monthLabel(month, locale), count }));
}

/** The posts of one archive month, newest first. */
export function postsOfMonth(posts: readonly Post[], month: string): Post[] {
  return newestFirst(posts.filter((post) => archiveMonth(post.created_at) === month));
}

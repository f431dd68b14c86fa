/** The blog archive: the months that have posts, derived from the posts themselves (Dhaka time). */
import type { Post } from '../../lib/api/schemas/content.ts';
import { archiveMonth } from '../../lib/text.ts';

export type ArchiveMonth = { month: string; label: string; count: number };

/** Newest first, by creation time. */
export function newestFirst(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/** "2026-05" → "May 2026". */
export function monthLabel(month: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** Every month with at least one post, newest first, with how many posts it has. */
export function archiveMonths(posts: readonly Pick<Post, 'created_at'>[]): ArchiveMonth[] {
  const counts = new Map<string, number>();
  for (const post of posts) {
    const month = archiveMonth(post.created_at);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, count]) => ({ month, label: monthLabel(month), count }));
}

/** The posts of one archive month, newest first. */
export function postsOfMonth(posts: readonly Post[], month: string): Post[] {
  return newestFirst(posts.filter((post) => archiveMonth(post.created_at) === month));
}

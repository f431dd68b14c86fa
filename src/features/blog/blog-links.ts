/** Where the blog's own links go (posts themselves: postPath in src/shared/links.ts). */
import { withPage } from '#shared/links.ts';

/** Ten posts to a page on /blog/, /blog/page/2/, ... */
export const POSTS_PER_PAGE = 10;

export function blogPath(page = 1): string {
  return withPage('/blog', page);
}
export function blogCategoryPath(slug: string): string {
  return `/blog/category/${slug}/`;
}
export function blogTagPath(slug: string): string {
  return `/blog/tag/${slug}/`;
}
/** "2026-05" → /blog/archive/2026-05/ */
export function blogArchivePath(month: string): string {
  return `/blog/archive/${month}/`;
}

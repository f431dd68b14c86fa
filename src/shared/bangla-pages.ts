/**
 * Which page of a paginated Bangla list a title or description names, so that
 * no two pages of a list share either (search engines show them as one).
 */
import { listingCounts } from './i18n/messages/listing-counts.ts';

/** "লেখক" on page 1, "লেখক — পৃষ্ঠা ২" after. */
export function banglaPagedTitle(title: string, page: number): string {
  return page <= 1 ? title : `${title} — ${listingCounts.bn.page(page)}`;
}

/** "…সব বই।" on page 1, "…সব বই (পৃষ্ঠা ২)।" after: the page goes before the closing দাঁড়ি. */
export function banglaPagedDescription(description: string, page: number): string {
  if (page <= 1) return description;
  const sentence = description.replace(/[।.]\s*$/, '');
  return `${sentence} (${listingCounts.bn.page(page)})।`;
}

/**
 * The search page's category side panel: the categories of the books found,
 * with their counts, each narrowing the results to it; hidden when the search
 * found nothing or its answer has no counts (the shop API's fallback search).
 */
import { bookCountLabel } from './listing-pages.ts';
import { narrowedToCategory } from '#shared/search/listing-state.ts';
import { localeOfPath } from '#shared/i18n/locale.ts';
import { listingCounts } from '#shared/i18n/messages/listing-counts.ts';

export function showCategoryCounts(counts: Readonly<Record<string, number>>): void {
  const panel = document.querySelector<HTMLElement>('[data-category-panel]');
  if (!panel) return;
  const locale = localeOfPath(location.pathname);
  let shown = 0;
  for (const row of panel.querySelectorAll<HTMLElement>('li[data-category]')) {
    const slug = row.dataset.category ?? '';
    const count = counts[slug] ?? 0;
    row.hidden = count === 0;
    if (count === 0) continue;
    shown += 1;
    const countText = row.querySelector('[data-count]');
    if (countText) countText.textContent = listingCounts[locale].count(count);
    const countLabel = row.querySelector('[data-count-label]');
    if (countLabel) countLabel.textContent = `(${bookCountLabel(count, locale)})`;
    row.querySelector('a')?.setAttribute('href', narrowedToCategory(location.pathname, slug));
  }
  panel.hidden = shown === 0;
}

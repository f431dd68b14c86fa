/**
 * The sidebar form and the listing state, both ways, and the option counts.
 * The form is read through the same validated parser as the address, so what
 * the form says and what the address says can never disagree.
 */
import { FILTER_KEYS, parseListingState, type FilterKey, type ListingState } from '#shared/search/listing-state.ts';
import type { FilterCounts } from '#features/search/pagefind-client.ts';
import { localeOfPath, type Locale } from '#shared/i18n/locale.ts';
import { listingFilters } from '#shared/i18n/messages/listing-filters.ts';

export function readForm(form: HTMLFormElement): ListingState {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') params.append(name, value);
  }
  return { ...parseListingState(params), page: 1 };
}

export function writeForm(form: HTMLFormElement, state: ListingState): void {
  const single: Record<string, string | undefined> = {
    sort: state.sort,
    category: state.category,
    publisher: state.publisher,
    author: state.author,
    price: state.price,
    rating: state.rating,
  };
  for (const element of form.elements) {
    if (element instanceof HTMLSelectElement) {
      element.value = single[element.name] ?? '';
    } else if (element instanceof HTMLInputElement && element.type === 'radio') {
      element.checked = element.value === (single[element.name] ?? '');
    } else if (element instanceof HTMLInputElement && element.type === 'checkbox' && element.name === 'language') {
      element.checked = (state.language as string[]).includes(element.value);
    }
  }
}

/** How many groups narrow the books (shown on the narrow-screen Filters button). */
export function activeGroups(state: ListingState): number {
  return FILTER_KEYS.filter((key) => (key === 'language' ? state.language.length > 0 : state[key] !== undefined)).length;
}

/**
 * Writes each option's count beside it ("(12)"; a select's option reads
 * "Name (12)") and disables options that would leave no books, unless chosen.
 */
export function showCounts(
  form: HTMLFormElement,
  counts: Partial<Record<FilterKey, Record<string, number>>>,
  locale: Locale = localeOfPath(location.pathname),
): void {
  const t = listingFilters[locale];
  for (const element of form.elements) {
    const key = (element as HTMLInputElement | HTMLSelectElement).name as FilterKey;
    if (!FILTER_KEYS.includes(key)) continue;
    const groupCounts = counts[key] ?? {};
    if (element instanceof HTMLSelectElement) {
      for (const option of element.options) {
        if (option.value === '') continue;
        const count = groupCounts[option.value] ?? 0;
        option.textContent = `${option.dataset.label ?? option.value} ${t.optionCount(count)}`;
        // An option with no book in this listing is not offered (a chosen one stays, to be cleared).
        option.disabled = count === 0 && !option.selected;
        option.hidden = option.disabled;
      }
    } else if (element instanceof HTMLInputElement && element.value !== '') {
      const count = groupCounts[element.value] ?? 0;
      const label = element.closest('label');
      const countText = label?.querySelector('[data-count]');
      if (countText) countText.textContent = t.optionCount(count);
      element.disabled = count === 0 && !element.checked;
      if (label) label.hidden = element.disabled;
    }
  }
}

/** The counts a group shows: its own from the query that leaves it out, when it has a choice. */
export function pickCounts(
  main: FilterCounts,
  without: Partial<Record<FilterKey, FilterCounts>>,
): Partial<Record<FilterKey, Record<string, number>>> {
  const picked: Partial<Record<FilterKey, Record<string, number>>> = {};
  for (const key of FILTER_KEYS) {
    const source = without[key] ?? main;
    picked[key] = source[key] ?? {};
  }
  return picked;
}

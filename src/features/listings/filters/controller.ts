/**
 * The listing filters, loaded by loader.ts when first needed. The address is
 * the state: every change of the form pushes it (?language=English&sort=price-asc),
 * back and forward and reload read it again. With nothing chosen the prebuilt
 * listing shows untouched; with a choice the static search index is asked
 * (with the page's own scope as a fixed filter) and the books are drawn from
 * the card template, 40 a page, with the prebuilt pagination's markup.
 */
import { pageCount, BOOKS_PER_PAGE } from '#shared/pagination.ts';
import { searchTextFromPath } from '#shared/links.ts';
import { localeOfPath, pathInLocale } from '#shared/i18n/locale.ts';
import { latestRequest } from '#shared/latest-request.ts';
import { listingCounts } from '#shared/i18n/messages/listing-counts.ts';
import { listingFilters } from '#shared/i18n/messages/listing-filters.ts';
import { ADDRESS_PUSHED, mentionsState } from '#shared/search/listing-params.ts';
import {
  FILTER_KEYS,
  emptyState,
  indexQuery,
  isActive,
  parseListingState,
  serializeListingState,
  type FilterKey,
  type ListingState,
  type Scope,
} from '#shared/search/listing-state.ts';
import { bookCountLabel } from '../listing-pages.ts';
import { refreshBookActions } from '#features/shell/live-state.ts';
import { fillBookCard } from '#features/catalogue/book-card-template.ts';
import { warmPagefind, type FilterCounts } from '#features/search/pagefind-client.ts';
import { activeGroups, pickCounts, readForm, showCounts, writeForm } from './form-state.ts';
import { addNamedOptions } from './named-options.ts';
import { renderPagination } from './pagination.ts';
import { queryBooks } from './query-books.ts';

function must<T extends Element>(selector: string, root: ParentNode = document): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`listing filters: no ${selector}`);
  return found;
}

function scopeOf(region: HTMLElement): Scope {
  const { scopeKey, scopeValue } = region.dataset;
  if (!scopeValue) return null;
  return scopeKey === 'category' || scopeKey === 'publisher' || scopeKey === 'author' ? { key: scopeKey, value: scopeValue } : null;
}

export function startListingFilters(): { applyForm: () => void } {
  const form = must<HTMLFormElement>('form[data-filters-form]');
  const toggleCount = must<HTMLElement>('[data-active-count]');
  const prebuilt = must<HTMLElement>('[data-listing-prebuilt]');
  const region = must<HTMLElement>('[data-filtered-results]');
  const status = must<HTMLElement>('[data-filter-status]', region);
  const error = must<HTMLElement>('[data-filter-error]', region);
  const grid = must<HTMLUListElement>('[data-filter-grid] ul', region);
  const empty = must<HTMLElement>('[data-filter-empty]', region);
  const pagination = must<HTMLElement>('[data-filter-pagination]', region);
  const cardTemplate = must<HTMLTemplateElement>('template[data-book-card]', region);
  const pageTemplate = must<HTMLTemplateElement>('template[data-pagination-template]', region);
  const heading = document.getElementById('results-title');
  const bannerCount = document.querySelector<HTMLElement>('[data-listing-count]');
  const prebuiltCount = bannerCount?.textContent ?? '';

  const scope = scopeOf(region);
  const locale = localeOfPath(location.pathname);
  const t = listingFilters[locale];
  // A search results page (/books/search/{text}, /bn/books/search/{text}) is scoped by its text.
  const searchText = searchTextFromPath(pathInLocale(location.pathname, 'en')) || null;
  const addressOf = (state: ListingState): string => {
    const query = serializeListingState(state);
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  for (const clear of document.querySelectorAll<HTMLAnchorElement>('[data-filters-clear], [data-filter-clear]'))
    clear.href = location.pathname;
  form.action = location.pathname;

  let state = parseListingState(location.search);
  const renders = latestRequest();

  const ask = (query: Parameters<typeof indexQuery>[0], without?: FilterKey) =>
    queryBooks(searchText, indexQuery(query, scope, { without, relevance: searchText !== null }));

  const showPrebuilt = (): void => {
    region.hidden = true;
    prebuilt.hidden = false;
    if (bannerCount && searchText === null) bannerCount.textContent = prebuiltCount;
  };

  const render = async (moveFocus = false): Promise<void> => {
    const ticket = renders.begin();
    const active = isActive(state);
    toggleCount.textContent = activeGroups(state) > 0 ? t.activeCount(activeGroups(state)) : '';
    error.hidden = true;
    if (!active) showPrebuilt();
    else {
      region.hidden = false;
      prebuilt.hidden = true;
      region.setAttribute('aria-busy', 'true');
      status.textContent = t.filtering;
    }
    try {
      const chosen = FILTER_KEYS.filter((key) => (key === 'language' ? state.language.length > 0 : state[key] !== undefined));
      const [named, main, ...others] = await Promise.all([addNamedOptions(form), ask(state), ...chosen.map((key) => ask(state, key))]);
      if (!renders.isLatest(ticket) || !main) return;
      // A chosen publisher or author from the address has its option only now.
      if (named) writeForm(form, state);
      const without: Partial<Record<FilterKey, FilterCounts>> = {};
      chosen.forEach((key, index) => {
        const other = others[index];
        if (other) without[key] = other.counts;
      });
      showCounts(form, pickCounts(main.counts, without));
      if (!active) return;

      const last = pageCount(main.total);
      const page = Math.min(state.page, last);
      const from = (page - 1) * BOOKS_PER_PAGE;
      const books = await main.load(from, from + BOOKS_PER_PAGE);
      if (!renders.isLatest(ticket)) return;
      grid.replaceChildren(
        ...books.map((book) => {
          const item = document.createElement('li');
          item.append(fillBookCard(cardTemplate, book));
          return item;
        }),
      );
      refreshBookActions();
      const label = bookCountLabel(main.total, locale);
      if (bannerCount && searchText === null) bannerCount.textContent = label;
      status.textContent =
        main.total === 0
          ? t.noMatch
          : last > 1
            ? listingCounts[locale].range(from + 1, from + books.length, main.total, page, last)
            : label;
      empty.hidden = main.total > 0;
      const nav = renderPagination(pageTemplate, page, last, (n) => addressOf({ ...state, page: n }));
      pagination.replaceChildren(...(nav ? [nav] : []));
      if (moveFocus && heading) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
        region.scrollIntoView({ block: 'start' });
      }
    } catch {
      if (!renders.isLatest(ticket)) return;
      if (active) {
        status.textContent = '';
        error.hidden = false;
      }
    } finally {
      if (renders.isLatest(ticket)) region.removeAttribute('aria-busy');
    }
  };

  const go = (next: ListingState, moveFocus = false): void => {
    state = next;
    const address = addressOf(state);
    if (address !== `${location.pathname}${location.search}`) {
      history.pushState(null, '', address);
      window.dispatchEvent(new Event(ADDRESS_PUSHED));
    }
    void render(moveFocus);
  };

  const applyForm = (): void => go(readForm(form));

  form.addEventListener('change', applyForm);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    applyForm();
  });
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-filters-clear], [data-filter-clear]')) {
      event.preventDefault();
      writeForm(form, emptyState());
      go(emptyState());
      return;
    }
    const pageLink = target?.closest<HTMLAnchorElement>('[data-filter-pagination] a[href]');
    if (pageLink && !(event instanceof MouseEvent && (event.metaKey || event.ctrlKey || event.shiftKey))) {
      event.preventDefault();
      go(parseListingState(new URL(pageLink.href).search), true);
    }
  });
  must<HTMLButtonElement>('[data-filter-retry]', region).addEventListener('click', () => void render());
  window.addEventListener('popstate', () => {
    state = parseListingState(location.search);
    writeForm(form, state);
    void render();
  });

  // The address's choices onto the form, unless it has none: then the form may hold a change the
  // shopper just made, which is why this script was loaded (the loader hands it over next).
  if (mentionsState(location.search)) writeForm(form, state);
  // The address as the form would write it (a no-JavaScript submit leaves empty fields in it).
  if (addressOf(state) !== `${location.pathname}${location.search}` && isActive(state)) history.replaceState(null, '', addressOf(state));
  warmPagefind();
  void render();
  return { applyForm };
}

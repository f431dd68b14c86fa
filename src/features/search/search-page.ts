/**
 * The search page: one prebuilt shell for every /books/search/{text} (the
 * static host rewrites them all to it). Reads the text from the address (or
 * ?q= from the header's no-JavaScript form), finds the books in the static
 * search index (the shop API's search when the index cannot load, said on the
 * page), and shows them as the same cards the listings use, 40 a page with the
 * listings' numbered pagination (?page=N in the address), or what went wrong.
 */
import { searchPath, searchTextFromPath } from '#shared/links.ts';
import { localeOfPath, pathInLocale } from '#shared/i18n/locale.ts';
import { bookCounts } from '#shared/i18n/messages/book-count.ts';
import { searchLive } from '#shared/i18n/messages/search-live.ts';
import { BOOKS_PER_PAGE, pageCount } from '#shared/pagination.ts';
import { ADDRESS_PUSHED, mentionsChoices } from '#shared/search/listing-params.ts';
import { pageFromQuery } from '#shared/search/page-param.ts';
import { refreshBookActions } from '#features/shell/live-state.ts';
import { fillBookCard } from '#features/catalogue/book-card-template.ts';
import { findBooks } from './book-search.ts';
import { nothingFound, SEARCH_MAX_LENGTH, SearchError, type BookResults } from './search-results.ts';

function element<T extends HTMLElement>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`search page: no ${selector}`);
  return found;
}

const locale = localeOfPath(location.pathname);
const t = searchLive[locale];
const booksLabel = bookCounts[locale].bookCount;

function readSearchText(): string {
  const fromPath = searchTextFromPath(pathInLocale(location.pathname, 'en'));
  if (fromPath) return fromPath;
  const fromQuery = (new URLSearchParams(location.search).get('q') ?? '').normalize('NFC').trim().replace(/\s+/gu, ' ');
  // The no-JavaScript header form lands on ?q=; give the page its proper address (in this page's interface).
  const path = searchPath(fromQuery);
  if (path) history.replaceState(null, '', pathInLocale(path, locale));
  return fromQuery;
}

function start(): void {
  const heading = element('[data-listing-heading]');
  const count = element('[data-listing-count]');
  const spinner = element('[data-search-spinner]');
  const message = element('[data-search-message]');
  const help = element('[data-search-help]');
  const error = element('[data-search-error]');
  const errorMessage = element('[data-search-error-message]');
  const retry = element<HTMLButtonElement>('[data-search-retry]');
  const grid = element<HTMLUListElement>('[data-search-results] ul');
  const template = element<HTMLTemplateElement>('template[data-book-card]');
  const fallback = element('[data-search-fallback]');
  const pagination = element('[data-search-pagination]');
  const pageTemplate = element<HTMLTemplateElement>('template[data-pagination-template]');
  const categoryPanel = element('[data-category-panel]');

  const text = readSearchText().slice(0, SEARCH_MAX_LENGTH);
  if (text === '') {
    message.textContent = t.typeSomething;
    return;
  }
  heading.textContent = t.headingFor(text);
  if (document.title.startsWith(t.title)) document.title = t.titleFor(text) + document.title.slice(t.title.length);

  // With filters in the address the filtered view is shown and ?page is its page; the
  // unfiltered results behind it then start from page 1, where Clear all returns.
  const addressPage = (): number => (mentionsChoices(location.search) ? 1 : pageFromQuery(location.search));
  const pageAddress = (page: number): string => `${location.pathname}${page > 1 ? `?page=${page}` : ''}`;

  let results: BookResults | undefined;
  let shownPage = 0;

  const showPage = async (found: BookResults, requested: number): Promise<void> => {
    const last = pageCount(found.total);
    const page = Math.min(requested, last);
    const from = (page - 1) * BOOKS_PER_PAGE;
    const books = await found.load(from, from + BOOKS_PER_PAGE);
    grid.replaceChildren(
      ...books.map((book) => {
        const item = document.createElement('li');
        item.append(fillBookCard(template, book.card));
        return item;
      }),
    );
    refreshBookActions();
    // The numbered pagination's code comes only for results longer than one page.
    const nav =
      last > 1 ? (await import('#features/listings/filters/pagination.ts')).renderPagination(pageTemplate, page, last, pageAddress) : null;
    pagination.replaceChildren(...(nav ? [nav] : []));
    shownPage = requested;
    const label = t.found(booksLabel(found.total), text);
    message.textContent = last > 1 ? t.foundRange(label, from + 1, from + books.length, page, last) : label;
  };

  const showError = (failure: unknown): void => {
    spinner.hidden = true;
    message.textContent = '';
    errorMessage.textContent = failure instanceof SearchError ? failure.message : t.couldNotLoad;
    error.hidden = false;
  };

  const run = async (): Promise<void> => {
    error.hidden = true;
    help.hidden = true;
    fallback.hidden = true;
    grid.replaceChildren();
    pagination.replaceChildren();
    count.textContent = '';
    spinner.hidden = false;
    message.textContent = t.searching(text);
    try {
      results = await findBooks(text);
      fallback.hidden = results.source !== 'api';
      categoryPanel.hidden = true;
      // The side panel's counts need the index's filter data: fetched after the books are shown, with
      // the panel's code (it has nothing to show before).
      if (results.source === 'index' && results.total > 0) {
        Promise.all([findBooks(text, { fallback: false, counts: true }), import('#features/listings/category-panel.ts')])
          .then(([counted, panel]) => panel.showCategoryCounts(counted.counts.category ?? {}))
          .catch(() => undefined);
      }
      if (results.total > 0) await showPage(results, addressPage());
      spinner.hidden = true;
      count.textContent = booksLabel(results.total);
      if (results.total === 0) {
        message.textContent = nothingFound(text, locale);
        help.hidden = false;
      }
    } catch (failure) {
      showError(failure);
    }
  };

  // Back, forward and Clear all change the address without loading the page.
  const followAddress = (): void => {
    if (!results || results.total === 0 || addressPage() === shownPage) return;
    error.hidden = true;
    showPage(results, addressPage()).catch(showError);
  };
  window.addEventListener('popstate', followAddress);
  window.addEventListener(ADDRESS_PUSHED, followAddress);
  retry.addEventListener('click', () => void run());
  void run();
}

start();

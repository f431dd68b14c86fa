/**
 * The search page: one prebuilt shell for every /books/search/{text} (the
 * static host rewrites them all to it). Reads the text from the address (or
 * ?q= from the header's no-JavaScript form), finds the books in the static
 * search index (the shop API's search when the index cannot load, said on the
 * page), and shows them as the same cards the listings use, 40 a page with the
 * listings' numbered pagination (?page=N in the address), or what went wrong.
 */
import { searchPath, searchTextFromPath } from '../lib/links.ts';
import { BOOKS_PER_PAGE, pageCount } from '../lib/pagination.ts';
import { pageFromQuery } from '../lib/search/page-param.ts';
import { refreshBookActions } from './book-actions.ts';
import { fillBookCard } from './book-card-template.ts';
import { renderPagination } from './listing-filters/pagination.ts';
import { findBooks, SEARCH_MAX_LENGTH, SearchError } from './search/book-search.ts';

function element<T extends HTMLElement>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`search page: no ${selector}`);
  return found;
}

function booksLabel(count: number): string {
  return count === 1 ? '1 book' : `${count} books`;
}

function readSearchText(): string {
  const fromPath = searchTextFromPath(location.pathname);
  if (fromPath) return fromPath;
  const fromQuery = (new URLSearchParams(location.search).get('q') ?? '').normalize('NFC').trim().replace(/\s+/gu, ' ');
  // The no-JavaScript header form lands on ?q=; give the page its proper address.
  const path = searchPath(fromQuery);
  if (path) history.replaceState(null, '', path);
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

  const text = readSearchText().slice(0, SEARCH_MAX_LENGTH);
  if (text === '') {
    message.textContent = 'Type the name of a book, an author or a publisher in the search box to find it.';
    return;
  }
  heading.textContent = `Search results for “${text}”`;
  document.title = document.title.replace(/^Search/, `Search: ${text}`);

  const requestedPage = pageFromQuery(location.search);
  const pageAddress = (page: number): string => `${location.pathname}${page > 1 ? `?page=${page}` : ''}`;

  const run = async (): Promise<void> => {
    error.hidden = true;
    help.hidden = true;
    fallback.hidden = true;
    grid.replaceChildren();
    pagination.replaceChildren();
    count.textContent = '';
    spinner.hidden = false;
    message.textContent = `Searching for “${text}”…`;
    try {
      const results = await findBooks(text);
      fallback.hidden = results.source !== 'api';
      const last = pageCount(results.total);
      const page = Math.min(requestedPage, last);
      const from = (page - 1) * BOOKS_PER_PAGE;
      const books = await results.load(from, from + BOOKS_PER_PAGE);
      grid.append(
        ...books.map((book) => {
          const item = document.createElement('li');
          item.append(fillBookCard(template, book.card));
          return item;
        }),
      );
      refreshBookActions();
      const nav = renderPagination(pageTemplate, page, last, pageAddress);
      if (nav) pagination.append(nav);
      spinner.hidden = true;
      count.textContent = booksLabel(results.total);
      if (results.total === 0) {
        message.textContent = `No books found for “${text}”`;
        help.hidden = false;
        return;
      }
      const found = `${booksLabel(results.total)} found for “${text}”`;
      message.textContent = last > 1 ? `${found}: ${from + 1}–${from + books.length}, page ${page} of ${last}` : found;
    } catch (failure) {
      spinner.hidden = true;
      message.textContent = '';
      errorMessage.textContent = failure instanceof SearchError ? failure.message : 'The search could not load. Try again.';
      error.hidden = false;
    }
  };

  retry.addEventListener('click', () => void run());
  void run();
}

start();

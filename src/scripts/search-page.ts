/**
 * The search page: one prebuilt shell for every /books/search/{text} (the
 * static host rewrites them all to it). Reads the text from the address (or
 * ?q= from the header's no-JavaScript form), finds the books in the static
 * search index (the shop API's search when the index cannot load, said on the
 * page), and shows them as the same cards the listings use, or what went wrong.
 */
import { searchPath, searchTextFromPath } from '../lib/links.ts';
import { refreshBookActions } from './book-actions.ts';
import { fillBookCard } from './book-card-template.ts';
import { findBooks, SEARCH_MAX_LENGTH, SearchError, type BookResults } from './search/book-search.ts';

/** Books rendered at a time; "Show more books" adds the next batch. */
const BATCH = 40;

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
  const more = element<HTMLButtonElement>('[data-search-more]');

  const text = readSearchText().slice(0, SEARCH_MAX_LENGTH);
  if (text === '') {
    message.textContent = 'Type the name of a book, an author or a publisher in the search box to find it.';
    return;
  }
  heading.textContent = `Search results for “${text}”`;
  document.title = document.title.replace(/^Search/, `Search: ${text}`);

  const showBatch = async (results: BookResults, from: number): Promise<void> => {
    const books = await results.load(from, from + BATCH);
    grid.append(
      ...books.map((book) => {
        const item = document.createElement('li');
        item.append(fillBookCard(template, book.card));
        return item;
      }),
    );
    more.hidden = from + BATCH >= results.total;
    refreshBookActions();
  };

  let results: BookResults | undefined;
  const run = async (): Promise<void> => {
    error.hidden = true;
    help.hidden = true;
    fallback.hidden = true;
    more.hidden = true;
    grid.replaceChildren();
    count.textContent = '';
    spinner.hidden = false;
    message.textContent = `Searching for “${text}”…`;
    try {
      results = await findBooks(text);
      fallback.hidden = results.source !== 'api';
      if (results.total > 0) await showBatch(results, 0);
    } catch (failure) {
      spinner.hidden = true;
      message.textContent = '';
      errorMessage.textContent = failure instanceof SearchError ? failure.message : 'The search could not load. Try again.';
      error.hidden = false;
      return;
    }
    spinner.hidden = true;
    count.textContent = booksLabel(results.total);
    if (results.total === 0) {
      message.textContent = `No books found for “${text}”`;
      help.hidden = false;
      return;
    }
    message.textContent = `${booksLabel(results.total)} found for “${text}”`;
  };

  more.addEventListener('click', () => {
    if (!results) return;
    const shown = grid.children.length;
    more.disabled = true;
    showBatch(results, shown)
      .catch(() => {
        errorMessage.textContent = 'The next books could not load. Try again.';
        error.hidden = false;
      })
      .finally(() => {
        more.disabled = false;
      });
  });
  retry.addEventListener('click', () => void run());
  void run();
}

start();

/**
 * The search page: one prebuilt shell for every /books/search/{text} (the
 * static host rewrites them all to it). Reads the text from the address (or
 * ?q= from the header's no-JavaScript form), asks the shop API, and shows the
 * books as the same cards the listings use, or what went wrong.
 */
import * as v from 'valibot';
import { SHOP_API_URL } from 'astro:env/client';
import { ProductListSchema, type Product } from '../lib/api/schemas/shop.ts';
import { searchPath, searchTextFromPath } from '../lib/links.ts';
import { refreshBookActions } from './book-actions.ts';
import { fillBookCard } from './book-card-template.ts';

/** The longest text the API accepts. */
const SEARCH_MAX_LENGTH = 200;
const TIMEOUT_MS = 10_000;

type Outcome = { ok: true; products: Product[] } | { ok: false; message: string };

async function search(text: string): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(`${SHOP_API_URL.replace(/\/$/, '')}/products/search`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ search: text }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      ok: false,
      message: timedOut ? 'The shop took too long to answer.' : 'We could not reach the shop. Check your connection and try again.',
    };
  }
  if (!response.ok) return { ok: false, message: `The shop could not search right now (error ${response.status}).` };
  const parsed = v.safeParse(ProductListSchema, await response.json().catch(() => null));
  if (!parsed.success) return { ok: false, message: 'The shop sent an answer we could not read.' };
  return { ok: true, products: parsed.output.products };
}

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
  const template = element<HTMLTemplateElement>('template[data-search-card]');

  const text = readSearchText().slice(0, SEARCH_MAX_LENGTH);
  if (text === '') {
    message.textContent = 'Type the name of a book, an author or a publisher in the search box to find it.';
    return;
  }
  heading.textContent = `Search results for “${text}”`;
  document.title = document.title.replace(/^Search/, `Search: ${text}`);

  const run = async (): Promise<void> => {
    error.hidden = true;
    help.hidden = true;
    grid.replaceChildren();
    count.textContent = '';
    spinner.hidden = false;
    message.textContent = `Searching for “${text}”…`;
    const outcome = await search(text);
    spinner.hidden = true;
    if (!outcome.ok) {
      message.textContent = '';
      errorMessage.textContent = outcome.message;
      error.hidden = false;
      return;
    }
    const { products } = outcome;
    count.textContent = booksLabel(products.length);
    if (products.length === 0) {
      message.textContent = `No books found for “${text}”`;
      help.hidden = false;
      return;
    }
    message.textContent = `${booksLabel(products.length)} found for “${text}”`;
    grid.replaceChildren(
      ...products.map((product) => {
        const item = document.createElement('li');
        item.append(fillBookCard(template, product));
        return item;
      }),
    );
    refreshBookActions();
  };

  retry.addEventListener('click', () => void run());
  void run();
}

start();

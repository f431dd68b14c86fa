/**
 * The header's instant search: a WAI-ARIA 1.2 combobox (the box) with a
 * listbox of the top books (cover, name, writers, price) and a last option
 * "All results for “…”". Arrow keys move the active option, Enter opens it
 * (with none active, the form submits to /books/search/{text} as before),
 * Escape closes and a second Escape clears, a click outside closes. Loaded by
 * src/features/search/header-search.ts on the box's first focus, so pages carry none
 * of this (nor the index) until a shopper reaches for the search.
 */
import { searchPath } from '#shared/links.ts';
import { localeOfPath, pathInLocale, type Locale } from '#shared/i18n/locale.ts';
import { latestRequest } from '#shared/latest-request.ts';
import { listingCounts } from '#shared/i18n/messages/listing-counts.ts';
import { searchLive } from '#shared/i18n/messages/search-live.ts';
import { findBooks } from './book-search.ts';
import { nothingFound, priceInLocale, type BookRow } from './search-results.ts';
import { quickIndex } from './quick-client.ts';

/** Books shown in the dropdown, before the "All results" option. */
const TOP = 8;

type Option = { id: string; href: string; element: HTMLLIElement };

function optionElement(id: string): HTMLLIElement {
  const item = document.createElement('li');
  item.id = id;
  item.setAttribute('role', 'option');
  item.setAttribute('aria-selected', 'false');
  return item;
}

function bookOption(id: string, book: BookRow, locale: Locale): HTMLLIElement {
  const item = optionElement(id);
  item.className = 'book';
  const cover = document.createElement('img');
  cover.src = book.cover;
  cover.alt = '';
  cover.width = 36;
  cover.height = 52;
  cover.loading = 'lazy';
  cover.decoding = 'async';
  const text = document.createElement('span');
  text.className = 'text';
  const name = document.createElement('span');
  name.className = 'name';
  name.textContent = book.name;
  const authors = document.createElement('span');
  authors.className = 'authors';
  authors.textContent = book.authors;
  text.append(name, authors);
  const price = document.createElement('span');
  price.className = 'price';
  price.textContent = priceInLocale(book.price, locale);
  item.append(cover, text, price);
  return item;
}

function booksFound(count: number, locale: Locale): string {
  return searchLive[locale].dropdownFound(listingCounts[locale].bookCount(count));
}

export function attachCombobox(form: HTMLFormElement, box: HTMLInputElement): void {
  const listbox = form.parentElement?.querySelector<HTMLUListElement>('[data-header-search-listbox]');
  const status = form.parentElement?.querySelector<HTMLElement>('[data-header-search-status]');
  const nothing = form.parentElement?.querySelector<HTMLElement>('[data-header-search-nothing]');
  const nothingText = nothing?.querySelector<HTMLElement>('[data-header-search-nothing-text]');
  if (!listbox || !status || !nothing || !nothingText) return;
  const root = form.parentElement ?? form;
  const locale = localeOfPath(location.pathname);
  const t = searchLive[locale];
  quickIndex().warm();

  let options: Option[] = [];
  let active = -1;
  /** Only the answer to the latest keystroke is shown. */
  const keystrokes = latestRequest();

  const setActive = (index: number) => {
    options[active]?.element.setAttribute('aria-selected', 'false');
    active = index;
    const option = options[active];
    if (option) {
      option.element.setAttribute('aria-selected', 'true');
      option.element.scrollIntoView({ block: 'nearest' });
      box.setAttribute('aria-activedescendant', option.id);
    } else {
      box.removeAttribute('aria-activedescendant');
    }
  };

  /** The text that found nothing, while its message is what the dropdown shows. */
  let unmatched: string | null = null;

  const open = () => {
    if (unmatched !== null) {
      nothing.hidden = false;
      return;
    }
    if (options.length === 0) return;
    listbox.hidden = false;
    box.setAttribute('aria-expanded', 'true');
  };
  const close = () => {
    setActive(-1);
    listbox.hidden = true;
    nothing.hidden = true;
    box.setAttribute('aria-expanded', 'false');
  };

  const renderNothing = (text: string) => {
    close();
    options = [];
    listbox.replaceChildren();
    listbox.dataset.query = text;
    unmatched = text;
    nothingText.textContent = nothingFound(text, locale);
    status.textContent = nothingFound(text, locale);
    open();
  };

  /**
   * The last answer's book options by what they show: a book still listed
   * after the next keystroke keeps its element, so its cover is not laid out
   * and painted again while the shopper types.
   */
  let shown = new Map<string, HTMLLIElement>();
  const bookElement = (id: string, book: BookRow, kept: Map<string, HTMLLIElement>) => {
    const key = JSON.stringify(book);
    const element = shown.get(key) ?? bookOption(id, book, locale);
    element.id = id;
    element.setAttribute('aria-selected', 'false');
    kept.set(key, element);
    return element;
  };

  const render = (text: string, books: BookRow[], total: number | null) => {
    if (total === 0) {
      renderNothing(text);
      return;
    }
    unmatched = null;
    nothing.hidden = true;
    const all = optionElement(`${listbox.id}-all`);
    all.className = 'all';
    all.textContent = t.allResultsFor(text.trim());
    const kept = new Map<string, HTMLLIElement>();
    options = [
      ...books.map((book, index) => ({
        id: `${listbox.id}-${index}`,
        href: pathInLocale(book.url, locale),
        element: bookElement(`${listbox.id}-${index}`, book, kept),
      })),
      { id: all.id, href: pathInLocale(searchPath(text) ?? '/books/search/', locale), element: all },
    ];
    shown = kept;
    active = -1;
    box.removeAttribute('aria-activedescendant');
    listbox.replaceChildren(...options.map((option) => option.element));
    // The text these options answer, for the benchmark and tests to wait on.
    listbox.dataset.query = text;
    status.textContent = total === null ? t.quickUnavailable : booksFound(total, locale);
    open();
  };

  const update = async () => {
    const text = box.value;
    const ticket = keystrokes.begin();
    if (text.trim() === '') {
      unmatched = null;
      options = [];
      listbox.replaceChildren();
      delete listbox.dataset.query;
      status.textContent = '';
      close();
      return;
    }
    try {
      const results = await findBooks(text, { fallback: false, top: TOP });
      const books = await results.rows(0, TOP);
      if (keystrokes.isLatest(ticket)) render(text, books, results.total);
    } catch {
      if (keystrokes.isLatest(ticket)) render(text, [], null);
    }
  };

  const go = (option: Option) => {
    close();
    window.location.assign(option.href);
  };

  box.addEventListener('input', () => void update());
  box.addEventListener('keydown', (event) => {
    if (event.isComposing) return;
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        if (listbox.hidden) {
          open();
          setActive(event.key === 'ArrowDown' ? 0 : count - 1);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive(active === -1 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count);
        return;
      }
      case 'Enter': {
        const option = listbox.hidden ? undefined : options[active];
        if (!option) return;
        event.preventDefault();
        go(option);
        return;
      }
      case 'Escape': {
        event.preventDefault();
        if (!listbox.hidden || !nothing.hidden) {
          close();
          return;
        }
        box.value = '';
        box.dispatchEvent(new Event('input', { bubbles: true }));
        return;
      }
      default:
        return;
    }
  });

  // Keep the focus in the box while a pointer picks an option.
  listbox.addEventListener('mousedown', (event) => event.preventDefault());
  listbox.addEventListener('click', (event) => {
    const item = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
    const option = options.find((candidate) => candidate.element === item);
    if (option) go(option);
  });
  document.addEventListener('pointerdown', (event) => {
    if ((!listbox.hidden || !nothing.hidden) && event.target instanceof Node && !root.contains(event.target)) close();
  });
  root.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node) || !root.contains(event.relatedTarget)) close();
  });
  box.addEventListener('focus', open);
  // Back/forward restores the page from the cache with the dropdown as it was left.
  window.addEventListener('pagehide', close);

  if (box.value.trim() !== '') void update();
}

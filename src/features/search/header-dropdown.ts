/**
 * What the header's instant-search dropdown shows, and which option the arrow keys make active: pure, so
 * header-combobox.ts only puts it on the page. There is no view for a search on its way: until its answer
 * comes, the dropdown keeps showing the last one.
 */
import { searchPath } from '#shared/links.ts';
import { pathInLocale, type Locale } from '#shared/i18n/locale.ts';
import { bookCounts } from '#shared/i18n/messages/book-count.ts';
import { searchDropdown } from '#shared/i18n/messages/search-dropdown.ts';
import { amountToPaisa, formatTaka } from '#shared/money.ts';
import { nothingFound, type BookRow } from './search-results.ts';

/**
 * A price the index wrote the English way ("Tk 1,250.00") as the interface
 * writes it ("৳ ১,২৫০.০০"); anything it cannot read stays as it is.
 */
export function priceInLocale(formatted: string, locale: Locale): string {
  if (locale === 'en') return formatted;
  const amount = /(\d[\d,]*(?:\.\d{1,2})?)/.exec(formatted)?.[1];
  const paisa = amount === undefined ? null : amountToPaisa(amount.replaceAll(',', ''));
  return paisa === null ? formatted : formatTaka(paisa, locale);
}

/** Where the search for the box's text stands. */
export type DropdownAnswer =
  /** The box holds nothing to search for. */
  | { kind: 'blank' }
  | { kind: 'found'; text: string; books: readonly BookRow[]; total: number }
  /** The quick index could not answer (offline, a failed download). */
  | { kind: 'unavailable'; text: string };

export type BookOption = { kind: 'book'; id: string; href: string; cover: string; name: string; authors: string; price: string };
/** The last option: every result, on the results page. */
export type AllResultsOption = { kind: 'all'; id: string; href: string; label: string };
export type DropdownOption = BookOption | AllResultsOption;

/** `query` is the text answered; `status`, what the live status says. */
export type DropdownView =
  /** Nothing listed and nothing said. */
  | { kind: 'closed'; status: '' }
  /** No book matches: a note (not the listbox) says so, and the status the same. */
  | { kind: 'nothing'; query: string; message: string; status: string }
  | { kind: 'options'; query: string; options: DropdownOption[]; status: string };

/** The dropdown for an answer; each option's id starts with the listbox's. */
export function dropdownView(answer: DropdownAnswer, listboxId: string, locale: Locale): DropdownView {
  if (answer.kind === 'blank') return { kind: 'closed', status: '' };
  const { text } = answer;
  if (answer.kind === 'found' && answer.total === 0) {
    const message = nothingFound(text, locale);
    return { kind: 'nothing', query: text, message, status: message };
  }
  const t = searchDropdown[locale];
  const books = answer.kind === 'found' ? answer.books : [];
  const all: AllResultsOption = {
    kind: 'all',
    id: `${listboxId}-all`,
    href: pathInLocale(searchPath(text) ?? '/books/search/', locale),
    label: t.allResultsFor(text.trim()),
  };
  return {
    kind: 'options',
    query: text,
    options: [
      ...books.map((book, index): BookOption => ({
        kind: 'book',
        id: `${listboxId}-${index}`,
        href: pathInLocale(book.url, locale),
        cover: book.cover,
        name: book.name,
        authors: book.authors,
        price: priceInLocale(book.price, locale),
      })),
      all,
    ],
    status: answer.kind === 'found' ? t.dropdownFound(bookCounts[locale].bookCount(answer.total)) : t.quickUnavailable,
  };
}

/**
 * The option an arrow key makes active among `count` (-1: none is): the next or previous one, round from
 * the last to the first and back; with none active, Down starts at the first and Up at the last.
 */
export function nextActive(active: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (active === -1) return direction === 1 ? 0 : count - 1;
  return (active + direction + count) % count;
}

/**
 * The home page's book strips' filling, loaded with the first strip that comes near
 * (./home-books.ts): /home-books.json, fetched once and validated, and each strip's
 * cards drawn from it, so the fetch client, valibot and the card template stay out
 * of the home page's first download.
 */
import { createFetchClient } from '#shared/api/fetch-client.ts';
import { blockBooks, HOME_BOOKS_PATH, HomeBooksSchema, type HomeBooks } from '#shared/home-books.ts';
import { refreshBookActions } from '#features/shell/live-state.ts';
import { fillBookCard } from '#features/catalogue/book-card-template.ts';
import { refreshCarousel } from '#ui/carousel.ts';
import { fillCompactBook } from './compact-book-template.ts';

let file: Promise<HomeBooks> | undefined;

function load(): Promise<HomeBooks> {
  file ??= createFetchClient(location.origin)
    .request(HOME_BOOKS_PATH, HomeBooksSchema)
    .then((result) => {
      if (!result.ok) throw new Error(`home books: ${result.error.message}`);
      return result.data;
    });
  // A failure is tried again by the next strip that comes near, or its Try again button.
  file.catch(() => {
    file = undefined;
  });
  return file;
}

function fill(block: HTMLElement, books: HomeBooks): void {
  const track = block.querySelector<HTMLElement>('[data-carousel-track]');
  const compact = block.dataset.bookKind === 'compact';
  const template = document.querySelector<HTMLTemplateElement>(compact ? 'template[data-compact-book]' : 'template[data-book-card]');
  if (!track || !template) return;
  const list = blockBooks(books, block.dataset.bookBlock ?? '');
  // The shop emptied the block after this page was built: it goes, as a block with no books is never built.
  block.hidden = list.length === 0;
  track.replaceChildren(
    ...list.map((book) => {
      const item = document.createElement('li');
      item.append(compact ? fillCompactBook(template, book) : fillBookCard(template, book));
      return item;
    }),
  );
  block.dataset.filled = '';
  refreshCarousel(block);
  refreshBookActions();
}

/** Fills a strip; rejects when the file cannot be had, for the strip to say so. */
export async function fillBlock(block: HTMLElement): Promise<void> {
  fill(block, await load());
}

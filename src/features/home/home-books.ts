/**
 * Fills the home page's book strips below the fold (src/features/home/BookBlock.astro)
 * from /home-books.json as each comes within half a screen of view: the file is
 * fetched once, on the first approach, and validated. A hidden strip (a
 * popular tab not chosen) is filled when it shows.
 */
import { createFetchClient } from '#shared/api/fetch-client.ts';
import { blockBooks, HOME_BOOKS_PATH, HomeBooksSchema, type HomeBooks } from '#shared/home-books.ts';
import { refreshBookActions } from '#features/catalogue/book-actions.ts';
import { fillBookCard } from '#features/catalogue/book-card-template.ts';
import { refreshCarousel } from '#ui/carousel.ts';
import { fillCompactBook } from './compact-book-template.ts';
import { localeOfPath } from '#shared/i18n/locale.ts';
import { home } from '#shared/i18n/messages/home.ts';

const texts = home[localeOfPath(location.pathname)];

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

/** The site's load-error box (global.css), above the strip: what went wrong, then Try again. */
function failed(block: HTMLElement, retry: () => void): void {
  const track = block.querySelector<HTMLElement>('[data-carousel-track]');
  if (!track || block.querySelector('[data-book-block-error]')) return;
  const note = document.createElement('div');
  note.dataset.bookBlockError = '';
  note.className = 'load-error';
  note.setAttribute('role', 'status');
  const text = document.createElement('p');
  text.textContent = texts.booksFailed;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'retry-button';
  button.textContent = texts.tryAgain;
  button.addEventListener('click', () => {
    note.remove();
    delete block.dataset.bookFailed;
    retry();
  });
  note.append(text, button);
  // The room kept for the books goes while the note stands in for them.
  block.dataset.bookFailed = '';
  track.before(note);
}

function fillSoon(block: HTMLElement): void {
  load().then(
    (books) => fill(block, books),
    () => failed(block, () => fillSoon(block)),
  );
}

const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
      observer.unobserve(entry.target);
      fillSoon(entry.target);
    }
  },
  // Half a screen ahead of the reader, below: no strip under the first screen is filled while the page
  // loads (a screen ahead, the first strip's 24 cards and covers were a phone's longest task then).
  { rootMargin: '0px 0px 50% 0px' },
);
for (const block of document.querySelectorAll<HTMLElement>('[data-book-block]:not([data-filled])')) observer.observe(block);

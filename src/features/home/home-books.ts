/**
 * Fills the home page's book strips below the fold (src/features/home/BookBlock.astro)
 * from /home-books.json as each comes within half a screen of view. What fills them
 * (./home-books-fill.ts) loads with the first strip that comes near; a hidden strip
 * (a popular tab not chosen) is filled when it shows.
 */
import { localeOfPath } from '#shared/i18n/locale.ts';
import { home } from '#shared/i18n/messages/home.ts';

const texts = home[localeOfPath(location.pathname)];

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
  import('./home-books-fill.ts').then((filling) => filling.fillBlock(block)).catch(() => failed(block, () => fillSoon(block)));
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

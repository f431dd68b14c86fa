/**
 * The look-inside viewer (LookInside.astro), loaded by the first press of its
 * button: opens the modal dialog, shows one page at a time with "Page 3 of 8",
 * turns pages with the buttons, the arrow keys (Home, End, Page Up and Page
 * Down too) and a swipe, and loads each page's picture when it is reached (the
 * next one with it, so turning on does not wait). A page that cannot load says
 * so and offers Try again. Escape closes (the dialog's own), and the focus goes
 * back to the button; Tab goes round the dialog's controls.
 */
import { localeOfPath } from '#shared/i18n/locale.ts';
import { lookInside } from '#shared/i18n/messages/look-inside.ts';
import { keepTabRound } from '#ui/tab-ring.ts';
import { pageForKey, pageForSwipe } from './look-inside-pages.ts';
import { mustFind } from '#ui/must-find.ts';

type Viewer = { show: () => void };

let viewer: Viewer | undefined;

const must = <T extends Element>(root: ParentNode, selector: string): T => mustFind<T>(root, selector, 'look inside');

function setUp(opener: HTMLButtonElement): Viewer {
  const t = lookInside[localeOfPath(location.pathname)];
  const dialog = must<HTMLDialogElement>(document, '[data-look-inside-viewer]');
  const list = must<HTMLOListElement>(dialog, '[data-look-inside-pages]');
  const position = must<HTMLElement>(dialog, '[data-look-inside-position]');
  const previous = must<HTMLButtonElement>(dialog, '[data-look-inside-previous]');
  const next = must<HTMLButtonElement>(dialog, '[data-look-inside-next]');
  const pages = [...list.querySelectorAll<HTMLLIElement>('li[data-src]')];
  let current = 0;

  // Focus has somewhere to stay in the dialog when a page's Try again goes away.
  list.tabIndex = -1;

  const load = (index: number): void => {
    const page = pages[index];
    // Loaded, loading, or failed and waiting for Try again.
    if (!page || page.childElementCount > 0) return;
    const image = document.createElement('img');
    image.alt = page.dataset.alt ?? '';
    image.width = 600;
    image.height = 900;
    image.decoding = 'async';
    image.addEventListener('error', () => {
      const failed = document.createElement('div');
      failed.className = 'failed';
      failed.setAttribute('role', 'alert');
      const text = document.createElement('p');
      text.textContent = t.failed;
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.textContent = t.retry;
      retry.addEventListener('click', () => {
        failed.remove();
        load(index);
        list.focus();
      });
      failed.append(text, retry);
      image.replaceWith(failed);
    });
    image.src = page.dataset.src ?? '';
    page.append(image);
  };

  const go = (index: number): void => {
    current = index;
    pages.forEach((page, i) => (page.hidden = i !== index));
    load(index);
    load(index + 1);
    position.textContent = t.pageOf(index + 1, pages.length);
    previous.disabled = index === 0;
    next.disabled = index === pages.length - 1;
  };

  previous.addEventListener('click', () => go(Math.max(current - 1, 0)));
  next.addEventListener('click', () => go(Math.min(current + 1, pages.length - 1)));
  must<HTMLButtonElement>(dialog, '[data-look-inside-close]').addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => opener.focus());
  dialog.addEventListener('keydown', (event) => {
    // A modal dialog keeps the page behind it out of reach, but Tab past its last control would leave
    // for the browser's own bar: it goes round the dialog's controls instead.
    if (event.key === 'Tab') {
      keepTabRound(event, dialog, 'button');
      return;
    }
    // Keys typed into a control keep their own meaning (Space or Enter press the focused button).
    const page = pageForKey(event.key, current, pages.length);
    if (page === null || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    go(page);
  });
  let start: { x: number; y: number } | undefined;
  list.addEventListener('pointerdown', (event) => {
    start = { x: event.clientX, y: event.clientY };
  });
  list.addEventListener('pointerup', (event) => {
    if (start) go(pageForSwipe(event.clientX - start.x, event.clientY - start.y, current, pages.length));
    start = undefined;
  });
  list.addEventListener('pointercancel', () => (start = undefined));

  return {
    show: () => {
      if (!dialog.open) dialog.showModal();
      go(current);
    },
  };
}

export function openLookInside(opener: HTMLButtonElement): void {
  viewer ??= setUp(opener);
  viewer.show();
}

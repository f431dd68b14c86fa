/**
 * What every page runs of the shop's state: as little as it can, until there is
 * something to show.
 *
 * The header's cart, wishlist and account (./shop-state.ts) and the book buttons
 * (book-actions.ts) are drawn from the stores, which bring valibot, nanostores and
 * the API client: about 10 KB gzip, two thirds of a catalogue page's budget. A
 * visitor with no cart and no sign-in sees exactly what the static HTML already
 * shows (an empty cart, the login links), so those modules load only when:
 * - this browser keeps a cart or a sign-in, or another tab writes one;
 * - the page's own islands change them (the cart, checkout and account pages say so
 *   with body[data-live-state]);
 * - the visitor first presses Add to cart or a heart; that press is then replayed.
 * Until then the buttons of books in stock are enabled here, so nothing is dead.
 */
import type * as BookActionsModule from '#features/catalogue/book-actions.ts';
import { localeOfPath } from '#shared/i18n/locale.ts';
import { shellLive } from '#shared/i18n/messages/shell-live.ts';
import { showToast } from './toast-store.ts';
import { keepsState, LIVE_STATE_KEYS } from './stored-state.ts';

type BookActions = typeof BookActionsModule;

const BUTTONS = '[data-add-to-cart], [data-wishlist-toggle]';
let loading: Promise<BookActions> | undefined;
let loaded: BookActions | undefined;

function load(): Promise<BookActions> {
  loading ??= Promise.all([import('./shop-state.ts'), import('#features/catalogue/book-actions.ts')]).then(
    ([, actions]) => (loaded = actions),
    (error: unknown) => {
      // A chunk that failed to arrive (offline, a deploy in between) is asked for again on the next press.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Buttons that work before the stores load: Add to cart on a book in stock, and every heart. */
function enableButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(BUTTONS)) {
    if (!button.hasAttribute('data-out-of-stock')) button.disabled = false;
  }
}

/** Brings the buttons of cards rendered after the page loaded (search results, filtered listings) up to date. */
export function refreshBookActions(): void {
  if (loaded) loaded.refreshBookActions();
  else if (!loading) enableButtons();
}

function storedState(): boolean {
  try {
    return keepsState(LIVE_STATE_KEYS.map((key) => localStorage.getItem(key)));
  } catch {
    // Storage refused (a privacy mode): nothing is kept, so nothing needs showing.
    return false;
  }
}

/** Loads the stores now; if they do not arrive, the buttons still work, and a press asks again. */
function loadNow(): void {
  load().catch(enableButtons);
}

if (document.body.hasAttribute('data-live-state') || storedState()) loadNow();
else enableButtons();

window.addEventListener('storage', (event) => {
  if (event.key !== null && LIVE_STATE_KEYS.includes(event.key)) loadNow();
});

document.addEventListener('click', (event) => {
  if (loaded) return;
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(BUTTONS) : null;
  if (!button) return;
  button.disabled = true;
  load().then(
    (actions) => actions.press(button),
    () => {
      button.disabled = false;
      showToast(shellLive[localeOfPath(location.pathname)].offline, 'error');
    },
  );
});

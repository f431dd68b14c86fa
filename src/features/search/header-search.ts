/**
 * The header search with JavaScript: each submission goes to
 * /books/search/{text} (whitespace runs become single hyphens), the results
 * page shows its text in the box (to refine it, not retype it), and the button
 * is disabled while the box is empty.
 * Without JavaScript the form still submits ?q= to the search page.
 *
 * The instant-search dropdown (./search/header-combobox.ts) and the search
 * index load only when the box is first focused or typed in, keeping them out
 * of every page's JavaScript before interaction.
 */
import { searchPath, searchTextFromPath } from '#shared/links.ts';
import { localeOfPath, pathInLocale } from '#shared/i18n/locale.ts';

const locale = localeOfPath(location.pathname);
// The path as the English interface names it: the search page's address is read the same way in both.
const englishPath = pathInLocale(location.pathname, 'en');

function enhance(form: HTMLFormElement): void {
  const box = form.elements.namedItem('q');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!(box instanceof HTMLInputElement) || !button) return;

  // On the results page the box holds what was searched (from the path, or ?q= without JavaScript's help).
  if (englishPath.startsWith('/books/search/') && box.value === '') {
    box.value = searchTextFromPath(englishPath) || (new URLSearchParams(location.search).get('q') ?? '').trim();
  }

  const syncButton = () => {
    button.disabled = box.value.trim() === '';
  };
  box.addEventListener('input', syncButton);

  // The combobox roles come with the script that makes them true.
  box.setAttribute('role', 'combobox');
  box.setAttribute('aria-autocomplete', 'list');
  box.setAttribute('aria-expanded', 'false');
  const listbox = form.parentElement?.querySelector('[data-header-search-listbox]');
  if (listbox?.id) box.setAttribute('aria-controls', listbox.id);
  let combobox: Promise<unknown> | undefined;
  const loadCombobox = () => {
    combobox ??= import('./header-combobox.ts')
      .then(({ attachCombobox }) => attachCombobox(form, box))
      .catch(() => {
        // Offline or a failed chunk: the plain search form still works; try again next focus.
        combobox = undefined;
      });
  };
  box.addEventListener('focus', loadCombobox);
  box.addEventListener('input', loadCombobox);
  // Back/forward can restore a typed value without an input event.
  window.addEventListener('pageshow', syncButton);
  syncButton();

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const target = searchPath(box.value);
    if (!target) return;
    window.location.assign(pathInLocale(target, locale));
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-header-search]')) enhance(form);

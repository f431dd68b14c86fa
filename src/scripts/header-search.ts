/**
 * The header search with JavaScript: each submission goes to
 * /books/search/{text} (whitespace runs become single hyphens), the box clears
 * after the submission, and the button is disabled while the box is empty.
 * Without JavaScript the form still submits ?q= to the search page.
 */
import { searchPath } from '../lib/links.ts';

function enhance(form: HTMLFormElement): void {
  const box = form.elements.namedItem('q');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!(box instanceof HTMLInputElement) || !button) return;

  const syncButton = () => {
    button.disabled = box.value.trim() === '';
  };
  box.addEventListener('input', syncButton);
  // Back/forward can restore a typed value without an input event.
  window.addEventListener('pageshow', syncButton);
  syncButton();

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const target = searchPath(box.value);
    if (!target) return;
    box.value = '';
    syncButton();
    window.location.assign(target);
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-header-search]')) enhance(form);

/**
 * The keys of the narrow-screen filter sheet (loader.ts opens it): Escape
 * closes it, and Tab and Shift+Tab go round its visible controls instead of
 * leaving it for the page behind. Loaded on the sheet's first opening.
 */
import { keepTabRound } from '#ui/tab-ring.ts';

export function keepKeysInSheet(form: HTMLFormElement, isSheet: () => boolean, close: () => void): void {
  form.addEventListener('keydown', (event) => {
    if (!isSheet()) return;
    if (event.key === 'Escape') {
      close();
      return;
    }
    if (event.key === 'Tab') keepTabRound(event, form, 'button, input, select, a[href]');
  });
}

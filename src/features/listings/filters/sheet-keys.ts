/**
 * The keys of the narrow-screen filter sheet (loader.ts opens it): Escape
 * closes it, and Tab and Shift+Tab go round its visible controls instead of
 * leaving it for the page behind. Loaded on the sheet's first opening.
 */
export function keepKeysInSheet(form: HTMLFormElement, isSheet: () => boolean, close: () => void): void {
  form.addEventListener('keydown', (event) => {
    if (!isSheet()) return;
    if (event.key === 'Escape') {
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const controls = [...form.querySelectorAll<HTMLElement>('button, input, select, a[href]')].filter(
      (control) => control.checkVisibility() && !control.matches(':disabled'),
    );
    const first = controls[0];
    const last = controls.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
}

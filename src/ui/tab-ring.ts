/**
 * Tab and Shift+Tab go round the visible, enabled controls of `root` (an open
 * sheet, a modal dialog) instead of leaving it. Call it from `root`'s keydown
 * listener for a Tab.
 */
export function keepTabRound(event: KeyboardEvent, root: HTMLElement, selector: string): void {
  const controls = [...root.querySelectorAll<HTMLElement>(selector)].filter(
    (control) => control.checkVisibility() && !control.matches(':disabled'),
  );
  const first = controls[0];
  const last = controls.at(-1);
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}

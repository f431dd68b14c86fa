/**
 * What every listing page runs at once, kept tiny: the narrow-screen Filters
 * button, and loading the filter script (controller.ts) only when it is needed —
 * straight away when the address already carries choices, otherwise on the
 * first approach to the form (a pointer over it, focus in it or the Filters
 * button starts the download; a change or submit is handed over once it has
 * arrived).
 */
import { mentionsState } from '#shared/search/listing-params.ts';

type Controller = { applyForm: () => void };

const section = document.querySelector<HTMLElement>('[data-listing-filters]');
const form = section?.querySelector<HTMLFormElement>('form[data-filters-form]');
const toggle = section?.querySelector<HTMLButtonElement>('[data-filters-toggle]');

if (section && form && toggle) {
  const close = section.querySelector<HTMLButtonElement>('[data-filters-close]');
  // On a phone the open form is a sheet over the page (its styles say when): focus goes into it and stays
  // there, and Close, Escape or Apply filters hand it back to the Filters button.
  const isSheet = (): boolean => section.hasAttribute('data-open') && getComputedStyle(form).position === 'fixed';
  let sheetKeys: Promise<void> | undefined;
  const setOpen = (open: boolean): void => {
    toggle.setAttribute('aria-expanded', String(open));
    section.toggleAttribute('data-open', open);
    if (open && isSheet()) {
      close?.focus();
      // Escape and the Tab ring matter only in the open sheet: their code comes with the first opening.
      // Not arrived (offline): the sheet still closes by its Close button, and the next opening asks again.
      sheetKeys ??= import('./sheet-keys.ts')
        .then((module) => module.keepKeysInSheet(form, isSheet, () => setOpen(false)))
        .catch(() => {
          sheetKeys = undefined;
        });
    } else if (!open && section.contains(document.activeElement)) toggle.focus();
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  close?.addEventListener('click', () => setOpen(false));
  form.addEventListener('submit', () => {
    if (isSheet()) setOpen(false);
  });

  let controller: Promise<Controller> | undefined;
  const start = (): Promise<Controller> => {
    controller ??= import('./controller.ts').then((module) => {
      const started = module.startListingFilters();
      // From here on the controller listens itself.
      form.removeEventListener('change', handOver);
      form.removeEventListener('submit', handOver);
      window.removeEventListener('popstate', onPopState);
      return started;
    });
    return controller;
  };
  const handOver = (event: Event): void => {
    if (event.type === 'submit') event.preventDefault();
    void start().then((started) => started.applyForm());
  };
  const onPopState = (): void => {
    if (mentionsState(location.search)) void start();
  };

  form.addEventListener('change', handOver);
  form.addEventListener('submit', handOver);
  // A pointer over the form or the narrow-screen Filters button comes a moment before the choice:
  // enough to fetch the publisher and author names before a select is opened.
  form.addEventListener('focusin', () => void start(), { once: true });
  form.addEventListener('pointerenter', () => void start(), { once: true });
  toggle.addEventListener('click', () => void start(), { once: true });
  window.addEventListener('popstate', onPopState);
  if (mentionsState(location.search)) void start();
}

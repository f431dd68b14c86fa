/**
 * What every listing page runs at once, kept tiny: the narrow-screen Filters
 * button, and loading the filter script (controller.ts) only when it is needed —
 * straight away when the address already carries choices, otherwise on the
 * first touch of the form (focus starts the download; a change or submit is
 * handed over once it has arrived).
 */
import { mentionsState } from '../../lib/search/listing-params.ts';

type Controller = { applyForm: () => void };

const section = document.querySelector<HTMLElement>('[data-listing-filters]');
const form = section?.querySelector<HTMLFormElement>('form[data-filters-form]');
const toggle = section?.querySelector<HTMLButtonElement>('[data-filters-toggle]');

if (section && form && toggle) {
  section.dataset.enhanced = '';
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    section.toggleAttribute('data-open', open);
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
  form.addEventListener('focusin', () => void start(), { once: true });
  window.addEventListener('popstate', onPopState);
  if (mentionsState(location.search)) void start();
}

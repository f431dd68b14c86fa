/**
 * The header's instant search: a WAI-ARIA 1.2 combobox (the box) with a
 * listbox of the top books (cover, name, writers, price) and a last option
 * "All results for “…”". Arrow keys move the active option, Enter opens it
 * (with none active, the form submits to /books/search/{text} as before),
 * Escape closes and a second Escape clears, a click outside closes. Loaded by
 * src/features/search/header-search.ts on the box's first focus, so pages carry none
 * of this (nor the index) until a shopper reaches for the search.
 *
 * What the dropdown shows is header-dropdown.ts's; the elements are header-dropdown-options.ts's.
 * This wires the two to the box, the list, the "nothing found" note and the live status.
 */
import { localeOfPath } from '#shared/i18n/locale.ts';
import { latestRequest } from '#shared/latest-request.ts';
import { findBooks } from './book-search.ts';
import { dropdownView, nextActive, type DropdownAnswer, type DropdownView } from './header-dropdown.ts';
import { optionElements, type OptionElement } from './header-dropdown-options.ts';
import { answerAhead } from './quick-ahead.ts';
import { quickIndex } from './quick-client.ts';

/** Books shown in the dropdown, before the "All results" option. */
const TOP = 8;

export function attachCombobox(form: HTMLFormElement, box: HTMLInputElement): void {
  const listbox = form.parentElement?.querySelector<HTMLUListElement>('[data-header-search-listbox]');
  const status = form.parentElement?.querySelector<HTMLElement>('[data-header-search-status]');
  const nothing = form.parentElement?.querySelector<HTMLElement>('[data-header-search-nothing]');
  const nothingText = nothing?.querySelector<HTMLElement>('[data-header-search-nothing-text]');
  if (!listbox || !status || !nothing || !nothingText) return;
  const root = form.parentElement ?? form;
  const locale = localeOfPath(location.pathname);
  quickIndex().warm();

  const elementsFor = optionElements();
  let options: OptionElement[] = [];
  let active = -1;
  /** Whether the dropdown's message is "nothing found" (shown in the note, not the listbox). */
  let showsNothing = false;
  /** Only the answer to the latest keystroke is shown. */
  const keystrokes = latestRequest();

  const setActive = (index: number) => {
    options[active]?.element.setAttribute('aria-selected', 'false');
    active = index;
    const shown = options[active];
    if (shown) {
      shown.element.setAttribute('aria-selected', 'true');
      shown.element.scrollIntoView({ block: 'nearest' });
      box.setAttribute('aria-activedescendant', shown.option.id);
    } else {
      box.removeAttribute('aria-activedescendant');
    }
  };

  const isOpen = () => !listbox.hidden || !nothing.hidden;
  const open = () => {
    if (showsNothing) {
      nothing.hidden = false;
      return;
    }
    if (options.length === 0) return;
    listbox.hidden = false;
    box.setAttribute('aria-expanded', 'true');
  };
  const close = () => {
    setActive(-1);
    listbox.hidden = true;
    nothing.hidden = true;
    box.setAttribute('aria-expanded', 'false');
  };

  const show = (view: DropdownView) => {
    if (view.kind === 'options') {
      showsNothing = false;
      nothing.hidden = true;
      // A book the arrow keys made active stays active when a later answer still lists it (the answer
      // to the last keystroke can come after the shopper has started choosing).
      const wasActive = options[active]?.element;
      options = elementsFor(view.options);
      active = -1;
      listbox.replaceChildren(...options.map(({ element }) => element));
      setActive(options.findIndex(({ element }) => element === wasActive));
    } else {
      close();
      options = [];
      listbox.replaceChildren();
      showsNothing = view.kind === 'nothing';
      if (view.kind === 'nothing') nothingText.textContent = view.message;
    }
    // The text these options answer, for the benchmark and tests to wait on.
    if (view.kind === 'closed') delete listbox.dataset.query;
    else listbox.dataset.query = view.query;
    status.textContent = view.status;
    if (view.kind !== 'closed') open();
  };

  const answerFor = async (text: string): Promise<DropdownAnswer> => {
    try {
      const results = await findBooks(text, { fallback: false, top: TOP, ahead: answerAhead });
      return { kind: 'found', text, books: await results.rows(0, TOP), total: results.total };
    } catch {
      return { kind: 'unavailable', text };
    }
  };

  const update = async () => {
    const text = box.value;
    const ticket = keystrokes.begin();
    const answer: DropdownAnswer = text.trim() === '' ? { kind: 'blank' } : await answerFor(text);
    if (keystrokes.isLatest(ticket)) show(dropdownView(answer, listbox.id, locale));
  };

  const go = ({ option }: OptionElement) => {
    close();
    window.location.assign(option.href);
  };

  box.addEventListener('input', () => void update());
  box.addEventListener('keydown', (event) => {
    if (event.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        // A closed list opens with the first (Down) or last (Up) option active, whichever was before.
        const opening = listbox.hidden;
        if (opening) open();
        setActive(nextActive(opening ? -1 : active, options.length, event.key === 'ArrowDown' ? 1 : -1));
        return;
      }
      case 'Enter': {
        const shown = listbox.hidden ? undefined : options[active];
        if (!shown) return;
        event.preventDefault();
        go(shown);
        return;
      }
      case 'Escape': {
        event.preventDefault();
        if (isOpen()) {
          close();
          return;
        }
        box.value = '';
        box.dispatchEvent(new Event('input', { bubbles: true }));
        return;
      }
      default:
        return;
    }
  });

  // Keep the focus in the box while a pointer picks an option.
  listbox.addEventListener('mousedown', (event) => event.preventDefault());
  listbox.addEventListener('click', (event) => {
    const item = event.target instanceof Element ? event.target.closest('[role="option"]') : null;
    const shown = options.find((candidate) => candidate.element === item);
    if (shown) go(shown);
  });
  document.addEventListener('pointerdown', (event) => {
    if (isOpen() && event.target instanceof Node && !root.contains(event.target)) close();
  });
  root.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node) || !root.contains(event.relatedTarget)) close();
  });
  box.addEventListener('focus', open);
  // Back/forward restores the page from the cache with the dropdown as it was left.
  window.addEventListener('pagehide', close);

  if (box.value.trim() !== '') void update();
}

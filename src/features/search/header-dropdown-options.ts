/**
 * The header dropdown's options as elements (the list HeaderSearch.astro renders empty): a book's cover,
 * name, writers and price, and the last "All results" row. Text and attributes only: nothing from the
 * index is parsed as HTML.
 */
import type { AllResultsOption, BookOption, DropdownOption } from './header-dropdown.ts';

function optionElement(id: string, className: string): HTMLLIElement {
  const item = document.createElement('li');
  item.id = id;
  item.setAttribute('role', 'option');
  item.setAttribute('aria-selected', 'false');
  item.className = className;
  return item;
}

function span(className: string, text: string): HTMLSpanElement {
  const element = document.createElement('span');
  element.className = className;
  element.textContent = text;
  return element;
}

function bookElement(option: BookOption): HTMLLIElement {
  const item = optionElement(option.id, 'book');
  const cover = document.createElement('img');
  cover.src = option.cover;
  cover.alt = '';
  cover.width = 36;
  cover.height = 52;
  cover.loading = 'lazy';
  cover.decoding = 'async';
  const text = document.createElement('span');
  text.className = 'text';
  text.append(span('name', option.name), span('authors', option.authors));
  item.append(cover, text, span('price', option.price));
  return item;
}

function allResultsElement(option: AllResultsOption): HTMLLIElement {
  const item = optionElement(option.id, 'all');
  item.textContent = option.label;
  return item;
}

/** An option and the element that shows it. */
export type OptionElement = { option: DropdownOption; element: HTMLLIElement };

/**
 * Turns each answer's options into elements. A book still listed after the next keystroke keeps its
 * element, so its cover is not laid out and painted again while the shopper types.
 */
export function optionElements(): (options: readonly DropdownOption[]) => OptionElement[] {
  let shown = new Map<string, HTMLLIElement>();
  return (options) => {
    const kept = new Map<string, HTMLLIElement>();
    const made = options.map((option): OptionElement => {
      if (option.kind === 'all') return { option, element: allResultsElement(option) };
      const key = JSON.stringify([option.href, option.cover, option.name, option.authors, option.price]);
      const element = shown.get(key) ?? bookElement(option);
      element.id = option.id;
      element.setAttribute('aria-selected', 'false');
      kept.set(key, element);
      return { option, element };
    });
    shown = kept;
    return made;
  };
}

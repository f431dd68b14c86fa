/**
 * Writes to the page that change nothing when the value is already there.
 * The shared stores report their state to every listener on load, mostly the
 * state the static HTML already shows (an empty cart, a guest): writing it
 * anyway replaced every card's label and made the browser lay all the cards'
 * Bengali text out again, a phone's longest task on a listing.
 */

export function setText(element: Node, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

export function setHidden(element: HTMLElement, hidden: boolean): void {
  if (element.hidden !== hidden) element.hidden = hidden;
}

export function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

export function setDisabled(element: HTMLButtonElement, disabled: boolean): void {
  if (element.disabled !== disabled) element.disabled = disabled;
}

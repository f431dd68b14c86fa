/**
 * Escape for the header's menus, which are plain HTML (<details> drawers and
 * CSS :focus-within mega menus) and so cannot close themselves on Escape:
 * - an open <details data-escape-closes> (the menu drawer, the user menu) closes
 *   and its summary takes the focus back; a click outside it closes it too;
 * - a main-menu panel the focus is in hides (data-dismissed) and its trigger
 *   link takes the focus, until the focus or the pointer leaves the item.
 */
const OPEN_MENUS = 'details[data-escape-closes][open]';
const MENU_ITEM = '[data-menu-item]';

function closeMenu(menu: HTMLDetailsElement, focusSummary: boolean): void {
  menu.open = false;
  if (focusSummary) menu.querySelector<HTMLElement>(':scope > summary')?.focus();
}

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement)) return;
  const menu = focused.closest<HTMLDetailsElement>(OPEN_MENUS);
  if (menu) {
    event.preventDefault();
    closeMenu(menu, true);
    return;
  }
  const item = focused.closest<HTMLElement>(MENU_ITEM);
  if (item && !item.hasAttribute('data-dismissed')) {
    event.preventDefault();
    item.setAttribute('data-dismissed', '');
    item.querySelector<HTMLElement>(':scope > a')?.focus();
  }
});

document.addEventListener('click', (event) => {
  const target = event.target instanceof Node ? event.target : null;
  for (const menu of document.querySelectorAll<HTMLDetailsElement>(OPEN_MENUS)) {
    if (!target || !menu.contains(target)) closeMenu(menu, false);
  }
});

for (const item of document.querySelectorAll<HTMLElement>(MENU_ITEM)) {
  item.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node) || !item.contains(event.relatedTarget)) item.removeAttribute('data-dismissed');
  });
  item.addEventListener('pointerleave', () => item.removeAttribute('data-dismissed'));
}

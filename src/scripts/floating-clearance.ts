/**
 * The floating cart and wishlist buttons show only where nothing lies beneath
 * them: while a link, a button, a field or text that is being read would be
 * under them, they step aside (see-through, click-through and out of the tab
 * order; a focused one still shows), and come
 * back as soon as the space under them is clear again (a margin, the footer's
 * empty end). Checked after scrolling, resizing and content changes, once a frame.
 */

const INTERACTIVE = 'a[href], button, input, select, textarea, label, summary, [role="button"], [role="option"], [role="tab"], [tabindex]:not([tabindex="-1"])';

/** Whether the element holds text of its own (not only through its children's boxes). */
function hasOwnText(element: Element): boolean {
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '') return true;
  }
  return false;
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether any control a shopper can see overlaps one of the boxes (every control is measured: none slips between samples). */
function controlBeneath(boxes: DOMRect[], own: Element): boolean {
  for (const control of document.querySelectorAll(INTERACTIVE)) {
    if (own.contains(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || !boxes.some((floating) => overlaps(floating, box))) continue;
    if (control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return true;
  }
  return false;
}

/** Whether text lies under a box: points every 12 px over it (no line of text is shorter). */
function textBeneath(box: DOMRect, own: Element): boolean {
  const STEP = 12;
  for (let y = box.top + 2; y <= box.bottom - 2; y += STEP) {
    for (let x = box.left + 2; x <= box.right - 2; x += STEP) {
      if (document.elementsFromPoint(x, y).some((element) => !own.contains(element) && hasOwnText(element))) return true;
    }
  }
  return false;
}

export function keepClear(nav: HTMLElement): void {
  let scheduled = false;
  const check = () => {
    scheduled = false;
    const buttons = [...nav.querySelectorAll<HTMLElement>('a')].filter((link) => !link.hidden);
    const boxes = buttons.map((button) => button.getBoundingClientRect());
    const covering = controlBeneath(boxes, nav) || boxes.some((box) => textBeneath(box, nav));
    nav.toggleAttribute('data-stepped-aside', covering);
    for (const button of buttons) {
      if (covering) button.setAttribute('tabindex', '-1');
      else button.removeAttribute('tabindex');
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  // Islands and images that arrive later change what lies under the buttons.
  new MutationObserver(schedule).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  schedule();
}

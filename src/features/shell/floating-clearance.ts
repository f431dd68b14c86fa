/**
 * The floating cart and wishlist buttons show only where nothing lies beneath
 * them: while a link, a button, a field or text that is being read would be
 * under them, they step aside (see-through, click-through and out of the tab
 * order; a focused one still shows), and come
 * back as soon as the space under them is clear again (a margin, the footer's
 * empty end). Checked after scrolling, resizing and content changes, once a frame.
 *
 * Only the parts of the page under the buttons are looked at: points every
 * 12 px over each button find the text there and the page's top-level blocks
 * there (the header, a home strip, the footer), and every control of those
 * blocks is measured, so none slips between the points. A block far off
 * screen, or a part of a block that is not laid out (content-visibility: the
 * home page's far blocks, a listing's far cards), is never measured, so it is
 * never laid out for this check.
 */

const INTERACTIVE =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="option"], [role="tab"], [tabindex]:not([tabindex="-1"])';

/** Points this far apart find any line of text (none is shorter) and any block of the page (none is thinner). */
const STEP = 12;

/** Whether the element holds text of its own (not only through its children's boxes). */
function hasOwnText(element: Element): boolean {
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '') return true;
  }
  return false;
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The top-level block of the page an element is in (a child of the body or of the main landmark), if any. */
function blockOf(element: Element): Element | undefined {
  let current: Element = element;
  for (let parent = current.parentElement; parent && parent !== document.body && parent.id !== 'main'; parent = current.parentElement)
    current = parent;
  return current === document.documentElement || current === document.body || current.id === 'main' ? undefined : current;
}

/** Points from one edge to the other, STEP apart, the last just inside the far edge: a block that only touches an edge is met too. */
function stops(from: number, to: number): number[] {
  const points: number[] = [];
  for (let at = from + 0.5; at < to - 0.5; at += STEP) points.push(at);
  points.push(to - 0.5);
  return points;
}

/** What lies under the boxes: whether text does, and the top-level blocks met. */
function beneath(boxes: DOMRect[], own: Element): { text: boolean; blocks: Set<Element> } {
  const blocks = new Set<Element>();
  for (const box of boxes) {
    for (const y of stops(box.top, box.bottom)) {
      for (const x of stops(box.left, box.right)) {
        const stack = document.elementsFromPoint(x, y).filter((element) => !own.contains(element));
        if (stack.some(hasOwnText)) return { text: true, blocks };
        // The topmost element's block: found through its ancestors, so a block with no box of its own counts too.
        const block = stack[0] && blockOf(stack[0]);
        if (block) blocks.add(block);
      }
    }
  }
  return { text: false, blocks };
}

/** Whether a control a shopper can see, in one of the blocks, overlaps one of the boxes. */
function controlBeneath(boxes: DOMRect[], blocks: Set<Element>, own: Element): boolean {
  for (const block of blocks) {
    const controls = block.matches(INTERACTIVE) ? [block, ...block.querySelectorAll(INTERACTIVE)] : block.querySelectorAll(INTERACTIVE);
    // A block just scrolled under the buttons may not be laid out yet: it is on screen, so all of it counts.
    // Inside a laid-out block, a part that is not (a listing's far cards, a strip's cards off to the side)
    // is off screen: not under the buttons, and measuring it would lay it out.
    const contentVisibilityAuto = block.checkVisibility({ contentVisibilityAuto: true });
    for (const control of controls) {
      if (own.contains(control) || !control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true, contentVisibilityAuto }))
        continue;
      const box = control.getBoundingClientRect();
      if (box.width !== 0 && boxes.some((floating) => overlaps(floating, box))) return true;
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
    const under = beneath(boxes, nav);
    const covering = under.text || controlBeneath(boxes, under.blocks, nav);
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
  // So does a part of the page laid out only as it comes near (content-visibility): its controls were skipped until then.
  document.addEventListener('contentvisibilityautostatechange', schedule, { capture: true });
  schedule();
}

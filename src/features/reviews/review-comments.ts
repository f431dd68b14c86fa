/**
 * Collapses long review texts to their first 150 characters (prepared at build
 * time in data-comment-short) and shows each one's Read more / Show Less toggle,
 * in the words the page wrote on it (data-more, data-less: the page's language).
 */
function enhance(text: HTMLElement, toggle: HTMLButtonElement): void {
  const full = text.textContent ?? '';
  const short = text.dataset.commentShort ?? full;
  const show = (expanded: boolean): void => {
    text.textContent = expanded ? full : short;
    toggle.textContent = (expanded ? toggle.dataset.less : toggle.dataset.more) ?? '';
    toggle.setAttribute('aria-expanded', String(expanded));
  };
  show(false);
  toggle.hidden = false;
  toggle.addEventListener('click', () => show(toggle.getAttribute('aria-expanded') !== 'true'));
}

export function enhanceReviewComments(root: ParentNode = document): void {
  for (const toggle of root.querySelectorAll<HTMLButtonElement>('button[data-comment-toggle][hidden]')) {
    const text = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (text?.dataset.commentShort !== undefined) enhance(text, toggle);
  }
}

enhanceReviewComments();

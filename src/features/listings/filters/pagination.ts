/**
 * The filtered listing's pagination, copied from the prebuilt Pagination
 * markup (a <template> of it holds every kind of item), so it looks and reads
 * exactly the same: Previous, the numbers of pageItems(), Next.
 */
import { localeOfPath, type Locale } from '#shared/i18n/locale.ts';
import { listingCounts } from '#shared/i18n/messages/listing-counts.ts';
import { pageItems } from '#shared/page-items.ts';

type Parts = {
  nav: HTMLElement;
  list: HTMLUListElement;
  link: HTMLLIElement;
  disabled: HTMLLIElement;
  number: HTMLLIElement;
  gap: HTMLLIElement;
};

function partsOf(template: HTMLTemplateElement): Parts {
  const nav = template.content.querySelector<HTMLElement>('nav');
  const list = nav?.querySelector('ul');
  const link = nav?.querySelector('a.step')?.closest('li');
  const disabled = nav?.querySelector('span.step')?.closest('li');
  const number = nav?.querySelector('a.number')?.closest('li');
  const gap = nav?.querySelector<HTMLLIElement>('li.gap');
  if (!nav || !list || !link || !disabled || !number || !gap) throw new Error('pagination template: missing parts');
  return { nav, list, link, disabled, number, gap };
}

function copy<T extends Node>(node: T, deep = true): T {
  return node.cloneNode(deep) as T;
}

/** The pagination for page `current` of `last`; null for a single page, as the prebuilt one. */
export function renderPagination(
  template: HTMLTemplateElement,
  current: number,
  last: number,
  href: (page: number) => string,
  locale: Locale = localeOfPath(location.pathname),
): HTMLElement | null {
  if (last <= 1) return null;
  const t = listingCounts[locale];
  const parts = partsOf(template);
  const step = (rel: 'prev' | 'next', target: number | null): HTMLLIElement => {
    const item = copy(target === null ? parts.disabled : parts.link);
    const element = item.querySelector<HTMLElement>('.step');
    if (!element) return item;
    element.textContent = rel === 'prev' ? t.previous : t.next;
    if (element instanceof HTMLAnchorElement && target !== null) {
      element.href = href(target);
      element.rel = rel;
    }
    return item;
  };
  const items = pageItems(current, last).map((entry) => {
    if (entry.kind === 'gap') return copy(parts.gap);
    const item = copy(parts.number);
    const link = item.querySelector('a');
    if (link) {
      link.href = href(entry.page);
      link.textContent = t.pageNumber(entry.page);
      link.setAttribute('aria-label', t.page(entry.page));
      if (entry.current) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
    return item;
  });
  const list = copy(parts.list, false);
  list.append(step('prev', current > 1 ? current - 1 : null), ...items, step('next', current < last ? current + 1 : null));
  const nav = copy(parts.nav, false);
  nav.append(list);
  return nav;
}

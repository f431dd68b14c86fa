/**
 * Fills a copy of a side list's book row (CompactBook, rendered by Astro into
 * a <template> from the skeleton book) with a book. Text and attributes only.
 */
import type { CardBook } from '#shared/api/schemas/card.ts';
import { bookPath } from '#shared/links.ts';
import { localeOfPath, pathInLocale } from '#shared/i18n/locale.ts';
import { langOf } from '#shared/text-language.ts';
import { fillPrice, must } from '#features/catalogue/book-card-template.ts';

export function fillCompactBook(template: HTMLTemplateElement, product: CardBook): DocumentFragment {
  const row = template.content.cloneNode(true) as DocumentFragment;
  must<HTMLElement>(row, 'article').lang = langOf(product.name);
  must<HTMLImageElement>(row, 'img').src = product.base_image.path;
  const name = must<HTMLAnchorElement>(row, '.name a');
  name.href = pathInLocale(bookPath(product.slug), localeOfPath(location.pathname));
  name.textContent = product.name;
  must(row, '.writers').textContent = product.writers.map((writer) => writer.name).join(', ');
  fillPrice(must(row, '.price'), product);
  return row;
}

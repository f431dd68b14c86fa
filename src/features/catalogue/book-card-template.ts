/**
 * Fills a copy of the BookCard markup (rendered by Astro into a <template> from
 * a skeleton book that has every optional part: both badges, out of stock, an
 * old price, one writer, the cart buttons) with a book from the API. Text and attributes only:
 * nothing from the API is ever parsed as HTML.
 */
import { cartProductJson } from '#shared/cart-product.ts';
import { discountPercent } from '#shared/discount.ts';
import type { CardBook } from '#shared/api/schemas/card.ts';
import { authorListingPath, bookPath } from '#shared/links.ts';
import { formatTaka, toPaisa } from '#shared/money.ts';
import { langOf } from '#shared/text-language.ts';
import { localeOfPath, pathInLocale, type Locale } from '#shared/i18n/locale.ts';
import { bookCardLive } from '#shared/i18n/messages/book-card-live.ts';

export function must<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`book card template: no ${selector}`);
  return found;
}

/** Fills a Price (src/features/catalogue/Price.astro) rendered with an old price: the old price goes when there is none. */
export function fillPrice(
  holder: Element,
  product: Pick<CardBook, 'price' | 'special_price' | 'selling_price'>,
  locale: Locale = localeOfPath(location.pathname),
): void {
  const price = toPaisa(product.price);
  const selling = toPaisa(product.selling_price);
  must(holder, '.selling').textContent = formatTaka(selling, locale);
  const old = must<HTMLElement>(holder, '.old');
  if (product.special_price && price > selling) {
    const label = must(old, '.visually-hidden');
    old.replaceChildren(label, document.createTextNode(formatTaka(price, locale)));
  } else {
    old.remove();
  }
}

export function fillBookCard(
  template: HTMLTemplateElement,
  product: CardBook,
  locale: Locale = localeOfPath(location.pathname),
): DocumentFragment {
  const card = template.content.cloneNode(true) as DocumentFragment;
  const t = bookCardLive[locale];
  const href = pathInLocale(bookPath(product.slug), locale);
  const discount = discountPercent(product);

  must<HTMLAnchorElement>(card, 'a.cover').href = href;
  must<HTMLImageElement>(card, 'a.cover img').src = product.base_image.path;

  const badges = must<HTMLUListElement>(card, '.badges');
  const kept: Element[] = [];
  if (product.is_new) kept.push(must(badges, '.badge.new'));
  if (discount > 0) {
    const off = must(badges, '.badge.off');
    off.textContent = t.discount(discount);
    kept.push(off);
  }
  if (!product.in_stock) kept.push(must(badges, '.badge.out'));
  badges.replaceChildren(...kept);

  const name = must<HTMLAnchorElement>(card, '.name a');
  name.href = href;
  name.textContent = product.name;
  must<HTMLElement>(card, '.name').lang = langOf(product.name);

  const writers = must<HTMLElement>(card, '.writers');
  const writerLink = must<HTMLAnchorElement>(writers, 'a');
  writers.replaceChildren(
    ...product.writers.flatMap((writer, index) => {
      const link = writerLink.cloneNode(true) as HTMLAnchorElement;
      link.href = pathInLocale(authorListingPath(writer.id, writer.name), locale);
      link.textContent = writer.name;
      link.lang = langOf(writer.name);
      return index > 0 ? [document.createTextNode(', '), link] : [link];
    }),
  );

  fillPrice(must(card, '.price'), product, locale);

  // The shared Add to cart and wishlist buttons (src/features/shell/live-state.ts brings them to life).
  must<HTMLElement>(card, '[data-product]').dataset.product = cartProductJson(product);
  const addToCart = must<HTMLButtonElement>(card, '[data-add-to-cart]');
  addToCart.toggleAttribute('data-out-of-stock', !product.in_stock);
  must(addToCart, '[data-label]').textContent = product.in_stock ? t.addToCart : t.outOfStock;
  must(card, '[data-wishlist-toggle]').setAttribute('aria-label', t.wishlistFor(product.name));
  return card;
}

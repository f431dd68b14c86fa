/** Pure choices the home page makes from the catalogue data: which books, which author, what a banner says. */
import type { Author, Category, Product, Publisher } from '#shared/api/schemas/shop.ts';
import { discountPercent } from '#shared/discount.ts';
import { toPaisa } from '#shared/money.ts';
import { home } from '#shared/i18n/messages/home.ts';

/**
 * Deals of the week: the books on offer with the biggest discount (special
 * price against price), best reviewed first among equals, in stock only.
 */
export function biggestDiscounts(products: readonly Product[], limit: number): Product[] {
  // Ordered by the exact saving, finer than the whole percent the cards show; worked out once a
  // book, not per comparison (the home page ranks the whole catalogue in every build).
  return products
    .filter((p) => p.in_stock && discountPercent(p) > 0)
    .map((p) => {
      const price = toPaisa(p.price);
      return { p, saving: price > 0 ? (price - toPaisa(p.selling_price)) / price : 0 };
    })
    .sort((a, b) => b.saving - a.saving || b.p.reviews_count - a.p.reviews_count || a.p.id - b.p.id)
    .slice(0, limit)
    .map(({ p }) => p);
}

/**
 * The author the best-selling promo features: the writer with the most books
 * who has no book carousel of their own on the page yet (section titles name
 * the featured writers); the most prolific writer when every one has.
 */
export function promoAuthor(authors: readonly Author[], sectionTitles: readonly string[]): Author | undefined {
  const ranked = [...authors].filter((a) => a.products_count > 0).sort((a, b) => b.products_count - a.products_count || a.id - b.id);
  const titles = sectionTitles.map((t) => t.normalize('NFC'));
  return ranked.find((a) => !titles.some((t) => t.includes(a.name.normalize('NFC')))) ?? ranked[0];
}

/** An author's books, the most reviewed (the best sellers a reader sees) first. */
export function bestSellingFirst(products: readonly Product[], limit: number): Product[] {
  return [...products]
    .sort((a, b) => b.reviews_count - a.reviews_count || b.average_rating - a.average_rating || a.id - b.id)
    .slice(0, limit);
}

/** The letter a name's avatar shows: its first letter ("রবীন্দ্রনাথ ঠাকুর" → "র", "jane Austen" → "J"). */
export function initial(name: string): string {
  const letter = /\p{L}/u.exec(name.normalize('NFC'));
  return letter ? letter[0].toLocaleUpperCase('en') : '?';
}

/** A hue for a generated avatar, stable for the same id. */
export function avatarHue(id: number): number {
  return (id * 47) % 360;
}

/** What a banner link leads to, in words, from its target: a category's or a publisher's name, else the fallback ("a special offer"). */
export function bannerLabel(
  url: string,
  categories: readonly Category[],
  publishers: readonly Publisher[],
  fallback = home.en.specialOffer,
): string {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  const category = /^\/books\/categories\/([^/?#]+)/.exec(path)?.[1];
  if (category) {
    const found = categories.find((c) => c.slug === category);
    if (found) return found.name;
  }
  const publisher = /^\/books\/publishers\/([^/?#]+)/.exec(path)?.[1];
  if (publisher) {
    const found = publishers.find((p) => p.slug === publisher);
    if (found) return found.name;
  }
  return fallback;
}

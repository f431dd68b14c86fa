/**
 * Build time: the home page's book blocks (the three popular tabs, the twelve
 * sections, the author promo, deals of the week and the three side lists), each
 * with its books, chosen once so that the page (titles, which blocks show) and
 * /home-books.json (their books, src/shared/home-books.ts) are drawn from the same
 * choice.
 */
import type { Author, Product } from '#shared/api/schemas/shop.ts';
import { SECTION_KEYS } from '#shared/api/schemas/shop.ts';
import { authorBooks, authors, allProducts, home } from './catalog.ts';
import { depKey } from './dep-keys.ts';
import { recordDep } from './page-deps.ts';
import { bestSellingFirst, biggestDiscounts, promoAuthor } from '#features/home/picks.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { home as texts } from '#shared/i18n/messages/home.ts';

export type BookBlock = { id: string; title: string; books: Product[] };

export type HomeBookBlocks = {
  tabs: BookBlock[];
  sections: BookBlock[];
  authorPromo: { author: Author; block: BookBlock } | null;
  deals: BookBlock;
  sides: BookBlock[];
};

const PROMO_BOOKS = 10;
const DEALS = 10;

/**
 * The home page's book blocks. Not memoized here: each call goes through the
 * loaders, which answer from memory but record what the calling page read.
 * The locale names the blocks the shop titles itself (the promo, the deals);
 * the book file keys blocks by id, so both interfaces share it.
 */
export async function homeBookBlocks(locale: Locale = 'en'): Promise<HomeBookBlocks> {
  const t = texts[locale];
  // Deals rank every book, so any book's price can change them.
  recordDep(depKey.everyRecord('shop:products'));
  const [tabs, sections, allAuthors, products, recentlySold, weeklyBestSeller, latestRated] = await Promise.all([
    home.tabs(),
    home.sections(),
    authors(),
    allProducts(),
    home.recentlySold(),
    home.weeklyBestSeller(),
    home.latestRated(),
  ]);
  const author = promoAuthor(
    allAuthors,
    SECTION_KEYS.map((key) => sections[key].title),
  );
  const promoBooks = author ? bestSellingFirst((await authorBooks(author.id)).products, PROMO_BOOKS) : [];
  return {
    tabs: [tabs.tab_one, tabs.tab_two, tabs.tab_three].map((tab, index) => ({
      id: `popular-${index + 1}`,
      title: tab.title,
      books: tab.products,
    })),
    sections: SECTION_KEYS.map((key) => ({ id: key.replace('_', '-'), title: sections[key].title, books: sections[key].products })),
    authorPromo:
      author && promoBooks.length > 0
        ? { author, block: { id: 'author-promo-books', title: t.authorPopularBooks(author.name), books: promoBooks } }
        : null,
    deals: { id: 'deals', title: t.deals, books: biggestDiscounts(products, DEALS) },
    sides: [
      { id: 'recently-sold', ...recentlySold },
      { id: 'weekly-best-seller', ...weeklyBestSeller },
      { id: 'latest-rated', ...latestRated },
    ].map(({ id, title, products: books }) => ({ id, title, books })),
  };
}

/** Every block with its books. */
export function allBookBlocks(blocks: HomeBookBlocks): BookBlock[] {
  return [...blocks.tabs, ...blocks.sections, ...(blocks.authorPromo ? [blocks.authorPromo.block] : []), blocks.deals, ...blocks.sides];
}

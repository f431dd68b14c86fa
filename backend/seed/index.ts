import type { DatabaseSync } from 'node:sqlite';
import { isSeeded, transaction } from '../db/index.ts';
import { withoutChangeTriggers } from '../db/change-triggers.ts';
import { startFeedAfterSeed } from '../lib/change-feed.ts';
import { SEED, createRng } from './rng.ts';
import { loadClassics } from './classics.ts';
import { publisherSeeds } from './publishers.ts';
import { buildAuthors, generatedAuthorCount } from './authors.ts';
import { buildBooks, selectClassics } from './books.ts';
import { buildReviews } from './reviews.ts';
import { buildBanners, buildHomeSections, buildSlides, buildTestimonials } from './home.ts';
import { buildBlog } from './blog.ts';
import { buildMenus } from './menus.ts';
import { buildPages } from './pages.ts';
import { buildCoupons, buildSettings } from './store.ts';
import { buildCustomers } from './customers.ts';
import { buildDemoPurchase } from './purchases.ts';
import {
  writeBlog,
  writeCatalogue,
  writeCoupons,
  writeCustomers,
  writeHome,
  writeMenus,
  writeOrders,
  writePages,
  writeSettings,
} from './write.ts';

export type SeedOptions = { books: number };

export type SeedReport = {
  books: number;
  authors: number;
  publishers: number;
  categories: number;
  reviews: number;
  homeSections: number;
  menuItems: number;
  blogCategories: number;
  tags: number;
  posts: number;
  comments: number;
  pages: number;
  coupons: number;
  users: number;
  orders: number;
};

/** The most books a catalogue may have. */
export const MAX_BOOKS = 100_000;

/**
 * Fills a freshly created database (schema applied, no catalogue yet) with a
 * deterministic catalogue of `options.books` books and everything around it:
 * the same number of books always gives the same rows (only the demo
 * customer's password salt differs). Everything lands in one transaction.
 * The change feed records none of it (its triggers are off meanwhile): the
 * log starts empty after the seed, its sequence moved on (a client starts
 * following from the seeded state).
 */
export function seedDatabase(db: DatabaseSync, options: SeedOptions): SeedReport {
  const total = options.books;
  if (!Number.isSafeInteger(total) || total < 1 || total > MAX_BOOKS) {
    throw new RangeError(`books must be a whole number from 1 to ${MAX_BOOKS}, got ${String(total)}`);
  }
  if (isSeeded(db)) throw new Error('the database already has a catalogue; seed a fresh database');

  const rng = createRng(SEED);
  const classics = loadClassics();
  const categories = classics.categories.map((category, index) => ({
    id: index + 1,
    name: category.name,
    slug: category.slug,
    position: index + 1,
  }));
  const publishers = publisherSeeds();
  const classicBooks = selectClassics(classics, total).length;
  const authors = buildAuthors(rng.fork('authors'), classics, generatedAuthorCount(total, classicBooks, classics.authors.length));
  const books = buildBooks(rng.fork('books'), { classics, authors, publishers, total });
  // The demo customer bought a book and wrote one of its reviews: a verified purchase.
  const { order, reviews } = buildDemoPurchase(books, buildReviews(rng.fork('reviews'), books));
  const orders = order ? [order] : [];
  const sections = buildHomeSections(rng.fork('home'), books, authors);
  const blog = buildBlog(rng.fork('blog'));
  const menus = buildMenus({ authors, publishers, posts: blog.posts });
  const pages = buildPages();
  const coupons = buildCoupons();
  const customers = buildCustomers();

  return transaction(db, () =>
    withoutChangeTriggers(db, () => {
      writeSettings(db, buildSettings());
      // Customers before the catalogue: one of the reviews is the demo customer's.
      writeCustomers(db, customers);
      writeCatalogue(db, { categories, publishers, authors, books, reviews });
      writeHome(db, { sections, slides: buildSlides(), banners: buildBanners(), testimonials: buildTestimonials() });
      const menuItems = writeMenus(db, menus);
      writeBlog(db, blog);
      writePages(db, pages);
      writeCoupons(db, coupons);
      writeOrders(db, orders);
      startFeedAfterSeed(db);
      return {
        books: books.length,
        authors: authors.length,
        publishers: publishers.length,
        categories: categories.length,
        reviews: reviews.length,
        homeSections: sections.length,
        menuItems,
        blogCategories: blog.categories.length,
        tags: blog.tags.length,
        posts: blog.posts.length,
        comments: blog.comments.length,
        pages: pages.length,
        coupons: coupons.length,
        users: customers.length,
        orders: orders.length,
      };
    }),
  );
}

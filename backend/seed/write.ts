import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { AuthorSeed } from './authors.ts';
import type { BookSeed } from './books.ts';
import type { ReviewSeed } from './reviews.ts';
import type { PublisherSeed } from './publishers.ts';
import type { Banner, HomeSection, Slide, Testimonial } from './home.ts';
import type { MenuEntry, Menus } from './menus.ts';
import type { Blog } from './blog.ts';
import type { PageSeed } from './pages.ts';
import type { CouponSeed } from './store.ts';
import type { CustomerSeed } from './customers.ts';
import type { OrderSeed } from './purchases.ts';
import { seededPreviewPages } from '../lib/preview-pages.ts';

/** One prepared INSERT, run once per row. */
function inserter(db: DatabaseSync, sql: string): (...values: SQLInputValue[]) => number {
  const statement = db.prepare(sql);
  return (...values) => Number(statement.run(...values).lastInsertRowid);
}

export function writeSettings(db: DatabaseSync, settings: readonly [string, string][]): void {
  const insert = inserter(db, 'INSERT INTO settings (key, value) VALUES (?, ?)');
  for (const [key, value] of settings) insert(key, value);
}

export function writeCatalogue(
  db: DatabaseSync,
  data: {
    categories: readonly { id: number; name: string; slug: string; position: number }[];
    publishers: readonly PublisherSeed[];
    authors: readonly AuthorSeed[];
    books: readonly BookSeed[];
    reviews: readonly ReviewSeed[];
  },
): void {
  const category = inserter(db, 'INSERT INTO categories (id, name, slug, position) VALUES (?, ?, ?, ?)');
  for (const row of data.categories) category(row.id, row.name, row.slug, row.position);

  const publisher = inserter(db, 'INSERT INTO publishers (id, name, slug) VALUES (?, ?, ?)');
  data.publishers.forEach((row, index) => publisher(index + 1, row.name, row.slug));

  const author = inserter(db, 'INSERT INTO authors (id, name, name_en, slug) VALUES (?, ?, ?, ?)');
  for (const row of data.authors) author(row.id, row.name, row.name_en, row.slug);

  const categoryId = new Map(data.categories.map((row) => [row.slug, row.id]));
  const product = inserter(
    db,
    `INSERT INTO products (id, slug, name, name_en, publisher_id, price, special_price, stock, language, description,
       isbn, pages, edition, country, year, sold_count, last_sold_at, created_at, updated_at, preview_pages)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const productAuthor = inserter(db, 'INSERT INTO product_authors (product_id, author_id, position) VALUES (?, ?, ?)');
  const productCategory = inserter(db, 'INSERT INTO product_categories (product_id, category_id) VALUES (?, ?)');
  for (const book of data.books) {
    product(
      book.id,
      book.slug,
      book.name,
      book.name_en,
      book.publisherId,
      book.price,
      book.specialPrice,
      book.stock,
      book.language,
      book.description,
      book.isbn,
      book.pages,
      book.edition,
      book.country,
      book.year,
      book.soldCount,
      book.lastSoldAt,
      book.createdAt,
      book.updatedAt,
      seededPreviewPages(book.slug),
    );
    book.authorIds.forEach((authorId, position) => productAuthor(book.id, authorId, position));
    for (const slug of book.categorySlugs) {
      const id = categoryId.get(slug);
      if (id === undefined) throw new Error(`book "${book.name_en}" has unknown category "${slug}"`);
      productCategory(book.id, id);
    }
  }

  const review = inserter(
    db,
    'INSERT INTO reviews (product_id, user_id, reviewer_name, rating, comment, created_at) VALUES (?, NULL, ?, ?, ?, ?)',
  );
  // A customer's review: the customers are written first (seed/index.ts).
  const customerReview = inserter(
    db,
    `INSERT INTO reviews (product_id, user_id, reviewer_name, rating, comment, created_at)
     VALUES (?, (SELECT id FROM users WHERE email = ?), ?, ?, ?, ?)`,
  );
  for (const row of data.reviews) {
    if (row.customerEmail === undefined) review(row.productId, row.reviewerName, row.rating, row.comment, row.createdAt);
    else customerReview(row.productId, row.customerEmail, row.reviewerName, row.rating, row.comment, row.createdAt);
  }
}

export function writeHome(
  db: DatabaseSync,
  data: { sections: readonly HomeSection[]; slides: readonly Slide[]; banners: readonly Banner[]; testimonials: readonly Testimonial[] },
): void {
  const section = inserter(db, 'INSERT INTO home_sections (key, title) VALUES (?, ?)');
  const sectionProduct = inserter(db, 'INSERT INTO home_section_products (section_key, product_id, position) VALUES (?, ?, ?)');
  for (const row of data.sections) {
    section(row.key, row.title);
    row.productIds.forEach((productId, position) => sectionProduct(row.key, productId, position));
  }
  const slide = inserter(
    db,
    'INSERT INTO slides (file, caption_1, caption_2, call_to_action_text, call_to_action_url, position) VALUES (?, ?, ?, ?, ?, ?)',
  );
  data.slides.forEach((row, position) =>
    slide(row.file, row.caption_1, row.caption_2, row.call_to_action_text, row.call_to_action_url, position),
  );
  const banner = inserter(db, 'INSERT INTO banners (kind, file, url) VALUES (?, ?, ?)');
  for (const row of data.banners) banner(row.kind, row.file, row.url);
  const testimonial = inserter(db, 'INSERT INTO testimonials (text, name) VALUES (?, ?)');
  for (const row of data.testimonials) testimonial(row.text, row.name);
}

export function writeMenus(db: DatabaseSync, data: Menus): number {
  const menu = inserter(db, 'INSERT INTO menus (key, title) VALUES (?, ?)');
  const item = inserter(db, 'INSERT INTO menu_items (menu, parent_id, name, type, url, position) VALUES (?, ?, ?, ?, ?, ?)');
  let count = 0;
  const writeEntries = (key: string, entries: readonly MenuEntry[], parentId: number | null): void => {
    entries.forEach((entry, position) => {
      const id = item(key, parentId, entry.name, entry.type, entry.url, position);
      count += 1;
      if (entry.children) writeEntries(key, entry.children, id);
    });
  };
  for (const row of data.menus) {
    menu(row.key, row.title);
    writeEntries(row.key, data.items.get(row.key) ?? [], null);
  }
  return count;
}

export function writeBlog(db: DatabaseSync, blog: Blog): void {
  const category = inserter(db, 'INSERT INTO blog_categories (id, name, slug) VALUES (?, ?, ?)');
  for (const row of blog.categories) category(row.id, row.name, row.slug);
  const tag = inserter(db, 'INSERT INTO tags (id, name, slug) VALUES (?, ?, ?)');
  for (const row of blog.tags) tag(row.id, row.name, row.slug);
  const post = inserter(
    db,
    'INSERT INTO posts (id, slug, name, author, image, markdown, html, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const postCategory = inserter(db, 'INSERT INTO post_categories (post_id, category_id) VALUES (?, ?)');
  const postTag = inserter(db, 'INSERT INTO post_tags (post_id, tag_id) VALUES (?, ?)');
  for (const row of blog.posts) {
    post(row.id, row.slug, row.name, row.author, row.image, row.markdown, row.html, row.createdAt);
    for (const id of row.categoryIds) postCategory(row.id, id);
    for (const id of row.tagIds) postTag(row.id, id);
  }
  const comment = inserter(db, 'INSERT INTO comments (post_id, name, email, web, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const row of blog.comments) comment(row.postId, row.name, row.email, row.web, row.comment, row.createdAt);
}

export function writePages(db: DatabaseSync, pages: readonly PageSeed[]): void {
  const page = inserter(db, 'INSERT INTO pages (slug, name, image, markdown, html) VALUES (?, ?, ?, ?, ?)');
  for (const row of pages) page(row.slug, row.name, row.image, row.markdown, row.html);
}

export function writeCoupons(db: DatabaseSync, coupons: readonly CouponSeed[]): void {
  const coupon = inserter(db, 'INSERT INTO coupons (code, minimum_spend, value, active, per_customer_limit) VALUES (?, ?, ?, ?, ?)');
  for (const row of coupons) coupon(row.code, row.minimumSpend, row.value, row.active ? 1 : 0, row.perCustomerLimit);
}

export function writeCustomers(db: DatabaseSync, customers: readonly CustomerSeed[]): void {
  const user = inserter(db, 'INSERT INTO users (first_name, last_name, email, phone, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const address = inserter(
    db,
    `INSERT INTO addresses (user_id, first_name, last_name, address_1, city, zip, country_name, state_name)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const row of customers) {
    const userId = user(row.first_name, row.last_name, row.email, row.phone, row.passwordHash, row.createdAt);
    for (const a of row.addresses) address(userId, a.first_name, a.last_name, a.address_1, a.city, a.zip, a.country_name, a.state_name);
  }
}

/** Customers' delivered orders of one book each, to their first saved address, paid in cash on delivery. */
export function writeOrders(db: DatabaseSync, orders: readonly OrderSeed[]): void {
  const customer = db.prepare(
    `SELECT u.id, u.first_name, u.last_name, u.email, u.phone, a.id AS address_id, a.address_1, a.city, a.zip, a.country_name
       FROM users u JOIN addresses a ON a.user_id = u.id WHERE u.email = ? ORDER BY a.id LIMIT 1`,
  );
  const order = inserter(
    db,
    `INSERT INTO orders (user_id, status, billing_first_name, billing_last_name, shipping_address_id, shipping_address_1,
       shipping_city, shipping_zip, shipping_country, customer_email, customer_phone, shipping_method, payment_method,
       coupon_code, sub_total, shipping_cost, discount, total, created_at)
     VALUES (?, 'delivered', ?, ?, ?, ?, ?, ?, ?, ?, ?, 'inside_dhaka', 'cashondelivery', NULL, ?, ?, 0, ?, ?)`,
  );
  const line = inserter(
    db,
    'INSERT INTO order_lines (order_id, product_id, name, slug, qty, unit_price, line_total) VALUES (?, ?, ?, ?, 1, ?, ?)',
  );
  for (const row of orders) {
    const who = customer.get(row.email) as
      | {
          id: number;
          first_name: string;
          last_name: string;
          email: string;
          phone: string;
          address_id: number;
          address_1: string;
          city: string;
          zip: string;
          country_name: string;
        }
      | undefined;
    if (!who) throw new Error(`no customer with an address for the seeded order: ${row.email}`);
    const orderId = order(
      who.id,
      who.first_name,
      who.last_name,
      who.address_id,
      who.address_1,
      who.city,
      who.zip,
      who.country_name,
      who.email,
      who.phone,
      row.unitPrice,
      row.shippingCost,
      row.unitPrice + row.shippingCost,
      row.createdAt,
    );
    line(orderId, row.productId, row.name, row.slug, row.unitPrice, row.unitPrice);
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import { openDatabase } from '../../backend/db/index.ts';
import { verifyPassword } from '../../backend/lib/auth.ts';
import { seedDatabase, type SeedReport } from '../../backend/seed/index.ts';
import { parseCliArgs } from '../../backend/seed/cli.ts';

const BOOKS = 200;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FOOTER_LINK_TYPES = ['url', 'page', 'blog', 'author', 'category', 'publisher', 'search'];

type Row = Record<string, SQLOutputValue>;

type ClassicsFile = {
  authors: { key: string; name: string; name_en: string }[];
  books: { name: string; name_en: string; author: string; year: number; language: string; category: string }[];
  categories: { slug: string; name: string }[];
};
const classics = JSON.parse(readFileSync(new URL('../../backend/seed/classics.json', import.meta.url), 'utf8')) as ClassicsFile;

let dir: string;
let first: DatabaseSync;
let second: DatabaseSync;
let smaller: DatabaseSync;
let firstReport: SeedReport;
let secondReport: SeedReport;
let smallerReport: SeedReport;

function rows(db: DatabaseSync, sql: string, ...params: (string | number)[]): Row[] {
  return db.prepare(sql).all(...params) as Row[];
}

function tableNames(db: DatabaseSync): string[] {
  return rows(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").map((row) =>
    String(row.name),
  );
}

/** Every row of a table, ordered by its primary key (the rowid when it has none). */
function dumpTable(db: DatabaseSync, table: string): Row[] {
  const keys = rows(db, `PRAGMA table_info(${table})`)
    .filter((column) => Number(column.pk) > 0)
    .sort((a, b) => Number(a.pk) - Number(b.pk))
    .map((column) => String(column.name));
  return rows(db, `SELECT * FROM ${table} ORDER BY ${keys.length > 0 ? keys.join(', ') : 'rowid'}`);
}

/** An independent ISBN-13 check (not the seed's own code). */
function isbnIsValid(isbn: string): boolean {
  if (!/^97[89]\d{10}$/.test(isbn)) return false;
  const digits = [...isbn].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'seed-test-'));
  first = openDatabase(join(dir, 'first.db'));
  second = openDatabase(join(dir, 'second.db'));
  smaller = openDatabase(join(dir, 'smaller.db'));
  firstReport = seedDatabase(first, { books: BOOKS });
  secondReport = seedDatabase(second, { books: BOOKS });
  smallerReport = seedDatabase(smaller, { books: 120 });
});

afterAll(() => {
  for (const db of [first, second, smaller]) db?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('seedDatabase', () => {
  it('gives identical content for the same number of books', () => {
    expect(secondReport).toEqual(firstReport);
    const tables = tableNames(first).filter((name) => name !== 'users' && name !== 'tokens');
    expect(tables.length).toBeGreaterThan(20);
    // The change feed's id is random per database (a cursor from another database must not fit).
    const content = (db: DatabaseSync, table: string) =>
      dumpTable(db, table).filter((row) => !(table === 'settings' && row.key === 'feed_id'));
    for (const table of tables) {
      expect(content(second, table), `table ${table}`).toEqual(content(first, table));
    }
  });

  it('gives different counts for a different number of books', () => {
    expect(smallerReport.books).toBe(120);
    expect(smallerReport.books).not.toBe(firstReport.books);
    expect(smallerReport.reviews).not.toBe(firstReport.reviews);
    expect(smallerReport.authors).not.toBe(firstReport.authors);
  });

  it('refuses a database that already has a catalogue, and a bad number of books', () => {
    expect(() => seedDatabase(first, { books: BOOKS })).toThrow(/already/);
    const fresh = openDatabase(':memory:');
    try {
      expect(() => seedDatabase(fresh, { books: 0 })).toThrow(RangeError);
      expect(() => seedDatabase(fresh, { books: 1.5 })).toThrow(RangeError);
      expect(() => seedDatabase(fresh, { books: 100_001 })).toThrow(RangeError);
    } finally {
      fresh.close();
    }
  });

  it('makes exactly the books asked for, 24 publishers and the 24 categories', () => {
    expect(rows(first, 'SELECT COUNT(*) AS n FROM products')[0]?.n).toBe(BOOKS);
    expect(rows(smaller, 'SELECT COUNT(*) AS n FROM products')[0]?.n).toBe(120);
    expect(rows(first, 'SELECT COUNT(*) AS n FROM publishers')[0]?.n).toBe(24);
    const categories = rows(first, 'SELECT slug, name, position FROM categories ORDER BY position');
    expect(categories.map((row) => [row.slug, row.name])).toEqual(classics.categories.map((c) => [c.slug, c.name]));
    expect(firstReport).toMatchObject({ books: BOOKS, publishers: 24, categories: 24, posts: 24, users: 1 });
  });

  it('roughly one author per twelve books, at least the classic ones, each with a book', () => {
    const authors = Number(rows(first, 'SELECT COUNT(*) AS n FROM authors')[0]?.n);
    expect(authors).toBeGreaterThanOrEqual(classics.authors.length);
    expect(authors).toBeLessThan(BOOKS / 4);
    const idle = rows(first, 'SELECT id FROM authors WHERE id NOT IN (SELECT author_id FROM product_authors)');
    expect(idle).toEqual([]);
  });

  it('writes every ISBN with a valid check digit', () => {
    const isbns = rows(first, 'SELECT isbn FROM products').map((row) => String(row.isbn));
    expect(isbns).toHaveLength(BOOKS);
    expect(isbns.filter((isbn) => !isbnIsValid(isbn))).toEqual([]);
  });

  it('stores every text NFC-normalised, and Bangla text is really there', () => {
    const offenders: string[] = [];
    let bangla = 0;
    for (const table of tableNames(first)) {
      for (const row of rows(first, `SELECT * FROM ${table}`)) {
        for (const [column, value] of Object.entries(row)) {
          if (typeof value !== 'string') continue;
          if (/[\u0980-\u09FF]/.test(value)) bangla += 1;
          if (value !== value.normalize('NFC')) offenders.push(`${table}.${column}: ${value.slice(0, 40)}`);
        }
      }
    }
    expect(offenders).toEqual([]);
    expect(bangla).toBeGreaterThan(BOOKS);
  });

  it('includes the classics with the exact names, authors, categories and years of classics.json', () => {
    const authorName = new Map(classics.authors.map((author) => [author.key, author.name]));
    classics.books.forEach((book, index) => {
      const product = rows(first, 'SELECT id, name, name_en, language, year FROM products WHERE id = ?', index + 1)[0];
      expect(product, book.name_en).toMatchObject({ name: book.name, name_en: book.name_en, language: book.language, year: book.year });
      const writers = rows(
        first,
        'SELECT a.name FROM product_authors pa JOIN authors a ON a.id = pa.author_id WHERE pa.product_id = ? ORDER BY pa.position',
        index + 1,
      ).map((row) => row.name);
      expect(writers).toEqual([authorName.get(book.author)]);
      const shelves = rows(
        first,
        'SELECT c.slug FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = ?',
        index + 1,
      ).map((row) => row.slug);
      expect(shelves).toContain(book.category);
    });
    const classicAuthors = rows(first, 'SELECT name, name_en FROM authors ORDER BY id LIMIT ?', classics.authors.length);
    expect(classicAuthors).toEqual(classics.authors.map((author) => ({ name: author.name, name_en: author.name_en })));
  });

  it('keeps one book per classic author when there is no room for all classics', () => {
    const tiny = openDatabase(':memory:');
    try {
      seedDatabase(tiny, { books: classics.authors.length });
      const covered = rows(tiny, 'SELECT COUNT(DISTINCT author_id) AS n FROM product_authors')[0]?.n;
      expect(covered).toBe(classics.authors.length);
    } finally {
      tiny.close();
    }
  });

  it('uses every link type in the footer menus, each pointing at something that exists', () => {
    const items = rows(first, "SELECT menu, name, type, url FROM menu_items WHERE menu LIKE 'footer_menu_%'");
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(FOOTER_LINK_TYPES));
    for (const menu of ['footer_menu_one', 'footer_menu_two', 'footer_menu_three']) {
      const count = items.filter((item) => item.menu === menu).length;
      expect(count, menu).toBeGreaterThanOrEqual(4);
      expect(count, menu).toBeLessThanOrEqual(7);
    }
    const exists = (sql: string, value: string) => rows(first, sql, value).length === 1;
    for (const item of items) {
      const url = String(item.url);
      if (item.type === 'page') expect(exists('SELECT 1 FROM pages WHERE slug = ?', url), url).toBe(true);
      if (item.type === 'blog') expect(exists('SELECT 1 FROM posts WHERE slug = ?', url), url).toBe(true);
      if (item.type === 'category') expect(exists('SELECT 1 FROM categories WHERE slug = ?', url), url).toBe(true);
      if (item.type === 'publisher') expect(exists('SELECT 1 FROM publishers WHERE slug = ?', url), url).toBe(true);
      if (item.type === 'author') {
        expect(rows(first, 'SELECT name FROM authors WHERE id = ?', Number(url))[0]?.name).toBe(item.name);
      }
    }
    const primary = rows(first, "SELECT parent_id FROM menu_items WHERE menu = 'primary'");
    const topLevel = primary.filter((item) => item.parent_id === null).length;
    expect(topLevel).toBeGreaterThanOrEqual(5);
    expect(topLevel).toBeLessThanOrEqual(7);
    expect(primary.some((item) => item.parent_id !== null)).toBe(true);
  });

  it('prices books in paisa with offers strictly below the price', () => {
    const books = rows(first, 'SELECT price, special_price, stock FROM products');
    for (const book of books) {
      const price = Number(book.price);
      expect(price % 500).toBe(0);
      expect(price).toBeGreaterThanOrEqual(10_000);
      expect(price).toBeLessThanOrEqual(150_000);
      if (book.special_price !== null) {
        const special = Number(book.special_price);
        expect(special).toBeLessThan(price);
        expect(special % 100).toBe(0);
        expect(special).toBeGreaterThanOrEqual(price * 0.75);
        expect(special).toBeLessThanOrEqual(price * 0.95);
      }
    }
    const offers = books.filter((book) => book.special_price !== null).length / books.length;
    expect(offers).toBeGreaterThan(0.45);
    expect(offers).toBeLessThan(0.75);
    expect(books.some((book) => book.stock === 0)).toBe(true);
  });

  it('gives every slug the slug shape, unique within its table', () => {
    for (const table of ['products', 'authors', 'publishers', 'categories', 'blog_categories', 'tags', 'posts', 'pages']) {
      const slugs = rows(first, `SELECT slug FROM ${table}`).map((row) => String(row.slug));
      expect(
        slugs.filter((slug) => !SLUG.test(slug)),
        table,
      ).toEqual([]);
      expect(new Set(slugs).size, table).toBe(slugs.length);
    }
  });

  it('dates everything within the two years before the reference moment', () => {
    const range = rows(
      first,
      'SELECT MIN(created_at) AS first, MAX(created_at) AS last, MAX(updated_at) AS updated, MAX(last_sold_at) AS sold FROM products',
    )[0];
    expect(String(range?.first) >= '2024-11-01T00:00:00.000Z').toBe(true);
    for (const value of [range?.last, range?.updated, range?.sold]) expect(String(value) <= '2026-11-01T00:00:00.000Z').toBe(true);
    const early = rows(first, 'SELECT r.id FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.created_at < p.created_at');
    expect(early).toEqual([]);
    const lateComments = rows(first, 'SELECT c.id FROM comments c JOIN posts p ON p.id = c.post_id WHERE c.created_at < p.created_at');
    expect(lateComments).toEqual([]);
  });

  it('fills the home page: 15 blocks of 10 to 15 books, 3 slides, 3 banners, 6 testimonials', () => {
    const blocks = rows(first, 'SELECT section_key, COUNT(*) AS n FROM home_section_products GROUP BY section_key');
    expect(blocks).toHaveLength(15);
    for (const block of blocks) {
      expect(Number(block.n), String(block.section_key)).toBeGreaterThanOrEqual(10);
      expect(Number(block.n), String(block.section_key)).toBeLessThanOrEqual(15);
    }
    expect(rows(first, 'SELECT kind FROM banners ORDER BY kind').map((row) => row.kind)).toEqual(['one', 'two_one', 'two_two']);
    expect(rows(first, 'SELECT COUNT(*) AS n FROM slides')[0]?.n).toBe(3);
    expect(rows(first, 'SELECT COUNT(*) AS n FROM testimonials')[0]?.n).toBe(6);
  });

  it('has reviews rated 1 to 5, some long enough to be folded', () => {
    const reviews = rows(first, 'SELECT rating, comment, user_id FROM reviews');
    expect(reviews.length).toBeGreaterThan(BOOKS);
    expect(reviews.every((review) => Number(review.rating) >= 1 && Number(review.rating) <= 5)).toBe(true);
    // Every review but the demo customer's (below) is by a generated reviewer, nobody's account.
    expect(reviews.filter((review) => review.user_id !== null)).toHaveLength(1);
    expect(reviews.some((review) => String(review.comment).length > 150)).toBe(true);
  });

  it('has the demo customer’s delivered order of one book, and their review of it after the order', () => {
    expect(firstReport.orders).toBe(1);
    const [order, ...others] = rows(
      first,
      `SELECT o.status, o.created_at, o.sub_total, o.shipping_cost, o.discount, o.total, o.shipping_address_id, u.email,
              l.product_id, l.qty, l.unit_price, l.line_total, COALESCE(p.special_price, p.price) AS selling_price, p.created_at AS on_sale
         FROM orders o JOIN users u ON u.id = o.user_id JOIN order_lines l ON l.order_id = o.id JOIN products p ON p.id = l.product_id`,
    );
    expect(others).toEqual([]);
    expect(order).toMatchObject({ status: 'delivered', email: 'demo@boibazar.test', qty: 1, discount: 0 });
    expect(order?.unit_price).toBe(order?.selling_price);
    expect(order?.sub_total).toBe(order?.line_total);
    expect(Number(order?.total)).toBe(Number(order?.sub_total) + Number(order?.shipping_cost));
    expect(String(order?.created_at) >= String(order?.on_sale)).toBe(true);
    const reviews = rows(
      first,
      "SELECT r.product_id, r.reviewer_name, r.created_at FROM reviews r JOIN users u ON u.id = r.user_id WHERE u.email = 'demo@boibazar.test'",
    );
    expect(reviews).toEqual([{ product_id: order?.product_id, reviewer_name: 'Demo Customer', created_at: expect.any(String) }]);
    expect(String(reviews[0]?.created_at) > String(order?.created_at)).toBe(true);
  });

  it('has posts with none, one and many comments, and the five pages', () => {
    const counts = rows(first, 'SELECT (SELECT COUNT(*) FROM comments c WHERE c.post_id = p.id) AS n FROM posts p').map((row) =>
      Number(row.n),
    );
    expect(counts).toContain(0);
    expect(counts).toContain(1);
    expect(Math.max(...counts)).toBe(12);
    expect(rows(first, 'SELECT slug FROM pages ORDER BY slug').map((row) => row.slug)).toEqual([
      'about',
      'delivery',
      'privacy',
      'returns',
      'terms',
    ]);
  });

  it('creates the demo customer with a working password and two addresses', () => {
    const user = rows(first, "SELECT id, first_name, last_name, phone, password_hash FROM users WHERE email = 'demo@boibazar.test'")[0];
    expect(user).toMatchObject({ first_name: 'Demo', last_name: 'Customer', phone: '01700000000' });
    expect(verifyPassword('demo-password', String(user?.password_hash))).toBe(true);
    const cities = rows(first, 'SELECT city FROM addresses WHERE user_id = ? ORDER BY id', Number(user?.id)).map((row) => row.city);
    expect(cities).toEqual(['Dhaka', 'Chattogram']);
  });
});

describe('seed command line', () => {
  it('reads --books and --db, with 300 books by default', () => {
    expect(parseCliArgs([], { API_DB_PATH: '/tmp/x.db' })).toEqual({ books: 300, db: '/tmp/x.db' });
    expect(parseCliArgs(['--books', '42', '--db', '/tmp/y.db'])).toEqual({ books: 42, db: '/tmp/y.db' });
  });

  it('answers a clear message for a bad --books', () => {
    for (const bad of ['0', '-3', '1.5', 'many', '100001', '']) {
      const result = parseCliArgs(['--books', bad]);
      expect(result, bad).toHaveProperty('error');
      expect('error' in result ? result.error : '').toMatch(/--books must be a whole number from 1 to 100000/);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AddressSavedSchema, ErrorBodySchema, ProductDetailResponseSchema, ReviewCreatedSchema, ReviewStatusSchema } from './schemas.ts';
import { openDatabase } from '../../backend/db/index.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import { call, expectShape, newCustomer, startTestApi, type TestApi } from './harness.ts';

// One review per customer per book (docs/decisions/0016-one-review-per-book.md), held by a
// unique index that an older database gets when it is opened, and the "verified purchase"
// mark on a review by a customer who ordered the book.

const ALREADY_REVIEWED = 'You have already reviewed this book.';

let api: TestApi;
let books: { id: number; slug: string }[];
beforeAll(async () => {
  api = await startTestApi({ books: 40 });
  books = api.db.prepare('SELECT id, slug FROM products ORDER BY id LIMIT 12 OFFSET 20').all() as { id: number; slug: string }[];
});
afterAll(async () => {
  await api.close();
});

function book(index: number): { id: number; slug: string } {
  const found = books[index];
  if (!found) throw new Error(`the seed has no book ${index}`);
  return found;
}

function review(token: string, slug: string, rating: number, comment: string) {
  return call(`${api.shop}/reviews/${slug}`, { token, json: { slug, rating, comment } });
}

async function reviewsOf(slug: string) {
  const detail = await call(`${api.shop}/products/${slug}`);
  expect(detail.status).toBe(200);
  return expectShape(ProductDetailResponseSchema, detail.body).product.reviews;
}

function storedReviews(userId: number, productId: number): { id: number; rating: number; comment: string }[] {
  return api.db
    .prepare('SELECT id, rating, comment FROM reviews WHERE user_id = ? AND product_id = ? ORDER BY id')
    .all(userId, productId) as { id: number; rating: number; comment: string }[];
}

/** A new customer with a saved address who orders one copy of the book; answers the customer. */
async function buyer(productId: number) {
  const customer = await newCustomer(api, { first_name: 'ফারহানা', last_name: 'ইসলাম' });
  const saved = await call(`${api.shop}/user/addresses`, {
    token: customer.token,
    json: { first_name: 'ফারহানা', last_name: 'ইসলাম', address_1: 'বাড়ি ৩, ধানমন্ডি', city: 'Dhaka', country: 'Bangladesh', zip: '1209' },
  });
  const { address } = expectShape(AddressSavedSchema, saved.body);
  api.db.prepare('UPDATE products SET price = 20000, special_price = NULL, stock = 10 WHERE id = ?').run(productId);
  const ordered = await call(`${api.shop}/orders`, {
    token: customer.token,
    json: {
      billing_first_name: 'ফারহানা',
      billing_last_name: 'ইসলাম',
      billing_address_1: address.id,
      billing_city: 'Dhaka',
      billing_zip: '1209',
      billing_country: 'Bangladesh',
      customer_email: customer.details.email,
      customer_phone: '01711000000',
      products: [{ product_id: productId, qty: 1, unit_price: '200.00', line_total: '200.00' }],
      payment_method: 'cashondelivery',
      sub_total: '200.00',
      discount: '0.00',
      shipping_method: 'inside_dhaka',
      shipping_cost: '60.00',
      shipping_address_id: address.id,
      total: '260.00',
    },
  });
  expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
  return customer;
}

describe('one review per customer per book', () => {
  it('refuses a second review of the same book with 422 and keeps only the first', async () => {
    const { token, user } = await newCustomer(api);
    const { id, slug } = book(0);
    const first = await review(token, slug, 4, 'প্রথম পড়ায় ভালো লেগেছে।');
    expect(first.status).toBe(201);

    const second = await review(token, slug, 1, 'Changed my mind.');
    expect(second.status).toBe(422);
    const body = expectShape(ErrorBodySchema, second.body);
    expect(body.message).toBe(ALREADY_REVIEWED);
    expect(body.errors).toEqual({ slug: [ALREADY_REVIEWED] });

    const stored = storedReviews(user.id, id);
    expect(stored).toEqual([{ id: expectShape(ReviewCreatedSchema, first.body).review.id, rating: 4, comment: 'প্রথম পড়ায় ভালো লেগেছে।' }]);
    const shown = (await reviewsOf(slug)).filter((shownReview) => shownReview.comment === 'Changed my mind.');
    expect(shown).toEqual([]);
    const status = expectShape(ReviewStatusSchema, (await call(`${api.shop}/reviews/${slug}`, { token })).body);
    expect(status).toEqual({ message: ALREADY_REVIEWED, reviewed: true });
  });

  it('says so even when the second review is malformed, and still takes the customer’s review of another book', async () => {
    const { token, user } = await newCustomer(api);
    expect((await review(token, book(1).slug, 5, 'চমৎকার।')).status).toBe(201);
    const malformed = await review(token, book(1).slug, 9, '');
    expect(malformed.status).toBe(422);
    expect(expectShape(ErrorBodySchema, malformed.body).errors).toEqual({ slug: [ALREADY_REVIEWED] });
    expect((await review(token, book(2).slug, 3, 'মোটামুটি।')).status).toBe(201);
    expect(storedReviews(user.id, book(1).id)).toHaveLength(1);
    expect(storedReviews(user.id, book(2).id)).toHaveLength(1);
  });

  it('lets different customers each review the same book', async () => {
    const one = await newCustomer(api);
    const two = await newCustomer(api);
    expect((await review(one.token, book(3).slug, 5, 'One')).status).toBe(201);
    expect((await review(two.token, book(3).slug, 4, 'Two')).status).toBe(201);
  });

  it('takes exactly one of two reviews sent at the same moment', async () => {
    const { token, user } = await newCustomer(api);
    const { id, slug } = book(4);
    const answers = await Promise.all([review(token, slug, 5, 'Sent twice, A'), review(token, slug, 5, 'Sent twice, B')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(storedReviews(user.id, id)).toHaveLength(1);
  });

  it('is held by the database itself: a second row for the same customer and book is refused', async () => {
    const { token, user } = await newCustomer(api);
    const { id, slug } = book(5);
    expect((await review(token, slug, 5, 'Once')).status).toBe(201);
    expect(() =>
      api.db
        .prepare("INSERT INTO reviews (product_id, user_id, reviewer_name, rating, comment, created_at) VALUES (?, ?, 'X', 3, 'Twice', ?)")
        .run(id, user.id, new Date().toISOString()),
    ).toThrow(/UNIQUE/);
    // Seeded reviews have no customer: many of them on one book are fine.
    expect(() =>
      api.db
        .prepare(
          "INSERT INTO reviews (product_id, user_id, reviewer_name, rating, comment, created_at) VALUES (?, NULL, 'Y', 3, 'Anon', ?)",
        )
        .run(id, new Date().toISOString()),
    ).not.toThrow();
  });
});

describe('opening a database made before reviews were one per customer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-reviews-upgrade-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the first (lowest id) of each customer’s reviews of a book, then holds the rule', () => {
    const path = join(dir, 'old.db');
    const old = openDatabase(path);
    seedDatabase(old, { books: 6 });
    // The old way: no unique index, so a customer could review a book several times.
    for (const index of old.prepare('SELECT name FROM pragma_index_list(\'reviews\') WHERE "unique" = 1').all() as { name: string }[]) {
      old.exec(`DROP INDEX IF EXISTS "${index.name}"`);
    }
    const now = new Date().toISOString();
    const user = (name: string) =>
      Number(
        old
          .prepare(
            "INSERT INTO users (first_name, last_name, email, phone, password_hash, created_at) VALUES (?, 'X', ?, '01711000000', 'x', ?)",
          )
          .run(name, `${name}@example.com`, now).lastInsertRowid,
      );
    const [a, b] = [user('a'), user('b')];
    const add = (productId: number, userId: number | null, comment: string) =>
      Number(
        old
          .prepare('INSERT INTO reviews (product_id, user_id, reviewer_name, rating, comment, created_at) VALUES (?, ?, ?, 4, ?, ?)')
          .run(productId, userId, 'Reviewer', comment, now).lastInsertRowid,
      );
    const seeded = Number((old.prepare('SELECT COUNT(*) AS n FROM reviews WHERE user_id IS NULL').get() as { n: number }).n);
    const firstA1 = add(1, a, 'a on 1, first');
    add(1, a, 'a on 1, second');
    add(1, a, 'a on 1, third');
    const firstB1 = add(1, b, 'b on 1, only');
    const firstA2 = add(2, a, 'a on 2, first');
    add(2, a, 'a on 2, second');
    const anonymous = [add(2, null, 'nobody, one'), add(2, null, 'nobody, two')];
    old.close();

    const upgraded = openDatabase(path);
    const theirs = 'SELECT id, product_id, user_id, comment FROM reviews WHERE user_id IN (?, ?) ORDER BY id';
    const mine = upgraded.prepare(theirs).all(a, b);
    expect(mine).toEqual([
      { id: firstA1, product_id: 1, user_id: a, comment: 'a on 1, first' },
      { id: firstB1, product_id: 1, user_id: b, comment: 'b on 1, only' },
      { id: firstA2, product_id: 2, user_id: a, comment: 'a on 2, first' },
    ]);
    const withoutCustomer = upgraded.prepare('SELECT id FROM reviews WHERE user_id IS NULL').all() as { id: number }[];
    expect(withoutCustomer).toHaveLength(seeded + 2);
    expect(withoutCustomer.map((row) => row.id)).toEqual(expect.arrayContaining(anonymous));
    expect(() =>
      upgraded
        .prepare("INSERT INTO reviews (product_id, user_id, reviewer_name, rating, comment, created_at) VALUES (1, ?, 'R', 5, 'again', ?)")
        .run(a, now),
    ).toThrow(/UNIQUE/);
    upgraded.close();

    // Opening again changes nothing.
    const again = openDatabase(path);
    expect(again.prepare(theirs).all(a, b)).toEqual(mine);
    again.close();
  });
});

describe('the verified purchase mark', () => {
  it('is true on a review by a customer who ordered the book and false on one who did not', async () => {
    const { id, slug } = book(6);
    const bought = await buyer(id);
    const browsed = await newCustomer(api);

    const verified = await review(bought.token, slug, 5, 'কিনে পড়েছি, দারুণ।');
    expect(verified.status).toBe(201);
    expect(expectShape(ReviewCreatedSchema, verified.body).review.verified_purchase).toBe(true);
    const unverified = await review(browsed.token, slug, 3, 'Borrowed it from a friend.');
    expect(unverified.status).toBe(201);
    expect(expectShape(ReviewCreatedSchema, unverified.body).review.verified_purchase).toBe(false);

    const shown = await reviewsOf(slug);
    const byComment = (comment: string) => shown.find((shownReview) => shownReview.comment === comment);
    expect(byComment('কিনে পড়েছি, দারুণ।')?.verified_purchase).toBe(true);
    expect(byComment('Borrowed it from a friend.')?.verified_purchase).toBe(false);
    // Every review carries the field; the seed's reviews (no customer) are not verified.
    expect(shown.every((shownReview) => typeof shownReview.verified_purchase === 'boolean')).toBe(true);
  });

  it('follows the orders: a review of another book than the one ordered is not verified, and a cancelled order does not count', async () => {
    const ordered = book(7);
    const other = book(8);
    const customer = await buyer(ordered.id);
    expect((await review(customer.token, other.slug, 4, 'Not bought here.')).status).toBe(201);
    expect((await reviewsOf(other.slug)).find((shownReview) => shownReview.comment === 'Not bought here.')?.verified_purchase).toBe(false);

    expect((await review(customer.token, ordered.slug, 4, 'Bought, then cancelled.')).status).toBe(201);
    const mark = async () =>
      (await reviewsOf(ordered.slug)).find((shownReview) => shownReview.comment === 'Bought, then cancelled.')?.verified_purchase;
    expect(await mark()).toBe(true);
    api.db.prepare("UPDATE orders SET status = 'cancelled' WHERE user_id = ?").run(customer.user.id);
    expect(await mark()).toBe(false);
  });

  it('marks the seeded demo customer’s review of the book they ordered', async () => {
    const demo = api.db.prepare("SELECT id FROM users WHERE email = 'demo@boibazar.test'").get() as { id: number };
    const line = api.db
      .prepare('SELECT l.slug FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.user_id = ? ORDER BY o.id LIMIT 1')
      .get(demo.id) as { slug: string } | undefined;
    expect(line, 'the seed has an order by the demo customer').toBeDefined();
    const shown = await reviewsOf(line?.slug ?? '');
    const theirs = shown.filter((shownReview) => shownReview.reviewer_name === 'Demo Customer');
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.verified_purchase).toBe(true);
    expect(shown.filter((shownReview) => shownReview.verified_purchase)).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, MessageSchema, ProductDetailResponseSchema } from './schemas.ts';
import { RestockAskedSchema, RestockRequestListSchema } from '#shared/api/schemas/restock.ts';
import { call, expectShape, newCustomer, startTestApi, type TestApi } from './harness.ts';
import { readFeed, currentCursor, staff, STAFF_TOKEN } from './feed-helpers.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ staffToken: STAFF_TOKEN });
});

afterAll(async () => {
  await api.close();
});

type Book = { id: number; slug: string; name: string };

/** A book put out of stock for the test. */
function outOfStock(): Book {
  const book = api.db.prepare('SELECT id, slug, name FROM products WHERE stock > 0 ORDER BY id DESC LIMIT 1').get() as Book;
  api.db.prepare('UPDATE products SET stock = 0 WHERE id = ?').run(book.id);
  return book;
}

function inStock(): Book {
  return api.db.prepare('SELECT id, slug, name FROM products WHERE stock > 0 ORDER BY id LIMIT 1').get() as Book;
}

const ask = (token: string | undefined, json: unknown) => call(`${api.shop}/restock-requests`, { json, token });
const list = (token: string) => call(`${api.shop}/restock-requests`, { token });
const withdraw = (token: string | undefined, id: number) => call(`${api.shop}/restock-requests/${id}`, { method: 'DELETE', token });
const waiting = async (slug: string) =>
  expectShape(ProductDetailResponseSchema, (await call(`${api.shop}/products/${slug}`)).body).product.restock_waiting;

describe('tell me when it is back: /restock-requests', () => {
  it('answers 401 without a sign-in, on every route', async () => {
    for (const response of [
      await call(`${api.shop}/restock-requests`),
      await ask(undefined, { product_id: 1 }),
      await withdraw(undefined, 1),
    ]) {
      expect(response.status).toBe(401);
      expectShape(ErrorBodySchema, response.body);
    }
  });

  it('asks once, however often it is asked, counts the reader among those waiting, and lists the request', async () => {
    const book = outOfStock();
    const { token } = await newCustomer(api);
    expect(await waiting(book.slug)).toBe(0);
    const first = await ask(token, { product_id: book.id });
    expect(first.status).toBe(201);
    const asked = expectShape(RestockAskedSchema, first.body);
    expect(asked.message).toBe('We will tell you when this book is back.');
    expect(asked.request).toMatchObject({ product: { id: book.id, slug: book.slug, in_stock: false }, met_at: null });
    const again = await ask(token, { product_id: String(book.id) });
    expect(again.status).toBe(200);
    expect(expectShape(RestockAskedSchema, again.body).request.id).toBe(asked.request.id);
    expect(await waiting(book.slug)).toBe(1);
    const other = await newCustomer(api);
    expect((await ask(other.token, { product_id: book.id })).status).toBe(201);
    expect(await waiting(book.slug)).toBe(2);
    const listed = expectShape(RestockRequestListSchema, (await list(token)).body).data;
    expect(listed.map((request) => request.product.slug)).toEqual([book.slug]);
  });

  it('refuses a book in stock, a missing id and a book that does not exist, 422 on product_id', async () => {
    const { token } = await newCustomer(api);
    const cases: [unknown, string][] = [
      [{ product_id: inStock().id }, 'This book is in stock: add it to your cart instead.'],
      [{}, 'The product id field is required.'],
      [{ product_id: 999999 }, 'The selected product id is invalid.'],
      [{ product_id: 'two' }, 'The selected product id is invalid.'],
    ];
    for (const [json, message] of cases) {
      const response = await ask(token, json);
      expect(response.status, JSON.stringify(json)).toBe(422);
      expect(expectShape(ErrorBodySchema, response.body).errors?.product_id).toEqual([message]);
    }
    expect(expectShape(RestockRequestListSchema, (await list(token)).body).data).toEqual([]);
  });

  it('withdraws the request, and answers 404 for one the reader does not have', async () => {
    const book = outOfStock();
    const { token } = await newCustomer(api);
    await ask(token, { product_id: book.id });
    const before = (await waiting(book.slug)) ?? 0;
    const gone = await withdraw(token, book.id);
    expect(gone.status).toBe(200);
    expect(expectShape(MessageSchema, gone.body).message).toBe('Your request is withdrawn.');
    expect(await waiting(book.slug)).toBe(before - 1);
    const twice = await withdraw(token, book.id);
    expect(twice.status).toBe(404);
    expect(expectShape(ErrorBodySchema, twice.body).message).toBe('You have not asked to be told about this book.');
    expect((await withdraw(token, 999999)).status).toBe(404);
    expect((await call(`${api.shop}/restock-requests/abc`, { method: 'DELETE', token })).status).toBe(404);
  });

  it('is met when a staff write brings the stock back: the account shows it, the outbox holds its message, the feed names the book', async () => {
    const book = outOfStock();
    const reader = await newCustomer(api);
    const another = await newCustomer(api);
    await ask(reader.token, { product_id: book.id });
    await ask(another.token, { product_id: book.id });
    const cursor = await currentCursor(api);
    const restocked = await staff(api, `/products/${book.slug}`, { method: 'PATCH', json: { stock: 5 } });
    expect(restocked.status).toBe(200);

    const [request] = expectShape(RestockRequestListSchema, (await list(reader.token)).body).data;
    expect(request?.met_at).not.toBeNull();
    expect(request?.product.in_stock).toBe(true);
    expect(await waiting(book.slug)).toBe(0);
    const outbox = api.db
      .prepare(
        "SELECT user_id, payload, sent_at FROM outbox WHERE kind = 'restock' AND json_extract(payload, '$.product_id') = ? ORDER BY id",
      )
      .all(book.id) as { user_id: number; payload: string; sent_at: string | null }[];
    expect(outbox.map((row) => row.user_id)).toEqual([reader.user.id, another.user.id]);
    expect(JSON.parse(outbox[0]?.payload ?? '{}')).toMatchObject({
      product_id: book.id,
      slug: book.slug,
      name: book.name,
      email: reader.details.email,
      first_name: reader.details.first_name,
    });
    expect(outbox[0]?.sent_at).toBeNull();
    const feed = await readFeed(api, cursor);
    expect(feed.changes.filter((change) => change.slug === book.slug).flatMap((change) => change.fields)).toEqual(
      expect.arrayContaining(['stock', 'restock_waiting']),
    );

    // A met request is not open: asking again, once the book is out again, makes a new one.
    api.db.prepare('UPDATE products SET stock = 0 WHERE id = ?').run(book.id);
    expect((await ask(reader.token, { product_id: book.id })).status).toBe(201);
    expect(expectShape(RestockRequestListSchema, (await list(reader.token)).body).data).toHaveLength(2);
    expect(await waiting(book.slug)).toBe(1);
  });
});

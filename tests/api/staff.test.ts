import { NEW_BOOKS } from '../../backend/lib/products.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, PagedProductsSchema, ProductDetailResponseSchema, ProductDetailSchema } from './schemas.ts';
import { ORDERED_BOOK } from '../../backend/lib/product-writes.ts';
import { call, expectShape, startTestApi, type TestApi } from './harness.ts';
import { currentCursor, orderOneCopy, readFeed, staff, STAFF_TOKEN } from './feed-helpers.ts';

let api: TestApi;
let off: TestApi;
beforeAll(async () => {
  [api, off] = await Promise.all([startTestApi({ books: NEW_BOOKS + 10, staffToken: STAFF_TOKEN }), startTestApi({ books: 5 })]);
});
afterAll(async () => {
  await Promise.all([api.close(), off.close()]);
});

type BookRow = { id: number; slug: string; price: number; special_price: number | null; stock: number };
function bookRow(offset: number): BookRow {
  return api.db.prepare('SELECT id, slug, price, special_price, stock FROM products ORDER BY id LIMIT 1 OFFSET ?').get(offset) as BookRow;
}

/** slug → is_new for every book. */
async function badges(): Promise<Map<string, boolean>> {
  const list = expectShape(PagedProductsSchema, (await call(`${api.shop}/products?per_page=200`)).body);
  expect(list.total).toBeLessThanOrEqual(200);
  return new Map(list.products.map((product) => [product.slug, product.is_new]));
}

function fieldErrors(body: unknown): Record<string, string[]> {
  return expectShape(ErrorBodySchema, body).errors ?? {};
}

function newBook(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const publisher = api.db.prepare('SELECT slug FROM publishers ORDER BY id LIMIT 1').get() as { slug: string };
  const authors = api.db.prepare('SELECT id FROM authors ORDER BY id LIMIT 2').all() as { id: number }[];
  const categories = api.db.prepare('SELECT slug FROM categories ORDER BY position LIMIT 2').all() as { slug: string }[];
  return {
    name: 'নতুন বই',
    name_en: 'Notun Boi: A New Book',
    publisher: publisher.slug,
    writers: authors.map((row) => row.id),
    categories: categories.map((row) => row.slug),
    price: '450.00',
    special_price: '399.50',
    stock: 12,
    language: 'Bangla',
    description: 'একটি নতুন বই।\n\nদ্বিতীয় অনুচ্ছেদ।',
    isbn: '9789840000013',
    pages: 240,
    edition: '1st',
    country: 'Bangladesh',
    year: 2026,
    ...overrides,
  };
}

describe('staff routes: on only with a token', () => {
  it('are 404 like any unknown route without STAFF_TOKEN', async () => {
    const unknown = await call(`${off.shop}/no-such-route`, { method: 'PATCH', json: {} });
    for (const [method, path, json] of [
      ['PATCH', '/products/gitanjali', { price: '10.00' }],
      ['POST', '/products', newBook()],
      ['DELETE', '/products/gitanjali', undefined],
    ] as const) {
      const response = await staff(off, path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toEqual({ message: 'Not Found' });
      expect(response.body).toEqual(unknown.body);
    }
  });

  it('answer 401 without the token or with a wrong one', async () => {
    for (const token of ['', 'wrong-token-wrong-token', `${STAFF_TOKEN}x`, STAFF_TOKEN.slice(0, -1)]) {
      const response = await call(`${api.shop}/staff/products/gitanjali`, {
        method: 'PATCH',
        json: { price: '10.00' },
        token: token || undefined,
      });
      expect(response.status, token).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthenticated.' });
    }
    const userToken = await call(`${api.shop}/staff/products`, {
      method: 'POST',
      json: newBook(),
      headers: { Authorization: 'Basic abc' },
    });
    expect(userToken.status).toBe(401);
  });
});

describe('PATCH /api/v1/staff/products/{slug}', () => {
  it('changes price, special price and stock and answers the book as GET /products/{slug} does', async () => {
    const book = bookRow(1);
    const response = await staff(api, `/products/${book.slug}`, {
      method: 'PATCH',
      json: { price: '350.00', special_price: 299.5, stock: 0 },
    });
    expect(response.status).toBe(200);
    const { product } = expectShape(ProductDetailResponseSchema, response.body);
    expectShape(ProductDetailSchema, product);
    expect(product.price.amount).toBe('350.00');
    expect(product.special_price?.amount).toBe('299.50');
    expect(product.selling_price.amount).toBe('299.50');
    expect(product.in_stock).toBe(false);
    const read = await call(`${api.shop}/products/${book.slug}`);
    expect(read.body).toEqual(response.body);

    const cleared = await staff(api, `/products/${book.slug}`, { method: 'PATCH', json: { special_price: null } });
    expect(cleared.status).toBe(200);
    expect(expectShape(ProductDetailResponseSchema, cleared.body).product.special_price).toBeNull();
  });

  it('answers 422 with field errors for bad values, unknown fields and an empty body', async () => {
    const book = bookRow(2);
    api.db.prepare('UPDATE products SET price = 50000, special_price = 40000 WHERE id = ?').run(book.id);
    const cases: [unknown, string[]][] = [
      [{ price: '0' }, ['price']],
      [{ price: '-5.00' }, ['price']],
      [{ price: '12.345' }, ['price']],
      [{ price: 'abc' }, ['price']],
      [{ price: true }, ['price']],
      [{ special_price: '600.00' }, ['special_price']], // not below the stored 500.00
      [{ price: '100.00', special_price: '100.00' }, ['special_price']],
      [{ price: '300.00' }, ['price']], // below the stored special price 400.00
      [{ stock: -1 }, ['stock']],
      [{ stock: 1.5 }, ['stock']],
      [{ stock: '3x' }, ['stock']],
      [{ price: '10.00', colour: 'red' }, ['colour']],
      [{}, ['body']],
      [{ name: 'x' }, ['name', 'body']],
    ];
    for (const [json, fields] of cases) {
      const response = await staff(api, `/products/${book.slug}`, { method: 'PATCH', json });
      expect(response.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys(fieldErrors(response.body)).sort(), JSON.stringify(json)).toEqual([...fields].sort());
    }
    expect(bookRow(2)).toMatchObject({ price: 50000, special_price: 40000 });
  });

  it('answers 404 for an unknown book', async () => {
    const response = await staff(api, '/products/no-such-book', { method: 'PATCH', json: { price: '10.00' } });
    expect(response.status).toBe(404);
  });
});

describe('POST /api/v1/staff/products', () => {
  it('creates the book (201), which then appears in the list and on its own address', async () => {
    const since = await currentCursor(api);
    const response = await staff(api, '/products', { method: 'POST', json: newBook() });
    expect(response.status).toBe(201);
    const { product } = expectShape(ProductDetailResponseSchema, response.body);
    expect(product).toMatchObject({ slug: 'notun-boi-a-new-book', name: 'নতুন বই', is_new: true, in_stock: true, language: 'Bangla' });
    expect(product.price.amount).toBe('450.00');
    expect(product.special_price?.amount).toBe('399.50');
    expect(product.writers.map((writer) => writer.id)).toEqual(newBook().writers);
    expect(product.categories.map((category) => category.slug)).toEqual(newBook().categories);
    expect(product.attributes).toContainEqual({ name: 'ISBN', value: '9789840000013' });
    expect(product.description).toBe('<p>একটি নতুন বই।</p>\n<p>দ্বিতীয় অনুচ্ছেদ।</p>');

    const list = expectShape(PagedProductsSchema, (await call(`${api.shop}/products`)).body);
    expect(list.products[0]?.slug).toBe(product.slug);
    const read = await call(`${api.shop}/products/${product.slug}`);
    expect(read.body).toEqual(response.body);

    // The feed: the book, its writers and categories.
    const { changes } = await readFeed(api, since);
    const mine = changes.filter((change) => change.id === product.id);
    expect(mine.map((change) => [change.action, change.fields])).toEqual(
      expect.arrayContaining([
        ['created', []],
        ['updated', ['writers']],
        ['updated', ['categories']],
      ]),
    );
  });

  it('flips one other book\'s "new" badge when a book is added or removed, and names it in the feed', async () => {
    const flips = async (write: () => Promise<unknown>) => {
      const before = await badges();
      const since = await currentCursor(api);
      await write();
      const after = await badges();
      const changed = [...after].filter(([slug, isNew]) => before.has(slug) && before.get(slug) !== isNew).map(([slug]) => slug);
      const named = (await readFeed(api, since)).changes
        .filter((change) => change.fields.includes('is_new'))
        .map((change) => change.slug ?? '');
      return { changed: changed.sort(), named: named.sort(), newCount: [...after.values()].filter(Boolean).length };
    };
    let slug = '';
    const added = await flips(async () => {
      slug = expectShape(
        ProductDetailResponseSchema,
        (await staff(api, '/products', { method: 'POST', json: newBook({ name_en: 'Newest' }) })).body,
      ).product.slug;
    });
    // The last of the NEW_BOOKS newest is pushed out, and only it: the count of new books stays.
    expect(added.changed).toHaveLength(1);
    expect(added.named).toEqual(added.changed);
    expect(added.newCount).toBe(NEW_BOOKS);
    const removed = await flips(async () => expect((await staff(api, `/products/${slug}`, { method: 'DELETE' })).status).toBe(204));
    expect(removed.changed).toEqual(added.changed);
    expect(removed.named).toEqual(removed.changed);

    // An old book dated to now joins the newest: the edge moves by one, and the feed names it (at most one name more).
    const oldest = api.db.prepare('SELECT id, slug FROM products ORDER BY created_at, id LIMIT 1').get() as { id: number; slug: string };
    const edited = await flips(async () =>
      api.db.prepare('UPDATE products SET created_at = ? WHERE id = ?').run(new Date().toISOString(), oldest.id),
    );
    // The edited book itself is named by its own change (created_at); one other flips.
    const others = edited.changed.filter((changed) => changed !== oldest.slug);
    expect(edited.changed).toContain(oldest.slug);
    expect(others).toHaveLength(1);
    expect(edited.named).toEqual(expect.arrayContaining(others));
    expect(edited.named.length).toBeLessThanOrEqual(2);
  });

  it('names in the feed every other book whose related books the new book joins, and no other', async () => {
    const related = async (): Promise<Map<string, string>> => {
      const slugs = (api.db.prepare('SELECT slug FROM products').all() as { slug: string }[]).map((row) => row.slug);
      const lists = await Promise.all(
        slugs.map(
          async (slug) =>
            [
              slug,
              JSON.stringify(
                expectShape(ProductDetailResponseSchema, (await call(`${api.shop}/products/${slug}`)).body).product.related.products.map(
                  (book) => book.slug,
                ),
              ),
            ] as const,
        ),
      );
      return new Map(lists);
    };
    const before = await related();
    const since = await currentCursor(api);
    const added = expectShape(
      ProductDetailResponseSchema,
      (await staff(api, '/products', { method: 'POST', json: newBook({ name_en: 'Related Everywhere' }) })).body,
    ).product;
    const after = await related();
    const changed = [...before].filter(([slug, list]) => after.get(slug) !== list).map(([slug]) => slug);
    const named = (await readFeed(api, since)).changes
      .filter((change) => change.fields.includes('related'))
      .map((change) => change.slug ?? '');
    // The writers' other books list it first: some lists change, and exactly those are named.
    expect(changed.length).toBeGreaterThan(0);
    for (const slug of changed) expect(after.get(slug)).toContain(added.slug);
    expect(named.sort()).toEqual(changed.sort());
    expect((await staff(api, `/products/${added.slug}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('makes the slug unique', async () => {
    const first = await staff(api, '/products', { method: 'POST', json: newBook({ name_en: 'Same Title' }) });
    const second = await staff(api, '/products', { method: 'POST', json: newBook({ name_en: 'Same Title' }) });
    expect(expectShape(ProductDetailResponseSchema, first.body).product.slug).toBe('same-title');
    expect(expectShape(ProductDetailResponseSchema, second.body).product.slug).toBe('same-title-2');
  });

  it('answers 422 with every field error at once', async () => {
    const missing = await staff(api, '/products', { method: 'POST', json: {} });
    expect(missing.status).toBe(422);
    expect(Object.keys(fieldErrors(missing.body)).sort()).toEqual(
      ['categories', 'country', 'edition', 'isbn', 'language', 'name', 'name_en', 'pages', 'price', 'publisher', 'stock', 'writers'].sort(),
    );
    const wrong = await staff(api, '/products', {
      method: 'POST',
      json: newBook({
        publisher: 'no-such-publisher',
        writers: [999999],
        categories: ['no-such-category'],
        price: '100.00',
        special_price: '150.00',
        stock: -2,
        language: 'French',
        isbn: '12345',
        pages: 0,
        year: 'soon',
        colour: 'red',
      }),
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(fieldErrors(wrong.body)).sort()).toEqual(
      ['categories', 'colour', 'isbn', 'language', 'pages', 'publisher', 'special_price', 'stock', 'writers', 'year'].sort(),
    );
  });
});

describe('DELETE /api/v1/staff/products/{slug}', () => {
  it('removes the book (204): its address is 404 and the feed says deleted', async () => {
    const created = expectShape(
      ProductDetailResponseSchema,
      (await staff(api, '/products', { method: 'POST', json: newBook({ name_en: 'Short Lived' }) })).body,
    );
    const book = bookRow(11);
    const since = await currentCursor(api);
    for (const slug of [book.slug, created.product.slug]) {
      const response = await staff(api, `/products/${slug}`, { method: 'DELETE' });
      expect(response.status).toBe(204);
      expect(response.body).toBeNull();
      expect((await call(`${api.shop}/products/${slug}`)).status).toBe(404);
    }
    const { changes } = await readFeed(api, since);
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'product', action: 'deleted', id: book.id, slug: book.slug }));
    expect(changes).toContainEqual(expect.objectContaining({ kind: 'product', action: 'deleted', id: created.product.id }));
    // Its reviews and writers went with it by cascade: the book's own row stands for them.
    expect(changes.filter((change) => change.id === book.id && change.kind === 'product').map((change) => change.action)).toEqual([
      'deleted',
    ]);
    expect(changes.filter((change) => change.kind === 'review' || change.slug === null)).toEqual([]);
    expect((await staff(api, `/products/${book.slug}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses (409) to remove a book someone ordered', async () => {
    const book = bookRow(12);
    api.db.prepare('UPDATE products SET price = 10000, special_price = NULL, stock = 5 WHERE id = ?').run(book.id);
    expect((await orderOneCopy(api, book.id, 10000)).status).toBe(201);
    const since = await currentCursor(api);
    const response = await staff(api, `/products/${book.slug}`, { method: 'DELETE' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: ORDERED_BOOK });
    expect((await call(`${api.shop}/products/${book.slug}`)).status).toBe(200);
    expect((await readFeed(api, since)).changes).toEqual([]);
  });
});

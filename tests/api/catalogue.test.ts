import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthorListSchema,
  AuthorProductsSchema,
  CategoryListSchema,
  CategoryProductsSchema,
  ErrorBodySchema,
  PagedProductsSchema,
  ProductDetailResponseSchema,
  ProductListSchema,
  PublisherListSchema,
  PublisherProductsSchema,
  type Product,
} from './schemas.ts';
import { foldForSearch } from '../../backend/lib/product-search.ts';
import { call, expectShape, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

type Row = Record<string, unknown>;

function count(sql: string, ...params: (string | number)[]): number {
  return (api.db.prepare(sql).get(...params) as { n: number }).n;
}

function newestFirstIds(sql: string, ...params: (string | number)[]): number[] {
  return (api.db.prepare(sql).all(...params) as { id: number }[]).map((row) => row.id);
}

async function search(query: unknown): Promise<Product[]> {
  const response = await call(`${api.shop}/products/search`, { json: { search: query } });
  expect(response.status).toBe(200);
  return expectShape(ProductListSchema, response.body).products;
}

function expectNotFound(response: { status: number; body: unknown }): void {
  expect(response.status).toBe(404);
  expect(expectShape(ErrorBodySchema, response.body).message).not.toBe('');
}

describe('GET /products (paged)', () => {
  it('answers page 1 of 40, newest first, with the paging fields', async () => {
    const response = await call(`${api.shop}/products`);
    expect(response.status).toBe(200);
    const page = expectShape(PagedProductsSchema, response.body);
    const total = count('SELECT COUNT(*) AS n FROM products');
    expect(page.total).toBe(total);
    expect(page.first_page).toBe(1);
    expect(page.current_page).toBe(1);
    expect(page.per_page).toBe(40);
    expect(page.last_page).toBe(Math.ceil(total / 40));
    expect(page.products).toHaveLength(Math.min(40, total));
    const expected = newestFirstIds('SELECT id FROM products ORDER BY created_at DESC, id DESC LIMIT 40');
    expect(page.products.map((p) => p.id)).toEqual(expected);
    expect(page.products[0]?.base_image.path.startsWith(`${api.origin}/api/v1/covers/`)).toBe(true);
  });

  it('walks every page without overlap or gaps', async () => {
    const perPage = 7;
    const first = expectShape(PagedProductsSchema, (await call(`${api.shop}/products?page=1&per_page=${perPage}`)).body);
    expect(first.last_page).toBe(Math.ceil(first.total / perPage));
    const seen: number[] = [];
    for (let page = 1; page <= first.last_page; page += 1) {
      const body = expectShape(PagedProductsSchema, (await call(`${api.shop}/products?page=${page}&per_page=${perPage}`)).body);
      expect(body.current_page).toBe(page);
      expect(body.per_page).toBe(perPage);
      const expectedLength = page < first.last_page ? perPage : first.total - perPage * (first.last_page - 1);
      expect(body.products).toHaveLength(expectedLength);
      seen.push(...body.products.map((p) => p.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(first.total);
    expect(seen).toEqual(newestFirstIds('SELECT id FROM products ORDER BY created_at DESC, id DESC'));
  });

  it('answers a page past the last one with no books and the real last_page', async () => {
    const response = await call(`${api.shop}/products?page=999&per_page=40`);
    expect(response.status).toBe(200);
    const body = expectShape(PagedProductsSchema, response.body);
    expect(body.products).toEqual([]);
    expect(body.current_page).toBe(999);
    expect(body.last_page).toBe(Math.ceil(body.total / 40));
  });

  it('accepts per_page from 1 to 200', async () => {
    const one = expectShape(PagedProductsSchema, (await call(`${api.shop}/products?per_page=1`)).body);
    expect(one.products).toHaveLength(1);
    expect(one.last_page).toBe(one.total);
    const most = expectShape(PagedProductsSchema, (await call(`${api.shop}/products?per_page=200`)).body);
    expect(most.products).toHaveLength(Math.min(200, most.total));
    expect(most.last_page).toBe(Math.max(1, Math.ceil(most.total / 200)));
  });

  it('uses the defaults for empty values', async () => {
    const body = expectShape(PagedProductsSchema, (await call(`${api.shop}/products?page=&per_page=`)).body);
    expect(body.current_page).toBe(1);
    expect(body.per_page).toBe(40);
  });

  it.each([
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=201', 'per_page'],
    ['per_page=ten', 'per_page'],
  ])('answers 422 on the field for ?%s', async (query, field) => {
    const response = await call(`${api.shop}/products?${query}`);
    expect(response.status).toBe(422);
    const body = expectShape(ErrorBodySchema, response.body);
    expect(body.errors?.[field]?.[0]).toBeTruthy();
  });
});

describe('GET /products/{slug}', () => {
  it('answers a classic with description, attributes, reviews and related books', async () => {
    const [gitanjali] = await search('Gitanjali');
    expect(gitanjali?.name_en).toBe('Gitanjali');
    const slug = gitanjali?.slug ?? '';
    const productId = gitanjali?.id ?? 0;
    // Two reviews a day apart: the newer must come first whatever the seed added.
    const insert = api.db.prepare('INSERT INTO reviews (product_id, reviewer_name, rating, comment, created_at) VALUES (?, ?, ?, ?, ?)');
    insert.run(productId, 'পুরনো পাঠক', 4, 'ভালো বই', '2031-01-01T10:00:00.000Z');
    insert.run(productId, 'নতুন পাঠক', 5, 'অসাধারণ', '2031-01-02T10:00:00.000Z');

    const response = await call(`${api.shop}/products/${slug}`);
    expect(response.status).toBe(200);
    const { product } = expectShape(ProductDetailResponseSchema, response.body);
    expect(product.slug).toBe(slug);
    expect(product.name).toBe('গীতাঞ্জলি');
    expect(product.writers.map((w) => w.name)).toContain('রবীন্দ্রনাথ ঠাকুর');
    expect(product.description.length).toBeGreaterThan(0);

    const names = product.attributes.map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['ISBN', 'Pages', 'Edition', 'Language', 'Country', 'Publisher']));
    const attribute = (name: string) => product.attributes.find((a) => a.name === name)?.value;
    expect(attribute('Publisher')).toBe(product.publisher.name);
    expect(attribute('Language')).toBe(product.language);
    expect(attribute('Pages')).toMatch(/^\d+$/);

    expect(product.reviews.length).toBeGreaterThanOrEqual(2);
    expect(product.reviews[0]?.reviewer_name).toBe('নতুন পাঠক');
    expect(product.reviews[1]?.reviewer_name).toBe('পুরনো পাঠক');
    const times = product.reviews.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(product.reviews_count).toBe(product.reviews.length);

    const related = product.related.products;
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(10);
    expect(related.map((p) => p.id)).not.toContain(product.id);
    expect(new Set(related.map((p) => p.id)).size).toBe(related.length);
    const writerIds = new Set(product.writers.map((w) => w.id));
    const categoryIds = new Set(product.categories.map((c) => c.id));
    for (const book of related) {
      const shares = book.writers.some((w) => writerIds.has(w.id)) || book.categories.some((c) => categoryIds.has(c.id));
      expect(shares, `${book.slug} shares nothing with ${slug}`).toBe(true);
    }
    // Tagore wrote more than ten books in the seed: those sharing the author come first.
    expect(related[0]?.writers.some((w) => writerIds.has(w.id))).toBe(true);

    const again = expectShape(ProductDetailResponseSchema, (await call(`${api.shop}/products/${slug}`)).body);
    expect(again.product.related.products.map((p) => p.id)).toEqual(related.map((p) => p.id));
  });

  it('finds the classic at the slug "gitanjali"', async () => {
    const response = await call(`${api.shop}/products/gitanjali`);
    expect(response.status).toBe(200);
    expect(expectShape(ProductDetailResponseSchema, response.body).product.name_en).toBe('Gitanjali');
  });

  it('answers 404 JSON for an unknown slug', async () => {
    expectNotFound(await call(`${api.shop}/products/no-such-book-anywhere`));
  });
});

describe('POST /products/search', () => {
  it('finds a book by its English title, exact match first', async () => {
    const products = await search('gitanjali');
    expect(products[0]?.name_en).toBe('Gitanjali');
    expect(products.map((p) => p.name_en)).toContain('Gitanjali: Song Offerings');
  });

  it('finds a book by its Bangla title', async () => {
    const products = await search('গীতাঞ্জলি');
    expect(products[0]?.name).toBe('গীতাঞ্জলি');
  });

  it('matches a Bangla title typed in NFD form', async () => {
    const nfd = 'চোখের বালি'.normalize('NFD');
    expect(nfd).not.toBe('চোখের বালি'.normalize('NFC'));
    const products = await search(nfd);
    expect(products[0]?.name).toBe('চোখের বালি');
  });

  it('matches data stored in NFD form', async () => {
    const [book] = await search('Noukadubi');
    expect(book?.name).toBe('নৌকাডুবি');
    api.db
      .prepare('UPDATE products SET name = ?, updated_at = ? WHERE id = ?')
      .run('নৌকাডুবি'.normalize('NFD'), '2099-01-01T00:00:00.000Z', book?.id ?? 0);
    const products = await search('নৌকাডুবি');
    expect(products[0]?.id).toBe(book?.id);
  });

  it("finds an author's books by the author's Bangla name", async () => {
    const products = await search('রবীন্দ্রনাথ');
    const tagoreBooks = newestFirstIds(
      `SELECT pa.product_id AS id FROM product_authors pa JOIN authors a ON a.id = pa.author_id
        WHERE a.name_en = 'Rabindranath Tagore'`,
    );
    expect(tagoreBooks.length).toBeGreaterThan(5);
    expect(products.map((p) => p.id)).toEqual(expect.arrayContaining(tagoreBooks));
    expect(products.map((p) => p.name)).toContain('গীতাঞ্জলি');
  });

  it('finds books by the author name in English, and by the publisher', async () => {
    const byAuthor = await search('tagore');
    expect(byAuthor.map((p) => p.name)).toContain('গোরা');
    const [any] = await search('gitanjali');
    const byPublisher = await search(any?.publisher.name ?? '');
    expect(byPublisher.length).toBeGreaterThan(0);
    expect(byPublisher.some((p) => p.publisher.id === any?.publisher.id)).toBe(true);
  });

  it('ignores case and Latin accents', async () => {
    expect((await search('PRIDE')).map((p) => p.name)).toContain('Pride and Prejudice');
    expect((await search('charlotte bronte')).map((p) => p.name)).toContain('Jane Eyre');
    expect((await search('BRONTË')).map((p) => p.name)).toContain('Wuthering Heights');
  });

  it('reads hyphens as spaces and ignores them inside titles', async () => {
    expect((await search('pride-and-prejudice'))[0]?.name).toBe('Pride and Prejudice');
    expect((await search('হযবরল'))[0]?.name).toBe('হ-য-ব-র-ল');
  });

  it('puts title matches before author matches', async () => {
    const products = await search('emma');
    expect(products[0]?.name).toBe('Emma');
  });

  it('answers an empty list when nothing matches, and at most 100 books', async () => {
    expect(await search('zzzz-no-such-book-qqq')).toEqual([]);
    expect((await search('a')).length).toBeLessThanOrEqual(100);
  });

  it.each([[{ search: '' }], [{ search: '   ' }], [{}], [{ search: null }]])('answers 422 errors.search for %j', async (json) => {
    const response = await call(`${api.shop}/products/search`, { json });
    expect(response.status).toBe(422);
    expect(expectShape(ErrorBodySchema, response.body).errors?.search?.[0]).toBeTruthy();
  });

  it('answers 422 for a query over 200 characters', async () => {
    const response = await call(`${api.shop}/products/search`, { json: { search: 'ক'.repeat(201) } });
    expect(response.status).toBe(422);
  });

  it('answers 400 JSON for a malformed body', async () => {
    const response = await call(`${api.shop}/products/search`, { raw: '{"search": "gitan' });
    expect(response.status).toBe(400);
    expect(expectShape(ErrorBodySchema, response.body).message).not.toBe('');
    const array = await call(`${api.shop}/products/search`, { raw: '["gitanjali"]' });
    expect(array.status).toBe(400);
  });
});

describe('search folding', () => {
  it('keeps Bangla vowel signs and strips only Latin accents', () => {
    expect(foldForSearch('কি')).not.toBe(foldForSearch('ক'));
    expect(foldForSearch('বাঁশী')).toBe('বাঁশী');
    expect(foldForSearch('Brontë')).toBe('bronte');
    expect(foldForSearch('  Pride &  Prejudice ')).toBe('pride prejudice');
    expect(foldForSearch('র‍্যাব')).toBe(foldForSearch('র্যাব'));
  });
});

describe('lists of authors, publishers, categories', () => {
  it('lists authors by id with their book counts', async () => {
    const response = await call(`${api.shop}/authors`);
    expect(response.status).toBe(200);
    const authors = expectShape(AuthorListSchema, response.body);
    expect(authors.length).toBe(count('SELECT COUNT(*) AS n FROM authors'));
    expect(authors.map((a) => a.id)).toEqual([...authors.map((a) => a.id)].sort((a, b) => a - b));
    const tagore = authors.find((a) => a.name_en === 'Rabindranath Tagore');
    expect(tagore?.products_count).toBe(count('SELECT COUNT(*) AS n FROM product_authors WHERE author_id = ?', tagore?.id ?? 0));
  });

  it('lists categories by position with their book counts', async () => {
    const categories = expectShape(CategoryListSchema, (await call(`${api.shop}/categories`)).body);
    const expected = newestFirstIds('SELECT id FROM categories ORDER BY position, id');
    expect(categories.map((c) => c.id)).toEqual(expected);
    const total = categories.reduce((sum, c) => sum + c.products_count, 0);
    expect(total).toBe(count('SELECT COUNT(*) AS n FROM product_categories'));
  });

  it('lists publishers with their book counts', async () => {
    const publishers = expectShape(PublisherListSchema, (await call(`${api.shop}/publishers`)).body);
    expect(publishers.length).toBe(count('SELECT COUNT(*) AS n FROM publishers'));
    expect(publishers.reduce((sum, p) => sum + p.products_count, 0)).toBe(count('SELECT COUNT(*) AS n FROM products'));
  });
});

describe('books of a category, author, publisher', () => {
  it('answers all books of a category, newest first', async () => {
    const categories = expectShape(CategoryListSchema, (await call(`${api.shop}/categories`)).body);
    const poetry = categories.find((c) => c.slug === 'poetry') ?? categories[0];
    const response = await call(`${api.shop}/categories/${poetry?.slug}`);
    expect(response.status).toBe(200);
    const body = expectShape(CategoryProductsSchema, response.body);
    expect(body.category).toEqual(poetry);
    expect(body.products).toHaveLength(poetry?.products_count ?? -1);
    for (const book of body.products) expect(book.categories.map((c) => c.id)).toContain(poetry?.id);
    expect(body.products.map((p) => p.id)).toEqual(
      newestFirstIds(
        `SELECT p.id FROM products p JOIN product_categories pc ON pc.product_id = p.id
          WHERE pc.category_id = ? ORDER BY p.created_at DESC, p.id DESC`,
        poetry?.id ?? 0,
      ),
    );
  });

  it("answers all of an author's books", async () => {
    const authors = expectShape(AuthorListSchema, (await call(`${api.shop}/authors`)).body);
    const tagore = authors.find((a) => a.name_en === 'Rabindranath Tagore');
    const response = await call(`${api.shop}/authors/${tagore?.id}`);
    expect(response.status).toBe(200);
    const body = expectShape(AuthorProductsSchema, response.body);
    expect(body.author).toEqual(tagore);
    expect(body.products).toHaveLength(tagore?.products_count ?? -1);
    for (const book of body.products) expect(book.writers.map((w) => w.id)).toContain(tagore?.id);
    const times = body.products.map((p) => p.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("answers all of a publisher's books", async () => {
    const publishers = expectShape(PublisherListSchema, (await call(`${api.shop}/publishers`)).body);
    const publisher = publishers.find((p) => p.products_count > 0);
    const response = await call(`${api.shop}/publishers/${publisher?.slug}`);
    expect(response.status).toBe(200);
    const body = expectShape(PublisherProductsSchema, response.body);
    expect(body.publisher).toEqual(publisher);
    expect(body.products).toHaveLength(publisher?.products_count ?? -1);
    for (const book of body.products) expect(book.publisher.id).toBe(publisher?.id);
  });

  it.each(['/categories/no-such-category', '/authors/999999', '/authors/abc', '/authors/-1', '/publishers/no-such-publisher'])(
    'answers 404 JSON for %s',
    async (path) => {
      expectNotFound(await call(`${api.shop}${path}`));
    },
  );
});

describe('wire details', () => {
  it('sends money as paisa-exact strings and absolute image URLs', async () => {
    const body = expectShape(PagedProductsSchema, (await call(`${api.shop}/products?per_page=200`)).body);
    const rows = new Map(
      (api.db.prepare('SELECT id, price, special_price FROM products').all() as Row[]).map((row) => [row.id as number, row]),
    );
    for (const product of body.products) {
      const row = rows.get(product.id);
      expect(product.price.amount).toBe(((row?.price as number) / 100).toFixed(2));
      expect(product.selling_price.amount).toBe(product.special_price?.amount ?? product.price.amount);
      expect(product.base_image.path).toBe(`${api.origin}/api/v1/covers/${product.slug}.webp`);
    }
  });
});

import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { checkFields, fieldsSchema, rule } from '../lib/field-rules.ts';
import { idParam, notFound, publicOrigin, text } from '../lib/http.ts';
import { readJsonObject } from '../lib/json-body.ts';
import { required } from '../lib/text-rules.ts';
import { presentProducts } from '../lib/products.ts';
import { presentProductDetail } from '../lib/product-detail.ts';
import { lastPage, PRODUCT_PAGING, readPaging } from '../lib/paging.ts';
import { SEARCH_MAX_LENGTH, searchProductIds } from '../lib/product-search.ts';

type Id = { id: number };
type TaxonRow = { id: number; name: string; slug: string; products_count: number };
type AuthorRow = { id: number; name: string; name_en: string; products_count: number };

// The search's length is counted in UTF-16 units, as the search itself reads it (SEARCH_MAX_LENGTH).
const SEARCH = fieldsSchema(
  ...required({ search: 'The search field is required.' }),
  rule(
    'search',
    (body) => text(body, 'search').length <= SEARCH_MAX_LENGTH,
    `The search may not be longer than ${SEARCH_MAX_LENGTH} characters.`,
  ),
);

/** Newest first, and stable: books added at the same instant keep a fixed order. */
const NEWEST = 'p.created_at DESC, p.id DESC';

function ids(rows: Id[]): number[] {
  return rows.map((row) => row.id);
}

/** The book list, a book, search, and the books of a category, author or publisher. */
export function catalogueRoutes(db: DatabaseSync): Hono {
  const app = new Hono();

  app.get('/products', (c) => {
    const { page, perPage } = readPaging(c, PRODUCT_PAGING);
    const { total } = db.prepare('SELECT COUNT(*) AS total FROM products').get() as { total: number };
    const rows = db.prepare(`SELECT p.id FROM products p ORDER BY ${NEWEST} LIMIT ? OFFSET ?`).all(perPage, (page - 1) * perPage) as Id[];
    return c.json({
      products: presentProducts(db, ids(rows), publicOrigin(c)),
      first_page: 1,
      last_page: lastPage(total, perPage),
      current_page: page,
      per_page: perPage,
      total,
    });
  });

  app.post('/products/search', async (c) => {
    const body = await readJsonObject(c);
    checkFields(SEARCH, body);
    return c.json({ products: presentProducts(db, searchProductIds(db, text(body, 'search')), publicOrigin(c)) });
  });

  app.get('/products/:slug', (c) => {
    const product = presentProductDetail(db, c.req.param('slug'), publicOrigin(c));
    if (!product) throw notFound('No book has this address.');
    return c.json({ product });
  });

  app.get('/categories', (c) =>
    c.json(
      db
        .prepare(
          `SELECT c.id, c.name, c.slug, COUNT(pc.product_id) AS products_count
             FROM categories c LEFT JOIN product_categories pc ON pc.category_id = c.id
            GROUP BY c.id ORDER BY c.position, c.id`,
        )
        .all() as TaxonRow[],
    ),
  );

  app.get('/categories/:slug', (c) => {
    const category = db
      .prepare(
        `SELECT c.id, c.name, c.slug, (SELECT COUNT(*) FROM product_categories pc WHERE pc.category_id = c.id) AS products_count
           FROM categories c WHERE c.slug = ?`,
      )
      .get(c.req.param('slug')) as TaxonRow | undefined;
    if (!category) throw notFound('No category has this address.');
    const rows = db
      .prepare(
        `SELECT p.id FROM products p JOIN product_categories pc ON pc.product_id = p.id
          WHERE pc.category_id = ? ORDER BY ${NEWEST}`,
      )
      .all(category.id) as Id[];
    return c.json({ category, products: presentProducts(db, ids(rows), publicOrigin(c)) });
  });

  app.get('/authors', (c) =>
    c.json(
      db
        .prepare(
          `SELECT a.id, a.name, a.name_en, COUNT(pa.product_id) AS products_count
             FROM authors a LEFT JOIN product_authors pa ON pa.author_id = a.id
            GROUP BY a.id ORDER BY a.id`,
        )
        .all() as AuthorRow[],
    ),
  );

  app.get('/authors/:id', (c) => {
    const author = db
      .prepare(
        `SELECT a.id, a.name, a.name_en, (SELECT COUNT(*) FROM product_authors pa WHERE pa.author_id = a.id) AS products_count
           FROM authors a WHERE a.id = ?`,
      )
      .get(idParam(c)) as AuthorRow | undefined;
    if (!author) throw notFound('No author has this id.');
    const rows = db
      .prepare(
        `SELECT p.id FROM products p JOIN product_authors pa ON pa.product_id = p.id
          WHERE pa.author_id = ? ORDER BY ${NEWEST}`,
      )
      .all(author.id) as Id[];
    return c.json({ author, products: presentProducts(db, ids(rows), publicOrigin(c)) });
  });

  app.get('/publishers', (c) =>
    c.json(
      db
        .prepare(
          `SELECT pub.id, pub.name, pub.slug, COUNT(p.id) AS products_count
             FROM publishers pub LEFT JOIN products p ON p.publisher_id = pub.id
            GROUP BY pub.id ORDER BY pub.name, pub.id`,
        )
        .all() as TaxonRow[],
    ),
  );

  app.get('/publishers/:slug', (c) => {
    const publisher = db
      .prepare(
        `SELECT pub.id, pub.name, pub.slug, (SELECT COUNT(*) FROM products p WHERE p.publisher_id = pub.id) AS products_count
           FROM publishers pub WHERE pub.slug = ?`,
      )
      .get(c.req.param('slug')) as TaxonRow | undefined;
    if (!publisher) throw notFound('No publisher has this address.');
    const rows = db.prepare(`SELECT p.id FROM products p WHERE p.publisher_id = ? ORDER BY ${NEWEST}`).all(publisher.id) as Id[];
    return c.json({ publisher, products: presentProducts(db, ids(rows), publicOrigin(c)) });
  });

  return app;
}

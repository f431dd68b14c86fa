import { Hono, type Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { notFound, publicOrigin } from '../lib/http.ts';
import { readJsonObject } from '../lib/json-body.ts';
import { presentProductDetail } from '../lib/product-detail.ts';
import { readNewProduct } from '../lib/new-product.ts';
import { readProductPatch } from '../lib/product-patch.ts';
import { createProduct, deleteProduct, updateProduct } from '../lib/product-writes.ts';
import { requireStaff } from '../lib/staff-auth.ts';

/** The book as GET /products/{slug} answers it in `product`: staff tools and the storefront read one shape. */
function productAnswer(c: Context, db: DatabaseSync, slug: string) {
  const product = presentProductDetail(db, slug, publicOrigin(c));
  if (!product) throw notFound('No book has this address.');
  return { product };
}

/**
 * Staff writes to the catalogue, mounted at /api/v1/staff only when a staff
 * token is configured (otherwise they do not exist: 404 like any unknown route).
 * PATCH /products/{slug} (price, special_price, stock), POST /products, DELETE /products/{slug}.
 */
export function staffRoutes(db: DatabaseSync, token: string): Hono {
  const app = new Hono();
  app.use('*', requireStaff(token));

  app.patch('/products/:slug', async (c) => {
    const slug = c.req.param('slug');
    const body = await readJsonObject(c);
    // An unknown book is a 404 whatever the body says.
    if (db.prepare('SELECT 1 FROM products WHERE slug = ?').get(slug) === undefined) throw notFound('No book has this address.');
    updateProduct(db, slug, readProductPatch(body));
    return c.json(productAnswer(c, db, slug));
  });

  app.post('/products', async (c) => {
    const { product, errors } = readNewProduct(await readJsonObject(c));
    const slug = createProduct(db, product, errors);
    return c.json(productAnswer(c, db, slug), 201);
  });

  app.delete('/products/:slug', (c) => {
    deleteProduct(db, c.req.param('slug'));
    return c.body(null, 204);
  });

  return app;
}

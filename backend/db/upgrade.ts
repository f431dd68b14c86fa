import type { DatabaseSync } from 'node:sqlite';

/** Columns added to a table after databases were already made with it: table, column, its definition. */
const ADDED_COLUMNS: readonly (readonly [table: string, column: string, definition: string])[] = [
  ['orders', 'idempotency_fingerprint', 'TEXT'],
  ['coupons', 'per_customer_limit', 'INTEGER CHECK (per_customer_limit IS NULL OR per_customer_limit > 0)'],
  ['products', 'preview_pages', 'INTEGER NOT NULL DEFAULT 0 CHECK (preview_pages BETWEEN 0 AND 12)'],
];

/** One review per customer per book (docs/decisions/0016-one-review-per-book.md). */
export const ONE_REVIEW_PER_CUSTOMER = 'reviews_one_per_customer';

/**
 * Brings a database made by an earlier version up to schema.sql. `CREATE TABLE IF NOT EXISTS`
 * leaves an existing table as it was, so a column added to schema.sql since is added here;
 * a fresh database already has it and nothing happens. Runs on every open: cheap and idempotent.
 */
export function upgradeSchema(db: DatabaseSync): void {
  for (const [table, column, definition] of ADDED_COLUMNS) {
    const present = db.prepare('SELECT 1 FROM pragma_table_info(?) WHERE name = ?').get(table, column) !== undefined;
    if (!present) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
  oneReviewPerCustomer(db);
}

/**
 * The unique index that holds one review per customer per book. It lives here and not in
 * schema.sql, which runs first on every open: on a database made before it, whose
 * customers may have reviewed a book twice, creating it there would fail. Here the first
 * review (lowest id) of each customer and book is kept and the later ones go, then the
 * index is made, in one savepoint (a transaction of its own, or part of the caller's).
 * Reviews without a customer (the seed's) are not limited: NULLs never collide in a
 * unique index. A deleted review is recorded by the change feed's triggers when they are
 * already installed, so a live site drops it too.
 */
function oneReviewPerCustomer(db: DatabaseSync): void {
  const present = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?").get(ONE_REVIEW_PER_CUSTOMER) !== undefined;
  if (present) return;
  db.exec('SAVEPOINT one_review_per_customer');
  try {
    db.exec(`DELETE FROM reviews
               WHERE user_id IS NOT NULL
                 AND EXISTS (SELECT 1 FROM reviews earlier
                              WHERE earlier.product_id = reviews.product_id
                                AND earlier.user_id = reviews.user_id
                                AND earlier.id < reviews.id)`);
    db.exec(`CREATE UNIQUE INDEX IF NOT EXISTS ${ONE_REVIEW_PER_CUSTOMER} ON reviews(product_id, user_id)`);
    db.exec('RELEASE one_review_per_customer');
  } catch (error) {
    db.exec('ROLLBACK TO one_review_per_customer');
    db.exec('RELEASE one_review_per_customer');
    throw error;
  }
}

import type { DatabaseSync } from 'node:sqlite';
import { RELATED_LIMIT, relatedProductIds } from './product-detail.ts';

/**
 * A book's related books (product-detail.ts) are other books: its writers'
 * other books, then its categories' best sellers. So a book added, or one
 * whose sales grow, can enter other books' answers without a row of theirs
 * changing. Like the "new" badge's edge (change-triggers.ts), the feed names
 * them: each other book whose related list holds the book after the write is
 * recorded as `product updated ["related"]`. A client finds the lists a book
 * left (a book removed) by itself, in the answers that listed its card.
 *
 * Which books to look at, without ranking every book of a category: the
 * writers' other books (few), and the books of a category only when at most
 * 2 × RELATED_LIMIT of its books rank above the book. With more, a member's
 * list has RELATED_LIMIT or more of them ahead of it even after leaving out
 * the member itself and its writers' books (at most RELATED_LIMIT), so the
 * book is in none of them: a new book, which has sold nothing, is one.
 */
export function nameRelatedChanges(db: DatabaseSync, productId: number): void {
  const book = db.prepare('SELECT sold_count FROM products WHERE id = ?').get(productId) as { sold_count: number } | undefined;
  if (!book) return;
  const candidates = new Set<number>();
  const byWriters = db
    .prepare(
      `SELECT DISTINCT theirs.product_id AS id FROM product_authors mine
         JOIN product_authors theirs ON theirs.author_id = mine.author_id
        WHERE mine.product_id = ? AND theirs.product_id <> ?`,
    )
    .all(productId, productId) as { id: number }[];
  for (const { id } of byWriters) candidates.add(id);
  const categories = db.prepare('SELECT category_id AS id FROM product_categories WHERE product_id = ?').all(productId) as { id: number }[];
  const ahead = db.prepare(
    `SELECT COUNT(*) AS count FROM (
       SELECT 1 FROM product_categories pc JOIN products p ON p.id = pc.product_id
        WHERE pc.category_id = ? AND (p.sold_count > ? OR (p.sold_count = ? AND p.id < ?))
        LIMIT ?)`,
  );
  const members = db.prepare('SELECT product_id AS id FROM product_categories WHERE category_id = ? AND product_id <> ?');
  for (const category of categories) {
    const { count } = ahead.get(category.id, book.sold_count, book.sold_count, productId, 2 * RELATED_LIMIT + 1) as { count: number };
    if (count > 2 * RELATED_LIMIT) continue;
    for (const { id } of members.all(category.id, productId) as { id: number }[]) candidates.add(id);
  }
  const name = db.prepare(
    `INSERT INTO changes (kind, action, id, slug, fields, at)
     SELECT 'product', 'updated', id, slug, '["related"]', strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM products WHERE id = ?`,
  );
  for (const id of candidates) if (relatedProductIds(db, id).includes(productId)) name.run(id);
}

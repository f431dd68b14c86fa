import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../backend/db/index.ts';
import { searchProductIds } from '../../backend/lib/product-search.ts';
import { seedDatabase } from '../../backend/seed/index.ts';

// On its own: seeding 10,000 books blocks the event loop for seconds, which
// would let an in-process API's idle keep-alive sockets expire under other tests.
describe('search on a large catalogue', () => {
  // How fast it is belongs to `npm run bench:api`; this proves the large-catalogue behaviour.
  it('finds books among 10,000 and answers at most 100', () => {
    const db = openDatabase(':memory:');
    try {
      seedDatabase(db, { books: 10_000 });
      for (const query of ['গীতাঞ্জলি', 'রবীন্দ্রনাথ', 'pride', 'tagore gitanjali', 'হযবরল', 'jane austen']) {
        const found = searchProductIds(db, query);
        expect(found.length, query).toBeGreaterThan(0);
        expect(found.length, query).toBeLessThanOrEqual(100);
      }
      expect(searchProductIds(db, 'a')).toHaveLength(100);
    } finally {
      db.close();
    }
  });
});

/**
 * A whole search index built beside a live update's render: on a thread of
 * its own at the lowest priority, while the thread that publishes the pages
 * keeps its own.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../backend/db/index.ts';
import { presentProducts } from '../../backend/lib/products.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import { indexRecordsNiced } from '../../publishing/search/index-worker.ts';
import { ProductSchema } from '#shared/api/schemas/product.ts';
import { bookRecords } from '#shared/search/book-record.ts';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function records(books: number) {
  const db = openDatabase(':memory:');
  seedDatabase(db, { books });
  const ids = (db.prepare('SELECT id FROM products ORDER BY id').all() as { id: number }[]).map((row) => row.id);
  const products = v.parse(v.array(ProductSchema), presentProducts(db, ids, 'http://127.0.0.1:4000'));
  const authors = db.prepare('SELECT id, name_en FROM authors').all() as { id: number; name_en: string }[];
  db.close();
  return bookRecords(products, authors);
}

/** The niceness of each thread of this process (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNiceness(): Map<string, number> {
  const nice = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      nice.set(tid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return nice;
}

describe('indexRecordsNiced', () => {
  it('builds the whole index on a thread at niceness 19, and the calling thread keeps its priority', async () => {
    folder = mkdtempSync(join(tmpdir(), 'index-worker-'));
    const before = getPriority();
    const seen = new Set<number>();
    const mainSeen = new Set<number>();
    const sampler = setInterval(() => {
      const threads = threadNiceness();
      for (const nice of threads.values()) seen.add(nice);
      mainSeen.add(threads.get(String(process.pid)) ?? before);
    }, 5);
    try {
      const index = await indexRecordsNiced(folder, records(30));
      expect(index.pages).toBe(30);
      expect(Object.keys(index.base.books)).toHaveLength(30);
    } finally {
      clearInterval(sampler);
    }
    expect(seen).toContain(19);
    // Sampled through the build: the calling thread was never lowered.
    expect([...mainSeen]).toEqual([before]);
    expect(getPriority()).toBe(before);
    expect(existsSync(join(folder, 'pagefind', 'pagefind-entry.json'))).toBe(true);
  });

  it('rejects with the reason when the records are not records', async () => {
    folder = mkdtempSync(join(tmpdir(), 'index-worker-'));
    const before = getPriority();
    await expect(indexRecordsNiced(folder, [{ url: 42 }])).rejects.toThrow(/Invalid type/);
    expect(getPriority()).toBe(before);
  });
});

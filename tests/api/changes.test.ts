import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorBodySchema, PostPageSchema } from './schemas.ts';
import { openDatabase } from '../../backend/db/index.ts';
import { currentSeq, feedId, readChanges } from '../../backend/lib/change-feed.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import { call, expectShape, newCustomer, startTestApi, type TestApi } from './harness.ts';
import { currentCursor, orderOneCopy, readFeed, staff, STAFF_TOKEN } from './feed-helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ books: 30, staffToken: STAFF_TOKEN });
});
afterAll(() => api.close());

type BookRow = { id: number; slug: string; price: number; special_price: number | null };
function bookRow(offset: number): BookRow {
  return api.db.prepare('SELECT id, slug, price, special_price FROM products ORDER BY id LIMIT 1 OFFSET ?').get(offset) as BookRow;
}

function seqOf(cursor: string): number {
  return Number(cursor.split('.')[1]);
}

describe('GET /api/v1/changes', () => {
  it('without since: the current cursor and no changes, never cached', async () => {
    const response = await call(`${api.shop}/changes`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.body).toEqual({ cursor: `${feedId(api.db)}.${currentSeq(api.db)}`, reset: false, more: false, changes: [] });
    // From the current cursor there is nothing new.
    expect(await readFeed(api, (response.body as { cursor: string }).cursor)).toMatchObject({ reset: false, more: false, changes: [] });
  });

  it('a staff price change is one product change naming the price', async () => {
    const since = await currentCursor(api);
    const book = bookRow(3);
    const patched = await staff(api, `/products/${book.slug}`, {
      method: 'PATCH',
      json: { price: ((book.price + 1000) / 100).toFixed(2) },
    });
    expect(patched.status).toBe(200);
    const feed = await readFeed(api, since);
    expect(feed.changes).toEqual([
      {
        seq: seqOf(since) + 1,
        kind: 'product',
        action: 'updated',
        id: book.id,
        slug: book.slug,
        fields: ['price'],
        at: expect.any(String),
      },
    ]);
    expect(feed.cursor).toBe(`${feedId(api.db)}.${seqOf(since) + 1}`);
    expect(feed.reset).toBe(false);
    expect(feed.more).toBe(false);
  });

  it('a review is a review change carrying the book’s slug', async () => {
    const since = await currentCursor(api);
    const book = bookRow(4);
    const { token } = await newCustomer(api);
    const response = await call(`${api.shop}/reviews/${book.slug}`, { token, json: { slug: book.slug, rating: 4, comment: 'ভালো বই' } });
    expect(response.status).toBe(201);
    const reviewId = (response.body as { review: { id: number } }).review.id;
    const { changes } = await readFeed(api, since);
    // Registration and login are not site content: the review is the only change.
    expect(changes.map(({ kind, action, id, slug, fields }) => ({ kind, action, id, slug, fields }))).toEqual([
      { kind: 'review', action: 'created', id: reviewId, slug: book.slug, fields: [] },
    ]);
  });

  it('a comment is a comment change carrying the post’s slug', async () => {
    const post = expectShape(PostPageSchema, (await call(`${api.content}/blogs/posts?per_page=1`)).body).data[0];
    if (!post) throw new Error('the seed has no post');
    const since = await currentCursor(api);
    const response = await call(`${api.content}/blogs/posts/${post.slug}/comments`, {
      json: { comment: 'চমৎকার!', name: 'Nusrat', email: 'nusrat@example.com' },
    });
    expect(response.status).toBe(201);
    const { changes } = await readFeed(api, since);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      kind: 'comment',
      action: 'created',
      id: (response.body as { comment: { id: number } }).comment.id,
      slug: post.slug,
    });
  });

  it('an order records the stock it takes from the book, and nothing about the order itself', async () => {
    const book = bookRow(5);
    api.db.prepare('UPDATE products SET price = 10000, special_price = NULL, stock = 5 WHERE id = ?').run(book.id);
    const since = await currentCursor(api);
    const response = await orderOneCopy(api, book.id, 10000);
    expect(response.status).toBe(201);
    const { changes } = await readFeed(api, since);
    expect(changes.map(({ kind, action, id, slug, fields }) => ({ kind, action, id, slug, fields }))).toEqual([
      { kind: 'product', action: 'updated', id: book.id, slug: book.slug, fields: ['stock', 'sold_count', 'last_sold_at'] },
    ]);
  });

  it('a write that fails with 422 records nothing (the change lands with the write or not at all)', async () => {
    const since = await currentCursor(api);
    const book = bookRow(6);
    const refused = await staff(api, `/products/${book.slug}`, { method: 'PATCH', json: { price: '100.00', special_price: '200.00' } });
    expect(refused.status).toBe(422);
    const { token } = await newCustomer(api);
    expect((await call(`${api.shop}/reviews/${book.slug}`, { token, json: { slug: book.slug, rating: 9, comment: 'x' } })).status).toBe(
      422,
    );
    // The database refuses a special price above the price: the trigger's row goes with the failed statement.
    expect(() => api.db.prepare('UPDATE products SET special_price = price + 1 WHERE id = ?').run(book.id)).toThrow(/CHECK/);
    expect(await readFeed(api, since)).toMatchObject({ cursor: since, changes: [] });
  });

  it('pages with limit and more, each answer’s cursor continuing where it stopped', async () => {
    const since = await currentCursor(api);
    const book = bookRow(7);
    for (let n = 1; n <= 5; n += 1) api.db.prepare('UPDATE products SET stock = ? WHERE id = ?').run(100 + n, book.id);
    const first = await readFeed(api, since, 2);
    expect(first.more).toBe(true);
    expect(first.changes.map((change) => change.seq)).toEqual([seqOf(since) + 1, seqOf(since) + 2]);
    expect(seqOf(first.cursor)).toBe(seqOf(since) + 2);
    const second = await readFeed(api, first.cursor, 2);
    expect(second.more).toBe(true);
    const third = await readFeed(api, second.cursor, 2);
    expect(third.more).toBe(false);
    expect(third.changes).toHaveLength(1);
    expect(third.cursor).toBe(await currentCursor(api));
    const all = [...first.changes, ...second.changes, ...third.changes];
    expect(all.every((change) => change.id === book.id && change.fields.join() === 'stock')).toBe(true);
  });

  it('resets a cursor from another feed, one older than the log keeps, and one ahead of the feed', async () => {
    const current = await currentCursor(api);
    const fresh = { cursor: current, reset: true, more: false, changes: [] };
    const otherFeed = feedId(api.db) === 'abc123' ? 'abc124' : 'abc123';
    expect(await readFeed(api, `${otherFeed}.${seqOf(current)}`)).toEqual(fresh);
    expect(await readFeed(api, `${feedId(api.db)}.${seqOf(current) + 1}`)).toEqual(fresh);
    // Seeding leaves the log empty: seq 0 (before the seed) is older than anything kept.
    expect(await readFeed(api, `${feedId(api.db)}.0`)).toEqual(fresh);
    const oldest = (api.db.prepare('SELECT MIN(seq) AS n FROM changes').get() as { n: number }).n;
    expect((await readFeed(api, `${feedId(api.db)}.${oldest - 1}`)).reset).toBe(false);
    expect((await readFeed(api, `${feedId(api.db)}.${oldest - 2}`)).reset).toBe(true);
  });

  it('answers 422 for a malformed since or limit', async () => {
    for (const since of ['nope', '.5', 'abc.', 'abc.-1', 'ABC.1', 'abc.1.2']) {
      const response = await call(`${api.shop}/changes?since=${encodeURIComponent(since)}`);
      expect(response.status, since).toBe(422);
      expect(Object.keys(expectShape(ErrorBodySchema, response.body).errors ?? {})).toEqual(['since']);
    }
    for (const limit of ['0', '1001', '-1', 'x', '2.5']) {
      const response = await call(`${api.shop}/changes?limit=${limit}`);
      expect(response.status, limit).toBe(422);
      expect(Object.keys(expectShape(ErrorBodySchema, response.body).errors ?? {})).toEqual(['limit']);
    }
  });
});

describe('what the triggers record', () => {
  it('seeding leaves the log empty and moves the sequence on; writes after it are recorded', () => {
    const db = openDatabase(':memory:');
    try {
      const before = { feedId: feedId(db), seq: currentSeq(db) };
      seedDatabase(db, { books: 12 });
      expect((db.prepare('SELECT COUNT(*) AS n FROM changes').get() as { n: number }).n).toBe(0);
      expect(currentSeq(db)).toBe(before.seq + 1);
      expect(feedId(db)).toMatch(/^[0-9a-f]{12}$/);
      // A client that followed the empty database must reload: the seed is not in the log.
      expect(readChanges(db, before, 10)).toMatchObject({ reset: true, changes: [] });
      db.exec('UPDATE products SET stock = stock + 1 WHERE id = 1');
      expect(readChanges(db, { feedId: feedId(db), seq: before.seq + 1 }, 10).changes).toMatchObject([
        { seq: before.seq + 2, kind: 'product', action: 'updated', id: 1, fields: ['stock'] },
      ]);
    } finally {
      db.close();
    }
  });

  it('keeps the feed id across reopenings; another database has another one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'feed-id-'));
    try {
      const first = openDatabase(join(dir, 'shop.db'));
      const id = feedId(first);
      first.close();
      const again = openDatabase(join(dir, 'shop.db'));
      expect(feedId(again)).toBe(id);
      again.close();
      expect(feedId(api.db)).not.toBe(id);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the writers, the categories and the home page when those change', async () => {
    const since = await currentCursor(api);
    const book = bookRow(8);
    api.db.prepare('UPDATE product_authors SET position = position + 1 WHERE product_id = ?').run(book.id);
    api.db
      .prepare(
        'DELETE FROM product_categories WHERE product_id = ? AND rowid IN (SELECT rowid FROM product_categories WHERE product_id = ? LIMIT 1)',
      )
      .run(book.id, book.id);
    api.db.prepare("UPDATE slides SET caption_1 = caption_1 || '!' WHERE id = (SELECT MIN(id) FROM slides)").run();
    api.db.prepare("UPDATE settings SET value = value || '!' WHERE key = 'store_name'").run();
    api.db.prepare("UPDATE menu_items SET name = name || '!' WHERE id = (SELECT MIN(id) FROM menu_items WHERE menu = 'primary')").run();
    const { changes } = await readFeed(api, since);
    expect(changes.map(({ kind, action, id, slug, fields }) => ({ kind, action, id, slug, fields }))).toEqual([
      { kind: 'product', action: 'updated', id: book.id, slug: book.slug, fields: ['writers'] },
      { kind: 'product', action: 'updated', id: book.id, slug: book.slug, fields: ['categories'] },
      { kind: 'home', action: 'updated', id: null, slug: 'slides', fields: [] },
      { kind: 'settings', action: 'updated', id: null, slug: 'store_name', fields: ['value'] },
      { kind: 'menu', action: 'updated', id: null, slug: 'primary', fields: [] },
    ]);
  });

  it('a new slug reports the old address deleted, then the record under the new one', async () => {
    const since = await currentCursor(api);
    const book = bookRow(9);
    api.db.prepare('UPDATE products SET slug = ? WHERE id = ?').run(`${book.slug}-renamed`, book.id);
    const { changes } = await readFeed(api, since);
    expect(changes.map(({ action, id, slug, fields }) => ({ action, id, slug, fields }))).toEqual([
      { action: 'deleted', id: book.id, slug: book.slug, fields: [] },
      { action: 'updated', id: book.id, slug: `${book.slug}-renamed`, fields: ['slug'] },
    ]);
  });

  it('an update that changes nothing the API shows records nothing', async () => {
    const since = await currentCursor(api);
    const book = bookRow(10);
    api.db.prepare('UPDATE products SET updated_at = ? WHERE id = ?').run(new Date().toISOString(), book.id);
    api.db.prepare('UPDATE products SET price = price WHERE id = ?').run(book.id);
    expect((await readFeed(api, since)).changes).toEqual([]);
  });

  it('keeps only the newest 10,000 changes; a cursor behind them is reset', async () => {
    const db = openDatabase(':memory:');
    try {
      seedDatabase(db, { books: 3 });
      const start = currentSeq(db);
      const update = db.prepare("UPDATE settings SET value = ? WHERE key = 'store_phone'");
      db.exec('BEGIN');
      for (let n = 0; n < 10_005; n += 1) update.run(String(n));
      db.exec('COMMIT');
      const kept = db.prepare('SELECT COUNT(*) AS n, MIN(seq) AS oldest, MAX(seq) AS newest FROM changes').get();
      expect(kept).toEqual({ n: 10_000, oldest: start + 6, newest: start + 10_005 });
    } finally {
      db.close();
    }
  });
});

describe('CHANGE_FEED=off: a backend without the feed extension', () => {
  let off: TestApi;
  beforeAll(async () => {
    off = await startTestApi({ books: 5, staffToken: STAFF_TOKEN, changeFeed: false });
  });
  afterAll(() => off.close());

  it('GET /changes answers the same JSON 404 as any unknown route, with or without since', async () => {
    const unknown = await call(`${off.shop}/no-such-route`);
    expect(unknown.status).toBe(404);
    for (const query of ['', `?since=${feedId(off.db)}.${currentSeq(off.db)}`, '?limit=5']) {
      const response = await call(`${off.shop}/changes${query}`);
      expect(response.status, query).toBe(404);
      expect(response.body).toEqual(unknown.body);
      expect(expectShape(ErrorBodySchema, response.body).message).toBe('Not Found');
    }
    // The feed stays where it is in an API with it on: the switch turns off only this API's route.
    expect((await call(`${api.shop}/changes`)).status).toBe(200);
  });

  it('writes still record their changes (the rebuild webhook names them)', async () => {
    const before = currentSeq(off.db);
    const book = off.db.prepare('SELECT id, slug FROM products ORDER BY id LIMIT 1').get() as { id: number; slug: string };
    expect((await staff(off, `/products/${book.slug}`, { method: 'PATCH', json: { stock: 3 } })).status).toBe(200);
    expect(readChanges(off.db, { feedId: feedId(off.db), seq: before }, 10).changes).toEqual([
      { seq: before + 1, kind: 'product', action: 'updated', id: book.id, slug: book.slug, fields: ['stock'], at: expect.any(String) },
    ]);
  });
});

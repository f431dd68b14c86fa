/**
 * A load benchmark of the local API on loopback (not a test: it prints figures
 * and fails only when the API cannot be started or set up):
 *   npm run bench:api
 * Seeds a temporary database with BENCH_BOOKS books (default 1000), starts the
 * API on BENCH_API_PORT (default 4472) in a process of its own, then runs
 * autocannon against each catalogue endpoint and the order endpoint for
 * BENCH_SECONDS seconds (default 10) with BENCH_CONNECTIONS connections
 * (default 10), and prints requests per second, latency p50/p99 and error and
 * non-2xx counts per endpoint. The API runs with RATE_LIMITS=off: the bench
 * measures load, and its thousands of orders from one customer would otherwise
 * meet the limits on writes (10 orders an hour) at once. Last, the order
 * endpoint again against an API with synchronous=NORMAL (API_SYNCHRONOUS), so
 * one run shows what FULL, every commit synced before its answer, costs.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../backend/db/index.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import { waitForUrl } from '../support/wait-for-url.ts';

function positiveInt(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} must be a whole number from 1 to ${max}, not "${raw}"`);
  return value;
}

// Bounded on purpose: the machine is shared and this must never run away.
const BOOKS = positiveInt('BENCH_BOOKS', 1000, 20_000);
const PORT = positiveInt('BENCH_API_PORT', 4472, 65_535);
const SECONDS = positiveInt('BENCH_SECONDS', 10, 60);
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 10, 100);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SHOP = `${ORIGIN}/api/v1`;

type Json = Record<string, unknown>;

async function json(url: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<Json> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  const body = (await response.json()) as Json;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

type Target = { name: string; options: autocannon.Options };

/** One signed-in shopper with an address, and an order body for one book that always prices right. */
async function orderTarget(): Promise<Target> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench password 123';
  await json(`${SHOP}/user/registration`, {
    body: { first_name: 'Bench', last_name: 'Mark', email, phone: '01711000000', password, confirm_password: password },
  });
  const { token } = (await json(`${SHOP}/user`, { body: { email, password } })) as { token: string };
  const { address } = (await json(`${SHOP}/user/addresses`, {
    token,
    body: { first_name: 'Bench', last_name: 'Mark', address_1: 'বাড়ি ৭, মিরপুর', city: 'Dhaka', country: 'Bangladesh', zip: '1216' },
  })) as { address: { id: number } };
  const { products } = (await json(`${SHOP}/products?per_page=5`)) as {
    products: { id: number; in_stock: boolean; selling_price: { amount: string } }[];
  };
  const book = products.find((p) => p.in_stock);
  if (!book) throw new Error('no book in stock');
  const { data: methods } = (await json(`${SHOP}/shipping-methods`, { token, body: { cart_total: book.selling_price.amount } })) as {
    data: { shipping_method: string; shipping_cost: { amount: string } }[];
  };
  const shipping = methods.find((m) => m.shipping_method === 'inside_dhaka');
  if (!shipping) throw new Error('no inside_dhaka shipping');
  const cents = (amount: string) => Math.round(Number(amount) * 100);
  const total = cents(book.selling_price.amount) + cents(shipping.shipping_cost.amount);
  const body = JSON.stringify({
    billing_first_name: 'Bench',
    billing_last_name: 'Mark',
    billing_address_1: address.id,
    billing_city: 'Dhaka',
    billing_zip: '1216',
    billing_country: 'Bangladesh',
    customer_email: email,
    customer_phone: '01711000000',
    products: [{ product_id: book.id, qty: 1, unit_price: book.selling_price.amount, line_total: book.selling_price.amount }],
    payment_method: 'cashondelivery',
    sub_total: book.selling_price.amount,
    discount: '0.00',
    shipping_method: 'inside_dhaka',
    shipping_cost: shipping.shipping_cost.amount,
    shipping_address_id: address.id,
    total: (total / 100).toFixed(2),
  });
  return {
    name: 'POST /orders (signed in, new Idempotency-Key each)',
    options: {
      url: `${SHOP}/orders`,
      requests: [
        {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          // A fresh key per request: every one is a new order, never a replay.
          setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }),
        },
      ],
    },
  };
}

async function catalogueTargets(): Promise<Target[]> {
  const { products, last_page } = (await json(`${SHOP}/products?per_page=40`)) as { products: { slug: string }[]; last_page: number };
  const slugs = products.map((p) => p.slug);
  let nextSlug = 0;
  let nextPage = 0;
  const words = ['রবীন্দ্রনাথ', 'গীতাঞ্জলি', 'history', 'love', 'নজরুল', 'the'];
  let nextWord = 0;
  return [
    {
      name: 'GET /products?page=n (40 a page)',
      options: {
        url: SHOP,
        requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/v1/products?page=${(nextPage++ % last_page) + 1}` }) }],
      },
    },
    {
      name: 'GET /products/{slug}',
      options: {
        url: SHOP,
        requests: [
          {
            method: 'GET',
            setupRequest: (r) => ({ ...r, path: `/api/v1/products/${encodeURIComponent(slugs[nextSlug++ % slugs.length] ?? '')}` }),
          },
        ],
      },
    },
    {
      name: 'POST /products/search',
      options: {
        url: `${SHOP}/products/search`,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (r) => ({ ...r, body: JSON.stringify({ search: words[nextWord++ % words.length] }) }),
          },
        ],
      },
    },
    { name: 'GET /homepage/section/products', options: { url: `${SHOP}/homepage/section/products` } },
    { name: 'GET /content/blogs/posts', options: { url: `${ORIGIN}/content/blogs/posts` } },
  ];
}

function row(cells: (string | number)[]): string {
  const widths = [50, 9, 9, 9, 9, 9, 8];
  return cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i] ?? 10) : String(cell).padStart(widths[i] ?? 10))).join(' ');
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const dbPath = join(dir, 'shop.db');
  const started = performance.now();
  const db = openDatabase(dbPath);
  seedDatabase(db, { books: BOOKS });
  // Orders take stock; the bench must measure ordering, not run out of books.
  db.prepare('UPDATE products SET stock = 1000000').run();
  db.close();
  console.log(`seeded ${BOOKS} books in ${Math.round(performance.now() - started)} ms (${dbPath})`);

  let api = startApi(dbPath, 'FULL');
  try {
    await waitForUrl(`${SHOP}/navigation/primary`, 30_000, { intervalMs: 200 });
    const targets = [...(await catalogueTargets()), await orderTarget()];
    console.log(`\nautocannon: ${CONNECTIONS} connections, ${SECONDS} s per endpoint, on ${ORIGIN}\n`);
    console.log(row(['endpoint', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx', 'errors']));
    for (const target of targets) await measure(target);
    // The same orders with commits not synced: what synchronous=FULL costs, in this run.
    await stopApi(api);
    api = startApi(dbPath, 'NORMAL');
    await waitForUrl(`${SHOP}/navigation/primary`, 30_000, { intervalMs: 200 });
    const orders = await orderTarget();
    await measure({ ...orders, name: `${orders.name.replace(/ \(.*$/, '')} with synchronous=NORMAL` });
  } finally {
    await stopApi(api);
    rmSync(dir, { recursive: true, force: true });
  }
}

function startApi(dbPath: string, synchronous: 'FULL' | 'NORMAL'): ChildProcess {
  return spawn(process.execPath, ['backend/server.ts'], {
    env: { ...process.env, API_PORT: String(PORT), API_DB_PATH: dbPath, RATE_LIMITS: 'off', API_SYNCHRONOUS: synchronous },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Stops the API and waits for it to exit, so the next one can take the database's lock and the port. */
function stopApi(api: ChildProcess): Promise<void> {
  if (api.exitCode !== null || api.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    api.once('exit', () => resolve());
    api.kill('SIGTERM');
  });
}

async function measure(target: Target): Promise<void> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...target.options });
  console.log(
    row([
      target.name,
      result.requests.average.toFixed(0),
      result.latency.p50,
      result.latency.p99,
      result['2xx'],
      result.non2xx,
      result.errors,
    ]),
  );
}

await main();

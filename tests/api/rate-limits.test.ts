import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AddressSavedSchema, ErrorBodySchema, PostPageSchema } from './schemas.ts';
import { paisaToAmount } from '../../backend/lib/money.ts';
import { call, expectShape, newCustomer, startTestApi, STOREFRONT_ORIGIN, type JsonResponse, type TestApi } from './harness.ts';
import { currentCursor, readFeed, staff, STAFF_TOKEN } from './feed-helpers.ts';

// Limits on writes (backend/lib/rate-limit.ts, the table in backend/README.md).
// The test harness turns them off unless a test asks for them: `rateLimits: {}` is the production
// limits; a kind set to null is not limited.
const MINUTE = 60_000;
const OFF = { comment: null, review: null, registration: null, contact: null, coupon: null, order: null };
const TOO_MANY = /^Too many requests\. Please try again in (\d+) minutes?\.$/;

/** A 429 in the API's error shape, with a Retry-After in whole seconds within (0, windowSeconds]: answers those seconds. */
function expectRefused(response: JsonResponse, windowSeconds: number): number {
  expect(response.status).toBe(429);
  const { message } = expectShape(ErrorBodySchema, response.body);
  const retryAfter = response.headers.get('retry-after') ?? '';
  expect(retryAfter).toMatch(/^\d+$/);
  const seconds = Number(retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  // The message says the same wait, in whole minutes.
  expect(message).toMatch(TOO_MANY);
  expect(Number(TOO_MANY.exec(message)?.[1])).toBe(Math.ceil(seconds / 60));
  return seconds;
}

let commentCounter = 0;
function comment(extra: Record<string, string> = {}) {
  commentCounter += 1;
  return {
    comment: `Comment ${commentCounter}: a good read.`,
    name: 'Karim',
    email: `karim${commentCounter}@example.com`,
    web: '',
    ...extra,
  };
}

async function firstPost(api: TestApi): Promise<string> {
  const { data } = expectShape(PostPageSchema, (await call(`${api.content}/blogs/posts?per_page=5`)).body);
  const post = data[1] ?? data[0];
  if (!post) throw new Error('the seed has no posts');
  return post.slug;
}

function commentCount(api: TestApi): number {
  return (api.db.prepare('SELECT COUNT(*) AS n FROM comments').get() as { n: number }).n;
}

const contactBody = (n: number) => ({
  firstname: 'Nusrat',
  lastname: 'Jahan',
  email: `nusrat${n}@example.com`,
  phone: '01711223344',
  subject: 'A book I cannot find',
  message: `Do you have it? (${n})`,
});

describe('with the production limits', () => {
  let api: TestApi;
  let post: string;
  beforeAll(async () => {
    api = await startTestApi({ books: 30, rateLimits: {} });
    post = await firstPost(api);
  });
  afterAll(() => api.close());

  it('20 anonymous comments sent at once: 5 are taken, 15 refused with Retry-After, and only the 5 reach the change feed', async () => {
    const since = await currentCursor(api);
    const before = commentCount(api);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(`${api.content}/blogs/posts/${post}/comments`, { json: comment() })),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      const seconds = expectRefused(answer, 600);
      // All twenty came within a moment: the first comment leaves the window in about ten minutes.
      expect(seconds).toBeGreaterThan(590);
      expect((answer.body as { message: string }).message).toBe('Too many requests. Please try again in 10 minutes.');
    }
    expect(commentCount(api)).toBe(before + 5);
    const { changes } = await readFeed(api, since);
    expect(changes.map((change) => `${change.kind} ${change.action} ${change.slug}`)).toEqual(Array(5).fill(`comment created ${post}`));
  });

  it('a browser reads the 429: CORS lets the storefront see the message and Retry-After', async () => {
    const response = await fetch(`${api.content}/blogs/posts/${post}/comments`, {
      method: 'POST',
      headers: { Origin: STOREFRONT_ORIGIN, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(comment()),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('access-control-allow-origin')).toBe(STOREFRONT_ORIGIN);
    expect(response.headers.get('access-control-expose-headers') ?? '').toMatch(/retry-after/i);
    expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  });

  it('the contact form: 5 messages an hour from one address, then 429', async () => {
    for (let n = 0; n < 5; n += 1) expect((await call(`${api.content}/contact`, { json: contactBody(n) })).status).toBe(201);
    const before = (api.db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get() as { n: number }).n;
    const seconds = expectRefused(await call(`${api.content}/contact`, { json: contactBody(5) }), 3600);
    expect(seconds).toBeGreaterThan(3500);
    expect((api.db.prepare('SELECT COUNT(*) AS n FROM contact_messages').get() as { n: number }).n).toBe(before);
  });

  it('reviews: 10 an hour per customer, then 429, and the refused one is not stored', async () => {
    const { token } = await newCustomer(api);
    const slugs = (api.db.prepare('SELECT slug FROM products ORDER BY id LIMIT 11').all() as { slug: string }[]).map((row) => row.slug);
    for (const slug of slugs.slice(0, 10)) {
      expect((await call(`${api.shop}/reviews/${slug}`, { token, json: { slug, rating: 4, comment: 'ভালো বই' } })).status).toBe(201);
    }
    const last = slugs[10] ?? '';
    expectRefused(await call(`${api.shop}/reviews/${last}`, { token, json: { slug: last, rating: 4, comment: 'ভালো বই' } }), 3600);
    const stored = api.db
      .prepare('SELECT COUNT(*) AS n FROM reviews r JOIN products p ON p.id = r.product_id WHERE p.slug = ? AND r.user_id IS NOT NULL')
      .get(last) as { n: number };
    expect(stored.n).toBe(0);
  });

  it('coupon checks: 20 in 10 minutes per customer; two customers from one address each have their own', async () => {
    const [first, second] = [await newCustomer(api), await newCustomer(api)];
    const check = (token: string, code: string) => call(`${api.shop}/coupon`, { token, json: { code } });
    // Unknown codes count too: guessing codes is what the limit is for.
    for (let n = 0; n < 20; n += 1)
      expect((await check(first.token, n % 2 === 0 ? 'BOI50' : `GUESS${n}`)).status).toBe(n % 2 === 0 ? 200 : 422);
    expectRefused(await check(first.token, 'BOI50'), 600);
    // The same address, another customer: a budget of its own.
    for (let n = 0; n < 20; n += 1) expect((await check(second.token, 'BOI50')).status).toBe(200);
    expectRefused(await check(second.token, 'BOI50'), 600);
  });

  it('orders: 10 an hour per customer, then 429, and the refused order takes nothing', async () => {
    const { token, details } = await newCustomer(api);
    const saved = await call(`${api.shop}/user/addresses`, {
      token,
      json: { first_name: 'রহিম', last_name: 'উদ্দিন', address_1: 'বাড়ি ৭, মিরপুর', city: 'Dhaka', country: 'Bangladesh', zip: '1216' },
    });
    const { address } = expectShape(AddressSavedSchema, saved.body);
    const books = api.db.prepare('SELECT id FROM products ORDER BY id LIMIT 11').all() as { id: number }[];
    const price = 35000;
    const shipping = 6000;
    const order = (id: number) =>
      call(`${api.shop}/orders`, {
        token,
        json: {
          billing_first_name: 'রহিম',
          billing_last_name: 'উদ্দিন',
          billing_address_1: address.id,
          billing_city: 'Dhaka',
          billing_zip: '1216',
          billing_country: 'Bangladesh',
          customer_email: details.email,
          customer_phone: '01711000000',
          products: [{ product_id: id, qty: 1, unit_price: paisaToAmount(price), line_total: paisaToAmount(price) }],
          payment_method: 'cashondelivery',
          sub_total: paisaToAmount(price),
          discount: '0.00',
          shipping_method: 'inside_dhaka',
          shipping_cost: paisaToAmount(shipping),
          shipping_address_id: address.id,
          total: paisaToAmount(price + shipping),
        },
      });
    for (const { id } of books)
      api.db.prepare('UPDATE products SET price = ?, special_price = NULL, stock = 10 WHERE id = ?').run(price, id);
    for (const { id } of books.slice(0, 10)) expect((await order(id)).status).toBe(201);
    const orders = () => (api.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    const before = orders();
    const last = books[10]?.id ?? 0;
    expectRefused(await order(last), 3600);
    expect(orders()).toBe(before);
    expect((api.db.prepare('SELECT stock FROM products WHERE id = ?').get(last) as { stock: number }).stock).toBe(10);
  });
});

describe('registration (production limits)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ books: 5, rateLimits: {} });
  });
  afterAll(() => api.close());

  const register = (n: number, token?: string) =>
    call(`${api.shop}/user/registration`, {
      token,
      json: {
        first_name: 'Nusrat',
        last_name: 'Jahan',
        email: `limited-${n}-${Date.now()}@example.com`,
        phone: '01711223344',
        password: 'correct horse battery',
        confirm_password: 'correct horse battery',
      },
    });

  it('5 an hour from one address, then 429; a sign-in does not buy another budget', async () => {
    for (let n = 0; n < 5; n += 1) expect((await register(n)).status).toBe(201);
    const users = () => (api.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    const before = users();
    expect(expectRefused(await register(5), 3600)).toBeGreaterThan(3500);
    // Registration is counted by address only: a customer's token does not open a budget of its own.
    const email = (api.db.prepare('SELECT email FROM users ORDER BY id DESC LIMIT 1').get() as { email: string }).email;
    const login = await call(`${api.shop}/user`, { json: { email, password: 'correct horse battery' } });
    expect(login.status).toBe(200);
    expectRefused(await register(6, (login.body as { token: string }).token), 3600);
    expect(users()).toBe(before);
  });
});

describe('a signed-in customer is limited as that customer', () => {
  let api: TestApi;
  let post: string;
  beforeAll(async () => {
    api = await startTestApi({ books: 5, rateLimits: { ...OFF, comment: { max: 2, windowMs: MINUTE } } });
    post = await firstPost(api);
  });
  afterAll(() => api.close());

  it('two customers and a visitor at one address each have their own comment budget; a dead token is the address', async () => {
    const url = `${api.content}/blogs/posts/${post}/comments`;
    const [first, second] = [await newCustomer(api), await newCustomer(api)];
    for (const token of [undefined, first.token, second.token]) {
      expect((await call(url, { token, json: comment() })).status).toBe(201);
      expect((await call(url, { token, json: comment() })).status).toBe(201);
      expectRefused(await call(url, { token, json: comment() }), 60);
    }
    // A token that is no live sign-in counts against the address, which is spent.
    expectRefused(await call(url, { token: 'not-a-live-token', json: comment() }), 60);
  });
});

describe('the client address behind a proxy', () => {
  let direct: TestApi;
  let proxied: TestApi;
  const limits = { ...OFF, comment: { max: 2, windowMs: MINUTE } };
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([
      startTestApi({ books: 5, rateLimits: limits }),
      startTestApi({ books: 5, rateLimits: limits, trustedProxies: ['127.0.0.1'], rateLimitExempt: ['127.0.0.1'] }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([direct.close(), proxied.close()]);
  });

  const send = (api: TestApi, post: string, forwardedFor?: string) =>
    call(`${api.content}/blogs/posts/${post}/comments`, {
      json: comment(),
      headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
    });

  it('without a trusted proxy, X-Forwarded-For is ignored: a client cannot make up addresses to dodge the limit', async () => {
    const post = await firstPost(direct);
    expect((await send(direct, post, '203.0.113.1')).status).toBe(201);
    expect((await send(direct, post, '203.0.113.2')).status).toBe(201);
    expectRefused(await send(direct, post, '203.0.113.3'), 60);
  });

  it('from a trusted proxy, the address it forwarded is the client’s; an exempt address is never limited', async () => {
    const post = await firstPost(proxied);
    for (let n = 0; n < 4; n += 1) expect((await send(proxied, post)).status).toBe(201); // the proxy's own address: exempt
    expect((await send(proxied, post, '203.0.113.7')).status).toBe(201);
    expect((await send(proxied, post, '198.51.100.9, 203.0.113.7')).status).toBe(201);
    // What the client wrote before the proxy's entry is not believed: the address is still 203.0.113.7.
    expectRefused(await send(proxied, post, '10.0.0.1, 203.0.113.7'), 60);
    expect((await send(proxied, post, '203.0.113.8')).status).toBe(201);
  });
});

describe('a refused write starts no rebuild', () => {
  type Received = { body: string };
  let hook: { url: string; received: Received[]; close: () => Promise<void> };
  let api: TestApi;
  beforeAll(async () => {
    const received: Received[] = [];
    const server: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ body });
        response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    hook = {
      url: `http://127.0.0.1:${port}/hooks/rebuild`,
      received,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
    api = await startTestApi({
      books: 5,
      staffToken: STAFF_TOKEN,
      rebuildWebhook: { url: hook.url, token: 'rebuild-hook-token' },
      rateLimits: { ...OFF, comment: { max: 2, windowMs: MINUTE } },
    });
  });
  afterAll(async () => {
    await api.close();
    await hook.close();
  });

  /** Waits until the hook has been told the feed's cursor now (nothing earlier is still on its way). */
  async function announcedAll(): Promise<void> {
    const cursor = await currentCursor(api);
    await vi.waitFor(
      () => {
        if (hook.received.at(-1)?.body !== JSON.stringify({ cursor })) throw new Error('the webhook has not been told yet');
      },
      { timeout: 3000, interval: 10 },
    );
  }

  it('the comments past the limit record nothing in the change feed and never call the webhook', async () => {
    const post = await firstPost(api);
    const url = `${api.content}/blogs/posts/${post}/comments`;
    expect((await call(url, { json: comment() })).status).toBe(201);
    expect((await call(url, { json: comment() })).status).toBe(201);
    await announcedAll();
    const since = await currentCursor(api);
    const calls = hook.received.length;
    for (let n = 0; n < 3; n += 1) expectRefused(await call(url, { json: comment() }), 60);
    expect((await readFeed(api, since)).changes).toEqual([]);
    // Then one change that is not refused: the hook hears of it, and of nothing before it.
    const slug = (api.db.prepare('SELECT slug FROM products ORDER BY id LIMIT 1').get() as { slug: string }).slug;
    expect((await staff(api, `/products/${slug}`, { method: 'PATCH', json: { stock: 9 } })).status).toBe(200);
    await announcedAll();
    expect(hook.received.length).toBe(calls + 1);
    const { changes } = await readFeed(api, since);
    expect(changes.map((change) => change.kind)).toEqual(['product']);
  });
});

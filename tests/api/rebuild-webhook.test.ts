import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, newCustomer, startTestApi, type TestApi } from './harness.ts';
import { WEBHOOK_MAX_NAMED, webhookNotifier, type NamedChange } from '../../backend/lib/rebuild-webhook.ts';
import { readWebhookBody, MAX_NAMED } from '../../publishing/rebuild/incremental/named-changes.ts';
import { currentCursor, staff, STAFF_TOKEN } from './feed-helpers.ts';

/** The field errors of a body, or null when the webhook takes it. */
const bodyErrors = (body: unknown) => {
  const read = readWebhookBody(body);
  return 'errors' in read ? read.errors : null;
};

const HOOK_TOKEN = 'rebuild-hook-token';

type Received = { method: string; authorization: string | undefined; body: string };

/**
 * A stand-in for the rebuild queue: records every request; `hang` keeps them
 * waiting forever, `held` until `release()`; `status` answers each body's status.
 */
async function hookServer(options: { hang?: boolean; held?: boolean; port?: number; status?: (body: string) => number } = {}) {
  const received: Received[] = [];
  const waiting: (() => void)[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', authorization: request.headers.authorization, body });
      const answer = () => response.writeHead(options.status?.(body) ?? 202).end();
      if (options.held) waiting.push(answer);
      else if (!options.hang) answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/rebuild`,
    received,
    /** Answers the requests held so far. */
    release: () => {
      for (const answer of waiting.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits until the check holds (vi.waitFor polls it). */
function until(check: () => boolean, timeout = 3000): Promise<void> {
  return vi.waitFor(
    () => {
      if (!check()) throw new Error('timed out waiting for the webhook');
    },
    { timeout, interval: 10 },
  );
}

/**
 * Waits until the hook has been called with the feed's cursor now. The notifier
 * always ends on the newest cursor, so once that call has arrived nothing
 * earlier is still on its way and nothing more is queued.
 */
async function announcedAll(to: { received: Received[] }): Promise<void> {
  const cursor = await currentCursor(api);
  await until(() => to.received.at(-1)?.body === JSON.stringify({ cursor }));
}

let hook: Awaited<ReturnType<typeof hookServer>>;
let api: TestApi;
beforeAll(async () => {
  hook = await hookServer();
  api = await startTestApi({ books: 20, staffToken: STAFF_TOKEN, rebuildWebhook: { url: hook.url, token: HOOK_TOKEN } });
});
afterAll(async () => {
  await api.close();
  await hook.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function firstBook(offset = 0): { id: number; slug: string } {
  return api.db.prepare('SELECT id, slug FROM products ORDER BY id LIMIT 1 OFFSET ?').get(offset) as { id: number; slug: string };
}

describe('the rebuild webhook', () => {
  it('is called with the bearer token and the new cursor after a staff write', async () => {
    const count = hook.received.length;
    const response = await staff(api, `/products/${firstBook().slug}`, { method: 'PATCH', json: { stock: 7 } });
    expect(response.status).toBe(200);
    await until(() => hook.received.length > count);
    expect(hook.received.at(-1)).toEqual({
      method: 'POST',
      authorization: `Bearer ${HOOK_TOKEN}`,
      body: JSON.stringify({ cursor: await currentCursor(api) }),
    });
  });

  it('is called after a review', async () => {
    const { token } = await newCustomer(api);
    await announcedAll(hook); // registration records no change; the calls of earlier tests have landed
    const count = hook.received.length;
    const slug = firstBook(1).slug;
    const response = await call(`${api.shop}/reviews/${slug}`, { token, json: { slug, rating: 5, comment: 'অসাধারণ' } });
    expect(response.status).toBe(201);
    await until(() => hook.received.length > count);
    expect(hook.received.at(-1)?.authorization).toBe(`Bearer ${HOOK_TOKEN}`);
  });

  it('is not called by reads, nor by writes that record no change', async () => {
    await announcedAll(hook);
    const count = hook.received.length;
    const slug = firstBook(2).slug;
    for (const path of ['/products', `/products/${slug}`, '/changes']) expect((await call(`${api.shop}${path}`)).status).toBe(200);
    // A refused write and a login change no site content.
    expect((await staff(api, `/products/${slug}`, { method: 'PATCH', json: { stock: -1 } })).status).toBe(422);
    expect((await call(`${api.shop}/user`, { json: { email: 'nobody@example.com', password: 'wrong password' } })).status).toBe(401);
    // Then one change. Calls go out one at a time and in order, so a call that
    // any request above had started would reach the hook before this change's.
    expect((await staff(api, `/products/${slug}`, { method: 'PATCH', json: { stock: 8 } })).status).toBe(200);
    await announcedAll(hook);
    expect(hook.received.length).toBe(count + 1);
  });
});

describe('a webhook that is down or slow', () => {
  it('does not change or delay the answer, is called once at a time, and is logged once', async () => {
    const down = await hookServer();
    await down.close(); // nothing listens on its port any more
    const hanging = await hookServer({ hang: true });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetches = vi.spyOn(globalThis, 'fetch');
    const callsTo = (url: string) =>
      fetches.mock.calls.flatMap(([input], index) => (String(input) === url ? [fetches.mock.settledResults[index]] : []));
    const apis = await Promise.all([
      startTestApi({ books: 5, staffToken: STAFF_TOKEN, rebuildWebhook: { url: down.url, token: HOOK_TOKEN } }),
      startTestApi({ books: 5, staffToken: STAFF_TOKEN, rebuildWebhook: { url: hanging.url, token: HOOK_TOKEN } }),
    ]);
    try {
      for (const other of apis) {
        const slug = (other.db.prepare('SELECT slug FROM products ORDER BY id LIMIT 1').get() as { slug: string }).slug;
        for (const stock of [1, 2, 3]) {
          const started = Date.now();
          const response = await staff(other, `/products/${slug}`, { method: 'PATCH', json: { stock } });
          expect(response.status).toBe(200);
          expect(Date.now() - started).toBeLessThan(1000);
        }
      }
      // The call starts before the answer goes out, so every call the three writes started has started by now:
      // only one in flight at a time, the others wait for it.
      expect(callsTo(hanging.url)).toHaveLength(1);
      await until(() => hanging.received.length > 0);
      expect(hanging.received).toHaveLength(1);
      // The down hook is called again after its first pause; its second failure is not logged again.
      await until(() => callsTo(down.url).filter((settled) => settled?.type === 'rejected').length >= 2, 5000);
      const logged = errors.mock.calls.map((args) => String(args[0]));
      expect(logged.filter((line) => line.includes(down.url))).toHaveLength(1);
    } finally {
      await Promise.all(apis.map((other) => other.close()));
      await hanging.close();
    }
  });
});

describe('a webhook that is not up yet when a change is made', () => {
  it('is called again until it answers, with the newest cursor: no change is left unannounced', async () => {
    const probe = await hookServer();
    const port = Number(new URL(probe.url).port);
    await probe.close(); // the port is free: the webhook is "down"
    const logged: string[] = [];
    const notify = webhookNotifier({ url: probe.url, token: HOOK_TOKEN }, (line) => logged.push(line), { first: 30, last: 120 });
    notify({ cursor: 'feed.5' });
    await until(() => logged.some((line) => line.includes('failed')));
    notify({ cursor: 'feed.6' }); // a second change while it is still down
    const back = await hookServer({ port });
    try {
      await until(() => back.received.length > 0);
      expect(back.received[0]?.body).toBe(JSON.stringify({ cursor: 'feed.6' }));
      expect(back.received[0]?.authorization).toBe(`Bearer ${HOOK_TOKEN}`);
      expect(logged.filter((line) => line.includes('failed'))).toHaveLength(1);
      await until(() => logged.some((line) => line.includes('answers again')));
      // Nothing more to announce: the next call is the next change's, with nothing in between.
      notify({ cursor: 'feed.7' });
      await until(() => back.received.length > 1);
      expect(back.received.map((call) => call.body)).toEqual(['feed.6', 'feed.7'].map((cursor) => JSON.stringify({ cursor })));
    } finally {
      await back.close();
    }
  });
});

/** The changes a call named (none for `{cursor}` or `{}`). */
function named(call: Received | undefined): NamedChange[] {
  return (JSON.parse(call?.body ?? '{}') as { changes?: NamedChange[] }).changes ?? [];
}

function change(slug: string, fields = ['price']): NamedChange {
  return { kind: 'product', action: 'updated', id: 1, slug, fields, at: '2026-11-28T00:00:00.000Z' };
}

describe('without the change feed (CHANGE_FEED=off)', () => {
  let slowHook: Awaited<ReturnType<typeof hookServer>>;
  let off: TestApi;
  beforeAll(async () => {
    slowHook = await hookServer({ held: true });
    off = await startTestApi({
      books: 10,
      staffToken: STAFF_TOKEN,
      changeFeed: false,
      rebuildWebhook: { url: slowHook.url, token: HOOK_TOKEN },
    });
  });
  afterAll(async () => {
    slowHook.release();
    await off.close();
    await slowHook.close();
  });
  const book = (offset: number) =>
    off.db.prepare('SELECT id, slug, price FROM products ORDER BY id LIMIT 1 OFFSET ?').get(offset) as {
      id: number;
      slug: string;
      price: number;
    };

  it('names the limits the rebuild webhook sets', () => {
    expect(WEBHOOK_MAX_NAMED).toBe(MAX_NAMED);
  });

  it('a staff price change calls the webhook with a body naming the change, which the rebuild webhook takes', async () => {
    const { id, slug, price } = book(0);
    const response = await staff(off, `/products/${slug}`, { method: 'PATCH', json: { price: ((price + 1000) / 100).toFixed(2) } });
    expect(response.status).toBe(200);
    await until(() => slowHook.received.length === 1);
    const call = slowHook.received[0];
    expect(call?.authorization).toBe(`Bearer ${HOOK_TOKEN}`);
    const body = JSON.parse(call?.body ?? '') as unknown;
    expect(body).toEqual({ changes: [{ kind: 'product', action: 'updated', id, slug, fields: ['price'], at: expect.any(String) }] });
    expect(bodyErrors(body)).toBeNull();
    slowHook.release();
  });

  it('a burst of writes while the webhook is slow loses no name: they all go in the next call', async () => {
    await until(() => slowHook.received.length === 1);
    const count = slowHook.received.length;
    const first = book(1);
    expect((await staff(off, `/products/${first.slug}`, { method: 'PATCH', json: { stock: 1 } })).status).toBe(200);
    await until(() => slowHook.received.length === count + 1); // in flight, held
    const burst = [2, 3, 4, 5, 6].map(book);
    for (const [index, { slug }] of burst.entries()) {
      expect((await staff(off, `/products/${slug}`, { method: 'PATCH', json: { stock: 10 + index } })).status).toBe(200);
    }
    // One more change of the same kind to a book already named: it is named once.
    expect((await staff(off, `/products/${burst[0]?.slug}`, { method: 'PATCH', json: { stock: 99 } })).status).toBe(200);
    expect(slowHook.received).toHaveLength(count + 1); // one call at a time
    slowHook.release();
    await until(() => slowHook.received.length === count + 2);
    slowHook.release();
    expect(named(slowHook.received[count]).map((entry) => entry.slug)).toEqual([first.slug]);
    const next = named(slowHook.received[count + 1]);
    const bySlug = (a: { slug: string | null }, b: { slug: string | null }) => String(a.slug).localeCompare(String(b.slug));
    expect(next.map(({ kind, action, id, slug, fields }) => ({ kind, action, id, slug, fields })).sort(bySlug)).toEqual(
      burst.map(({ id, slug }) => ({ kind: 'product', action: 'updated', id, slug, fields: ['stock'] })).sort(bySlug),
    );
    expect(bodyErrors(JSON.parse(slowHook.received[count + 1]?.body ?? ''))).toBeNull();
  });

  it('a call that fails keeps its names, and those made during it and during the pause go with them', async () => {
    let answered = 0;
    const flaky = await hookServer({ held: true, status: () => (answered++ === 0 ? 500 : 202) });
    try {
      const logged: string[] = [];
      const notify = webhookNotifier({ url: flaky.url, token: HOOK_TOKEN }, (line) => logged.push(line), { first: 300, last: 300 });
      notify({ changes: [change('a')] });
      await until(() => flaky.received.length === 1);
      notify({ changes: [change('b')] }); // while the call that will fail is in flight
      flaky.release();
      await until(() => logged.some((line) => line.includes('failed')));
      notify({ changes: [change('c')] }); // during the pause before calling again
      await until(() => flaky.received.length === 2);
      flaky.release();
      expect(named(flaky.received[1]).map((entry) => entry.slug)).toEqual(['a', 'b', 'c']);
    } finally {
      await flaky.close();
    }
  });

  it(`more than ${WEBHOOK_MAX_NAMED} changes piled up go as one call naming nothing (the rebuild revalidates everything)`, async () => {
    const held = await hookServer({ held: true });
    try {
      const notify = webhookNotifier({ url: held.url, token: HOOK_TOKEN }, () => undefined);
      notify({ changes: [change('first')] });
      await until(() => held.received.length === 1);
      const many = (from: number) => Array.from({ length: 600 }, (_, i) => change(`book-${from + i}`));
      notify({ changes: many(0) });
      notify({ changes: many(600) });
      held.release();
      await until(() => held.received.length === 2);
      held.release();
      expect(held.received[1]?.body).toBe('{}');
      // At the limit, names are still sent: 400 and 600 piled up make 1000.
      notify({ changes: many(0) });
      await until(() => held.received.length === 3);
      notify({
        changes: many(0)
          .slice(0, 400)
          .map((entry) => ({ ...entry, slug: `other-${entry.slug}` })),
      });
      notify({ changes: many(600) });
      held.release();
      await until(() => held.received.length === 4);
      held.release();
      expect(named(held.received[3])).toHaveLength(1000);
    } finally {
      await held.close();
    }
  });

  it('names the webhook refuses (422) are announced again without names, not offered forever', async () => {
    const refusing = await hookServer({ status: (body) => (body.includes('"changes"') ? 422 : 202) });
    try {
      const logged: string[] = [];
      const notify = webhookNotifier({ url: refusing.url, token: HOOK_TOKEN }, (line) => logged.push(line), { first: 30, last: 120 });
      notify({ changes: [change('a')] });
      await until(() => refusing.received.length === 2);
      expect(refusing.received.map((call) => call.body)).toEqual([JSON.stringify({ changes: [change('a')] }), '{}']);
      expect(logged.filter((line) => line.includes('refused'))).toHaveLength(1);
    } finally {
      await refusing.close();
    }
  });
});

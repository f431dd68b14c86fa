import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { createApp, type AppOptions } from '../../backend/app.ts';
import { openDatabase } from '../../backend/db/index.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import { NO_RATE_LIMITS } from '../../backend/lib/rate-limit.ts';
import { LoginResponseSchema } from './schemas.ts';

export const STOREFRONT_ORIGIN = 'http://127.0.0.1:4321';

export type TestApi = {
  /** e.g. http://127.0.0.1:53211 */
  origin: string;
  shop: string;
  content: string;
  db: DatabaseSync;
  close: () => Promise<void>;
};

/** The real app over real HTTP on an ephemeral port, with a fresh, freshly seeded database. */
export async function startTestApi(
  options: { books?: number } & Pick<
    AppOptions,
    | 'loginThrottle'
    | 'bodyLimitBytes'
    | 'staffToken'
    | 'rebuildWebhook'
    | 'changeFeed'
    | 'rateLimits'
    | 'rateLimitExempt'
    | 'trustedProxies'
  > = {},
): Promise<TestApi> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-api-'));
  const db = openDatabase(join(dir, 'shop.db'));
  seedDatabase(db, { books: options.books ?? 80 });
  const app = createApp({
    db,
    corsOrigins: [STOREFRONT_ORIGIN],
    loginThrottle: options.loginThrottle,
    bodyLimitBytes: options.bodyLimitBytes,
    staffToken: options.staffToken,
    rebuildWebhook: options.rebuildWebhook,
    changeFeed: options.changeFeed,
    // Tests post many comments, reviews, orders and registrations from one address: no limits on
    // writes unless a test asks for them (`rateLimits: {}` is the production limits; rate-limits.test.ts).
    rateLimits: options.rateLimits ?? NO_RATE_LIMITS,
    rateLimitExempt: options.rateLimitExempt,
    trustedProxies: options.trustedProxies,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    shop: `${origin}/api/v1`,
    content: `${origin}/content`,
    db,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

export type JsonResponse = { status: number; body: unknown; headers: Headers };

/** A JSON request; `token` adds the bearer header, `raw` sends a body as-is. */
export async function call(
  url: string,
  init: { method?: string; json?: unknown; raw?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.raw !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = init.raw;
  }
  const response = await fetch(url, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (an SVG, say): the text itself is the body.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** Parses with a storefront schema and fails the test with the issues when it does not fit. */
export function expectShape<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    throw new Error(`response does not fit the storefront schema:\n${JSON.stringify(v.flatten(result.issues), null, 2)}`);
  }
  return result.output;
}

let userCounter = 0;

/** Registers a new customer and logs in; answers the token and the user. */
export async function newCustomer(api: TestApi, overrides: Record<string, string> = {}) {
  userCounter += 1;
  const password = 'correct horse battery';
  const details = {
    first_name: 'রহিম',
    last_name: 'উদ্দিন',
    email: `customer${userCounter}-${Date.now()}@example.com`,
    phone: '01711000000',
    password,
    confirm_password: password,
    ...overrides,
  };
  const registered = await call(`${api.shop}/user/registration`, { json: details });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await call(`${api.shop}/user`, { json: { email: details.email, password: details.password } });
  const { token, user } = expectShape(LoginResponseSchema, login.body);
  return { token, user, details };
}

import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { compress } from 'hono/compress';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { DatabaseSync } from 'node:sqlite';
import { ValidationError } from './lib/http.ts';
import { BUSY_RETRY_AFTER_SECONDS, DATABASE_BUSY_MESSAGE, isDatabaseBusy } from './db/locking.ts';
import { CONDITIONAL_PATHS, conditionalGet } from './lib/conditional.ts';
import { rejectMalformedJson } from './lib/json-body.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { createLoginThrottle, type LoginThrottle } from './lib/login-throttle.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { homeRoutes } from './routes/home.ts';
import { customerRoutes } from './routes/customer.ts';
import { commerceRoutes } from './routes/commerce.ts';
import { contentRoutes } from './routes/content.ts';
import { imageRoutes } from './routes/images.ts';
import { changeRoutes } from './routes/changes.ts';
import { staffRoutes } from './routes/staff.ts';
import { notifyRebuild, webhookNotifier, type RebuildWebhook } from './lib/rebuild-webhook.ts';
import { createRateLimiter, type RateLimits } from './lib/rate-limit.ts';
import { resolveClientAddress } from './lib/client-address.ts';

export type AppOptions = {
  db: DatabaseSync;
  /** Origins allowed to call the API from a browser (the storefront's). */
  corsOrigins: string[];
  /** Largest request body accepted, in bytes (default 64 KiB). */
  bodyLimitBytes?: number;
  /** Failed-login limits; tests pass their own (a fake clock, say). Defaults to LOGIN_LIMITS. */
  loginThrottle?: LoginThrottle;
  /** Turns on the staff routes (/api/v1/staff/*) behind this bearer token; without it they are 404. */
  staffToken?: string;
  /** Called (POST, bearer token) after every request that recorded a change in the feed. */
  rebuildWebhook?: RebuildWebhook;
  /**
   * false: a backend without the change feed extension, GET /api/v1/changes is 404 (default true).
   * Writes still record their changes: the rebuild webhook is then called with them.
   */
  changeFeed?: boolean;
  /**
   * Limits on writes (lib/rate-limit.ts): each kind over the production RATE_LIMITS, null turning one
   * off; the tests' harness turns them all off unless a test asks (RATE_LIMITS env, env-options.ts).
   */
  rateLimits?: Partial<RateLimits>;
  /** Client addresses or networks whose writes are never limited (RATE_LIMIT_EXEMPT); none by default. */
  rateLimitExempt?: readonly string[];
  /** Proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES, lib/client-address.ts); none by default. */
  trustedProxies?: readonly string[];
};

/** The local implementation of both API contracts: shop API at /api/v1, content API at /content. */
export function createApp(options: AppOptions): Hono {
  const { db } = options;
  const app = new Hono();

  // First, so that every answer made below it (preflights, 413s, errors, 404s) gets the headers.
  app.use('*', securityHeaders(db, options.staffToken));
  app.use(
    '*',
    cors({
      origin: (origin) => (options.corsOrigins.includes(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['ETag', 'Idempotent-Replayed', 'Retry-After'],
      maxAge: 600,
    }),
  );
  // JSON and SVG answers gzipped for a client that accepts it (a browser, the build's fetch), with Vary;
  // inside CORS so a preflight stays small, outside the conditional GETs so a 304 goes out as it is.
  app.use('*', compress({ encoding: 'gzip' }));
  app.use(
    '*',
    bodyLimit({
      maxSize: options.bodyLimitBytes ?? 64 * 1024,
      onError: (c) => c.json({ message: 'The request body is too large.' }, 413),
    }),
  );
  app.use('*', rejectMalformedJson);
  app.use('*', resolveClientAddress(options.trustedProxies ?? []));
  const changeFeed = options.changeFeed ?? true;
  if (options.rebuildWebhook) app.use('*', notifyRebuild(db, webhookNotifier(options.rebuildWebhook), { changeFeed }));

  // Limits on writes, before the routes: a refused write never reaches its handler, so it records
  // no change and starts no rebuild. The table in README.md ("Limits on writes") lists the same.
  const limit = createRateLimiter(db, { limits: options.rateLimits, exempt: options.rateLimitExempt });
  app.post('/content/blogs/posts/:slug/comments', limit('comment'));
  app.post('/content/contact', limit('contact'));
  app.post('/api/v1/user/registration', limit('registration'));
  app.post('/api/v1/reviews/:slug', limit('review'));
  app.post('/api/v1/coupon', limit('coupon'));
  app.post('/api/v1/orders', limit('order'));

  const conditional = conditionalGet();
  for (const path of CONDITIONAL_PATHS) app.use(path, conditional);

  app.route('/api/v1', imageRoutes(db));
  app.route('/api/v1', catalogueRoutes(db));
  app.route('/api/v1', homeRoutes(db));
  app.route('/api/v1', customerRoutes(db, options.loginThrottle ?? createLoginThrottle()));
  app.route('/api/v1', commerceRoutes(db));
  app.route('/content', contentRoutes(db));
  if (changeFeed) app.route('/api/v1', changeRoutes(db));
  if (options.staffToken) app.route('/api/v1/staff', staffRoutes(db, options.staffToken));

  app.notFound((c) => c.json({ message: 'Not Found' }, 404));
  app.onError((error, c) => {
    if (error instanceof ValidationError) return c.json({ message: error.message, errors: error.errors }, 422);
    if (error instanceof HTTPException) return c.json({ message: error.message || 'Error' }, error.status);
    if (isDatabaseBusy(error)) {
      // Another connection held the database's lock past busy_timeout (db/locking.ts); the write that met it made no change.
      console.error(`[api] database locked by another connection: 503 to ${c.req.method} ${c.req.path}`);
      c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      return c.json({ message: DATABASE_BUSY_MESSAGE }, 503);
    }
    // Never a stack trace to the client; the operator sees it on stderr.
    console.error(error);
    return c.json({ message: 'Server Error' }, 500);
  });
  return app;
}

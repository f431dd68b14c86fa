/**
 * Limits on writes: how many comments, reviews, registrations, contact
 * messages, coupon checks and orders one client may send in a window. Past
 * its limit a write is refused with 429, a Retry-After (seconds) and
 * `{ message: "Too many requests. Please try again in N minutes." }`, before
 * its handler reads the body or writes anything: a refused write records no
 * change and starts no rebuild.
 *
 * A request is counted under its customer when it carries a live bearer
 * token, else under its client's address (lib/client-address.ts; an IPv6
 * address by its /64, one subscriber's network). Registration is counted by
 * address only: a token must not buy a new budget for new accounts. Every
 * request that reaches the limiter counts, accepted or refused by its handler
 * (a 422, a wrong coupon code): guessing costs the same as writing.
 *
 * The counts live in memory, per API process (as the failed-login counts do),
 * at most MAX_TRACKED_KEYS keys per kind of write.
 */
import { isIPv6 } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { bearerToken, userIdForToken } from './auth.ts';
import { addressSet, clientAddress, normalizeAddress } from './client-address.ts';

export type Limit = { max: number; windowMs: number };

export const RATE_LIMIT_KINDS = ['comment', 'review', 'registration', 'contact', 'coupon', 'order'] as const;
export type RateLimitKind = (typeof RATE_LIMIT_KINDS)[number];
/** Each kind's limit; null: not limited. */
export type RateLimits = Record<RateLimitKind, Limit | null>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The production limits: well above what a shopper does (a comment every two
 * minutes, ten orders in an hour), far below what a script does. The table in
 * backend/README.md says the same; a test holds them equal.
 */
export const RATE_LIMITS: RateLimits = {
  comment: { max: 5, windowMs: 10 * MINUTE },
  review: { max: 10, windowMs: HOUR },
  registration: { max: 5, windowMs: HOUR },
  contact: { max: 5, windowMs: HOUR },
  // The cart checks a saved code again on every visit: room for a shopper going back and forth.
  coupon: { max: 20, windowMs: 10 * MINUTE },
  order: { max: 10, windowMs: HOUR },
};

/** No limit on any write: for tests and the load benchmark (RATE_LIMITS=off), never a default. */
export const NO_RATE_LIMITS: RateLimits = { comment: null, review: null, registration: null, contact: null, coupon: null, order: null };

/** Registration is counted by address only; the rest by customer when signed in. */
const BY_ADDRESS_ONLY: ReadonlySet<RateLimitKind> = new Set(['registration']);

/** Keys remembered per kind; the least recently seen are forgotten first, so a flood of addresses cannot exhaust memory. */
export const MAX_TRACKED_KEYS = 10_000;

/** The 429's message: how long to wait, in whole minutes (at least one). */
export function tooManyRequests(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export type SlidingWindow = {
  /** Counts a request under `key` and answers 0, or, when the key is at its limit, the seconds to wait (the request is not counted). */
  take(key: string, now: number): number;
  /** Keys remembered now. */
  size(): number;
};

/**
 * A sliding-window log per key: the times of the requests admitted within the
 * window (at most `max` of them). Keys are kept least recently seen first, so
 * the ones to forget are at the front: those whose requests have all left the
 * window, then, past `maxKeys`, the least recently seen.
 */
export function createSlidingWindow(limit: Limit, options: { maxKeys?: number } = {}): SlidingWindow {
  const maxKeys = options.maxKeys ?? MAX_TRACKED_KEYS;
  const log = new Map<string, number[]>();

  const inWindow = (times: number[], now: number) => times.filter((time) => time > now - limit.windowMs);

  function forgetStale(now: number): void {
    for (const [key, times] of log) {
      if ((times.at(-1) ?? -Infinity) > now - limit.windowMs) break;
      log.delete(key);
    }
  }

  return {
    take(key, now) {
      forgetStale(now);
      const times = inWindow(log.get(key) ?? [], now);
      // Seen now: to the back of the queue (a key at its limit is still in use, so never the first forgotten).
      log.delete(key);
      let wait = 0;
      if (times.length >= limit.max) {
        // Allowed again once the oldest request that fills the window has left it.
        const freeing = times[times.length - limit.max] ?? now;
        wait = Math.max(1, Math.ceil((freeing + limit.windowMs - now) / 1000));
      } else {
        times.push(now);
      }
      log.set(key, times);
      while (log.size > maxKeys) {
        const oldest = log.keys().next().value;
        if (oldest === undefined) break;
        log.delete(oldest);
      }
      return wait;
    },
    size: () => log.size,
  };
}

/** An IPv6 address's first 64 bits, written out ("2001:db8:0:12::/64"). */
function ipv6Network(address: string): string {
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = address.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The key a request is counted under: its customer, else its address (an IPv6 one by its /64). */
export function limitKey(userId: number | null, address: string): string {
  if (userId !== null) return `customer:${userId}`;
  const plain = normalizeAddress(address);
  return `address:${isIPv6(plain) ? ipv6Network(plain) : plain}`;
}

export type RateLimitOptions = {
  /** Each kind's limit over the production ones (RATE_LIMITS); null turns a kind off. */
  limits?: Partial<RateLimits>;
  /** Client addresses or networks never limited (RATE_LIMIT_EXEMPT): a monitor, the shop's own tools, the browser tests. */
  exempt?: readonly string[];
  now?: () => number;
  maxKeys?: number;
};

/**
 * One limiter per app: `limit(kind)` is the middleware for one kind of write.
 * Put it before the handler (app.ts does, by path), so a refused write never
 * reaches it.
 */
export function createRateLimiter(db: DatabaseSync, options: RateLimitOptions = {}): (kind: RateLimitKind) => MiddlewareHandler {
  const limits: RateLimits = { ...RATE_LIMITS, ...options.limits };
  const isExempt = addressSet(options.exempt ?? []);
  const now = options.now ?? Date.now;
  const windows = new Map<RateLimitKind, SlidingWindow>();

  function customerOf(c: Context): number | null {
    const token = bearerToken(c.req.header('authorization'));
    return token === null ? null : userIdForToken(db, token);
  }

  return (kind) => {
    const limit = limits[kind];
    if (limit === null) return async (_c, next) => next();
    let window = windows.get(kind);
    if (!window) {
      window = createSlidingWindow(limit, { maxKeys: options.maxKeys });
      windows.set(kind, window);
    }
    const counted = window;
    return async (c, next) => {
      const address = clientAddress(c);
      if (isExempt(address)) return next();
      const key = limitKey(BY_ADDRESS_ONLY.has(kind) ? null : customerOf(c), address);
      const wait = counted.take(key, now());
      if (wait === 0) return next();
      c.header('Retry-After', String(wait));
      return c.json({ message: tooManyRequests(wait) }, 429);
    };
  };
}

import { describe, expect, it } from 'vitest';
import { createSlidingWindow, limitKey, RATE_LIMITS, tooManyRequests } from '../../backend/lib/rate-limit.ts';
import { addressSet, forwardedClient } from '../../backend/lib/client-address.ts';
import { addressListFromEnv, rateLimitsFromEnv } from '../../backend/lib/env-options.ts';
import { describeError } from '#shared/api/result.ts';
import { serverMessage } from '#shared/api/server-messages.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('the sliding window', () => {
  it('admits max requests per key within the window, then answers the seconds until the oldest leaves it', () => {
    const window = createSlidingWindow({ max: 3, windowMs: 10 * MINUTE });
    const t0 = 1_000_000;
    expect(window.take('a', t0)).toBe(0);
    expect(window.take('a', t0 + 1 * MINUTE)).toBe(0);
    expect(window.take('a', t0 + 2 * MINUTE)).toBe(0);
    // Full: free again when the first (t0) is ten minutes old.
    expect(window.take('a', t0 + 2 * MINUTE + 500)).toBe(8 * 60);
    expect(window.take('a', t0 + 9 * MINUTE + 59 * SECOND + 1)).toBe(1);
    // Another key has its own budget.
    expect(window.take('b', t0 + 3 * MINUTE)).toBe(0);
    // The window slides: at t0 + 10 min the first request has left it, one more is admitted, and the next waits for the second.
    expect(window.take('a', t0 + 10 * MINUTE)).toBe(0);
    expect(window.take('a', t0 + 10 * MINUTE + 1)).toBe(60);
  });

  it('never answers less than one second, and rounds a part of a second up', () => {
    const window = createSlidingWindow({ max: 1, windowMs: 1500 });
    expect(window.take('k', 0)).toBe(0);
    expect(window.take('k', 100)).toBe(2);
    expect(window.take('k', 1499)).toBe(1);
    expect(window.take('k', 1500)).toBe(0);
  });

  it('a refused request is not counted: waiting the time it was told is enough', () => {
    const window = createSlidingWindow({ max: 2, windowMs: MINUTE });
    window.take('k', 0);
    window.take('k', 10 * SECOND);
    for (let t = 11 * SECOND; t < 60 * SECOND; t += SECOND) expect(window.take('k', t)).toBeGreaterThan(0);
    expect(window.take('k', 60 * SECOND)).toBe(0);
  });

  it('keeps at most maxKeys keys, forgetting the least recently seen first', () => {
    const window = createSlidingWindow({ max: 1, windowMs: MINUTE }, { maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) expect(window.take(key, 0)).toBe(0);
    expect(window.take('a', 1)).toBeGreaterThan(0); // a refused request still marks a as seen
    expect(window.take('d', 2)).toBe(0); // b is the least recently seen: forgotten
    expect(window.size()).toBe(3);
    expect(window.take('b', 3)).toBe(0); // b starts afresh (and c is forgotten)
    expect(window.take('a', 4)).toBeGreaterThan(0);
    expect(window.take('d', 5)).toBeGreaterThan(0);
    expect(window.size()).toBe(3);
  });

  it('forgets keys whose requests have all left the window, so memory does not grow with keys seen long ago', () => {
    const window = createSlidingWindow({ max: 5, windowMs: MINUTE }, { maxKeys: 1000 });
    for (let n = 0; n < 1000; n += 1) window.take(`old-${n}`, n);
    expect(window.size()).toBe(1000);
    // A minute later all of them are stale: one new key sweeps them out.
    expect(window.take('new', 2 * MINUTE)).toBe(0);
    expect(window.size()).toBe(1);
  });

  it('a flood of made-up keys stays bounded and costs nothing per key kept', () => {
    const window = createSlidingWindow({ max: 5, windowMs: MINUTE }, { maxKeys: 100 });
    for (let n = 0; n < 10_000; n += 1) window.take(`flood-${n}`, n);
    expect(window.size()).toBeLessThanOrEqual(100);
  });
});

describe('the key a request is counted under', () => {
  it('a customer when signed in, else the address; IPv6 by its /64 (one subscriber’s network)', () => {
    expect(limitKey(42, '203.0.113.9')).toBe('customer:42');
    expect(limitKey(null, '203.0.113.9')).toBe('address:203.0.113.9');
    expect(limitKey(null, '::ffff:203.0.113.9')).toBe('address:203.0.113.9');
    expect(limitKey(null, '2001:db8:85a3:12:8a2e:370:7334:1')).toBe('address:2001:db8:85a3:12::/64');
    expect(limitKey(null, '2001:db8:85a3:12::2')).toBe('address:2001:db8:85a3:12::/64');
    expect(limitKey(null, '2001:DB8::1')).toBe('address:2001:db8:0:0::/64');
    expect(limitKey(null, '::1')).toBe('address:0:0:0:0::/64');
    expect(limitKey(null, 'unknown')).toBe('address:unknown');
  });
});

describe('the 429 message', () => {
  it('says the wait in whole minutes, at least one', () => {
    expect(tooManyRequests(600)).toBe('Too many requests. Please try again in 10 minutes.');
    expect(tooManyRequests(3541)).toBe('Too many requests. Please try again in 60 minutes.');
    expect(tooManyRequests(61)).toBe('Too many requests. Please try again in 2 minutes.');
    expect(tooManyRequests(60)).toBe('Too many requests. Please try again in 1 minute.');
    expect(tooManyRequests(1)).toBe('Too many requests. Please try again in 1 minute.');
  });

  it('is said in Bangla, with Bangla digits, in the Bangla interface', () => {
    expect(serverMessage('Too many requests. Please try again in 10 minutes.', 'bn')).toBe(
      'অল্প সময়ে অনেকবার পাঠানো হয়েছে। ১০ মিনিট পরে আবার চেষ্টা করুন।',
    );
    expect(serverMessage('Too many requests. Please try again in 1 minute.', 'bn')).toBe(
      'অল্প সময়ে অনেকবার পাঠানো হয়েছে। ১ মিনিট পরে আবার চেষ্টা করুন।',
    );
    const error = { kind: 'http', status: 429, message: 'Too many requests. Please try again in 60 minutes.' } as const;
    expect(describeError(error, 'bn')).toBe('অল্প সময়ে অনেকবার পাঠানো হয়েছে। ৬০ মিনিট পরে আবার চেষ্টা করুন।');
    expect(describeError(error, 'en')).toBe('Too many requests. Please try again in 60 minutes.');
  });

  it('the production limits are ones a shopper never meets, each with a window', () => {
    expect(RATE_LIMITS).toEqual({
      comment: { max: 5, windowMs: 10 * MINUTE },
      review: { max: 10, windowMs: 60 * MINUTE },
      registration: { max: 5, windowMs: 60 * MINUTE },
      contact: { max: 5, windowMs: 60 * MINUTE },
      coupon: { max: 20, windowMs: 10 * MINUTE },
      order: { max: 10, windowMs: 60 * MINUTE },
    });
  });
});

describe('the client address behind a trusted proxy', () => {
  const trusted = addressSet(['127.0.0.1', '10.0.0.2']);
  it('is the socket’s when the socket is no trusted proxy, whatever X-Forwarded-For says', () => {
    expect(forwardedClient('198.51.100.4', '203.0.113.7', trusted)).toBe('198.51.100.4');
    expect(forwardedClient('198.51.100.4', undefined, addressSet([]))).toBe('198.51.100.4');
  });
  it('from a trusted proxy: the nearest address in X-Forwarded-For that is no trusted proxy', () => {
    expect(forwardedClient('127.0.0.1', '203.0.113.7', trusted)).toBe('203.0.113.7');
    expect(forwardedClient('::ffff:127.0.0.1', '203.0.113.7', trusted)).toBe('203.0.113.7');
    expect(forwardedClient('127.0.0.1', 'made-up, 198.51.100.1, 203.0.113.7', trusted)).toBe('203.0.113.7');
    expect(forwardedClient('127.0.0.1', '203.0.113.7, 10.0.0.2', trusted)).toBe('203.0.113.7');
    expect(forwardedClient('127.0.0.1', '2001:db8::5', trusted)).toBe('2001:db8::5');
  });
  it('falls back to the last address it could believe when the header is missing or not an address', () => {
    expect(forwardedClient('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
    expect(forwardedClient('127.0.0.1', '', trusted)).toBe('127.0.0.1');
    expect(forwardedClient('127.0.0.1', 'garbage', trusted)).toBe('127.0.0.1');
    expect(forwardedClient('127.0.0.1', 'garbage, 10.0.0.2', trusted)).toBe('10.0.0.2');
  });
  it('trusts whole networks written as address/prefix, IPv4 and IPv6', () => {
    const networks = addressSet(['10.0.0.0/8', '2001:db8:ff::/48']);
    expect(forwardedClient('10.1.2.3', '203.0.113.7, 10.200.0.1', networks)).toBe('203.0.113.7');
    expect(forwardedClient('2001:db8:ff:1::9', '198.51.100.2', networks)).toBe('198.51.100.2');
    expect(forwardedClient('11.0.0.1', '203.0.113.7', networks)).toBe('11.0.0.1');
    expect(networks('::ffff:10.9.9.9')).toBe(true);
    expect(networks('2001:db8:fe::1')).toBe(false);
  });
});

describe('the environment options', () => {
  const quiet = () => undefined;
  it('RATE_LIMITS: off, or kind=max/duration overrides; a bad part is logged and the default kept', () => {
    expect(rateLimitsFromEnv({}, quiet)).toEqual({});
    expect(rateLimitsFromEnv({ RATE_LIMITS: 'off' }, quiet)).toEqual({
      comment: null,
      review: null,
      registration: null,
      contact: null,
      coupon: null,
      order: null,
    });
    expect(rateLimitsFromEnv({ RATE_LIMITS: 'comment=3/2m, registration=off,order=20/1h,coupon=4/30s' }, quiet)).toEqual({
      comment: { max: 3, windowMs: 2 * MINUTE },
      registration: null,
      order: { max: 20, windowMs: 60 * MINUTE },
      coupon: { max: 4, windowMs: 30 * SECOND },
    });
    const logged: string[] = [];
    expect(rateLimitsFromEnv({ RATE_LIMITS: 'comment=0/1m,likes=3/1m,review=3,contact=2/1m' }, (m) => logged.push(m))).toEqual({
      contact: { max: 2, windowMs: MINUTE },
    });
    expect(logged).toHaveLength(3);
  });
  it('TRUSTED_PROXIES and RATE_LIMIT_EXEMPT: addresses or networks, comma-separated; anything else is logged and left out', () => {
    expect(addressListFromEnv({}, 'TRUSTED_PROXIES', quiet)).toEqual([]);
    expect(addressListFromEnv({ TRUSTED_PROXIES: '127.0.0.1, ::1,10.0.0.0/8' }, 'TRUSTED_PROXIES', quiet)).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.0/8',
    ]);
    const logged: string[] = [];
    expect(
      addressListFromEnv({ RATE_LIMIT_EXEMPT: 'localhost,10.0.0.0/33,10.0.0.5,*' }, 'RATE_LIMIT_EXEMPT', (m) => logged.push(m)),
    ).toEqual(['10.0.0.5']);
    expect(logged).toHaveLength(3);
  });
});

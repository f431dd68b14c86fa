/**
 * How many failed sign-ins are allowed before further attempts are refused
 * with 429. Only failures count (a wrong password or an unknown email), so any
 * number of successful sign-ins from one address — the browser tests' from
 * 127.0.0.1 — are never limited.
 */
export const LOGIN_LIMITS = {
  /** Failures for one email (known or not) within the window. A successful sign-in clears them. */
  perAccount: { maxFailures: 5, windowMs: 15 * 60 * 1000 },
  /** Failures from one client address within the window, whatever the email (credential stuffing). */
  perAddress: { maxFailures: 50, windowMs: 15 * 60 * 1000 },
  /** Keys remembered per kind; the oldest are forgotten first, so a flood of made-up emails cannot exhaust memory. */
  maxTrackedKeys: 10_000,
} as const;

export type LoginLimits = {
  perAccount: { maxFailures: number; windowMs: number };
  perAddress: { maxFailures: number; windowMs: number };
  maxTrackedKeys: number;
};

/** The 429's message: how long to wait, in whole minutes (at least one). */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Sliding-window failure counts for one kind of key (email or address). */
class FailureLog {
  private readonly failures = new Map<string, number[]>();
  private readonly limit: { maxFailures: number; windowMs: number };
  private readonly maxKeys: number;
  constructor(limit: { maxFailures: number; windowMs: number }, maxKeys: number) {
    this.limit = limit;
    this.maxKeys = maxKeys;
  }

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => time > now - this.limit.windowMs);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  blockedFor(key: string, now: number): number {
    const times = this.recent(key, now);
    if (times.length < this.limit.maxFailures) return 0;
    // The attempt is allowed again once enough of the oldest failures have left the window.
    const freeing = times[times.length - this.limit.maxFailures] ?? now;
    return Math.max(1, Math.ceil((freeing + this.limit.windowMs - now) / 1000));
  }

  record(key: string, now: number): void {
    const times = this.recent(key, now);
    this.failures.delete(key);
    this.failures.set(key, [...times, now].slice(-this.limit.maxFailures));
    while (this.failures.size > this.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

export type LoginThrottle = {
  /** Seconds to wait when the account or the address is over its limit (answer 429), else 0. */
  retryAfter(account: string, address: string): number;
  failed(account: string, address: string): void;
  succeeded(account: string): void;
};

/** One per app: the counts live in memory, as a single local API process needs no more. */
export function createLoginThrottle(limits: LoginLimits = LOGIN_LIMITS, now: () => number = Date.now): LoginThrottle {
  const accounts = new FailureLog(limits.perAccount, limits.maxTrackedKeys);
  const addresses = new FailureLog(limits.perAddress, limits.maxTrackedKeys);
  const accountKey = (email: string) => email.normalize('NFC').trim().toLowerCase();
  return {
    retryAfter(account, address) {
      const at = now();
      return Math.max(accounts.blockedFor(accountKey(account), at), addresses.blockedFor(address, at));
    },
    failed(account, address) {
      const at = now();
      accounts.record(accountKey(account), at);
      addresses.record(address, at);
    },
    succeeded(account) {
      accounts.clear(accountKey(account));
    },
  };
}

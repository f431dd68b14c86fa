import { MIN_STAFF_TOKEN_LENGTH } from './staff-auth.ts';
import type { RebuildWebhook } from './rebuild-webhook.ts';
import { NO_RATE_LIMITS, RATE_LIMIT_KINDS, type RateLimitKind, type RateLimits } from './rate-limit.ts';
import { parseAddressEntry } from './client-address.ts';

type Log = (message: string) => void;

/** STAFF_TOKEN: turns the staff routes on; a short one is refused (logged) and leaves them off. */
export function staffTokenFromEnv(env: NodeJS.ProcessEnv, log: Log = console.error): string | undefined {
  const token = env.STAFF_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < MIN_STAFF_TOKEN_LENGTH || /\s/.test(token)) {
    log(`[api] STAFF_TOKEN must be at least ${MIN_STAFF_TOKEN_LENGTH} characters without spaces; the staff routes stay off`);
    return undefined;
  }
  return token;
}

/** REBUILD_WEBHOOK_URL (http or https) and REBUILD_WEBHOOK_TOKEN, both or neither. */
export function rebuildWebhookFromEnv(env: NodeJS.ProcessEnv, log: Log = console.error): RebuildWebhook | undefined {
  const url = env.REBUILD_WEBHOOK_URL?.trim() ?? '';
  const token = env.REBUILD_WEBHOOK_TOKEN?.trim() ?? '';
  if (url === '' && token === '') return undefined;
  if (url === '' || token === '') {
    log('[api] REBUILD_WEBHOOK_URL and REBUILD_WEBHOOK_TOKEN go together; the rebuild webhook stays off');
    return undefined;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    log(`[api] REBUILD_WEBHOOK_URL is not a URL (${url}); the rebuild webhook stays off`);
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    log(`[api] REBUILD_WEBHOOK_URL must be http or https (${url}); the rebuild webhook stays off`);
    return undefined;
  }
  return { url: parsed.href, token };
}

/**
 * CHANGE_FEED: `off` makes the API a backend without the change feed extension
 * (GET /api/v1/changes is 404), to try the rebuild against one. Anything but
 * `off` or `on` is logged and leaves the feed on, as it was.
 */
export function changeFeedFromEnv(env: NodeJS.ProcessEnv, log: Log = console.error): boolean {
  const value = env.CHANGE_FEED?.trim().toLowerCase() ?? '';
  if (value === 'off') return false;
  if (value !== '' && value !== 'on') log(`[api] CHANGE_FEED must be on or off (${env.CHANGE_FEED}); the change feed stays on`);
  return true;
}

/** How SQLite syncs commits: FULL (every commit on disk before its answer) unless the load benchmark compares. */
export type Synchronous = 'FULL' | 'NORMAL';

/**
 * API_SYNCHRONOUS: `NORMAL` trades the last commits before a power cut for speed; only `npm run bench:api`
 * sets it, to measure what FULL costs in the same run. Anything else is logged and stays FULL.
 */
export function synchronousFromEnv(env: NodeJS.ProcessEnv, log: Log = console.error): Synchronous {
  const value = env.API_SYNCHRONOUS?.trim().toUpperCase() ?? '';
  if (value === 'NORMAL') return 'NORMAL';
  if (value !== '' && value !== 'FULL') log(`[api] API_SYNCHRONOUS must be FULL or NORMAL (${env.API_SYNCHRONOUS}); it stays FULL`);
  return 'FULL';
}

const DURATION_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/**
 * RATE_LIMITS: `off` (no limit on any write: the load benchmark), or
 * comma-separated `kind=max/duration` (duration in s, m or h: `comment=3/10m`)
 * or `kind=off`, over the production limits (lib/rate-limit.ts). A part that
 * does not parse is logged and that kind keeps its production limit.
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv, log: Log = console.error): Partial<RateLimits> {
  const value = env.RATE_LIMITS?.trim() ?? '';
  if (value === '') return {};
  if (value.toLowerCase() === 'off') return { ...NO_RATE_LIMITS };
  const limits: Partial<RateLimits> = {};
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-z]+)\s*=\s*(?:(off)|(\d+)\s*\/\s*(\d+)\s*([smh]))$/i.exec(part);
    const kind = match?.[1]?.toLowerCase() as RateLimitKind | undefined;
    if (!match || !kind || !(RATE_LIMIT_KINDS as readonly string[]).includes(kind)) {
      log(`[api] RATE_LIMITS: "${part}" is not kind=max/duration or kind=off with a kind of ${RATE_LIMIT_KINDS.join(', ')}; ignored`);
      continue;
    }
    if (match[2]) {
      limits[kind] = null;
      continue;
    }
    const max = Number(match[3]);
    const windowMs = Number(match[4]) * DURATION_MS[(match[5] ?? 's').toLowerCase() as keyof typeof DURATION_MS];
    if (max < 1 || windowMs < 1000) {
      log(`[api] RATE_LIMITS: "${part}" must allow at least 1 request in at least 1 second; ignored`);
      continue;
    }
    limits[kind] = { max, windowMs };
  }
  return limits;
}

/**
 * TRUSTED_PROXIES, RATE_LIMIT_EXEMPT: comma-separated addresses or networks
 * (`127.0.0.1`, `10.0.0.0/8`, `::1`). An entry that is neither is logged and left out.
 */
export function addressListFromEnv(
  env: NodeJS.ProcessEnv,
  name: 'TRUSTED_PROXIES' | 'RATE_LIMIT_EXEMPT',
  log: Log = console.error,
): string[] {
  const entries = (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.filter((entry) => {
    if (parseAddressEntry(entry)) return true;
    log(`[api] ${name}: "${entry}" is not an address or a network (address/prefix); left out`);
    return false;
  });
}

import { MIN_STAFF_TOKEN_LENGTH } from './staff-auth.ts';
import type { RebuildWebhook } from './rebuild-webhook.ts';

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

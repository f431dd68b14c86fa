import type { MiddlewareHandler } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { currentSeq, cursorAt } from './change-feed.ts';

export type RebuildWebhook = { url: string; token: string };

/** A webhook that has not answered by then is given up on, and called again after a pause. */
export const WEBHOOK_TIMEOUT_MS = 5000;
/** Pauses before calling a failing webhook again: doubling from the first to the last. */
export const WEBHOOK_RETRY_MS = { first: 1000, last: 60_000 };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Notifier = (cursor: string) => void;

/**
 * Calls the rebuild webhook, fire-and-forget: POST {cursor} with the bearer
 * token. At most one call is in flight; changes meanwhile make one more call
 * when it ends (with the newest cursor), so a burst of writes costs two calls
 * and the last change is never left unannounced. A failed call is made again
 * after a pause (1 s, doubling up to a minute) until the webhook answers, so a
 * change made while it is down or not yet started is announced when it is back.
 * A failure is logged once, not once per write, until a call succeeds again.
 */
export function webhookNotifier(hook: RebuildWebhook, log: (message: string) => void = console.error, retry = WEBHOOK_RETRY_MS): Notifier {
  let inFlight = false;
  let pending: string | null = null;
  let failing = false;
  let pause = 0;

  async function send(cursor: string): Promise<boolean> {
    try {
      const response = await fetch(hook.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${hook.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ cursor }),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      if (failing) log(`[api] rebuild webhook ${hook.url} answers again`);
      failing = false;
      return true;
    } catch (error) {
      if (!failing) log(`[api] rebuild webhook ${hook.url} failed: ${error instanceof Error ? error.message : String(error)} (logged once until it answers again; calling again until it does)`);
      failing = true;
      return false;
    }
  }

  function run(cursor: string): void {
    inFlight = true;
    void send(cursor).then((ok) => {
      pause = ok ? 0 : Math.min(pause === 0 ? retry.first : pause * 2, retry.last);
      // The newest cursor goes next; after a failure, this one again unless a newer came meanwhile.
      const next = pending ?? (ok ? null : cursor);
      pending = null;
      if (next === null) {
        inFlight = false;
      } else if (pause === 0) {
        run(next);
      } else {
        // Still "in flight" while it waits: writes meanwhile only move the cursor it will send.
        setTimeout(() => {
          const latest = pending ?? next;
          pending = null;
          run(latest);
        }, pause).unref();
      }
    });
  }

  return (cursor) => {
    if (inFlight) pending = cursor;
    else run(cursor);
  };
}

/**
 * After every write request (not GET/HEAD/OPTIONS) that recorded at least one
 * change, whatever its route (reviews, comments, orders, staff writes), tells
 * the rebuild webhook. The answer to the client is never delayed: the call
 * starts after the handler and is not awaited.
 */
export function notifyRebuild(db: DatabaseSync, notify: Notifier): MiddlewareHandler {
  return async (c, next) => {
    if (READS.has(c.req.method)) return next();
    const before = currentSeq(db);
    await next();
    const after = currentSeq(db);
    if (after > before) notify(cursorAt(db, after));
  };
}

import type { MiddlewareHandler } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { currentSeq, cursorAt, type WireChange } from './change-feed.ts';

export type RebuildWebhook = { url: string; token: string };

/** A webhook that has not answered by then is given up on, and called again after a pause. */
export const WEBHOOK_TIMEOUT_MS = 5000;
/** Pauses before calling a failing webhook again: doubling from the first to the last. */
export const WEBHOOK_RETRY_MS = { first: 1000, last: 60_000 };
/**
 * Most changes one call names: the rebuild webhook refuses more (its MAX_NAMED,
 * publishing/rebuild/incremental/named-changes.ts). Past it a call names nothing,
 * and the rebuild revalidates every answer instead.
 */
export const WEBHOOK_MAX_NAMED = 1000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A change as a call names it: the feed's row without its seq (a backend without a feed has none to offer). */
export type NamedChange = Omit<WireChange, 'seq'>;

/**
 * What a call announces. With the change feed: its newest cursor (the rebuild
 * reads the feed). Without it: the changes themselves, or, when more than one
 * call may name have piled up, `everything` (an empty body).
 */
export type Announcement = { cursor: string } | { changes: NamedChange[] } | { everything: true };

/**
 * `newer` added to `older`, which has not gone out yet. A newer cursor covers
 * everything before it; names are kept, each change once (at its latest place,
 * so a book deleted and created again ends created), until there are too many.
 */
function merge(older: Announcement | null, newer: Announcement): Announcement {
  if (older === null || 'cursor' in newer || 'cursor' in older) return newer;
  if ('everything' in older || 'everything' in newer) return { everything: true };
  const byKey = new Map<string, NamedChange>();
  for (const change of [...older.changes, ...newer.changes]) {
    const key = JSON.stringify([change.kind, change.action, change.id, change.slug, change.fields]);
    byKey.delete(key);
    byKey.set(key, change);
  }
  return byKey.size > WEBHOOK_MAX_NAMED ? { everything: true } : { changes: [...byKey.values()] };
}

function bodyOf(announcement: Announcement): string {
  return JSON.stringify('everything' in announcement ? {} : announcement);
}

type Notifier = (announcement: Announcement) => void;

/**
 * Calls the rebuild webhook, fire-and-forget: POST the announcement with the
 * bearer token. At most one call is in flight; changes meanwhile make one more
 * call when it ends (the newest cursor, or every change named since), so a
 * burst of writes costs two calls and no change is left unannounced. A failed
 * call is made again after a pause (1 s, doubling up to a minute) until the
 * webhook answers, so a change made while it is down or not yet started is
 * announced when it is back. A failure is logged once, not once per write,
 * until a call succeeds again. Names the webhook refuses (413, 422) are
 * announced again without names, rather than offered again forever.
 */
export function webhookNotifier(hook: RebuildWebhook, log: (message: string) => void = console.error, retry = WEBHOOK_RETRY_MS): Notifier {
  let inFlight = false;
  let pending: Announcement | null = null;
  let failing = false;
  let pause = 0;

  async function send(announcement: Announcement): Promise<'ok' | 'failed' | 'refused'> {
    try {
      const response = await fetch(hook.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${hook.token}`, 'Content-Type': 'application/json' },
        body: bodyOf(announcement),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if ('changes' in announcement && (response.status === 413 || response.status === 422)) {
        log(
          `[api] rebuild webhook ${hook.url} refused the ${announcement.changes.length} changes named (${response.status}); calling again without names`,
        );
        return 'refused';
      }
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      if (failing) log(`[api] rebuild webhook ${hook.url} answers again`);
      failing = false;
      return 'ok';
    } catch (error) {
      if (!failing)
        log(
          `[api] rebuild webhook ${hook.url} failed: ${error instanceof Error ? error.message : String(error)} (logged once until it answers again; calling again until it does)`,
        );
      failing = true;
      return 'failed';
    }
  }

  function run(announcement: Announcement): void {
    inFlight = true;
    void send(announcement).then((outcome) => {
      pause = outcome === 'failed' ? Math.min(pause === 0 ? retry.first : pause * 2, retry.last) : 0;
      // What went out unanswered goes again, with whatever came meanwhile.
      const unsent: Announcement | null = outcome === 'ok' ? null : outcome === 'refused' ? { everything: true } : announcement;
      const next = pending === null ? unsent : merge(unsent, pending);
      pending = null;
      if (next === null) {
        inFlight = false;
      } else if (pause === 0) {
        run(next);
      } else {
        // Still "in flight" while it waits: writes meanwhile only add to what it will send.
        setTimeout(() => {
          const latest = pending === null ? next : merge(next, pending);
          pending = null;
          run(latest);
        }, pause).unref();
      }
    });
  }

  return (announcement) => {
    if (inFlight) pending = merge(pending, announcement);
    else run(announcement);
  };
}

type ChangeRow = Omit<NamedChange, 'fields'> & { fields: string };

/** The changes with a seq in (before, after], or `everything` when more than a call may name. */
function changesBetween(db: DatabaseSync, before: number, after: number): Announcement {
  if (after - before > WEBHOOK_MAX_NAMED) return { everything: true };
  const rows = db
    .prepare('SELECT kind, action, id, slug, fields, at FROM changes WHERE seq > ? AND seq <= ? ORDER BY seq')
    .all(before, after) as ChangeRow[];
  return { changes: rows.map((row) => ({ ...row, fields: JSON.parse(row.fields) as string[] })) };
}

/**
 * After every write request (not GET/HEAD/OPTIONS) that recorded at least one
 * change, whatever its route (reviews, comments, orders, staff writes), tells
 * the rebuild webhook: with the change feed, its new cursor; without it
 * (`changeFeed: false`), the changes the request recorded. The answer to the
 * client is never delayed: the call starts after the handler and is not awaited.
 */
export function notifyRebuild(db: DatabaseSync, notify: Notifier, options: { changeFeed: boolean }): MiddlewareHandler {
  return async (c, next) => {
    if (READS.has(c.req.method)) return next();
    const before = currentSeq(db);
    await next();
    const after = currentSeq(db);
    if (after <= before) return;
    // Read at once (no await in between), so pruning cannot take a row first. Another request's
    // changes made meanwhile may be named twice; none is missed.
    notify(options.changeFeed ? { cursor: cursorAt(db, after) } : changesBetween(db, before, after));
  };
}

import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { throwIfErrors, type FieldErrors } from '../lib/http.ts';
import { CHANGES_LIMIT, parseCursor, readChanges, type Cursor } from '../lib/change-feed.ts';

/**
 * GET /changes?since=<cursor>&limit=<n>: the change feed (lib/change-feed.ts).
 * Public: it names which records changed, never their content. Never cached
 * (and left out of the conditional-GET middleware): a stale answer would hide changes.
 */
export function changeRoutes(db: DatabaseSync): Hono {
  const app = new Hono();

  app.get('/changes', (c) => {
    const rawSince = (c.req.query('since') ?? '').trim();
    const rawLimit = (c.req.query('limit') ?? '').trim();
    const errors: FieldErrors = {};
    let since: Cursor | null = null;
    if (rawSince !== '') {
      since = parseCursor(rawSince);
      if (since === null) errors.since = ['The since must be a cursor this feed answered ("<feed id>.<seq>").'];
    }
    let limit = CHANGES_LIMIT;
    if (rawLimit !== '') {
      limit = /^\d{1,9}$/.test(rawLimit) ? Number(rawLimit) : 0;
      if (limit < 1 || limit > CHANGES_LIMIT) errors.limit = [`The limit must be a whole number between 1 and ${CHANGES_LIMIT}.`];
    }
    throwIfErrors(errors);
    c.header('Cache-Control', 'no-store');
    return c.json(readChanges(db, since, limit));
  });

  return app;
}

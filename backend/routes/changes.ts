import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { fieldsSchema, checkFields, readField, rule } from '../lib/field-rules.ts';
import { CHANGES_LIMIT, parseCursor, readChanges } from '../lib/change-feed.ts';
import { queryValue } from '../lib/http.ts';
import { wholeNumber } from '../lib/whole-number.ts';

const LIMIT = wholeNumber({ digits: 9, max: CHANGES_LIMIT });

const QUERY = fieldsSchema(
  rule(
    'since',
    ({ since }) => since === '' || parseCursor(String(since)) !== null,
    'The since must be a cursor this feed answered ("<feed id>.<seq>").',
  ),
  rule('limit', ({ limit }) => limit === '' || v.is(LIMIT, limit), `The limit must be a whole number between 1 and ${CHANGES_LIMIT}.`),
);

/**
 * GET /changes?since=<cursor>&limit=<n>: the change feed (lib/change-feed.ts).
 * Public: it names which records changed, never their content. Never cached
 * (and left out of the conditional-GET middleware): a stale answer would hide changes.
 */
export function changeRoutes(db: DatabaseSync): Hono {
  const app = new Hono();

  app.get('/changes', (c) => {
    const query = { since: queryValue(c, 'since'), limit: queryValue(c, 'limit') };
    checkFields(QUERY, query);
    const since = query.since === '' ? null : parseCursor(query.since);
    const limit = query.limit === '' ? CHANGES_LIMIT : readField(LIMIT, query.limit);
    c.header('Cache-Control', 'no-store');
    return c.json(readChanges(db, since, limit));
  });

  return app;
}

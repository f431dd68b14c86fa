/**
 * The rebuild webhook: POST /rebuild starts a rebuild (or queues one follow-up),
 * GET /rebuild/status shows the current and last runs. Both need
 * `Authorization: Bearer <REBUILD_TOKEN>`; anything else is a 401 and nothing runs.
 *
 * POST /rebuild may carry a JSON body naming what changed
 * (`{"changes": [{"kind": "product", "action": "updated", "slug": "…"}]}`,
 * incremental/named-changes.ts); no body names nothing. A body that cannot be
 * taken is refused whole (413, 415, 422) and nothing is recorded or run, so a
 * backend never believes a change was announced when it was not.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { readWebhookBody, type NamedChange } from './incremental/named-changes.ts';
import type { RebuildQueue } from './queue.ts';

/** Far above the largest valid body (MAX_NAMED changes of a few hundred bytes each). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Keeps a request for the next rebuild (null: nothing named). Throws when it cannot: the request is then refused. */
export type RecordChanges = (changes: NamedChange[] | null) => void;

/** Compares digests, so neither the token's content nor its length shows in the timing. */
export function tokenMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function createWebhookApp(options: { token: string; queue: RebuildQueue; record: RecordChanges }): Hono {
  const app = new Hono();
  // Authorization first: a caller without the token learns nothing about bodies.
  app.use('/rebuild', async (c, next) => (authorize(c.req.header('Authorization'), options.token) ? next() : unauthorized(c)));
  app.use('/rebuild/*', async (c, next) => (authorize(c.req.header('Authorization'), options.token) ? next() : unauthorized(c)));
  app.use(
    '/rebuild',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json(
          {
            message: `The body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB; nothing was recorded or started. To name that many changes, send no body (every answer is revalidated).`,
          },
          413,
        ),
    }),
  );

  app.post('/rebuild', async (c) => {
    const body = await readBody(c);
    if (body instanceof Response) return body;
    // Recorded before the trigger, so the run it starts (or the queued follow-up) sees it.
    options.record(body);
    const answer = options.queue.trigger();
    return c.json({ status: answer, ...options.queue.status() }, 202);
  });
  app.get('/rebuild/status', (c) => c.json(options.queue.status()));
  app.notFound((c) => c.json({ message: 'Not Found' }, 404));
  app.onError((error, c) => {
    // Nothing was triggered: the backend should call again rather than think the change announced.
    console.error('[rebuild] webhook:', error);
    return c.json({ message: 'The request could not be recorded; nothing was started. Try again.' }, 500);
  });
  return app;
}

/** The changes a POST names (null: none), or the answer refusing it. */
async function readBody(c: Context): Promise<NamedChange[] | null | Response> {
  const text = await c.req.text();
  if (text.trim() === '') return null;
  // `application/json`, with or without parameters (charset); anything else may not be JSON at all.
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    return c.json(
      { message: 'A body must be JSON, sent with Content-Type: application/json (or send no body); nothing was recorded or started.' },
      415,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return c.json(
      { message: 'The body is not valid JSON; nothing was recorded or started.', errors: { '(body)': ['is not valid JSON'] } },
      422,
    );
  }
  const read = readWebhookBody(json);
  if ('errors' in read)
    return c.json(
      { message: 'The body is not a request this webhook takes (see errors); nothing was recorded or started.', errors: read.errors },
      422,
    );
  return read.changes;
}

function authorize(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match !== null && tokenMatches(match[1] ?? '', token);
}

function unauthorized(c: { json: (body: unknown, status: 401, headers: Record<string, string>) => Response }): Response {
  return c.json({ message: 'Unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer' });
}

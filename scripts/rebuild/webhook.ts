/**
 * The rebuild webhook: POST /rebuild starts a rebuild (or queues one follow-up),
 * GET /rebuild/status shows the current and last runs. Both need
 * `Authorization: Bearer <REBUILD_TOKEN>`; anything else is a 401 and nothing runs.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { RebuildQueue } from './queue.ts';

/** Compares digests, so neither the token's content nor its length shows in the timing. */
export function tokenMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function createWebhookApp(options: { token: string; queue: RebuildQueue }): Hono {
  const app = new Hono();
  app.use('/rebuild', async (c, next) => authorize(c.req.header('Authorization'), options.token) ? next() : unauthorized(c));
  app.use('/rebuild/*', async (c, next) => authorize(c.req.header('Authorization'), options.token) ? next() : unauthorized(c));

  app.post('/rebuild', (c) => {
    const answer = options.queue.trigger();
    return c.json({ status: answer, ...options.queue.status() }, 202);
  });
  app.get('/rebuild/status', (c) => c.json(options.queue.status()));
  app.notFound((c) => c.json({ message: 'Not Found' }, 404));
  return app;
}

function authorize(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match !== null && tokenMatches(match[1] ?? '', token);
}

function unauthorized(c: { json: (body: unknown, status: 401, headers: Record<string, string>) => Response }): Response {
  return c.json({ message: 'Unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer' });
}

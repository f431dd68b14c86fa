import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { checkFields, fieldsSchema, rule } from '../../lib/field-rules.ts';
import { notFound, text } from '../../lib/http.ts';
import { readJsonObject } from '../../lib/json-body.ts';
import { maxLengths, required, validEmail, visibleText } from '../../lib/text-rules.ts';
import { postIdBySlug } from '../../lib/posts.ts';
import { insertComment } from '../../lib/comments.ts';
import { isHttpAddress } from '../../lib/web-address.ts';

/** Only an http(s) address can become a link; anything else would be stored and shown as text, so it is refused. */
export const INVALID_WEB = 'The web must be a valid URL starting with http:// or https://.';

const COMMENT = fieldsSchema(
  ...required({ comment: 'Comment is required', name: 'Name is required', email: 'Email is required' }),
  ...maxLengths({
    comment: { max: 5000, label: 'comment' },
    name: { max: 100, label: 'name' },
    email: { max: 254, label: 'email' },
    web: { max: 2000, label: 'web' },
  }),
  ...visibleText({
    comment: { kind: 'multiline', label: 'comment' },
    name: { kind: 'line', label: 'name' },
    email: { kind: 'identifier', label: 'email' },
  }),
  validEmail('email'),
  rule('web', (body) => text(body, 'web') === '' || isHttpAddress(text(body, 'web')), INVALID_WEB),
  // After the URL rule, so an address that is no http(s) URL at all ("java\tscript:") is told so,
  // and only a URL hiding invisible characters hears about them.
  ...visibleText({ web: { kind: 'identifier', label: 'web' } }),
);

/**
 * POST /blogs/posts/{slug}/comments: body {comment, name, email, web}; web is
 * optional, and when given must be an http(s) URL. 201 {comment} without the email; 422 per field; 404
 * for an unknown post.
 */
export function commentRoutes(db: DatabaseSync): Hono {
  const app = new Hono();

  app.post('/blogs/posts/:slug/comments', async (c) => {
    const postId = postIdBySlug(db, c.req.param('slug'));
    if (postId === null) throw notFound();
    const body = await readJsonObject(c);
    checkFields(COMMENT, body);
    const comment = insertComment(db, postId, {
      comment: text(body, 'comment'),
      name: text(body, 'name'),
      email: text(body, 'email'),
      web: text(body, 'web'),
    });
    return c.json({ comment }, 201);
  });

  return app;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommentCreatedSchema, ErrorBodySchema, PostPageSchema, PostResponseSchema, type Post } from './schemas.ts';
import { call, expectShape, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let allPosts: Post[];

beforeAll(async () => {
  api = await startTestApi({ books: 20 });
  allPosts = expectShape(PostPageSchema, (await call(`${api.content}/blogs/posts?per_page=100`)).body).data;
});

afterAll(async () => {
  await api.close();
});

let emailCounter = 0;
function uniqueEmail(): string {
  emailCounter += 1;
  return `secret-commenter-${emailCounter}-${Date.now()}@example.com`;
}

function postWith(predicate: (post: Post) => boolean): Post {
  const post = allPosts.find(predicate);
  if (!post) throw new Error('the seed has no such post');
  return post;
}

function commentsUrl(slug: string): string {
  return `${api.content}/blogs/posts/${slug}/comments`;
}

function fieldErrors(body: unknown): Record<string, string[]> {
  return expectShape(ErrorBodySchema, body).errors ?? {};
}

const VALID = { comment: 'চমৎকার লেখা!', name: 'Nusrat', web: 'https://example.org' };

describe('POST /content/blogs/posts/{slug}/comments', () => {
  it('stores the comment, shows it last on the post and counts it, without the email anywhere', async () => {
    const post = postWith((p) => p.comments_count > 1);
    const email = uniqueEmail();
    const created = await fetch(commentsUrl(post.slug), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...VALID, email }),
    });
    expect(created.status).toBe(201);
    const createdText = await created.text();
    expect(createdText).not.toContain(email);
    const { comment } = expectShape(CommentCreatedSchema, JSON.parse(createdText));
    expect(comment).toMatchObject({ name: VALID.name, web: VALID.web, comment: VALID.comment });

    const postText = await (await fetch(`${api.content}/blogs/posts/${post.slug}`)).text();
    expect(postText).not.toContain(email);
    const body = expectShape(PostResponseSchema, JSON.parse(postText));
    expect(body.post.comments_count).toBe(post.comments_count + 1);
    expect(body.comments).toHaveLength(post.comments_count + 1);
    expect(body.comments.at(-1)).toEqual(comment);

    for (const path of ['/blogs/posts?per_page=100', '/blogs/sidebar/recents', '/blogs/categories', '/blogs/tags']) {
      expect(await (await fetch(`${api.content}${path}`)).text()).not.toContain(email);
    }
    for (const category of body.post.categories) {
      expect(await (await fetch(`${api.content}/blogs/categories/${category.slug}`)).text()).not.toContain(email);
    }
    for (const tag of body.post.tags) {
      expect(await (await fetch(`${api.content}/blogs/tags/${tag.slug}`)).text()).not.toContain(email);
    }
    const stored = api.db.prepare('SELECT email FROM comments WHERE id = ?').get(comment.id) as { email: string };
    expect(stored.email).toBe(email);
  });

  it('gives a post without comments its first one', async () => {
    const post = postWith((p) => p.comments_count === 0);
    const res = await call(commentsUrl(post.slug), { json: { ...VALID, email: uniqueEmail() } });
    expect(res.status).toBe(201);
    const body = expectShape(PostResponseSchema, (await call(`${api.content}/blogs/posts/${post.slug}`)).body);
    expect(body.post.comments_count).toBe(1);
    expect(body.comments).toHaveLength(1);
  });

  it('trims and NFC-normalises the text, takes an http(s) web as given and allows it to be absent', async () => {
    const post = postWith((p) => p.comments_count === 1);
    const decomposed = 'Cafe\u0301 reader';
    const withWeb = await call(commentsUrl(post.slug), {
      json: { comment: `  ${decomposed}  `, name: `\n${decomposed}\t`, email: ` ${uniqueEmail()} `, web: '  http://Example.org/পাতা  ' },
    });
    expect(withWeb.status).toBe(201);
    expect(expectShape(CommentCreatedSchema, withWeb.body).comment).toMatchObject({
      comment: 'Caf\u00e9 reader',
      name: 'Caf\u00e9 reader',
      web: 'http://Example.org/পাতা',
    });
    const withoutWeb = await call(commentsUrl(post.slug), { json: { comment: 'Hi', name: 'A', email: uniqueEmail() } });
    expect(withoutWeb.status).toBe(201);
    expect(expectShape(CommentCreatedSchema, withoutWeb.body).comment.web).toBe('');
  });

  it('answers every missing field at once', async () => {
    const post = postWith(() => true);
    const res = await call(commentsUrl(post.slug), { json: { web: 'https://example.org' } });
    expect(res.status).toBe(422);
    expect(fieldErrors(res.body)).toEqual({
      comment: ['Comment is required'],
      name: ['Name is required'],
      email: ['Email is required'],
    });
  });

  it.each([
    ['comment', 'Comment is required'],
    ['name', 'Name is required'],
    ['email', 'Email is required'],
  ])('answers 422 on %s alone when it is blank', async (field, message) => {
    const post = postWith(() => true);
    const res = await call(commentsUrl(post.slug), { json: { ...VALID, email: uniqueEmail(), [field]: '  ' } });
    expect(res.status).toBe(422);
    expect(fieldErrors(res.body)).toEqual({ [field]: [message] });
  });

  it('rejects an invalid email address', async () => {
    const post = postWith(() => true);
    const res = await call(commentsUrl(post.slug), { json: { ...VALID, email: 'nusrat@nowhere' } });
    expect(res.status).toBe(422);
    expect(fieldErrors(res.body)).toEqual({ email: ['The email must be a valid email address.'] });
  });

  it.each([
    'not a url',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'http://exa\nmple.org/',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.org/',
    '//example.org/',
    '/relative/path',
    'http://',
  ])('refuses the web address %j (only http and https can become a link)', async (web) => {
    const post = postWith(() => true);
    const res = await call(commentsUrl(post.slug), { json: { ...VALID, email: uniqueEmail(), web } });
    expect(res.status).toBe(422);
    expect(fieldErrors(res.body)).toEqual({ web: ['The web must be a valid URL starting with http:// or https://.'] });
  });

  it.each([
    ['comment', 5000],
    ['name', 100],
    ['web', 2000],
  ])('caps %s at %i characters', async (field, max) => {
    const post = postWith(() => true);
    // The web address must stay a URL at any length, so its padding follows a scheme and host.
    const filled = (length: number) => (field === 'web' ? `https://e.org/${'ব'.repeat(length - 14)}` : 'ব'.repeat(length));
    const atLimit = await call(commentsUrl(post.slug), { json: { ...VALID, email: uniqueEmail(), [field]: filled(max) } });
    expect(atLimit.status).toBe(201);
    const over = await call(commentsUrl(post.slug), { json: { ...VALID, email: uniqueEmail(), [field]: filled(max + 1) } });
    expect(over.status).toBe(422);
    expect(fieldErrors(over.body)).toEqual({ [field]: [`The ${field} may not be greater than ${max} characters.`] });
  });

  it('caps email at 254 characters', async () => {
    const post = postWith(() => true);
    const email = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(email).toHaveLength(254);
    expect((await call(commentsUrl(post.slug), { json: { ...VALID, email } })).status).toBe(201);
    const res = await call(commentsUrl(post.slug), { json: { ...VALID, email: `a${email}` } });
    expect(res.status).toBe(422);
    expect(fieldErrors(res.body)).toEqual({ email: ['The email may not be greater than 254 characters.'] });
  });

  it('answers 404 JSON for an unknown post', async () => {
    const res = await call(commentsUrl('no-such-post'), { json: { ...VALID, email: uniqueEmail() } });
    expect(res.status).toBe(404);
    expectShape(ErrorBodySchema, res.body);
  });

  it.each(['{"comment": ', '[1, 2]', '"text"'])('answers 400 JSON for the body %s', async (raw) => {
    const post = postWith(() => true);
    const res = await call(commentsUrl(post.slug), { raw });
    expect(res.status).toBe(400);
    expectShape(ErrorBodySchema, res.body);
  });
});

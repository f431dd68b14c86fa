import type { DatabaseSync } from 'node:sqlite';
import { absoluteImage } from './http.ts';

type Term = { name: string; slug: string };

/** A blog post as the content API sends it in every list (PostSchema in src/shared/api/schemas/content.ts). */
export type WirePost = {
  slug: string;
  name: string;
  author: string;
  categories: Term[];
  tags: Term[];
  created_at: string;
  /** '' when the post has no image, as the original API sends it. */
  image: '' | { path: string };
  /** The rendered Markdown; the storefront sanitizes it. */
  description: string;
  comments_count: number;
};

type PostRow = {
  id: number;
  slug: string;
  name: string;
  author: string;
  image: string | null;
  html: string;
  created_at: string;
  comments_count: number;
};

type TermRow = Term & { post_id: number };

/** Newest first everywhere; the id breaks ties between posts of the same instant. */
export const NEWEST_FIRST = 'p.created_at DESC, p.id DESC';

/**
 * Loads and shapes the given posts, in the order of `ids` (missing ids are
 * skipped). Batched: three queries whatever the number of posts.
 */
export function presentPosts(db: DatabaseSync, ids: readonly number[], origin: string): WirePost[] {
  if (ids.length === 0) return [];
  const idJson = JSON.stringify(ids);
  const rows = db
    .prepare(
      `SELECT p.id, p.slug, p.name, p.author, p.image, p.html, p.created_at,
              (SELECT COUNT(*) FROM comments c WHERE c.post_id = p.id) AS comments_count
         FROM posts p WHERE p.id IN (SELECT value FROM json_each(?))`,
    )
    .all(idJson) as PostRow[];
  const categories = groupByPost(
    db
      .prepare(
        `SELECT pc.post_id, bc.name, bc.slug FROM post_categories pc JOIN blog_categories bc ON bc.id = pc.category_id
          WHERE pc.post_id IN (SELECT value FROM json_each(?)) ORDER BY bc.id`,
      )
      .all(idJson) as TermRow[],
  );
  const tags = groupByPost(
    db
      .prepare(
        `SELECT pt.post_id, t.name, t.slug FROM post_tags pt JOIN tags t ON t.id = pt.tag_id
          WHERE pt.post_id IN (SELECT value FROM json_each(?)) ORDER BY t.id`,
      )
      .all(idJson) as TermRow[],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const posts: WirePost[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    posts.push({
      slug: row.slug,
      name: row.name,
      author: row.author,
      categories: categories.get(id) ?? [],
      tags: tags.get(id) ?? [],
      created_at: row.created_at,
      image: row.image ? absoluteImage(origin, row.image) : '',
      description: row.html,
      comments_count: row.comments_count,
    });
  }
  return posts;
}

/** The id of the post with this slug, or null. */
export function postIdBySlug(db: DatabaseSync, slug: string): number | null {
  const row = db.prepare('SELECT id FROM posts WHERE slug = ?').get(slug) as { id: number } | undefined;
  return row?.id ?? null;
}

function groupByPost(rows: TermRow[]): Map<number, Term[]> {
  const groups = new Map<number, Term[]>();
  for (const { post_id: postId, name, slug } of rows) {
    const list = groups.get(postId);
    if (list) list.push({ name, slug });
    else groups.set(postId, [{ name, slug }]);
  }
  return groups;
}

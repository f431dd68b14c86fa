import type { DatabaseSync } from 'node:sqlite';
import { NEWEST_FIRST } from './posts.ts';

export type WireBlogCategory = { name: string; slug: string; posts_count: number };
export type WireTag = { name: string; slug: string };

const CATEGORY_SELECT = `SELECT bc.id, bc.name, bc.slug,
       (SELECT COUNT(*) FROM post_categories pc WHERE pc.category_id = bc.id) AS posts_count
  FROM blog_categories bc`;

type CategoryRow = WireBlogCategory & { id: number };
type TagRow = WireTag & { id: number };

/** Every blog category with the number of its posts, in the order they were created. */
export function listBlogCategories(db: DatabaseSync): WireBlogCategory[] {
  const rows = db.prepare(`${CATEGORY_SELECT} ORDER BY bc.id`).all() as CategoryRow[];
  return rows.map(({ name, slug, posts_count }) => ({ name, slug, posts_count }));
}

export function blogCategoryBySlug(db: DatabaseSync, slug: string): CategoryRow | null {
  return (db.prepare(`${CATEGORY_SELECT} WHERE bc.slug = ?`).get(slug) as CategoryRow | undefined) ?? null;
}

/** Every tag, in the order they were created. */
export function listTags(db: DatabaseSync): WireTag[] {
  const rows = db.prepare('SELECT name, slug FROM tags ORDER BY id').all() as WireTag[];
  return rows.map(({ name, slug }) => ({ name, slug }));
}

export function tagBySlug(db: DatabaseSync, slug: string): TagRow | null {
  return (db.prepare('SELECT id, name, slug FROM tags WHERE slug = ?').get(slug) as TagRow | undefined) ?? null;
}

/** Ids of the posts in a blog category, newest first. */
export function postIdsInCategory(db: DatabaseSync, categoryId: number): number[] {
  const rows = db
    .prepare(
      `SELECT p.id FROM posts p JOIN post_categories pc ON pc.post_id = p.id
        WHERE pc.category_id = ? ORDER BY ${NEWEST_FIRST}`,
    )
    .all(categoryId) as { id: number }[];
  return rows.map((row) => row.id);
}

/** Ids of the posts wearing a tag, newest first. */
export function postIdsWithTag(db: DatabaseSync, tagId: number): number[] {
  const rows = db
    .prepare(`SELECT p.id FROM posts p JOIN post_tags pt ON pt.post_id = p.id WHERE pt.tag_id = ? ORDER BY ${NEWEST_FIRST}`)
    .all(tagId) as { id: number }[];
  return rows.map((row) => row.id);
}

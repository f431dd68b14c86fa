import type { DatabaseSync } from 'node:sqlite';

const MAX_SLUG_LENGTH = 80;

/**
 * Lower-case ASCII words joined by dashes, for the seed and for staff writes alike:
 * "Pather Panchali (2nd ed.)" → "pather-panchali-2nd-ed", "Charlotte Brontë" → "charlotte-bronte",
 * "Alice's" → "alices", "Pride & Prejudice" → "pride-and-prejudice".
 */
export function slugify(value: string, fallback = 'item'): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? fallback : slug;
}

/** The slug, or the first of slug-2, slug-3… that no book has yet. */
export function uniqueProductSlug(db: DatabaseSync, base: string): string {
  const taken = db.prepare('SELECT 1 FROM products WHERE slug = ?');
  let slug = base;
  for (let n = 2; taken.get(slug) !== undefined; n += 1) slug = `${base}-${n}`;
  return slug;
}

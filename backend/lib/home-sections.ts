import type { DatabaseSync } from 'node:sqlite';
import { presentProducts, type WireProduct } from './products.ts';

export const TAB_KEYS = ['tab_one', 'tab_two', 'tab_three'] as const;
export const SECTION_KEYS = [
  'section_one',
  'section_two',
  'section_three',
  'section_four',
  'section_five',
  'section_six',
  'section_seven',
  'section_eight',
  'section_nine',
  'section_ten',
  'section_eleven',
  'section_twelve',
] as const;

export type WireSection = { title: string; products: WireProduct[] };

type SectionRow = { key: string; title: string; product_id: number | null };

/**
 * The curated home-page blocks with the given keys, each with its books in
 * position order. The books of every block are loaded in one batch. A key the
 * database lacks answers an empty block, so the response keeps its shape.
 */
export function loadSections<K extends string>(db: DatabaseSync, keys: readonly K[], origin: string): Record<K, WireSection> {
  const rows = db
    .prepare(
      `SELECT hs.key, hs.title, hsp.product_id
         FROM home_sections hs LEFT JOIN home_section_products hsp ON hsp.section_key = hs.key
        WHERE hs.key IN (SELECT value FROM json_each(?))
        ORDER BY hs.key, hsp.position, hsp.product_id`,
    )
    .all(JSON.stringify(keys)) as SectionRow[];
  const ids = [...new Set(rows.flatMap((row) => (row.product_id === null ? [] : [row.product_id])))];
  const products = new Map(presentProducts(db, ids, origin).map((product) => [product.id, product]));
  const sections = Object.fromEntries(keys.map((key): [K, WireSection] => [key, { title: '', products: [] }])) as Record<K, WireSection>;
  for (const row of rows) {
    const section = sections[row.key as K];
    section.title = row.title;
    const product = row.product_id === null ? undefined : products.get(row.product_id);
    if (product) section.products.push(product);
  }
  return sections;
}

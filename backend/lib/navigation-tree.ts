import type { DatabaseSync } from 'node:sqlite';

export type WireNavigationItem = { id: number; name: string; type: string; url: string; children: WireNavigationItem[] };

type MenuRow = { id: number; parent_id: number | null; name: string; type: string; url: string };

/**
 * The items of a menu as a tree, each level in position order; an item without
 * children has `children: []`. An item whose parent is not in the menu, or that sits
 * in a cycle of parents, is shown at the top level rather than lost.
 */
export function navigationTree(db: DatabaseSync, menu: string): WireNavigationItem[] {
  const rows = db
    .prepare('SELECT id, parent_id, name, type, url FROM menu_items WHERE menu = ? ORDER BY position, id')
    .all(menu) as MenuRow[];
  const items = new Map<number, WireNavigationItem>(
    rows.map((row) => [row.id, { id: row.id, name: row.name, type: row.type, url: row.url, children: [] }]),
  );
  const parents = new Map(rows.map((row) => [row.id, row.parent_id]));
  const roots: WireNavigationItem[] = [];
  for (const row of rows) {
    const item = items.get(row.id);
    if (!item) continue;
    const parent = row.parent_id === null || isInCycle(parents, row.id) ? undefined : items.get(row.parent_id);
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}

/** True when following parents from `id` comes back to it (bad data must not make an endless tree). */
function isInCycle(parents: Map<number, number | null>, id: number): boolean {
  const seen = new Set<number>();
  let current = parents.get(id) ?? null;
  while (current !== null && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = parents.get(current) ?? null;
  }
  return false;
}

import type { DatabaseSync } from 'node:sqlite';
import { NEW_BOOKS } from '../lib/products.ts';

/** Change rows kept; older ones are pruned as new ones arrive (a client further behind gets a reset). */
export const FEED_RETENTION = 10_000;

type Row = 'NEW' | 'OLD';
/** An SQL expression over the trigger's NEW or OLD row. */
type Expr = (row: Row) => string;

/**
 * A table whose writes the feed records.
 * - `record`: a row is the record itself: created / updated / deleted, and an
 *   update names the columns that changed.
 * - `part`: a row is part of the record named by `id` and `slug` (a book's
 *   writers, a menu's items, a home-page block): any write is an `updated` of that record.
 */
type Source = {
  table: string;
  kind: string;
  role: 'record' | 'part';
  id: Expr;
  slug: Expr;
  /** `fields` of a part's change (the relation it stands for). */
  fields?: string[];
  /** Record only when this holds: a child deleted by its parent's cascade is covered by the parent's own row. */
  when?: Expr;
  /** Columns whose change alone is not a change of the API representation. */
  ignore?: string[];
};

const NONE: Expr = () => 'NULL';
const column =
  (name: string): Expr =>
  (row) =>
    `${row}.${name}`;
const productSlug: Expr = (row) => `(SELECT slug FROM products WHERE id = ${row}.product_id)`;
const productExists: Expr = (row) => `EXISTS (SELECT 1 FROM products WHERE id = ${row}.product_id)`;
const postSlug: Expr = (row) => `(SELECT slug FROM posts WHERE id = ${row}.post_id)`;
const postExists: Expr = (row) => `EXISTS (SELECT 1 FROM posts WHERE id = ${row}.post_id)`;
const homePart = (table: string): Source => ({ table, kind: 'home', role: 'part', id: NONE, slug: () => `'${table}'` });

export const SOURCES: readonly Source[] = [
  { table: 'products', kind: 'product', role: 'record', id: column('id'), slug: column('slug'), ignore: ['updated_at'] },
  {
    table: 'product_authors',
    kind: 'product',
    role: 'part',
    id: column('product_id'),
    slug: productSlug,
    fields: ['writers'],
    when: productExists,
  },
  {
    table: 'product_categories',
    kind: 'product',
    role: 'part',
    id: column('product_id'),
    slug: productSlug,
    fields: ['categories'],
    when: productExists,
  },
  { table: 'reviews', kind: 'review', role: 'record', id: column('id'), slug: productSlug, when: productExists },
  // A book's page shows how many readers wait for it: a request asked, withdrawn or met changes that.
  {
    table: 'restock_requests',
    kind: 'product',
    role: 'part',
    id: column('product_id'),
    slug: productSlug,
    fields: ['restock_waiting'],
    when: productExists,
  },
  { table: 'authors', kind: 'author', role: 'record', id: column('id'), slug: column('slug') },
  { table: 'categories', kind: 'category', role: 'record', id: column('id'), slug: column('slug') },
  { table: 'publishers', kind: 'publisher', role: 'record', id: column('id'), slug: column('slug') },
  { table: 'posts', kind: 'post', role: 'record', id: column('id'), slug: column('slug') },
  { table: 'post_categories', kind: 'post', role: 'part', id: column('post_id'), slug: postSlug, fields: ['categories'], when: postExists },
  { table: 'post_tags', kind: 'post', role: 'part', id: column('post_id'), slug: postSlug, fields: ['tags'], when: postExists },
  { table: 'comments', kind: 'comment', role: 'record', id: column('id'), slug: postSlug, when: postExists },
  { table: 'blog_categories', kind: 'blog_category', role: 'record', id: column('id'), slug: column('slug') },
  { table: 'tags', kind: 'tag', role: 'record', id: column('id'), slug: column('slug') },
  { table: 'pages', kind: 'page', role: 'record', id: column('id'), slug: column('slug') },
  { table: 'menus', kind: 'menu', role: 'record', id: NONE, slug: column('key') },
  { table: 'menu_items', kind: 'menu', role: 'part', id: NONE, slug: column('menu') },
  homePart('slides'),
  homePart('banners'),
  homePart('home_sections'),
  homePart('home_section_products'),
  homePart('testimonials'),
  // The feed id is bookkeeping, not content.
  { table: 'settings', kind: 'settings', role: 'record', id: NONE, slug: column('key'), when: (row) => `${row}.key <> 'feed_id'` },
];

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
const sqlString = (value: string): string => `'${value.replaceAll("'", "''")}'`;

function insertChange(source: Source, action: string, row: Row, fields: string, extraCondition = ''): string {
  const conditions = [source.when?.(row), extraCondition].filter(Boolean);
  return `INSERT INTO changes (kind, action, id, slug, fields, at)
    SELECT ${sqlString(source.kind)}, '${action}', ${source.id(row)}, ${source.slug(row)}, ${fields}, ${NOW}${
      conditions.length > 0 ? `\n     WHERE ${conditions.join(' AND ')}` : ''
    };`;
}

/** `["price","stock"]`: the names of the columns that differ, in table order, as a JSON text. */
function changedColumnsJson(columns: string[]): string {
  const parts = columns.map((name) => `CASE WHEN OLD.${name} IS NOT NEW.${name} THEN '"${name}",' ELSE '' END`);
  return `'[' || rtrim(${parts.join(' || ')}, ',') || ']'`;
}

function tableColumns(db: DatabaseSync, table: string): string[] {
  return (db.prepare(`SELECT name FROM pragma_table_info(?) ORDER BY cid`).all(table) as { name: string }[]).map((row) => row.name);
}

type Trigger = { name: string; sql: string };

function sourceTriggers(db: DatabaseSync, source: Source): Trigger[] {
  const columns = tableColumns(db, source.table).filter((name) => !source.ignore?.includes(name));
  const anyColumnChanged = columns.map((name) => `OLD.${name} IS NOT NEW.${name}`).join(' OR ');
  const keyChanged = `(${source.id('OLD')} IS NOT ${source.id('NEW')} OR ${source.slug('OLD')} IS NOT ${source.slug('NEW')})`;
  const name = (event: string) => `changes_${source.table}_${event}`;
  const trigger = (event: string, timing: string, body: string[]): Trigger => ({
    name: name(event),
    sql: `CREATE TRIGGER ${name(event)} ${timing}\nBEGIN\n  ${body.join('\n  ')}\nEND`,
  });
  if (source.role === 'part') {
    const fields = sqlString(JSON.stringify(source.fields ?? []));
    return [
      trigger('insert', `AFTER INSERT ON ${source.table}`, [insertChange(source, 'updated', 'NEW', fields)]),
      trigger('delete', `AFTER DELETE ON ${source.table}`, [insertChange(source, 'updated', 'OLD', fields)]),
      // Moved to another record (another book, another menu): both records changed.
      trigger('update', `AFTER UPDATE ON ${source.table} WHEN ${anyColumnChanged}`, [
        insertChange(source, 'updated', 'OLD', fields, keyChanged),
        insertChange(source, 'updated', 'NEW', fields),
      ]),
    ];
  }
  return [
    trigger('insert', `AFTER INSERT ON ${source.table}`, [insertChange(source, 'created', 'NEW', "'[]'")]),
    trigger('delete', `AFTER DELETE ON ${source.table}`, [insertChange(source, 'deleted', 'OLD', "'[]'")]),
    // A new slug is a new address: the old one is reported gone, then the record updated under the new one.
    trigger('update', `AFTER UPDATE ON ${source.table} WHEN ${anyColumnChanged}`, [
      insertChange(source, 'deleted', 'OLD', "'[]'", keyChanged),
      insertChange(source, 'updated', 'NEW', changedColumnsJson(columns)),
    ]),
  ];
}

/**
 * A book's "new" badge is derived (one of the NEW_BOOKS newest: lib/products.ts),
 * so no row of its own changes when it flips. A book added among the newest
 * pushes the last new book out; one removed from among them lets the first
 * older book in; a created_at edited may do either. Each trigger names the
 * other books at the edge (ranks NEW_BOOKS and NEW_BOOKS + 1 among the others)
 * when the book it saw is at the edge or newer: at most two names, the one
 * that flipped among them (a name that did not flip costs a consumer one look).
 * created_at is an ISO-8601 text as toISOString writes it, so comparing texts
 * compares moments (and uses the products_created index).
 */
function edgeFlips(book: 'NEW' | 'OLD', exceptId: string, ranks: number[]): string {
  const newer = `(SELECT COUNT(*) FROM products o WHERE o.id <> ${exceptId} AND (o.created_at > ${book}.created_at OR (o.created_at = ${book}.created_at AND o.id > ${book}.id)))`;
  return ranks
    .map(
      (rank) => `INSERT INTO changes (kind, action, id, slug, fields, at)
    SELECT 'product', 'updated', e.id, e.slug, '["is_new"]', ${NOW}
      FROM (SELECT id, slug FROM products WHERE id <> ${exceptId} ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ${rank - 1}) e
     WHERE ${newer} < ${NEW_BOOKS};`,
    )
    .join('\n  ');
}

function isNewTriggers(): Trigger[] {
  return [
    {
      name: 'changes_products_is_new_insert',
      sql: `CREATE TRIGGER changes_products_is_new_insert AFTER INSERT ON products
BEGIN
  ${edgeFlips('NEW', 'NEW.id', [NEW_BOOKS])}
END`,
    },
    {
      name: 'changes_products_is_new_delete',
      sql: `CREATE TRIGGER changes_products_is_new_delete AFTER DELETE ON products
BEGIN
  ${edgeFlips('OLD', 'OLD.id', [NEW_BOOKS])}
END`,
    },
    {
      name: 'changes_products_is_new_update',
      sql: `CREATE TRIGGER changes_products_is_new_update AFTER UPDATE OF created_at ON products WHEN OLD.created_at IS NOT NEW.created_at
BEGIN
  ${edgeFlips('OLD', 'NEW.id', [NEW_BOOKS, NEW_BOOKS + 1])}
  ${edgeFlips('NEW', 'NEW.id', [NEW_BOOKS, NEW_BOOKS + 1])}
END`,
    },
  ];
}

/** Keeps the newest FEED_RETENTION rows: seqs are consecutive, so everything FEED_RETENTION behind the new one goes. */
function retentionTrigger(): Trigger {
  return {
    name: 'changes_retention',
    sql: `CREATE TRIGGER changes_retention AFTER INSERT ON changes
BEGIN
  DELETE FROM changes WHERE seq <= NEW.seq - ${FEED_RETENTION};
END`,
  };
}

export function changeTriggers(db: DatabaseSync): Trigger[] {
  return [...SOURCES.flatMap((source) => sourceTriggers(db, source)), ...isNewTriggers(), retentionTrigger()];
}

function installedTriggers(db: DatabaseSync): Map<string, string> {
  const rows = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'changes\\_%' ESCAPE '\\'").all() as {
    name: string;
    sql: string;
  }[];
  return new Map(rows.map((row) => [row.name, row.sql]));
}

/**
 * Installs the feed's triggers, replacing any whose text differs from the
 * current definition (schema.sql only ever adds, so an existing database
 * would otherwise keep old triggers forever). Nothing is written when all are current.
 */
export function installChangeTriggers(db: DatabaseSync): void {
  const triggers = changeTriggers(db);
  const installed = installedTriggers(db);
  const wanted = new Set(triggers.map((trigger) => trigger.name));
  const stale = [...installed.keys()].filter((name) => !wanted.has(name));
  const outdated = triggers.filter((trigger) => installed.get(trigger.name) !== trigger.sql);
  if (stale.length === 0 && outdated.length === 0) return;
  db.exec('BEGIN IMMEDIATE');
  try {
    for (const name of stale) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
    for (const trigger of outdated) {
      db.exec(`DROP TRIGGER IF EXISTS ${trigger.name}`);
      db.exec(trigger.sql);
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Runs `work` with the triggers off and puts them back after; call it inside
 * a transaction (DDL is transactional in SQLite: if `work` fails, the rollback
 * restores the triggers too). For seeding, whose hundreds of thousands of rows
 * would be recorded only to be thrown away (at 100,000 books: 8 s instead of 14 s).
 */
export function withoutChangeTriggers<T>(db: DatabaseSync, work: () => T): T {
  for (const name of installedTriggers(db).keys()) db.exec(`DROP TRIGGER ${name}`);
  const result = work();
  for (const trigger of changeTriggers(db)) db.exec(trigger.sql);
  return result;
}

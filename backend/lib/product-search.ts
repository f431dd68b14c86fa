import type { DatabaseSync } from 'node:sqlite';

/** Most books a search answers; the best matches come first. */
export const SEARCH_LIMIT = 100;
/** Longest query accepted (in UTF-16 units, before folding). */
export const SEARCH_MAX_LENGTH = 200;

const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
/** Combining diacritics (U+0300–U+036F) right after a Latin letter: é → e. Bangla signs are never touched. */
const LATIN_MARKS = /(\p{Script=Latin})[\u0300-\u036F]+/gu;
const SEPARATORS = /[\p{P}\p{S}\p{Z}\s]+/gu;

/**
 * The form both the query and the catalogue are compared in: NFC, lower case,
 * Latin accents dropped, zero-width joiners and soft hyphens removed,
 * punctuation and whitespace runs turned into single spaces (so "pride-and-prejudice"
 * finds "Pride and Prejudice").
 */
export function foldForSearch(text: string): string {
  const lower = text.normalize('NFC').replace(INVISIBLE, '').toLowerCase();
  const plain = lower.normalize('NFD').replace(LATIN_MARKS, '$1').normalize('NFC');
  return plain.replace(SEPARATORS, ' ').trim();
}

type Entry = {
  id: number;
  createdAt: string;
  names: string[];
  authors: string[];
  publisher: string;
  /** Every field, one per line: a query word never spans two fields. */
  all: string;
  /** The titles without spaces, one per line: "হযবরল" finds "হ-য-ব-র-ল". */
  compactNames: string;
};

type IndexRow = { id: number; name: string; name_en: string; created_at: string; publisher: string; authors: string | null };

/**
 * The index of one database. `writes` is SQLite's own change counters: while
 * they stand still nothing was written, and the index is used without a look at
 * the tables; after a write the (dearer) fingerprint of the searched tables decides.
 */
type Cached = { writes: string; fingerprint: string; entries: Entry[] };
const cache = new WeakMap<DatabaseSync, Cached>();

/** Changes with any write: through this connection (total_changes) or another one (data_version). */
function writeCounters(db: DatabaseSync): string {
  const changes = db.prepare('SELECT total_changes() AS n').get() as { n: number };
  const version = db.prepare('PRAGMA data_version').get() as { data_version: number };
  return `${changes.n}:${version.data_version}`;
}

/** Changes whenever books, their authors or publishers are added, removed or edited. */
function fingerprint(db: DatabaseSync): string {
  const row = db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM products) AS n, (SELECT MAX(id) FROM products) AS m,
              (SELECT MAX(updated_at) FROM products) AS u, (SELECT COUNT(*) FROM product_authors) AS pa,
              (SELECT COUNT(*) FROM authors) AS a, (SELECT COUNT(*) FROM publishers) AS p`,
    )
    .get() as Record<string, unknown>;
  return JSON.stringify(row);
}

function buildIndex(db: DatabaseSync): Entry[] {
  const rows = db
    .prepare(
      `SELECT p.id, p.name, p.name_en, p.created_at, pub.name AS publisher,
              (SELECT group_concat(a.name || char(10) || a.name_en, char(10))
                 FROM product_authors pa JOIN authors a ON a.id = pa.author_id
                WHERE pa.product_id = p.id) AS authors
         FROM products p JOIN publishers pub ON pub.id = p.publisher_id`,
    )
    .all() as IndexRow[];
  return rows.map((row) => {
    const names = [foldForSearch(row.name), foldForSearch(row.name_en)];
    const authors = (row.authors ?? '')
      .split('\n')
      .map(foldForSearch)
      .filter((name) => name !== '');
    const publisher = foldForSearch(row.publisher);
    return {
      id: row.id,
      createdAt: row.created_at,
      names,
      authors,
      publisher,
      all: [...names, ...authors, publisher].join('\n'),
      compactNames: names.map((name) => name.replaceAll(' ', '')).join('\n'),
    };
  });
}

function indexFor(db: DatabaseSync): Entry[] {
  const writes = writeCounters(db);
  const cached = cache.get(db);
  if (cached && cached.writes === writes) return cached.entries;
  const current = fingerprint(db);
  if (cached && cached.fingerprint === current) {
    cached.writes = writes;
    return cached.entries;
  }
  const entries = buildIndex(db);
  // Read the counters after the build: building writes nothing, but be exact.
  cache.set(db, { writes: writeCounters(db), fingerprint: current, entries });
  return entries;
}

type Query = { text: string; words: string[]; compact: string };

/**
 * How well a book matches (lower is better), or null for no match:
 * 0 a title is the query, 1 a title starts with it, 2 a title contains it,
 * 3 an author's name contains it, 4 the publisher's name does,
 * 5 a title without its spaces contains the query without its spaces,
 * 6 every word of the query appears somewhere in the book's fields.
 */
function rank(entry: Entry, query: Query): number | null {
  const compactHit = query.compact.length > 1 && entry.compactNames.includes(query.compact);
  // Quick reject: every other tier needs the first word somewhere in the fields.
  if (!compactHit && !entry.all.includes(query.words[0] ?? '')) return null;
  const { text } = query;
  if (entry.names.includes(text)) return 0;
  if (entry.names.some((name) => name.startsWith(text))) return 1;
  if (entry.names.some((name) => name.includes(text))) return 2;
  if (entry.authors.some((name) => name.includes(text))) return 3;
  if (entry.publisher.includes(text)) return 4;
  if (compactHit) return 5;
  if (query.words.length > 1 && query.words.every((word) => entry.all.includes(word))) return 6;
  return null;
}

/** Ids of the books matching `query`, best first (then newest first), at most `limit`. */
export function searchProductIds(db: DatabaseSync, query: string, limit = SEARCH_LIMIT): number[] {
  const text = foldForSearch(query);
  if (text === '') return [];
  const words = text.split(' ');
  const folded: Query = { text, words, compact: words.join('') };
  const hits: { entry: Entry; score: number }[] = [];
  for (const entry of indexFor(db)) {
    const score = rank(entry, folded);
    if (score !== null) hits.push({ entry, score });
  }
  hits.sort(
    (a, b) =>
      a.score - b.score ||
      (a.entry.createdAt < b.entry.createdAt ? 1 : a.entry.createdAt > b.entry.createdAt ? -1 : 0) ||
      b.entry.id - a.entry.id,
  );
  return hits.slice(0, limit).map((hit) => hit.entry.id);
}

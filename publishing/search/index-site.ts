/**
 * The search index step: reads the book records the build wrote
 * (search-records.json), indexes them with Pagefind into {site}/pagefind/
 * (filters and orders; in shards past SHARD_BOOKS, decision 0019) and into the quick index {site}/search-index/ (plain
 * queries: quick-index.ts), and removes the records file, which only the
 * indexes need. Indexing records
 * rather than crawling 10,000 HTML files is faster and lets the text a book is
 * found by differ from what its page shows (folded Bangla, Latin spellings).
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import * as v from 'valibot';
import { SHARDS_PATH, shardPath, type Shards } from '#shared/search/pagefind-shards.ts';
import { QUICK_INDEX_DIR } from '#shared/search/quick-format.ts';
import { emptyDelta, SEARCH_DELTA_PATH, type SearchDelta } from '#shared/search/search-delta.ts';
import { searchableText } from '#shared/search/searchable-text.ts';
import { childrenPeakKb } from '../rebuild/child-memory.ts';
import { writeQuickIndex } from './quick-index.ts';
import { pagefindIds, searchBase, type SearchBase } from './search-delta.ts';

export const RECORDS_FILE = 'search-records.json';
/** One index for all books: Pagefind would otherwise split records by language. */
export const INDEX_LANGUAGE = 'bn';
/** The folders of a site the search index step writes (a live update replaces them whole). */
export const INDEX_DIRS = ['pagefind', QUICK_INDEX_DIR] as const;

const RecordSchema = v.object({
  url: v.string(),
  content: v.string(),
  meta: v.record(v.string(), v.string()),
  filters: v.record(v.string(), v.array(v.string())),
  sort: v.record(v.string(), v.string()),
});
type IndexRecord = v.InferOutput<typeof RecordSchema>;

/**
 * Pagefind's ready-made interfaces and its highlighter: the shop has its own
 * search box and results page, so these only add weight to every upload.
 */
const UNUSED_UI = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

async function removeUnusedUi(indexDir: string): Promise<void> {
  const names = await readdir(indexDir);
  await Promise.all(names.filter((name) => UNUSED_UI.test(name)).map((name) => rm(join(indexDir, name))));
}

/** `peakMemoryKb`: Pagefind's indexer's peak, a process of its own (null where it cannot be read). */
export type IndexResult = {
  pages: number;
  ms: number;
  peakMemoryKb: number | null;
  /** A live update's delta over the main index: the books it holds and the main entries it hides. */
  delta?: { books: number; hidden: number };
};
/** A whole index and what it holds of each book, for the deltas of later live updates. */
export type MainIndex = IndexResult & { base: SearchBase };

/** Writes the search delta a site's index serves (a full index serves an empty one, so the file is always there). */
export function writeSearchDelta(siteDir: string, delta: SearchDelta): void {
  writeFileSync(join(siteDir, SEARCH_DELTA_PATH), JSON.stringify(delta));
}

export async function indexSite(siteDir: string): Promise<MainIndex> {
  const recordsPath = join(siteDir, RECORDS_FILE);
  const result = await indexRecords(siteDir, JSON.parse(await readFile(recordsPath, 'utf8')));
  await rm(recordsPath);
  return result;
}

/**
 * Books per Pagefind shard, at most: its indexer holds every record it is
 * given until it writes, about 66 kB a book (6.6 GB at 100,000 books), so
 * 40,000 keeps each under 3 GB and the 4 GB bound (decision 0019).
 */
export const SHARD_BOOKS = 40_000;

/** A book's shard: from its URL alone, so that the same catalogue always splits the same way. */
export function shardOf(url: string, count: number): number {
  return count === 1 ? 0 : createHash('sha256').update(url).digest().readUInt32BE(0) % count;
}

/** One shard's Pagefind bundle, written by an indexer of its own; answers that indexer's peak (kB). */
async function indexShard(indexDir: string, records: readonly { record: IndexRecord; folded: string }[]): Promise<number | null> {
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join('; ')}`);
  try {
    for (const { record, folded: content } of records) {
      // The sort values ride in meta too: a hit's data then says where a delta's book goes among sorted results.
      const added = await index.addCustomRecord({
        ...record,
        meta: { ...record.meta, sort: JSON.stringify(record.sort) },
        content,
        language: INDEX_LANGUAGE,
      });
      if (added.errors.length > 0) throw new Error(`search index: ${record.url}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: indexDir });
    if (written.errors.length > 0) throw new Error(`search index: writing files: ${written.errors.join('; ')}`);
    await removeUnusedUi(indexDir);
    // Its indexer is a child process: read its peak before it exits.
    return childrenPeakKb();
  } finally {
    await pagefind.close();
  }
}

/**
 * Indexes the given book records (search-records.json's shape) into {site}/pagefind/ (in shards of
 * at most `shardBooks`, one after another) and {site}/search-index/, with an empty delta.
 */
export async function indexRecords(siteDir: string, input: unknown, { shardBooks = SHARD_BOOKS } = {}): Promise<MainIndex> {
  const started = performance.now();
  const records = v.parse(v.array(RecordSchema), input);
  const folded = records.map((record) => ({ record, folded: searchableText(record.content) }));
  const count = Math.max(1, Math.ceil(records.length / shardBooks));
  const shards = Array.from({ length: count }, () => [] as typeof folded);
  for (const entry of folded) shards[shardOf(entry.record.url, count)]?.push(entry);
  let peakMemoryKb: number | null = 0;
  const ids = new Map<string, string>();
  for (const [shard, entries] of shards.entries()) {
    const shardDir = join(siteDir, shardPath(shard));
    const peak = await indexShard(shardDir, entries);
    peakMemoryKb = peak === null || peakMemoryKb === null ? null : Math.max(peakMemoryKb, peak);
    for (const [url, id] of pagefindIds(shardDir)) ids.set(url, id);
  }
  writeFileSync(join(siteDir, SHARDS_PATH), JSON.stringify({ count } satisfies Shards));
  const quick = writeQuickIndex(siteDir, folded);
  const base = searchBase(quick.version, records, ids, quick.docs);
  writeSearchDelta(siteDir, emptyDelta(quick.version));
  return { pages: records.length, ms: Math.round(performance.now() - started), peakMemoryKb, base };
}

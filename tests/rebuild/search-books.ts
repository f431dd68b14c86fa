/**
 * What a site's search finds, read from its files as the browser combines them:
 * the main Pagefind index's shards and the quick index without the entries the search delta
 * hides, plus the delta's books. A live update's index (main + delta) and a
 * full rebuild's (main, empty delta) differ file for file but must find the
 * same books with the same fields: this is what the oracle compares.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import { SHARDS_PATH, ShardsSchema, shardPath } from '#shared/search/pagefind-shards.ts';
import { QUICK_INDEX_DIR, QUICK_MANIFEST_PATH, QuickManifestSchema } from '#shared/search/quick-format.ts';
import { SEARCH_DELTA_PATH, SearchDeltaSchema } from '#shared/search/search-delta.ts';

type Found = { text: string; meta: Record<string, string>; filters: Record<string, string[]>; sort: Record<string, string> };
/** Per URL, what Pagefind holds and what the quick index shows. */
export type SearchBooks = { pagefind: Record<string, Found>; quick: Record<string, unknown> };

const FragmentSchema = v.object({
  url: v.string(),
  content: v.string(),
  meta: v.record(v.string(), v.string()),
  filters: v.record(v.string(), v.array(v.string())),
});

// Pagefind keeps the content's words, not its line breaks.
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();
const sortedFilters = (filters: Record<string, string[]>) =>
  Object.fromEntries(
    Object.keys(filters)
      .sort()
      .map((name) => [name, [...(filters[name] ?? [])].sort()]),
  );

export function searchBooks(siteDir: string): SearchBooks {
  const delta = v.parse(SearchDeltaSchema, JSON.parse(readFileSync(join(siteDir, SEARCH_DELTA_PATH), 'utf8')));
  const manifest = v.parse(QuickManifestSchema, JSON.parse(readFileSync(join(siteDir, QUICK_MANIFEST_PATH), 'utf8')));
  if (delta.base !== manifest.version)
    throw new Error(`${siteDir}: the search delta is for ${delta.base}, the quick index is ${manifest.version}`);
  const hiddenIds = new Set(delta.hidden.map((entry) => entry.pagefind));
  const hiddenDocs = new Set(delta.hidden.map((entry) => entry.doc));

  const pagefind: Record<string, Found> = {};
  const { count } = v.parse(ShardsSchema, JSON.parse(readFileSync(join(siteDir, SHARDS_PATH), 'utf8')));
  for (let shard = 0; shard < count; shard += 1) {
    const fragments = join(siteDir, shardPath(shard), 'fragment');
    for (const name of readdirSync(fragments)) {
      if (hiddenIds.has(name.replace(/\.pf_fragment$/, ''))) continue;
      const text = gunzipSync(readFileSync(join(fragments, name)))
        .toString('utf8')
        .replace(/^pagefind_dcd/, '');
      const { url, content, meta, filters } = v.parse(FragmentSchema, JSON.parse(text));
      if (pagefind[url]) throw new Error(`${siteDir}: ${url} is in two shards of the search index`);
      const { sort = '{}', ...shown } = meta;
      pagefind[url] = {
        text: spaced(content),
        meta: shown,
        filters: sortedFilters(filters),
        sort: JSON.parse(sort) as Record<string, string>,
      };
    }
  }
  const quick: Record<string, unknown> = {};
  for (let doc = 0; doc < manifest.docs; doc += 1) {
    if (hiddenDocs.has(doc)) continue;
    const book = JSON.parse(readFileSync(join(siteDir, QUICK_INDEX_DIR, manifest.version, 'c', `${doc}.json`), 'utf8')) as { url: string };
    quick[book.url] = book;
  }
  for (const book of delta.books) {
    pagefind[book.url] = { text: spaced(book.text), meta: book.meta, filters: sortedFilters(book.filters), sort: book.sort };
    quick[book.url] = book.quick;
  }
  return { pagefind, quick };
}

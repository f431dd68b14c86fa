/**
 * A live update's search index, and its publish after the pages': a delta
 * over the live main index when few books changed (decision 0015), worked out
 * from the changed books alone, else a whole index built on a thread of its
 * own. The pages never wait for it.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as v from 'valibot';
import { cacheKey } from '#build/api-cache.ts';
import type { Product } from '#shared/api/schemas/product.ts';
import { bookPath } from '#shared/links.ts';
import { bookRecords } from '#shared/search/book-record.ts';
import { QUICK_INDEX_DIR } from '#shared/search/quick-format.ts';
import { SEARCH_DELTA_PATH, SearchDeltaSchema, type SearchDelta } from '#shared/search/search-delta.ts';
import { searchableText } from '#shared/search/searchable-text.ts';
import { INDEX_DIRS, writeSearchDelta, type IndexResult } from '../../search/index-site.ts';
import { indexRecordsNiced } from '../../search/index-worker.ts';
import { nextSearchDelta, searchDelta, type SearchBase } from '../../search/search-delta.ts';
import { listFiles, manifestOf } from '../manifest.ts';
import { manifestPath, ReleaseManifest } from '../release-manifest.ts';
import { forgetRelease, liveRelease, publish } from '../publish.ts';
import type { RunContext } from '../run-context.ts';
import type { AnswerView, NextAnswers } from './previous-answers.ts';
import type { Revalidation } from './revalidate.ts';
import { releaseFrom, retire } from './spares.ts';
import { deriveState, removeState, shareState, type ReleaseState } from './state.ts';

/** What of a live update the search index reads: the live release and its state. */
type IndexRun = RunContext & { live: string; state: ReleaseState };

/** `base`: a whole index's, which the state keeps; a delta leaves the main index as it was. */
export type IndexBuild = { ok: true; folder: string; result: IndexResult; base?: SearchBase } | { ok: false; error: string };

/**
 * At most this many changed books (plus hidden entries) ride in the search delta, which every search
 * session downloads; past it, the whole index is built again, and the delta starts empty.
 */
export const SEARCH_DELTA_LIMIT = 200;

const BOOK_LIST = 'shop:products';
const AUTHORS = 'shop:authors';

/** What of the catalogue a live update changed, as the search index sees it. */
export type SearchChanges = {
  /** The book list's pages whose answer changed: their books are worked out again. */
  listPages: string[];
  /** The books' URLs whose pages go. */
  removed: string[];
  /** The authors' list changed: the Latin names every book is found by may have. */
  authorsChanged: boolean;
};

/**
 * The search changes of a revalidation: the answers it put that differ from the live release's, and the
 * routes it removes. The book list's pages worked out from a shift hold only books as the index has them
 * (or as a page asked again shows them): a new book at 100,000 books shifts all 500, of which only those
 * asked are read again.
 */
export function searchChangesOf(
  fetched: Pick<Revalidation, 'answers' | 'inferredPages'>,
  live: AnswerView,
  removedRoutes: readonly string[],
): SearchChanges {
  const { answers, inferredPages } = fetched;
  const differs = (key: string) =>
    [...answers.set].filter(([url, facts]) => facts.key === key && live.facts(url)?.hash !== facts.hash).map(([url]) => url);
  return {
    listPages: differs(BOOK_LIST).filter((url) => !inferredPages.has(url)),
    removed: removedRoutes.flatMap((route) => {
      const slug = /^\/product-details\/([^/]+)$/.exec(route)?.[1];
      return slug === undefined ? [] : [bookPath(slug)];
    }),
    authorsChanged: differs(AUTHORS).length > 0 || [...answers.deleted].some((url) => live.facts(url)?.key === AUTHORS),
  };
}

/** The live release's served delta, when it can be read. */
function readDelta(releaseDir: string): SearchDelta | null {
  try {
    const parsed = v.safeParse(SearchDeltaSchema, JSON.parse(readFileSync(join(releaseDir, SEARCH_DELTA_PATH), 'utf8')));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * The search index of the new data, into `folder` (the run's scratch): a delta over the live main index
 * when the changed books are few (only {folder}/search-index/delta.json), else a whole index. The delta
 * comes from the live one and the changed list pages alone when it can; from every book when not (no
 * delta to start from, or the authors changed). Never rejects.
 */
export async function buildSearchIndex(
  run: IndexRun,
  books: number,
  answers: NextAnswers,
  changes: SearchChanges,
  folder: string,
): Promise<IndexBuild> {
  const { cache, state } = run;
  try {
    const started = performance.now();
    const productsOf = (urls: readonly string[]) =>
      urls.flatMap((url) => (JSON.parse(cache.read(cacheKey(url))?.body ?? '{"products":[]}') as { products: Product[] }).products);
    const [authorsUrl] = answers.urlsOf(AUTHORS);
    const authors = JSON.parse((authorsUrl && cache.read(cacheKey(authorsUrl))?.body) || '[]') as { id: number; name_en: string }[];
    mkdirSync(folder, { recursive: true });
    const asDelta = (delta: SearchDelta, pages: number): IndexBuild | null => {
      if (delta.books.length + delta.hidden.length > SEARCH_DELTA_LIMIT) return null;
      mkdirSync(join(folder, QUICK_INDEX_DIR), { recursive: true });
      writeSearchDelta(folder, delta);
      const result = {
        pages,
        ms: Math.round(performance.now() - started),
        peakMemoryKb: null,
        delta: { books: delta.books.length, hidden: delta.hidden.length },
      };
      return { ok: true, folder, result };
    };

    const version = state.searchVersion();
    const live = version === null || changes.authorsChanged ? null : readDelta(join(run.config.releasesDir, run.live));
    if (live && live.base === version) {
      const records = bookRecords(productsOf(changes.listPages), authors);
      const delta = nextSearchDelta(live, (url) => state.searchEntry(url), { records, removed: changes.removed }, searchableText);
      const built = asDelta(delta, records.length);
      if (built) return built;
    }

    const products = productsOf(answers.urlsOf(BOOK_LIST));
    if (products.length !== books) throw new Error(`search index: the cache holds ${products.length} of ${books} books`);
    const records = bookRecords(products, authors);
    const base = version === null ? undefined : state.search();
    const built = base && asDelta(searchDelta(base, records, searchableText), records.length);
    if (built) return built;
    // Beside the build child on two cores, the pages come first: the index is built on a thread of its own at
    // the lowest priority, which Pagefind's indexer inherits, and this thread keeps publishing the pages.
    const { base: whole, ...result } = await indexRecordsNiced(folder, records);
    return { ok: true, folder, result, base: whole };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The second publish: the search index of the new data (built meanwhile), in a
 * release linked to the one just published. A failure here leaves the pages
 * live with the previous index (the report says so) and fails nothing else.
 */
export async function publishSearchIndex(run: IndexRun, pagesRelease: string, index: Promise<IndexBuild>): Promise<void> {
  const { config, report } = run;
  const indexId = run.id;
  const indexDir = join(config.releasesDir, indexId);
  try {
    await run.timed('index', async () => {
      const built = await index;
      if (!built.ok) throw new Error(built.error);
      report.index = built.result;
      const pagesManifest = manifestPath(config.releasesDir, pagesRelease);
      releaseFrom(config.releasesDir, join(config.releasesDir, pagesRelease), pagesManifest, indexDir);
      // A delta replaces one file; a whole index its folders. The live index's files are links shared with the
      // releases before: unlinked, never written.
      const replaced = built.result.delta ? [SEARCH_DELTA_PATH.slice(1)] : [...INDEX_DIRS];
      for (const path of replaced) {
        rmSync(join(indexDir, path), { recursive: true, force: true });
        renameSync(join(built.folder, path), join(indexDir, path));
      }
      // The pages' manifest (a file copy) becomes the index release's: a delta changes one entry.
      const manifest = ReleaseManifest.derive(pagesManifest, manifestPath(config.releasesDir, indexId), () => manifestOf(indexDir));
      const written = manifestOf(
        indexDir,
        replaced.flatMap((path) => {
          const full = join(indexDir, path);
          return statSync(full).isDirectory() ? listFiles(full).map((file) => relative(indexDir, join(full, file))) : [path];
        }),
      );
      const dropped = built.result.delta ? [] : manifest.under(replaced);
      try {
        manifest.apply(written, dropped);
        manifest.save();
      } finally {
        manifest.close();
      }
      // Same data, so the pages' state, with the main index a whole index replaced.
      if (built.result.delta) shareState(config.releasesDir, pagesRelease, indexId);
      else deriveState(config.releasesDir, pagesRelease, indexId, { search: built.base });
      publish(run.releases, indexId);
      run.afterPublish(pagesRelease, indexId, [...Object.keys(written), ...dropped]);
      forgetRelease(run.releases, pagesRelease);
      retire(config.releasesDir, pagesRelease);
    });
    report.live = indexId;
    report.indexLiveAfterMs = Math.round(performance.now() - run.started);
  } catch (error) {
    if (liveRelease(run.releases) === indexId) {
      // It went live, and what failed came after (retiring the pages): it stays.
      report.indexFailure = error instanceof Error ? error.message : String(error);
      return;
    }
    rmSync(indexDir, { recursive: true, force: true });
    ReleaseManifest.remove(manifestPath(config.releasesDir, indexId));
    removeState(config.releasesDir, indexId);
    // The pages stay live with the index before them, whose delta lacks this update's books: the next
    // delta cannot start from it, so the next index is a whole one.
    if (liveRelease(run.releases) === pagesRelease) deriveState(config.releasesDir, pagesRelease, pagesRelease, { search: null });
    report.indexFailure = error instanceof Error ? error.message : String(error);
  }
}

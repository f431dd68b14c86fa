/**
 * A live update: the pages the changes reach (read from the feed, named, or
 * found by asking every answer again: mode.ts), rendered by a partial
 * build and assembled into a new release made of links to the live one, then
 * checked and switched in like any release. The search index follows in a
 * second publish (Pagefind cannot update an index in place).
 *
 *   changes ──> revalidate the answers the changes reach ──> changed keys
 *        ──> pages showing them + routes added/removed ──> partial astro build
 *        ──> live release linked + new files renamed in ──> verify ──> switch
 *        ──> search index (built while the pages render) into a second linked release ──> switch
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cacheKey } from '../../../src/lib/api/api-cache.ts';
import type { Product } from '../../../src/lib/api/schemas/product.ts';
import { planRoute } from '../../../src/lib/build/render-plan.ts';
import { bookRecords } from '../../../src/lib/search/book-record.ts';
import { sitemapFiles } from '../../../src/lib/sitemap.ts';
import { INDEX_DIRS, writeSearchDelta, type IndexResult } from '../../search/index-site.ts';
import { indexRecordsNiced } from '../../search/index-worker.ts';
import { searchDelta, type SearchBase } from '../../search/search-delta.ts';
import { QUICK_INDEX_DIR } from '../../../src/lib/search/quick-format.ts';
import { SEARCH_DELTA_PATH } from '../../../src/lib/search/search-delta.ts';
import { searchableText } from '../../../src/lib/search/searchable-text.ts';
import { expectedRoutes } from '../expected-routes.ts';
import { sitemapEntries } from '../../../src/lib/site-routes.ts';
import { emptyFetchStats } from '../fetch-phase.ts';
import { diffPages, listFiles, manifestOf, readManifest, type Manifest } from '../manifest.ts';
import { forgetRelease, publish } from '../publish.ts';
import { buildEnv, renderPhase } from '../render-phase.ts';
import { emptyApiStats } from '../report.ts';
import type { RunContext } from '../run-context.ts';
import { verifyBuild } from '../verify.ts';
import { dropFile, linkRelease, putFile } from './assemble.ts';
import { releaseFrom, retire } from './spares.ts';
import type { WhatChanged } from '../mode.ts';
import { fileOfRoute, renderPlan } from './plan.ts';
import { revalidate } from './revalidate.ts';
import { routeData } from './route-data.ts';
import { deriveState, readPageDeps, removeState, shareState, type ReleaseState, type StateUpdate } from './state.ts';
import type { AnswerView } from './previous-answers.ts';
import { depKey, isCardKey } from '../../../src/lib/build/dep-keys.ts';

export type LiveUpdate = RunContext & {
  /** The live release: its id and its state. */
  live: string;
  state: ReleaseState;
  /** The feed's cursor the new data is current to (null without a feed), and where the changes came from. */
  cursor: string | null;
  what: WhatChanged;
};

const mb = (kb: number) => Math.round(kb / 1024);

/** Answers the release published ('unchanged' when no page shows the changes). Throws on any failure, before the switch. */
export async function liveUpdate(run: LiveUpdate): Promise<'published' | 'unchanged'> {
  const { config, releases, id, report, timed, cache, state } = run;
  const liveDir = join(config.releasesDir, run.live);
  // When the search index follows in a second publish, that one takes the run's id (its report
  // names the release that ends up live) and the pages go out first under an id of their own.
  let pagesId = id;
  const staging = join(config.releasesDir, `${id}.staging`);
  const scratch = join(config.releasesDir, `${id}.work`);
  mkdirSync(scratch, { recursive: true });
  let published = false;
  let index: Promise<IndexBuild> | null = null;
  try {
    const stats = emptyFetchStats();
    const { fetched, data, plan } = await timed('fetch', async () => {
      try {
        const fetched = await revalidate({ shopApiUrl: config.shopApiUrl, contentApiUrl: config.contentApiUrl, cache, previous: state.answers, changes: run.what.changes, stats });
        const data = routeData(fetched.answers, cache);
        const routes = expectedRoutes(data).map(planRoute);
        return { fetched, data, plan: renderPlan(state.pagesShowing(fetched.changedKeys), state.routes(), routes) };
      } finally {
        report.api = emptyApiStats(stats);
      }
    });
    report.update = {
      source: run.what.source,
      ...(run.what.source === 'revalidation' ? { because: run.what.because } : {}),
      changes: run.what.changes === 'all' ? 0 : run.what.changes.length,
      asked: fetched.asked,
      differed: fetched.differed,
      inferred: fetched.inferred,
      rendered: plan.render.length,
      removed: plan.remove.length,
      examples: plan.render.slice(0, 5),
      // What made those pages render, to tell a change that reaches far from one that should not.
      changedKeys: [...fetched.changedKeys].sort().slice(0, 30),
    };
    const dataUpdate: StateUpdate = {
      cursor: run.cursor,
      answers: { set: fetched.answers.set, deleted: fetched.answers.deleted },
      routes: { added: plan.add, removed: plan.remove },
    };
    if (plan.render.length === 0 && !plan.routesChanged) {
      // Nothing shows the changes: the live release stays, and remembers that it is current to the new cursor.
      deriveState(config.releasesDir, run.live, run.live, dataUpdate);
      return 'unchanged';
    }

    // The index holds more of a book than its card (its rating, for one): any book's change follows.
    const indexFollows = [...fetched.changedKeys].some((key) => isCardKey(key) || key.startsWith(depKey.answer('shop:products/'))) || plan.routesChanged;
    if (indexFollows) pagesId = run.newReleaseId();
    // The index depends on the data, not on the pages: it is built while they render (started once the build
    // child is running, so that child keeps its priority), and published right after them.
    const startIndex = () => {
      if (indexFollows && !index) index = buildSearchIndex(run, data.products.length, fetched.answers, join(scratch, 'index'));
    };
    const outDir = join(config.releasesDir, pagesId);
    const depsFile = join(scratch, 'deps.jsonl');
    if (plan.render.length > 0) {
      const planFile = join(scratch, 'plan.json');
      writeFileSync(planFile, JSON.stringify(plan.render));
      await timed('render', async () => {
        // renderPhase spawns the build child before its first await.
        const rendering = renderPhase({
          projectDir: config.projectDir,
          outDir: staging,
          logFile: join(config.releasesDir, `${id}.log`),
          inherit: config.verbose,
          env: { ...buildEnv(config, cache.dir), API_CACHE_TRUST_ALL: '1', RENDER_PLAN: planFile, BUILD_DEPS_FILE: depsFile },
        });
        startIndex();
        const rendered = await rendering;
        report.memory.buildPeakMb = rendered.peakMemoryKb === null ? null : mb(rendered.peakMemoryKb);
        report.api.build = rendered.cache;
        if (!rendered.ok) throw new Error(`astro build (partial) failed:\n${rendered.logTail}`);
      });
    }

    startIndex();

    const changedFiles = new Set<string>();
    const previousManifest = readManifest(join(config.releasesDir, `${run.live}.manifest.json`));
    await timed('assemble', () => {
      // A spare is brought up to date by the live release's manifest; without one, every file is linked.
      if (previousManifest) {
        const made = releaseFrom(config.releasesDir, liveDir, previousManifest, outDir);
        if (report.update) report.update.assembled = made;
      } else linkRelease(liveDir, outDir);
      for (const route of plan.render) {
        const file = fileOfRoute(route);
        const source = join(staging, file);
        if (!existsSync(source)) throw new Error(`the partial build did not write ${route} (${file})`);
        putFile(join(outDir, file), { source });
        changedFiles.add(file);
      }
      for (const route of plan.remove) dropFile(outDir, fileOfRoute(route));
      // Assets are named by content and the code is the live release's: only a new name is copied.
      if (existsSync(join(staging, '_astro'))) {
        for (const file of listFiles(join(staging, '_astro'))) {
          if (existsSync(join(outDir, '_astro', file))) continue;
          putFile(join(outDir, '_astro', file), { source: join(staging, '_astro', file) });
          changedFiles.add(`_astro/${file}`);
        }
      }
      if (plan.routesChanged) {
        const files = sitemapFiles(sitemapEntries(data), new URL(config.siteUrl));
        const kept = new Set(files.map((file) => file.path.slice(1)));
        // The sitemap's files are at the top of the release: no need to list all of it.
        for (const file of readdirSync(outDir).filter((name) => /^sitemap(-\d+)?\.xml$/.test(name) && !kept.has(name))) dropFile(outDir, file);
        for (const file of files) {
          putFile(join(outDir, file.path.slice(1)), { bytes: file.body });
          changedFiles.add(file.path.slice(1));
        }
      }
    });

    const removedFiles = new Set(plan.remove.map(fileOfRoute));
    const manifest: Manifest = Object.fromEntries(
      Object.entries(previousManifest ?? {}).filter(([file]) => !removedFiles.has(file) && !(/^sitemap(-\d+)?\.xml$/.test(file) && !existsSync(join(outDir, file)))),
    );
    Object.assign(manifest, manifestOf(outDir, [...changedFiles]));

    const rendered = plan.render.length > 0 ? readPageDeps(depsFile, planRoute) : {};

    await timed('verify', () => {
      const html = [...changedFiles].filter((file) => file.endsWith('.html'));
      const problems = verifyBuild(outDir, data, html, config.siteUrl, previousManifest ? new Set(Object.keys(manifest)) : undefined);
      const removedBooks = plan.remove.map((route) => /^\/product-details\/(.+)$/.exec(route)?.[1]).filter((slug): slug is string => slug !== undefined);
      const kept = (route: string) => !(route in rendered) && !plan.remove.includes(route);
      for (const slug of removedBooks) {
        const card = depKey.card(slug);
        const linking = [...[...state.pagesShowing([card])].filter(kept), ...Object.keys(rendered).filter((route) => rendered[route]?.includes(card))];
        if (linking.length > 0) problems.push(`${linking.length} pages still link to the removed book ${slug}: ${linking.slice(0, 5).join(', ')}`);
      }
      if (problems.length > 0) throw new Error(problems.join('\n'));
    });

    writeFileSync(join(config.releasesDir, `${pagesId}.manifest.json`), JSON.stringify(manifest));
    const diff = diffPages(previousManifest, manifest);
    report.pages = {
      built: plan.render.length,
      files: Object.keys(manifest).length,
      added: diff.added.length,
      changed: diff.changed.length,
      removed: diff.removed.length,
      examples: { added: diff.added.slice(0, 5), changed: diff.changed.slice(0, 5), removed: diff.removed.slice(0, 5) },
    };

    await timed('publish', () => {
      deriveState(config.releasesDir, run.live, pagesId, { ...dataUpdate, pages: { rendered, removed: plan.remove } });
      publish(releases, pagesId);
    });
    run.afterPublish(run.live, pagesId);
    published = true;
    report.result = 'published';
    report.live = pagesId;
    report.liveAfterMs = Math.round(performance.now() - run.started);

    if (index) await publishSearchIndex(run, pagesId, manifest, index);
    return 'published';
  } finally {
    // The index may still be building (the pages failed): it writes into the scratch folder removed below.
    await index;
    // A pages release that never went live is removed with the rest (the caller removes the run's own id).
    if (!published && pagesId !== id) {
      rmSync(join(config.releasesDir, pagesId), { recursive: true, force: true });
      rmSync(join(config.releasesDir, `${pagesId}.manifest.json`), { force: true });
    }
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${staging}-cache`, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
}

type IndexBuild = { ok: true; folder: string; result: IndexResult; base: SearchBase } | { ok: false; error: string };

/**
 * At most this many changed books (plus hidden entries) ride in the search delta, which every search
 * session downloads; past it, the whole index is built again, and the delta starts empty.
 */
export const SEARCH_DELTA_LIMIT = 200;

/**
 * The search index of the new data, into `folder` (the run's scratch): a delta over the live main index
 * when the changed books are few (only {folder}/search-index/delta.json), else a whole index. Never rejects.
 */
async function buildSearchIndex(run: LiveUpdate, books: number, answers: AnswerView, folder: string): Promise<IndexBuild> {
  const { cache } = run;
  try {
    const started = performance.now();
    const products = answers.urlsOf('shop:products').flatMap((url) => (JSON.parse(cache.read(cacheKey(url))?.body ?? '{"products":[]}') as { products: Product[] }).products);
    const [authorsUrl] = answers.urlsOf('shop:authors');
    const authors = JSON.parse((authorsUrl && cache.read(cacheKey(authorsUrl))?.body) || '[]') as { id: number; name_en: string }[];
    if (products.length !== books) throw new Error(`search index: the cache holds ${products.length} of ${books} books`);
    mkdirSync(folder, { recursive: true });
    const records = bookRecords(products, authors);
    const base = run.state.search();
    if (base) {
      const delta = searchDelta(base, records, searchableText);
      if (delta.books.length + delta.hidden.length <= SEARCH_DELTA_LIMIT) {
        mkdirSync(join(folder, QUICK_INDEX_DIR), { recursive: true });
        writeSearchDelta(folder, delta);
        const result = { pages: records.length, ms: Math.round(performance.now() - started), peakMemoryKb: null, delta: { books: delta.books.length, hidden: delta.hidden.length } };
        return { ok: true, folder, result, base };
      }
    }
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
async function publishSearchIndex(run: LiveUpdate, pagesRelease: string, manifest: Manifest, index: Promise<IndexBuild>): Promise<void> {
  const { config, report } = run;
  const indexId = run.id;
  const indexDir = join(config.releasesDir, indexId);
  try {
    await run.timed('index', async () => {
      const built = await index;
      if (!built.ok) throw new Error(built.error);
      report.index = built.result;
      releaseFrom(config.releasesDir, join(config.releasesDir, pagesRelease), manifest, indexDir);
      // A delta replaces one file; a whole index its folders. The live index's files are links shared with the
      // releases before: unlinked, never written.
      const replaced = built.result.delta ? [SEARCH_DELTA_PATH.slice(1)] : [...INDEX_DIRS];
      for (const path of replaced) {
        rmSync(join(indexDir, path), { recursive: true, force: true });
        renameSync(join(built.folder, path), join(indexDir, path));
      }
      const isReplaced = (file: string) => replaced.some((path) => file === path || file.startsWith(`${path}/`));
      const indexManifest: Manifest = Object.fromEntries(Object.entries(manifest).filter(([file]) => !isReplaced(file)));
      for (const path of replaced) {
        const full = join(indexDir, path);
        const files = statSync(full).isDirectory() ? listFiles(full).map((file) => relative(indexDir, join(full, file))) : [path];
        Object.assign(indexManifest, manifestOf(indexDir, files));
      }
      writeFileSync(join(config.releasesDir, `${indexId}.manifest.json`), JSON.stringify(indexManifest));
      // Same data, so the pages' state, with the main index a whole index replaced.
      if (built.result.delta) shareState(config.releasesDir, pagesRelease, indexId);
      else deriveState(config.releasesDir, pagesRelease, indexId, { search: built.base });
      publish(run.releases, indexId);
      run.afterPublish(pagesRelease, indexId);
      forgetRelease(run.releases, pagesRelease);
      retire(config.releasesDir, pagesRelease);
    });
    report.live = indexId;
    report.indexLiveAfterMs = Math.round(performance.now() - run.started);
  } catch (error) {
    rmSync(indexDir, { recursive: true, force: true });
    rmSync(join(config.releasesDir, `${indexId}.manifest.json`), { force: true });
    removeState(config.releasesDir, indexId);
    report.indexFailure = error instanceof Error ? error.message : String(error);
  }
}

/**
 * A full build: every answer fetched (conditionally) and validated, every page
 * rendered into a fresh release, checked, indexed and switched in. It records
 * what the next live update needs: the facts of every answer, what each page
 * shows, the routes, and the feed's cursor when the backend has a feed.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFreshKeys } from '#build/api-cache.ts';
import { planRoute } from '#build/render-plan.ts';
import { indexSite } from '../search/index-site.ts';
import { expectedRoutes } from './expected-routes.ts';
import { emptyFetchStats, fetchPhase, type SiteData } from './fetch-phase.ts';
import { answerKey, describeAnswer, type AnswerFacts } from './incremental/answers.ts';
import { currentCursor } from './incremental/feed.ts';
import { readPageDeps, writeState } from './incremental/state.ts';
import { diffPages, listFiles, manifestOf } from './manifest.ts';
import { manifestPath, readWhole, ReleaseManifest } from './release-manifest.ts';
import { publish } from './publish.ts';
import { buildEnv, renderPhase } from './render-phase.ts';
import { emptyApiStats, pagesReport } from './report.ts';
import type { RunContext } from './run-context.ts';
import { verifyBuild } from './verify.ts';

const mb = (kb: number) => Math.round(kb / 1024);

/** Publishes a full build as release `run.id`; throws (before the switch) on any failure. */
export async function fullBuild(run: RunContext, fingerprint: string): Promise<'published'> {
  const { config, id, report, timed, cache } = run;
  const outDir = join(config.releasesDir, id);
  // Read before anything else: a change made while this build fetches is read again by the next one.
  const cursor = await currentCursor(config.shopApiUrl);
  const answers: Record<string, AnswerFacts> = {};
  const bases = { shop: config.shopApiUrl, content: config.contentApiUrl };
  const observe = (url: string, text: string) => {
    const key = answerKey(url, bases);
    if (key) answers[url] = describeAnswer(key, text);
  };
  const depsFile = join(config.releasesDir, `${id}.deps.jsonl`);
  const freshFile = join(config.cacheDir, 'runs', `${id}.json`);
  const stats = emptyFetchStats();
  try {
    const data: SiteData = await timed('fetch', async () => {
      try {
        const fetched = await fetchPhase({ shopApiUrl: config.shopApiUrl, contentApiUrl: config.contentApiUrl, cache, observe }, stats);
        writeFreshKeys(freshFile, fetched.freshKeys);
        return fetched.data;
      } finally {
        report.api = emptyApiStats(stats);
      }
    });

    const rendered = await timed('render', () =>
      renderPhase({
        projectDir: config.projectDir,
        outDir,
        logFile: join(config.releasesDir, `${id}.log`),
        inherit: config.verbose,
        // The build child skips the search index (SEARCH_INDEX=skip): it is made once, below, and timed.
        env: { ...buildEnv(config, cache.dir), API_CACHE_RUN: freshFile, BUILD_DEPS_FILE: depsFile },
      }),
    );
    report.memory.buildPeakMb = rendered.peakMemoryKb === null ? null : mb(rendered.peakMemoryKb);
    report.api.build = rendered.cache;
    if (!rendered.ok) throw new Error(`astro build failed:\n${rendered.logTail}`);

    const files = listFiles(outDir);
    await timed('verify', () => {
      const problems = verifyBuild(
        outDir,
        data,
        files.filter((f) => f.endsWith('.html')),
        config.siteUrl,
      );
      if (problems.length > 0) throw new Error(problems.join('\n'));
    });
    const { base: searchBase, ...indexed } = await timed('index', () => indexSite(outDir));
    report.index = indexed;

    const manifest = manifestOf(outDir);
    ReleaseManifest.write(manifestPath(config.releasesDir, id), manifest);
    const diff = diffPages(run.previous ? readWhole(manifestPath(config.releasesDir, run.previous)) : null, manifest);
    report.pages = pagesReport(files.filter((f) => f.endsWith('.html')).length, Object.keys(manifest).length, diff);

    await timed('publish', () => {
      // With or without a feed: the next rebuild updates from this state (the feed, named changes, or revalidation).
      writeState(config.releasesDir, id, {
        cursor,
        fingerprint,
        answers,
        pages: readPageDeps(depsFile, planRoute),
        routes: expectedRoutes(data).map(planRoute),
        search: searchBase,
      });
      publish(run.releases, id);
    });
    report.live = id;
    report.liveAfterMs = Math.round(performance.now() - run.started);
    run.afterPublish(run.previous, id);
    return 'published';
  } finally {
    rmSync(freshFile, { force: true });
    rmSync(depsFile, { force: true });
  }
}

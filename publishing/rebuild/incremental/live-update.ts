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
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { depKey, isCardKey } from '#build/dep-keys.ts';
import { planRoute } from '#build/render-plan.ts';
import { expectedRoutes } from '../expected-routes.ts';
import { emptyFetchStats } from '../fetch-phase.ts';
import { manifestOf } from '../manifest.ts';
import type { WhatChanged } from '../mode.ts';
import { publish } from '../publish.ts';
import { manifestPath, ReleaseManifest } from '../release-manifest.ts';
import { buildEnv, renderPhase } from '../render-phase.ts';
import { emptyApiStats, pagesReport } from '../report.ts';
import type { RunContext } from '../run-context.ts';
import { assemblePages, checkPages } from './assemble-pages.ts';
import { renderPlan } from './plan.ts';
import { revalidate } from './revalidate.ts';
import { routeData } from './route-data.ts';
import { buildSearchIndex, publishSearchIndex, searchChangesOf, type IndexBuild } from './search-release.ts';
import { deriveState, readPageDeps, type ReleaseState, type StateUpdate } from './state.ts';

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
        const fetched = await revalidate({
          shopApiUrl: config.shopApiUrl,
          contentApiUrl: config.contentApiUrl,
          cache,
          previous: state.answers,
          changes: run.what.changes,
          stats,
        });
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
      inferred: fetched.inferredPages.size,
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
    const indexFollows =
      [...fetched.changedKeys].some((key) => isCardKey(key) || key.startsWith(depKey.answer('shop:products/'))) || plan.routesChanged;
    if (indexFollows) pagesId = run.newReleaseId();
    // The index depends on the data, not on the pages: it is built while they render (started once the build
    // child is running, so that child keeps its priority), and published right after them.
    const startIndex = () => {
      if (indexFollows && !index)
        index = buildSearchIndex(
          run,
          data.products.length,
          fetched.answers,
          searchChangesOf(fetched, state.answers, plan.remove),
          join(scratch, 'index'),
        );
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

    const livePath = manifestPath(config.releasesDir, run.live);
    const liveManifest = existsSync(livePath) ? livePath : null;
    const { changed, dropped, assembled } = await timed('assemble', () =>
      assemblePages({ releasesDir: config.releasesDir, siteUrl: config.siteUrl, liveDir, liveManifest, staging, outDir, plan, data }),
    );
    if (report.update && assembled) report.update.assembled = assembled;

    // The live release's manifest (a file copy) becomes the new one's: only the changed entries are touched.
    const manifest = ReleaseManifest.derive(livePath, manifestPath(config.releasesDir, pagesId), () => manifestOf(outDir));
    try {
      const diff = manifest.apply(manifestOf(outDir, [...changed]), dropped);
      const rendered = plan.render.length > 0 ? readPageDeps(depsFile, planRoute) : {};
      await timed('verify', () => {
        const problems = checkPages({ outDir, plan, manifest, changed, rendered, pagesShowing: (keys) => state.pagesShowing(keys) });
        if (problems.length > 0) throw new Error(problems.join('\n'));
      });
      report.pages = pagesReport(plan.render.length, manifest.count(), diff);

      await timed('publish', () => {
        manifest.save();
        deriveState(config.releasesDir, run.live, pagesId, { ...dataUpdate, pages: { rendered, removed: plan.remove } });
        publish(releases, pagesId);
      });
    } finally {
      manifest.close();
    }
    published = true;
    report.live = pagesId;
    report.liveAfterMs = Math.round(performance.now() - run.started);
    run.afterPublish(run.live, pagesId, [...changed, ...dropped]);

    if (index) await publishSearchIndex(run, pagesId, index);
    return 'published';
  } finally {
    // The index may still be building (the pages failed): it writes into the scratch folder removed below.
    await index;
    // A pages release that never went live is removed with the rest (the caller removes the run's own id).
    if (!published && pagesId !== id) {
      rmSync(join(config.releasesDir, pagesId), { recursive: true, force: true });
      ReleaseManifest.remove(manifestPath(config.releasesDir, pagesId));
    }
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${staging}-cache`, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
}

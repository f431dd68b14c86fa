/**
 * One rebuild: fetch and validate → render into a fresh release → verify →
 * index → publish (one symlink rename) → prune. Any failure before publish
 * removes the half-made release and leaves the live site as it was.
 *
 * When the backend has a change feed and the live release was built by this
 * same code against the same APIs, only the changes are fetched and only the
 * pages they reach are rendered (incremental/live-update.ts); otherwise, a
 * full build, which records what the next live update needs.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ApiCache, writeFreshKeys } from '../../src/lib/api/api-cache.ts';
import { indexSite } from '../search/index-site.ts';
import type { RebuildConfig } from './config.ts';
import { emptyFetchStats, FetchFailure, fetchPhase, type SiteData } from './fetch-phase.ts';
import { acquireLock } from './lock.ts';
import { diffPages, listFiles, manifestOf, type Manifest } from './manifest.ts';
import { liveRelease, prune, publish, readHistory, rollback, type Releases } from './publish.ts';
import { buildEnv, renderPhase } from './render-phase.ts';
import { emptyApiStats, type BuildReport, type Phase } from './report.ts';
import { schemaVersion } from './schema-version.ts';
import { verifyBuild } from './verify.ts';
import { answerKey, describeAnswer, type AnswerFacts } from './incremental/answers.ts';
import { currentCursor, readFeed, type Change } from './incremental/feed.ts';
import { codeFingerprint } from './incremental/fingerprint.ts';
import { liveUpdate } from './incremental/live-update.ts';
import { fillPool, retire } from './incremental/spares.ts';
import { readPageDeps, readState, removeState, writeState, type ReleaseState } from './incremental/state.ts';
import { expectedRoutes } from './expected-routes.ts';
import { planRoute } from '../../src/lib/build/render-plan.ts';

class PhaseFailure extends Error {
  readonly phase: Phase;
  constructor(phase: Phase, what: string) {
    super(what);
    this.phase = phase;
  }
}

function newReleaseId(): string {
  return `${new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}-${randomBytes(3).toString('hex')}`;
}

function readManifest(path: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

const mb = (kb: number) => Math.round(kb / 1024);

type Mode = { kind: 'full'; because: string } | { kind: 'live'; state: ReleaseState; live: string; cursor: string; changes: Change[] };

/** A live update when the live release's state, the code and the feed allow it; else a full build, and why. */
async function chooseMode(config: RebuildConfig, live: string | null, fingerprint: string): Promise<Mode> {
  if (process.env.REBUILD_FULL === '1') return { kind: 'full', because: 'asked for (REBUILD_FULL=1)' };
  if (!live) return { kind: 'full', because: 'no release published yet' };
  const state = readState(config.releasesDir, live);
  if (!state) return { kind: 'full', because: `the live release ${live} has no live-update state` };
  if (state.fingerprint !== fingerprint) return { kind: 'full', because: 'the code, its dependencies, or the API or site URLs changed since the live release' };
  const feed = await readFeed(config.shopApiUrl, state.cursor);
  if (feed.kind === 'unavailable') return { kind: 'full', because: `no change feed (${feed.why})` };
  if (feed.kind === 'reset') return { kind: 'full', because: 'the change feed no longer has the changes since the live release' };
  return { kind: 'live', state, live, cursor: feed.cursor, changes: feed.changes };
}

export async function runRebuild(config: RebuildConfig): Promise<BuildReport> {
  mkdirSync(config.releasesDir, { recursive: true });
  const releases: Releases = { dir: config.releasesDir, live: config.live };
  const release = acquireLock(config.releasesDir);
  const id = newReleaseId();
  const outDir = join(config.releasesDir, id);
  const started = performance.now();
  const previous = liveRelease(releases);
  removeLeftovers(releases);
  const report: BuildReport = {
    id,
    result: 'failed',
    startedAt: new Date().toISOString(),
    finishedAt: '',
    durationMs: 0,
    live: previous,
    previous,
    api: emptyApiStats(),
    phasesMs: {},
    memory: { rebuildPeakMb: 0, buildPeakMb: null },
  };
  async function timed<T>(phase: Phase, work: () => Promise<T> | T): Promise<T> {
    const t0 = performance.now();
    try {
      return await work();
    } catch (error) {
      if (error instanceof PhaseFailure) throw error;
      throw new PhaseFailure(phase, error instanceof Error ? error.message : String(error));
    } finally {
      report.phasesMs[phase] = Math.round(performance.now() - t0);
    }
  }
  try {
    const cache = new ApiCache(join(config.cacheDir, schemaVersion(config.projectDir)));
    const fingerprint = codeFingerprint(config.projectDir, config);
    const mode = await chooseMode(config, previous, fingerprint);
    if (mode.kind === 'live') {
      report.mode = 'live';
      const result = await liveUpdate({
        config,
        releases,
        id,
        live: mode.live,
        state: mode.state,
        feed: { cursor: mode.cursor, changes: mode.changes },
        cache,
        report,
        timed,
        started,
        newReleaseId,
      });
      report.result = result;
      if (result === 'unchanged') report.live = mode.live;
      report.pruned = prune(releases, config.keep, (old) => retire(config.releasesDir, old));
      report.sparesMade = keepSparesReady(config, liveRelease(releases));
      return finish();
    }
    report.mode = 'full';
    report.fullBecause = mode.because;
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
    const data: SiteData = await timed('fetch', async () => {
      try {
        const fetched = await fetchPhase({ shopApiUrl: config.shopApiUrl, contentApiUrl: config.contentApiUrl, cache, observe }, stats);
        writeFreshKeys(freshFile, fetched.freshKeys);
        return fetched.data;
      } catch (error) {
        if (error instanceof FetchFailure) throw new PhaseFailure('fetch', error.message);
        throw error;
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
    rmSync(freshFile, { force: true });
    report.memory.buildPeakMb = rendered.peakMemoryKb === null ? null : mb(rendered.peakMemoryKb);
    report.api.build = rendered.cache;
    if (!rendered.ok) throw new PhaseFailure('render', `astro build failed:\n${rendered.logTail}`);

    const files = listFiles(outDir);
    await timed('verify', () => {
      const problems = verifyBuild(outDir, data, files.filter((f) => f.endsWith('.html')), config.siteUrl);
      if (problems.length > 0) throw new PhaseFailure('verify', problems.join('\n'));
    });
    // The build child skipped the index (SEARCH_INDEX=skip) so that it is made once, here, and timed.
    report.index = await timed('index', () => indexSite(outDir));

    const manifest = manifestOf(outDir);
    writeFileSync(join(config.releasesDir, `${id}.manifest.json`), JSON.stringify(manifest));
    const diff = diffPages(previous ? readManifest(join(config.releasesDir, `${previous}.manifest.json`)) : null, manifest);
    report.pages = {
      built: files.filter((f) => f.endsWith('.html')).length,
      files: Object.keys(manifest).length,
      added: diff.added.length,
      changed: diff.changed.length,
      removed: diff.removed.length,
      examples: { added: diff.added.slice(0, 5), changed: diff.changed.slice(0, 5), removed: diff.removed.slice(0, 5) },
    };

    await timed('publish', () => {
      // Without a feed there is nothing to follow: no state, every rebuild is a full one.
      if (cursor !== null) {
        writeState(config.releasesDir, id, { format: 1, cursor, fingerprint, answers, pages: readPageDeps(depsFile, planRoute), routes: expectedRoutes(data).map(planRoute) });
      }
      rmSync(depsFile, { force: true });
      publish(releases, id);
    });
    report.result = 'published';
    report.live = id;
    report.liveAfterMs = Math.round(performance.now() - started);
    report.pruned = prune(releases, config.keep, (old) => retire(config.releasesDir, old));
    // Without a feed every rebuild is a full one: no live update would use a spare.
    if (cursor !== null) report.sparesMade = keepSparesReady(config, id);
  } catch (error) {
    const failure = error instanceof PhaseFailure ? error : new PhaseFailure('publish', error instanceof Error ? error.message : String(error));
    report.failure = { phase: failure.phase, what: failure.message };
    rmSync(outDir, { recursive: true, force: true });
    rmSync(`${outDir}-cache`, { recursive: true, force: true });
    rmSync(join(config.releasesDir, `${id}.manifest.json`), { force: true });
    rmSync(join(config.releasesDir, `${id}.deps.jsonl`), { force: true });
    if (liveRelease(releases) !== id) removeState(config.releasesDir, id);
    report.live = liveRelease(releases);
  } finally {
    release();
  }
  return finish();

  function finish(): BuildReport {
    report.finishedAt = new Date().toISOString();
    report.durationMs = Math.round(performance.now() - started);
    report.memory.rebuildPeakMb = mb(process.resourceUsage().maxRSS);
    writeFileSync(join(config.releasesDir, `${id}.json`), `${JSON.stringify(report, null, 2)}\n`);
    pruneReports(config.releasesDir);
    return report;
  }
}

/**
 * Folders a rebuild that died left behind (a half-made release, a partial build's
 * staging folder, its scratch files): never published, so never live or in the
 * history. Runs under the lock, so no running rebuild owns them.
 */
function removeLeftovers(releases: Releases): void {
  const kept = new Set([...readHistory(releases), liveRelease(releases)]);
  for (const name of readdirSync(releases.dir)) {
    const match = /^(\d{8}T\d{6}Z-[0-9a-f]{6})(\.staging|\.work|\.staging-cache|-cache)?$/.exec(name);
    if (match && !(match[2] === undefined && kept.has(match[1] ?? ''))) rmSync(join(releases.dir, name), { recursive: true, force: true });
  }
}

/** Fills the pool of spare releases from the live one (after the publish: not part of the time to live). */
function keepSparesReady(config: RebuildConfig, live: string | null): number {
  const manifest = live ? readManifest(join(config.releasesDir, `${live}.manifest.json`)) : null;
  return live && manifest ? fillPool(config.releasesDir, live, manifest, newReleaseId) : 0;
}

/** Keeps the reports and logs of the newest runs. */
function pruneReports(dir: string, keep = 20): void {
  const ids = readdirSync(dir)
    .filter((name) => /^\d{8}T\d{6}Z-[0-9a-f]{6}\.json$/.test(name))
    .map((name) => name.slice(0, -'.json'.length))
    .sort()
    .reverse();
  for (const old of ids.slice(keep)) {
    if (existsSync(join(dir, old))) continue;
    rmSync(join(dir, `${old}.json`), { force: true });
    rmSync(join(dir, `${old}.log`), { force: true });
  }
}

export function runRollback(config: RebuildConfig): { from: string | null; to: string } | null {
  mkdirSync(config.releasesDir, { recursive: true });
  const release = acquireLock(config.releasesDir);
  try {
    return rollback({ dir: config.releasesDir, live: config.live });
  } finally {
    release();
  }
}

/**
 * One rebuild: decide what to do (mode.ts), then either a full build
 * (full-build.ts) or a live update (incremental/live-update.ts), each of which
 * fetches, renders into a new release, verifies, publishes with one symlink
 * rename and indexes. Any failure before a publish removes the half-made
 * release and leaves the live site as it was; named changes it took wait for
 * the next run.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ApiCache } from '#build/api-cache.ts';
import { changedUrls, runAfterPublish, urlsOfFiles, type AfterPublishRun } from './after-publish.ts';
import type { RebuildConfig } from './config.ts';
import { fullBuild } from './full-build.ts';
import { acquireLock } from './lock.ts';
import { manifestPath, readWhole, ReleaseManifest } from './release-manifest.ts';
import { chooseMode } from './mode.ts';
import { liveRelease, prune, readHistory, rollback, type Releases } from './publish.ts';
import { emptyApiStats, type BuildReport, type Phase } from './report.ts';
import type { RunContext } from './run-context.ts';
import { schemaVersion } from './schema-version.ts';
import { codeFingerprint } from './incremental/fingerprint.ts';
import { liveUpdate } from './incremental/live-update.ts';
import { takePending } from './incremental/named-changes.ts';
import { fillPool, retire } from './incremental/spares.ts';
import { removeState } from './incremental/state.ts';

class PhaseFailure extends Error {
  readonly phase: Phase;
  constructor(phase: Phase, what: string) {
    super(what);
    this.phase = phase;
  }
}

function newReleaseId(): string {
  return `${new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${randomBytes(3).toString('hex')}`;
}

const mb = (kb: number) => Math.round(kb / 1024);

/** `pendingOnly`: started by the webhook's queue for a recorded request (mode.ts). */
export async function runRebuild(config: RebuildConfig, options: { pendingOnly?: boolean } = {}): Promise<BuildReport> {
  mkdirSync(config.releasesDir, { recursive: true });
  const releases: Releases = { dir: config.releasesDir, live: config.live };
  const release = acquireLock(config.releasesDir);
  const id = newReleaseId();
  const started = performance.now();
  const previous = liveRelease(releases);
  removeLeftovers(releases);
  const pending = takePending(config.releasesDir, id);
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
  const hooks: Promise<AfterPublishRun>[] = [];
  const run: RunContext = {
    config,
    releases,
    id,
    previous,
    cache: new ApiCache(join(config.cacheDir, schemaVersion(config.projectDir))),
    report,
    started,
    newReleaseId,
    timed: async (phase, work) => {
      const t0 = performance.now();
      try {
        return await work();
      } catch (error) {
        if (error instanceof PhaseFailure) throw error;
        throw new PhaseFailure(phase, error instanceof Error ? error.message : String(error));
      } finally {
        report.phasesMs[phase] = Math.round(performance.now() - t0);
      }
    },
    afterPublish: (from, to, files) => {
      const command = process.env.REBUILD_AFTER_PUBLISH?.trim();
      if (!command) return;
      if (files) {
        hooks.push(runAfterPublish(command, to, from === null ? [] : urlsOfFiles(files, config.siteUrl)));
        return;
      }
      // Read now: the release published before may be retired (its manifest moved) right after.
      const before = from === null ? null : readWhole(manifestPath(config.releasesDir, from));
      const after = readWhole(manifestPath(config.releasesDir, to)) ?? {};
      hooks.push(runAfterPublish(command, to, changedUrls(before, after, config.siteUrl)));
    },
  };
  try {
    const fingerprint = codeFingerprint(config.projectDir, config);
    const mode = await chooseMode(config, previous, fingerprint, pending, options);
    if (mode.kind === 'idle') {
      report.mode = 'live';
      report.result = 'unchanged';
      report.nothingToDo = mode.because;
    } else if (mode.kind === 'live') {
      report.mode = 'live';
      try {
        report.result = await liveUpdate({ ...run, live: mode.live, state: mode.state, cursor: mode.cursor, what: mode.what });
      } finally {
        mode.state.close();
      }
      if (report.result === 'unchanged') report.live = mode.live;
    } else {
      report.mode = 'full';
      report.fullBecause = mode.because;
      report.result = await fullBuild(run, fingerprint);
    }
    pending.done();
    report.pruned = prune(releases, config.keep, (old) => retire(config.releasesDir, old));
    // After the publish: not part of the time to live. The next live update finds them.
    report.sparesMade = keepSparesReady(config, liveRelease(releases));
  } catch (error) {
    pending.giveBack();
    const failure =
      error instanceof PhaseFailure ? error : new PhaseFailure('publish', error instanceof Error ? error.message : String(error));
    report.failure = { phase: failure.phase, what: failure.message };
    report.result = 'failed';
    const outDir = join(config.releasesDir, id);
    rmSync(`${outDir}-cache`, { recursive: true, force: true });
    // A failure after the switch (retiring the one before, say) leaves the release live: it stays.
    if (liveRelease(releases) !== id) {
      rmSync(outDir, { recursive: true, force: true });
      ReleaseManifest.remove(manifestPath(config.releasesDir, id));
      removeState(config.releasesDir, id);
    }
    report.live = liveRelease(releases);
  } finally {
    release();
  }
  if (hooks.length > 0) report.afterPublish = await Promise.all(hooks);
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
    // `.manifest.json`: a manifest of the format before release-manifest.ts; `.tmp`: a file a run died writing.
    const match =
      /^(\d{8}T\d{6}Z-[0-9a-f]{6})(\.staging|\.work|\.staging-cache|-cache|\.manifest\.json|\.(?:manifest|state)\.db\.tmp)?$/.exec(name);
    if (match && !(match[2] === undefined && kept.has(match[1] ?? ''))) rmSync(join(releases.dir, name), { recursive: true, force: true });
  }
}

/** Fills the pool of spare releases from the live one (after the publish: not part of the time to live). */
function keepSparesReady(config: RebuildConfig, live: string | null): number {
  return live && existsSync(manifestPath(config.releasesDir, live)) ? fillPool(config.releasesDir, live, newReleaseId) : 0;
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

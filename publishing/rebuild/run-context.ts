/** What one rebuild run hands to its full build or live update (rebuild.ts makes it). */
import type { ApiCache } from '#build/api-cache.ts';
import type { RebuildConfig } from './config.ts';
import type { Releases } from './publish.ts';
import type { BuildReport, Phase } from './report.ts';

/** Runs one phase of the run, timing it into the report; a failure inside names the phase. */
export type Timed = <T>(phase: Phase, work: () => Promise<T> | T) => Promise<T>;

export type RunContext = {
  config: RebuildConfig;
  releases: Releases;
  /** This run's release id (the live release's after it, when it publishes). */
  id: string;
  /** The release live when the run started. */
  previous: string | null;
  cache: ApiCache;
  report: BuildReport;
  timed: Timed;
  /** performance.now() at the start: the report's times to live count from here. */
  started: number;
  newReleaseId: () => string;
  /**
   * Call right after each switch: hands the URLs that changed from release `from` to `to` to REBUILD_AFTER_PUBLISH.
   * `files`: the files added, changed or removed, when the caller knows them; else the two manifests say.
   */
  afterPublish: (from: string | null, to: string, files?: Iterable<string>) => void;
};

/** The build report: what a rebuild did, written as JSON next to the release and printed for a person. */
import type { FetchStats } from './fetch-phase.ts';
import type { IndexResult } from '../search/index-site.ts';
import type { AfterPublishRun } from './after-publish.ts';
import type { PageDiff } from './manifest.ts';

/** What a publish changed: the pages rendered, the release's files, and its pages added, changed and removed. */
export type PagesReport = { built: number; files: number; added: number; changed: number; removed: number; examples: PageDiff };

/** The report's pages of a release of `files` files, `built` of its pages rendered, differing from the one before by `diff`. */
export function pagesReport(built: number, files: number, diff: PageDiff): PagesReport {
  const { added, changed, removed } = diff;
  return {
    built,
    files,
    added: added.length,
    changed: changed.length,
    removed: removed.length,
    examples: { added: added.slice(0, 5), changed: changed.slice(0, 5), removed: removed.slice(0, 5) },
  };
}

export type Phase = 'fetch' | 'render' | 'assemble' | 'verify' | 'index' | 'publish';

export type BuildReport = {
  id: string;
  /** `unchanged`: a live update whose changes touched no page (the feed cursor still moved on). */
  result: 'published' | 'unchanged' | 'failed';
  /** `full`: every page rendered; `live`: only the pages the feed's changes reach (publishing/rebuild/incremental). */
  mode?: 'full' | 'live';
  /** Why the run did nothing at all (a queued run whose requests the run before published). */
  nothingToDo?: string;
  /** Why a full build ran (no feed, the cursor too old, code or configuration changed, no earlier release). */
  fullBecause?: string;
  /** A live update: the changes read from the feed, the answers asked again and how many differed, the routes rendered and removed. */
  update?: {
    /** Where the changes came from: the feed, named by the backend, or found by asking every answer again. */
    source: 'feed' | 'named' | 'revalidation';
    /** Why every answer was asked again (no feed and nothing named, the feed reset…). */
    because?: string;
    changes: number;
    asked: number;
    differed: number;
    inferred?: number;
    rendered: number;
    removed: number;
    examples: string[];
    changedKeys?: string[];
    assembled?: { fromSpare: boolean; touched: number };
  };
  /** Spare releases linked after the publish, so that the next live update finds them (incremental/spares.ts). */
  sparesMade?: number;
  /** Milliseconds from the start to the switch that put the pages live, and to the search index's own publish. */
  liveAfterMs?: number;
  indexLiveAfterMs?: number;
  /** The search index's own publish failed: the pages are live with the previous index. */
  indexFailure?: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
  /** The release visitors are served after this run (unchanged when it failed). */
  live: string | null;
  previous: string | null;
  failure?: { phase: Phase; what: string };
  pages?: PagesReport;
  api: {
    /** Requests the fetch phase made. */
    calls: number;
    fetched: number;
    notModified: number;
    bytesReceived: number;
    bytesSaved: number;
    /** Reads the build child answered from the cache instead of the API, and the requests it still made. */
    build: { fromCache: number; network: number } | null;
  };
  phasesMs: Partial<Record<Phase, number>>;
  index?: IndexResult;
  memory: { rebuildPeakMb: number; buildPeakMb: number | null };
  pruned?: string[];
  /** REBUILD_AFTER_PUBLISH's runs, one per switch (pages, then the search index). */
  afterPublish?: AfterPublishRun[];
};

export function emptyApiStats(stats?: FetchStats): BuildReport['api'] {
  return { calls: 0, fetched: 0, notModified: 0, bytesReceived: 0, bytesSaved: 0, ...stats, build: null };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function formatReport(report: BuildReport): string {
  const lines: string[] = [];
  if (report.result === 'failed' && report.failure) {
    lines.push(`rebuild ${report.id} FAILED in the ${report.failure.phase} phase: ${report.failure.what}`);
    lines.push(`the live site is untouched (${report.live ?? 'nothing published yet'})`);
  } else if (report.result === 'unchanged') {
    const what = report.nothingToDo
      ? `nothing to do (${report.nothingToDo})`
      : report.update?.source === 'revalidation'
        ? 'every answer revalidated, and no page shows a difference'
        : `${report.update?.changes ?? 0} changes, and no page shows them`;
    lines.push(`rebuild ${report.id}: ${what}; the live site stays ${report.live ?? 'as it was'}`);
  } else {
    lines.push(
      `rebuild ${report.id} published (was ${report.previous ?? 'nothing'})${report.mode === 'live' ? ' — live update' : report.fullBecause ? ` — full build: ${report.fullBecause}` : ''}`,
    );
  }
  if (report.update) {
    const l = report.update;
    const from =
      l.source === 'revalidation'
        ? `every answer revalidated (${l.because ?? 'nothing named'})`
        : `${l.changes} ${l.source === 'feed' ? 'changes from the feed' : 'changes named'}`;
    lines.push(
      `live update: ${from}; ${l.asked} answers asked again, ${l.differed} differed${l.inferred ? `, ${l.inferred} book list pages worked out` : ''}; ${l.rendered} pages rendered, ${l.removed} removed`,
    );
  }
  if (report.liveAfterMs !== undefined) {
    lines.push(
      `live after ${(report.liveAfterMs / 1000).toFixed(2)} s${report.indexLiveAfterMs !== undefined ? `; search index live after ${(report.indexLiveAfterMs / 1000).toFixed(2)} s` : ''}`,
    );
  }
  if (report.pages) {
    const p = report.pages;
    lines.push(`pages: ${p.built} built (${p.files} files); ${p.added} added, ${p.changed} changed, ${p.removed} removed`);
  }
  const a = report.api;
  lines.push(
    `API: ${a.calls} calls — ${a.fetched} fetched and validated (${mb(a.bytesReceived)}), ${a.notModified} not modified (${mb(a.bytesSaved)} not transferred or re-validated)`,
  );
  if (a.build) lines.push(`build: ${a.build.fromCache} reads from the cache, ${a.build.network} API requests`);
  const phases = Object.entries(report.phasesMs).map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(2)} s`);
  lines.push(`phases: ${phases.join(', ')}; total ${(report.durationMs / 1000).toFixed(2)} s`);
  if (report.index) {
    const { delta } = report.index;
    lines.push(
      `search index: ${delta ? `a delta of ${delta.books} books, hiding ${delta.hidden} entries of the main index of ${report.index.pages} books` : `${report.index.pages} books`}`,
    );
  }
  if (report.indexFailure) lines.push(`search index NOT updated (the pages are live, the previous index stays): ${report.indexFailure}`);
  const indexer = report.index?.peakMemoryKb;
  lines.push(
    `peak memory: rebuild ${report.memory.rebuildPeakMb} MB, build child ${report.memory.buildPeakMb ?? '?'} MB${indexer ? `, search indexer ${Math.round(indexer / 1024)} MB` : ''}`,
  );
  for (const hook of report.afterPublish ?? []) {
    lines.push(
      `after publish (${hook.release}): ${hook.urls} URLs handed over; ${hook.error ? `FAILED: ${hook.error}` : 'done'} in ${(hook.ms / 1000).toFixed(2)} s`,
    );
  }
  if (report.pruned && report.pruned.length > 0) lines.push(`pruned: ${report.pruned.join(', ')}`);
  return lines.join('\n');
}

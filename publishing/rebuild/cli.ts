/**
 * `npm run rebuild`: fetch and validate, build a fresh release, verify it,
 * index it, publish it atomically, and print the build report.
 * `npm run rebuild -- --rollback`: switch back to the previous release.
 * Options: --live PATH (default dist, or REBUILD_LIVE), --releases DIR
 * (default .builds/releases), --keep N (releases kept, default 3), --verbose
 * (show the build's output), --report-file PATH (also write the report there),
 * --changed KIND:SLUG (repeatable: what changed, for a backend without a
 * change feed; e.g. --changed product:pother-panchali --changed author:12),
 * --pending-only (the webhook's runs: without a feed, nothing pending is nothing to do).
 * Exits 1 when the rebuild failed; the live site is then untouched.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { configFrom } from './config.ts';
import { addPending, parseChangedFlag } from './incremental/named-changes.ts';
import { runRebuild, runRollback } from './rebuild.ts';
import { formatReport } from './report.ts';

const { values } = parseArgs({
  options: {
    rollback: { type: 'boolean', default: false },
    live: { type: 'string' },
    releases: { type: 'string' },
    keep: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    'report-file': { type: 'string' },
    changed: { type: 'string', multiple: true, default: [] },
    'pending-only': { type: 'boolean', default: false },
  },
});

try {
  const config = configFrom(
    {
      ...process.env,
      ...(values.live ? { REBUILD_LIVE: values.live } : {}),
      ...(values.releases ? { REBUILD_RELEASES: values.releases } : {}),
      ...(values.keep ? { REBUILD_KEEP: values.keep } : {}),
    },
    { verbose: values.verbose },
  );
  if (values.rollback) {
    const switched = runRollback(config);
    if (!switched) {
      console.error('rollback: there is no previous release to go back to.');
      process.exit(1);
    }
    console.log(`rollback: live is now ${switched.to} (was ${switched.from ?? 'a plain folder'})`);
  } else {
    const named = values.changed.map(parseChangedFlag);
    if (named.length > 0) addPending(config.releasesDir, named);
    const report = await runRebuild(config, { pendingOnly: values['pending-only'] });
    if (values['report-file']) writeFileSync(values['report-file'], JSON.stringify(report));
    const print = report.result === 'failed' ? console.error : console.log;
    print(formatReport(report));
    print(`report: ${config.releasesDir}/${report.id}.json`);
    process.exitCode = report.result === 'failed' ? 1 : 0;
  }
} catch (error) {
  console.error(`rebuild: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

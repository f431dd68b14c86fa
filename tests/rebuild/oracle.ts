/**
 * Running `npm run rebuild` as staff do, and the live-update oracle: the
 * incrementally published site equals, file for file, a full rebuild of the
 * same data into folders of its own.
 */
import { readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { manifestOf } from '../../publishing/rebuild/manifest.ts';
import type { BuildReport } from '../../publishing/rebuild/report.ts';
import type { TestApi } from '../api/harness.ts';
import { rebuildEnv, runCli, testFolders, type Folders } from './harness.ts';
import { searchBooks } from './search-books.ts';

/** The search indexes' folders: a live update's (main + delta) differ file for file from a full rebuild's, and are compared by what they find. */
const SEARCH_FOLDERS = /^(pagefind|search-index)\//;

/** The report of the release that is live now. */
export function lastReport(releases: string): BuildReport {
  const id =
    readlinkSync(join(releases, '..', 'live'))
      .split('/')
      .at(-1) ?? '';
  return JSON.parse(readFileSync(join(releases, `${id}.json`), 'utf8')) as BuildReport;
}

/** Runs `npm run rebuild` (with `args`) and answers its exit code, its errors and its report. */
export async function rebuild(
  env: NodeJS.ProcessEnv,
  root: string,
  args: string[] = [],
): Promise<{ code: number; stdout: string; stderr: string; report: BuildReport }> {
  const reportFile = join(root, `report-${Date.now()}.json`);
  const result = await runCli(['--report-file', reportFile, ...args], env);
  let report: BuildReport;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8')) as BuildReport;
  } catch {
    throw new Error(`no report: ${result.stderr}`);
  }
  return { ...result, report };
}

/** A full rebuild of the same data (REBUILD_FULL=1, folders of its own) must equal the live site file for file, and its search find the same books. */
export async function expectSameAsFullRebuild(api: TestApi, folders: Folders, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const oracle = testFolders(`oracle-${folders.root.split('/').at(-1) ?? ''}`);
  try {
    const full = await rebuild({ ...rebuildEnv(oracle, api), ...env, REBUILD_FULL: '1' }, oracle.root);
    expect(full.code, full.stderr).toBe(0);
    expect(full.report.mode).toBe('full');
    const incremental = manifestOf(realpathSync(folders.live));
    const reference = manifestOf(realpathSync(oracle.live));
    const differing = [...new Set([...Object.keys(incremental), ...Object.keys(reference)])].filter(
      (file) => !SEARCH_FOLDERS.test(file) && incremental[file] !== reference[file],
    );
    expect(differing).toEqual([]);
    expect(searchBooks(realpathSync(folders.live))).toEqual(searchBooks(realpathSync(oracle.live)));
  } finally {
    rmSync(oracle.root, { recursive: true, force: true });
  }
}

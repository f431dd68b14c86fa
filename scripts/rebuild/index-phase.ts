/**
 * The index phase: the site search index (Pagefind) over the finished release,
 * through scripts/search/index-site.ts when the project has it. The build child
 * runs with SEARCH_INDEX=skip so the index is made once, here, and timed.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';

export type IndexResult = { status: 'indexed' | 'not available'; pages: number; ms: number };

const IndexerSchema = v.object({ indexSite: v.function() });
const IndexedSchema = v.object({ pages: v.number(), ms: v.number() });

export async function indexPhase(projectDir: string, siteDir: string): Promise<IndexResult> {
  const module = join(projectDir, 'scripts/search/index-site.ts');
  if (!existsSync(module)) return { status: 'not available', pages: 0, ms: 0 };
  const started = performance.now();
  const { indexSite } = v.parse(IndexerSchema, await import(pathToFileURL(module).href));
  const result = v.parse(IndexedSchema, await indexSite(siteDir));
  return { status: 'indexed', pages: result.pages, ms: Math.round(result.ms || performance.now() - started) };
}

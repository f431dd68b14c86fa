/**
 * A live update's new release, after its partial build: the live release
 * linked (or a spare brought up to date), the rendered pages and new assets
 * renamed in, the removed routes dropped, the sitemap written again when the
 * routes changed; then checked, reading only the new pages and routes.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { depKey } from '#build/dep-keys.ts';
import { sitemapEntries, type RouteData } from '#build/site-routes.ts';
import { sitemapFiles } from '#build/sitemap.ts';
import { listFiles } from '../manifest.ts';
import type { ReleaseManifest } from '../release-manifest.ts';
import { badPages, fileForRoute, routeInFiles } from '../verify.ts';
import { dropFile, linkRelease, putFile } from './assemble.ts';
import { fileOfRoute, type RenderPlan } from './plan.ts';
import { releaseFrom } from './spares.ts';

export type Assembly = {
  releasesDir: string;
  siteUrl: string;
  liveDir: string;
  /** The live release's manifest file, or null when it has none (every file is then linked). */
  liveManifest: string | null;
  /** The partial build's output, and the new release's folder. */
  staging: string;
  outDir: string;
  plan: RenderPlan;
  data: RouteData;
};

/** The release's files written or replaced, and those dropped; `assembled`: files a spare brought up to date. */
export type Assembled = { changed: Set<string>; dropped: Set<string>; assembled?: ReturnType<typeof releaseFrom> };

export function assemblePages({ releasesDir, siteUrl, liveDir, liveManifest, staging, outDir, plan, data }: Assembly): Assembled {
  const changed = new Set<string>();
  const dropped = new Set<string>();
  // A spare is brought up to date by the live release's manifest; without one, every file is linked.
  const assembled = liveManifest ? releaseFrom(releasesDir, liveDir, liveManifest, outDir) : (linkRelease(liveDir, outDir), undefined);
  const put = (file: string, content: Parameters<typeof putFile>[1]) => {
    putFile(join(outDir, file), content);
    changed.add(file);
  };
  const drop = (file: string) => {
    dropFile(outDir, file);
    dropped.add(file);
  };
  for (const route of plan.render) {
    const file = fileOfRoute(route);
    const source = join(staging, file);
    if (!existsSync(source)) throw new Error(`the partial build did not write ${route} (${file})`);
    put(file, { source });
  }
  for (const route of plan.remove) drop(fileOfRoute(route));
  // Assets are named by content and the code is the live release's: only a new name is copied.
  if (existsSync(join(staging, '_astro'))) {
    for (const file of listFiles(join(staging, '_astro')))
      if (!existsSync(join(outDir, '_astro', file))) put(`_astro/${file}`, { source: join(staging, '_astro', file) });
  }
  if (plan.routesChanged) {
    const files = sitemapFiles(sitemapEntries(data), new URL(siteUrl));
    const kept = new Set(files.map((file) => file.path.slice(1)));
    // The sitemap's files are at the top of the release: no need to list all of it.
    for (const file of readdirSync(outDir).filter((name) => /^sitemap(-\d+)?\.xml$/.test(name) && !kept.has(name))) drop(file);
    for (const file of files) put(file.path.slice(1), { bytes: file.body });
  }
  return { changed, dropped, ...(assembled === undefined ? {} : { assembled }) };
}

export type Check = {
  outDir: string;
  plan: RenderPlan;
  /** The new release's manifest, and its files written. */
  manifest: ReleaseManifest;
  changed: ReadonlySet<string>;
  /** The rendered pages' recorded keys, and the live release's pages that show a key. */
  rendered: Record<string, string[]>;
  pagesShowing: (keys: Iterable<string>) => Iterable<string>;
};

/**
 * What is wrong with the new release: its new pages, its routes added that it lacks and removed that it
 * still holds, and any page kept or rendered that still links to a removed book. The other routes and the
 * sitemap are not looked up again: the live release passed verifyBuild, its files are kept but those
 * dropped, and the sitemap was written again from the routes (assemblePages). verifyBuild looked up
 * every route, 200,000 at 100,000 books, for each new or removed book.
 */
export function checkPages({ outDir, plan, manifest, changed, rendered, pagesShowing }: Check): string[] {
  const html = [...changed].filter((file) => file.endsWith('.html'));
  const problems = [...routeProblems(outDir, manifest, plan), ...badPages(outDir, html)];
  const removed = new Set(plan.remove);
  const kept = (route: string) => !(route in rendered) && !removed.has(route);
  for (const route of plan.remove) {
    const slug = /^\/product-details\/(.+)$/.exec(route)?.[1];
    if (slug === undefined) continue;
    const card = depKey.card(slug);
    const linking = [...[...pagesShowing([card])].filter(kept), ...Object.keys(rendered).filter((page) => rendered[page]?.includes(card))];
    if (linking.length > 0)
      problems.push(`${linking.length} pages still link to the removed book ${slug}: ${linking.slice(0, 5).join(', ')}`);
  }
  return problems;
}

/** The added routes must be in the folder and the manifest, the removed ones in neither. */
function routeProblems(outDir: string, manifest: ReleaseManifest, plan: RenderPlan): string[] {
  const missing = plan.add.filter((route) => fileForRoute(outDir, route) === null || !routeInFiles(manifest, route));
  const kept = plan.remove.filter((route) => fileForRoute(outDir, route) !== null || routeInFiles(manifest, route));
  return [
    ...(missing.length > 0 ? [`${missing.length} routes added are missing: ${missing.slice(0, 10).join(', ')}`] : []),
    ...(kept.length > 0 ? [`${kept.length} routes removed are still there: ${kept.slice(0, 10).join(', ')}`] : []),
  ];
}

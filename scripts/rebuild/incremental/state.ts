/**
 * What a release remembers for the next live update, in files beside it
 * (`<id>.state.json`): the feed cursor its data is current to (none without a feed), the code
 * fingerprint it was built with, the facts of every API answer it read, what
 * each page shows, and the routes it must hold. The cursor moves only with a
 * publish, so a rebuild that dies before publishing loses nothing: the next
 * one reads the same changes again.
 */
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SearchBase } from '../../search/search-delta.ts';
import type { AnswerFacts } from './answers.ts';

export type ReleaseState = {
  format: 1;
  /** The change feed's cursor the data is current to; null when the backend has no feed. */
  cursor: string | null;
  fingerprint: string;
  /** URL → facts of the answer the release was built from. */
  answers: Record<string, AnswerFacts>;
  /** Route (as the render plan writes it) → keys the page shows. */
  pages: Record<string, string[]>;
  /** The routes the release must hold (expected-routes.ts), for what a change adds and removes. */
  routes: string[];
  /** What the release's main search index holds of each book, for the search delta; none: the next index is a whole one. */
  search?: SearchBase;
};

type StoredState = Omit<ReleaseState, 'pages'> & { keys: string[]; pages: Record<string, number[]> };

export const statePath = (releasesDir: string, id: string) => join(releasesDir, `${id}.state.json`);

/** Written under a temporary name and renamed: a reader never sees half a state. Keys are stored once. */
export function writeState(releasesDir: string, id: string, state: ReleaseState): void {
  const index = new Map<string, number>();
  const pages: Record<string, number[]> = {};
  for (const [route, keys] of Object.entries(state.pages)) {
    pages[route] = keys.map((key) => {
      let at = index.get(key);
      if (at === undefined) {
        at = index.size;
        index.set(key, at);
      }
      return at;
    });
  }
  const stored: StoredState = { ...state, keys: [...index.keys()], pages };
  const path = statePath(releasesDir, id);
  writeFileSync(`${path}.tmp`, JSON.stringify(stored));
  renameSync(`${path}.tmp`, path);
}

/** Gives release `to` the state of release `from` (the same data: the search index's release after its pages' one) by a link, not a second write. */
export function shareState(releasesDir: string, from: string, to: string): void {
  const path = statePath(releasesDir, to);
  rmSync(`${path}.tmp`, { force: true });
  linkSync(statePath(releasesDir, from), `${path}.tmp`);
  renameSync(`${path}.tmp`, path);
}

export function readState(releasesDir: string, id: string): ReleaseState | null {
  let stored: StoredState;
  try {
    stored = JSON.parse(readFileSync(statePath(releasesDir, id), 'utf8')) as StoredState;
  } catch {
    return null;
  }
  // Anything else than a whole state of this format (a foreign or damaged file) means a full build, never a crash.
  if (typeof stored !== 'object' || stored === null || stored.format !== 1) return null;
  if ((typeof stored.cursor !== 'string' && stored.cursor !== null) || typeof stored.fingerprint !== 'string' || !Array.isArray(stored.keys) || !Array.isArray(stored.routes)) return null;
  if (typeof stored.pages !== 'object' || stored.pages === null || typeof stored.answers !== 'object' || stored.answers === null) return null;
  const pages: Record<string, string[]> = {};
  for (const [route, indexes] of Object.entries(stored.pages)) pages[route] = indexes.map((at) => stored.keys[at] ?? '');
  const search = isSearchBase(stored.search) ? stored.search : undefined;
  return { format: 1, cursor: stored.cursor, fingerprint: stored.fingerprint, answers: stored.answers, pages, routes: stored.routes, ...(search ? { search } : {}) };
}

function isSearchBase(value: unknown): value is SearchBase {
  if (typeof value !== 'object' || value === null) return false;
  const base = value as Record<string, unknown>;
  return typeof base.version === 'string' && typeof base.books === 'object' && base.books !== null;
}

export function removeState(releasesDir: string, id: string): void {
  rmSync(statePath(releasesDir, id), { force: true });
}

/** Written by the build for the search index step, which deletes it: never part of a release. */
const BUILD_ONLY_ROUTES = new Set(['/search-records.json']);

/**
 * The sitemap and its parts: a live update writes them itself from the new routes
 * (live-update.ts), the only thing they show; a partial build does not render the
 * parts at all, so they are never in a render plan.
 */
const SITEMAP = /^\/sitemap(-\d+)?\.xml$/;

/** Reads the build child's BUILD_DEPS_FILE (one `{route, deps}` JSON line per rendered route). */
export function readPageDeps(file: string, normalize: (route: string) => string): Record<string, string[]> {
  const pages: Record<string, string[]> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const { route, deps } = JSON.parse(line) as { route: string; deps: string[] };
    const key = normalize(route);
    if (!BUILD_ONLY_ROUTES.has(key) && !SITEMAP.test(key)) pages[key] = deps;
  }
  return pages;
}

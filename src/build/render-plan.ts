/**
 * The render plan of a live update: when RENDER_PLAN names a JSON list of
 * routes, the build renders only those (the rebuild assembles them into a copy
 * of the live release). Without it every route renders, as in a full build.
 * Build time only.
 */
import { readFileSync } from 'node:fs';
import { pathInLocale } from '#shared/i18n/locale.ts';

/** A route as the plan lists it: decoded, no trailing slash (but "/"), no `index.html` or `.html` ("/404.html" is "/404"). */
export function planRoute(path: string): string {
  let route = path
    .replace(/[?#].*$/, '')
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '');
  try {
    route = decodeURI(route);
  } catch {
    // Left as written.
  }
  return route.length > 1 ? route.replace(/\/+$/, '') : '/';
}

function readPlan(): Set<string> | null {
  const file = process.env.RENDER_PLAN;
  if (!file) return null;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed) || !parsed.every((route) => typeof route === 'string'))
    throw new Error(`RENDER_PLAN ${file}: not a list of routes`);
  return new Set(parsed.map(planRoute));
}

const plan = readPlan();

/** True in a live update's partial build. */
export const isPartialBuild = plan !== null;

/** Whether this build renders `path`. */
export function inPlan(path: string): boolean {
  return plan === null || plan.has(planRoute(path));
}

/**
 * Keeps the entries whose route is in the plan in either interface (all of them in a full build):
 * a page file makes both interfaces' pages from the same entries, and the middleware renders only the planned ones.
 */
export function planned<T>(entries: readonly T[], routeOf: (entry: T) => string): T[] {
  if (plan === null) return [...entries];
  return entries.filter((entry) => {
    const route = planRoute(routeOf(entry));
    return plan.has(route) || plan.has(planRoute(pathInLocale(route, 'bn')));
  });
}

/**
 * In a partial build, the planned routes that match `pattern` (its groups), so a
 * large dynamic route need not load the data of every page it could render;
 * null in a full build.
 */
export function plannedMatches(pattern: RegExp): string[][] | null {
  if (plan === null) return null;
  const found = new Map<string, string[]>();
  for (const route of plan) {
    // The pattern is written for the English route; its Bangla twin has the same params (listed once).
    const match = pattern.exec(pathInLocale(route, 'en'));
    if (match) {
      const groups = match.slice(1).map((group) => group ?? '');
      found.set(JSON.stringify(groups), groups);
    }
  }
  return [...found.values()];
}

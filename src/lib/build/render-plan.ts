/**
 * The render plan of a live update: when RENDER_PLAN names a JSON list of
 * routes, the build renders only those (the rebuild assembles them into a copy
 * of the live release). Without it every route renders, as in a full build.
 * Build time only.
 */
import { readFileSync } from 'node:fs';

/** A route as the plan lists it: decoded, no trailing slash (but "/"), no `index.html` or `.html` ("/404.html" is "/404"). */
export function planRoute(path: string): string {
  let route = path.replace(/[?#].*$/, '').replace(/\/index\.html$/, '/').replace(/\.html$/, '');
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
  if (!Array.isArray(parsed) || !parsed.every((route) => typeof route === 'string')) throw new Error(`RENDER_PLAN ${file}: not a list of routes`);
  return new Set(parsed.map(planRoute));
}

const plan = readPlan();

/** True in a live update's partial build. */
export const isPartialBuild = plan !== null;

/** Whether this build renders `path`. */
export function inPlan(path: string): boolean {
  return plan === null || plan.has(planRoute(path));
}

/** Keeps the entries whose route is in the plan (all of them in a full build). */
export function planned<T>(entries: readonly T[], routeOf: (entry: T) => string): T[] {
  return plan === null ? [...entries] : entries.filter((entry) => plan.has(planRoute(routeOf(entry))));
}

/**
 * In a partial build, the planned routes that match `pattern` (its groups), so a
 * large dynamic route need not load the data of every page it could render;
 * null in a full build.
 */
export function plannedMatches(pattern: RegExp): string[][] | null {
  if (plan === null) return null;
  const found: string[][] = [];
  for (const route of plan) {
    const match = pattern.exec(route);
    if (match) found.push(match.slice(1).map((group) => group ?? ''));
  }
  return found;
}

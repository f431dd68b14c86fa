/**
 * Which pages a live update renders: those whose recorded keys changed, and
 * the routes the new data adds; and which it removes: the routes the new data
 * no longer has. Pure, so the rules are tested on their own.
 */
import { planRoute } from '#build/render-plan.ts';

export type RenderPlan = { render: string[]; remove: string[]; add: string[]; routesChanged: boolean };

/** `showing`: the live release's pages that show a changed key (state.ts looks them up by key). */
export function renderPlan(showing: Iterable<string>, before: readonly string[], after: readonly string[]): RenderPlan {
  const old = new Set(before.map(planRoute));
  const now = new Set(after.map(planRoute));
  const remove = [...old].filter((route) => !now.has(route));
  const add = [...now].filter((route) => !old.has(route));
  const gone = new Set(remove);
  const render = new Set(add);
  for (const route of showing) if (!gone.has(route)) render.add(planRoute(route));
  return { render: [...render].sort(), remove: remove.sort(), add: add.sort(), routesChanged: remove.length > 0 || add.length > 0 };
}

/** The file a route is written to in a build (Astro's `directory` format). */
export function fileOfRoute(route: string): string {
  if (route === '/') return 'index.html';
  if (route === '/404') return '404.html';
  const path = route.replace(/^\/+/, '');
  return /\.[a-z0-9]+$/i.test(path.split('/').at(-1) ?? '') ? path : `${path}/index.html`;
}

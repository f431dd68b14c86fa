/**
 * Build time: records what each prebuilt page shows (src/build/page-deps.ts)
 * into BUILD_DEPS_FILE, one JSON line per route, and in a live update's partial
 * build answers routes outside the render plan with an empty body at once (the
 * rebuild takes only the planned files from that build).
 */
import { defineMiddleware } from 'astro:middleware';
import { appendFileSync } from 'node:fs';
import { linkedBookKeys, withPageDeps } from '#build/page-deps.ts';
import { inPlan } from '#build/render-plan.ts';

const depsFile = process.env.BUILD_DEPS_FILE;

export const onRequest = defineMiddleware(async (context, next) => {
  if (!context.isPrerendered) return next();
  const route = context.url.pathname;
  if (!inPlan(route)) return new Response('');
  if (!depsFile) return next();
  const deps = new Set<string>();
  // The whole body is read inside the page's context, so every component's reads count for it.
  const response = await withPageDeps(deps, async () => {
    const answer = await next();
    return { status: answer.status, statusText: answer.statusText, headers: answer.headers, body: await answer.text() };
  });
  for (const key of linkedBookKeys(response.body)) deps.add(key);
  appendFileSync(depsFile, `${JSON.stringify({ route, deps: [...deps].sort() })}\n`);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
});

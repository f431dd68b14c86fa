import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { planRoute } from '#build/render-plan.ts';
import type * as RenderPlan from '#build/render-plan.ts';

type RenderPlanModule = typeof RenderPlan;

const bangla = 'হুমায়ূন-আহমেদ';

describe('planRoute: a route as the plan lists it', () => {
  const cases: [string, string][] = [
    ['/', '/'],
    ['/books', '/books'],
    ['/a/b/', '/a/b'],
    ['/a/b//', '/a/b'],
    ['/x/index.html', '/x'],
    ['/index.html', '/'],
    ['/404.html', '/404'],
    ['/books?page=2', '/books'],
    ['/books/#top', '/books'],
    ['/product-details/gora?ref=x#reviews', '/product-details/gora'],
    [`/authors/7/${encodeURIComponent(bangla)}`, `/authors/7/${bangla}`],
    [`/authors/7/${encodeURIComponent(bangla)}/index.html`, `/authors/7/${bangla}`],
    ['/product-details/bad-%E0%A6', '/product-details/bad-%E0%A6'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/authors/search-index.json', '/authors/search-index.json'],
  ];
  it.each(cases)('%s → %s', (path, route) => {
    expect(planRoute(path)).toBe(route);
  });

  it('is idempotent', () => {
    for (const [path] of cases) expect(planRoute(planRoute(path))).toBe(planRoute(path));
  });
});

describe('render plan modes (RENDER_PLAN read at import)', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'render-plan-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function load(plan: unknown): Promise<RenderPlanModule> {
    vi.resetModules();
    if (plan === null) vi.stubEnv('RENDER_PLAN', '');
    else {
      const file = join(dir, `plan-${Math.random().toString(36).slice(2)}.json`);
      writeFileSync(file, JSON.stringify(plan));
      vi.stubEnv('RENDER_PLAN', file);
    }
    return import('#build/render-plan.ts');
  }

  describe('full build (no RENDER_PLAN)', () => {
    it('is not a partial build and renders every route', async () => {
      const mod = await load(null);
      expect(mod.isPartialBuild).toBe(false);
      for (const path of ['/', '/books', '/product-details/gora/', '/404.html', `/authors/1/${bangla}`])
        expect(mod.inPlan(path)).toBe(true);
    });

    it('planned keeps every entry (a copy, in order)', async () => {
      const mod = await load(null);
      const entries = [{ r: '/b' }, { r: '/a' }, { r: '/c' }];
      const kept = mod.planned(entries, (e) => e.r);
      expect(kept).toEqual(entries);
      expect(kept).not.toBe(entries);
    });

    it('plannedMatches is null', async () => {
      const mod = await load(null);
      expect(mod.plannedMatches(/^\/product-details\/([^/]+)$/)).toBeNull();
    });
  });

  describe('partial build (RENDER_PLAN names a JSON list of routes)', () => {
    const routes = [
      '/',
      '/books/',
      '/product-details/gora',
      `/authors/7/${encodeURIComponent(bangla)}`,
      '/404.html',
      '/books/page/2/index.html',
    ];

    it('is a partial build', async () => {
      const mod = await load(routes);
      expect(mod.isPartialBuild).toBe(true);
    });

    const inPlanCases: [string, boolean][] = [
      ['/', true],
      ['/index.html', true],
      ['/books', true],
      ['/books/', true],
      ['/books?page=1', true],
      ['/books/page/2', true],
      ['/books/page/3', false],
      ['/product-details/gora/', true],
      ['/product-details/gora#reviews', true],
      ['/product-details/chokher-bali', false],
      [`/authors/7/${bangla}`, true],
      [`/authors/7/${encodeURIComponent(bangla)}/`, true],
      ['/404', true],
      ['/404.html', true],
      ['/authors', false],
    ];
    it.each(inPlanCases)('inPlan(%s) is %s (plan and path both normalised)', async (path, expected) => {
      const mod = await load(routes);
      expect(mod.inPlan(path)).toBe(expected);
    });

    it('planned keeps only the planned entries, in their order', async () => {
      const mod = await load(routes);
      const entries = ['/product-details/gora/', '/product-details/x', '/books/page/2', '/books/page/3', `/authors/7/${bangla}`];
      expect(mod.planned(entries, (e) => e)).toEqual(['/product-details/gora/', '/books/page/2', `/authors/7/${bangla}`]);
    });

    it('plannedMatches answers the groups of the planned routes a pattern matches', async () => {
      const mod = await load(routes);
      expect(mod.plannedMatches(/^\/product-details\/([^/]+)$/)).toEqual([['gora']]);
      const authors = mod.plannedMatches(/^\/authors\/(\d+)\/([^/]+)$/);
      expect(authors).toEqual([['7', bangla]]);
      const pages = mod.plannedMatches(/^\/books(?:\/page\/(\d+))?$/);
      expect(pages?.map((groups) => groups[0]).sort()).toEqual(['', '2']);
      expect(mod.plannedMatches(/^\/publishers\/(.+)$/)).toEqual([]);
    });

    it('an empty plan renders nothing but is still partial', async () => {
      const mod = await load([]);
      expect(mod.isPartialBuild).toBe(true);
      expect(mod.inPlan('/')).toBe(false);
      expect(mod.planned(['/', '/books'], (e) => e)).toEqual([]);
      expect(mod.plannedMatches(/^(.*)$/)).toEqual([]);
    });

    it('refuses a plan that is not a list of routes', async () => {
      await expect(load({ routes: ['/'] })).rejects.toThrow(/not a list of routes/);
      await expect(load(['/', 3])).rejects.toThrow(/not a list of routes/);
    });
  });
});

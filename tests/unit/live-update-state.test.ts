import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeAnswer } from '../../scripts/rebuild/incremental/answers.ts';
import { readPageDeps, readState, removeState, statePath, writeState, type ReleaseState } from '../../scripts/rebuild/incremental/state.ts';
import { planRoute } from '../../src/lib/build/render-plan.ts';

const bangla = 'হুমায়ূন-আহমেদ';
const SHOP = 'http://127.0.0.1:4000/api/v1';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'state-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function sampleState(): ReleaseState {
  return {
    format: 1,
    cursor: '1234',
    fingerprint: 'abcdef0123456789abcdef01',
    answers: {
      [`${SHOP}/products/gora`]: describeAnswer('shop:products/gora', JSON.stringify({ product: { slug: 'gora', related: { products: [] } } })),
      [`${SHOP}/categories/novel?page=2`]: describeAnswer('shop:categories/novel', JSON.stringify({ products: [{ slug: 'gora', selling_price: { amount: '1.00' } }] })),
    },
    pages: {
      '/': ['a:shop:homepage/slider', 'c:gora', 'c:chokher-bali'],
      '/books': ['m:shop:products', 'c:gora', 'c:chokher-bali'],
      '/product-details/gora': ['a:shop:products/gora', 'c:chokher-bali', 'c:gora'],
      [`/authors/7/${bangla}`]: [`m:shop:authors/7/${bangla}`, 'c:gora'],
      '/empty': [],
    },
    routes: ['/', '/books', '/product-details/gora', `/authors/7/${bangla}`, '/empty'],
  };
}

describe('writeState and readState', () => {
  it('round-trips a state, identical after reading back', () => {
    const state = sampleState();
    writeState(dir, 'r1', state);
    expect(readState(dir, 'r1')).toEqual(state);
  });

  it('keeps the order of each page’s keys', () => {
    writeState(dir, 'r1', sampleState());
    expect(readState(dir, 'r1')?.pages['/product-details/gora']).toEqual(['a:shop:products/gora', 'c:chokher-bali', 'c:gora']);
  });

  it('stores each key once on disk, pages as indexes into that list', () => {
    const state = sampleState();
    writeState(dir, 'r1', state);
    const stored = JSON.parse(readFileSync(statePath(dir, 'r1'), 'utf8')) as { keys: string[]; pages: Record<string, number[]> };
    const distinct = new Set(Object.values(state.pages).flat());
    expect(stored.keys).toHaveLength(distinct.size);
    expect(new Set(stored.keys)).toEqual(distinct);
    for (const [route, indexes] of Object.entries(stored.pages)) {
      for (const at of indexes) expect(Number.isInteger(at), route).toBe(true);
      expect(indexes.map((at) => stored.keys[at])).toEqual(state.pages[route]);
    }
    expect(readFileSync(statePath(dir, 'r1'), 'utf8').split('"c:gora"')).toHaveLength(2);
  });

  it('writes <id>.state.json, leaves no temporary file, and replaces an older state', () => {
    writeState(dir, 'r1', sampleState());
    writeState(dir, 'r1', { ...sampleState(), cursor: '9999', pages: { '/': ['c:x'] } });
    expect(readdirSync(dir)).toEqual(['r1.state.json']);
    expect(statePath(dir, 'r1')).toBe(join(dir, 'r1.state.json'));
    const read = readState(dir, 'r1');
    expect(read?.cursor).toBe('9999');
    expect(read?.pages).toEqual({ '/': ['c:x'] });
  });

  it('keeps the states of different releases apart', () => {
    writeState(dir, 'r1', sampleState());
    writeState(dir, 'r2', { ...sampleState(), cursor: '2' });
    expect(readState(dir, 'r1')?.cursor).toBe('1234');
    expect(readState(dir, 'r2')?.cursor).toBe('2');
    removeState(dir, 'r1');
    expect(readState(dir, 'r1')).toBeNull();
    expect(readState(dir, 'r2')?.cursor).toBe('2');
  });

  it('a missing state reads as null', () => {
    expect(readState(dir, 'nothing')).toBeNull();
    expect(readState(join(dir, 'no-such-folder'), 'r1')).toBeNull();
  });

  const foreign: [string, string][] = [
    ['not JSON', 'not json at all {'],
    ['an empty file', ''],
    ['half a state', '{"format":1,"cursor":"1","keys":['],
    ['another format', JSON.stringify({ ...sampleState(), format: 2, keys: [], pages: {} })],
    ['no format', JSON.stringify({ cursor: '1', keys: [], pages: {} })],
    ['a list', '[]'],
    ['a string', '"state"'],
  ];
  it.each(foreign)('a foreign-format file (%s) reads as null', (_what, content) => {
    writeFileSync(statePath(dir, 'r1'), content);
    expect(readState(dir, 'r1')).toBeNull();
  });

  // A state file holding JSON `null` is valid JSON but no state: it must read as null too,
  // or the rebuild's mode choice throws instead of falling back to a full build.
  it('a foreign-format file holding JSON null reads as null', () => {
    writeFileSync(statePath(dir, 'r1'), 'null');
    expect(readState(dir, 'r1')).toBeNull();
  });
});

describe('readPageDeps', () => {
  const line = (route: string, deps: string[]) => JSON.stringify({ route, deps });

  it('reads one page per JSON line, routes normalised', () => {
    const file = join(dir, 'deps.jsonl');
    writeFileSync(
      file,
      [
        line('/', ['a:shop:homepage/slider', 'c:gora']),
        line('/books/', ['m:shop:products']),
        line('/product-details/gora/index.html', ['a:shop:products/gora']),
        line(`/authors/7/${encodeURIComponent(bangla)}/`, [`m:shop:authors/7/${bangla}`]),
        line('/404.html', []),
        '',
      ].join('\n'),
    );
    expect(readPageDeps(file, planRoute)).toEqual({
      '/': ['a:shop:homepage/slider', 'c:gora'],
      '/books': ['m:shop:products'],
      '/product-details/gora': ['a:shop:products/gora'],
      [`/authors/7/${bangla}`]: [`m:shop:authors/7/${bangla}`],
      '/404': [],
    });
  });

  // At 100,000 books the sitemap has parts, which a partial build never renders: a price change failed the live update.
  it('leaves out the sitemap and its parts, which the live update writes itself', () => {
    const file = join(dir, 'deps.jsonl');
    writeFileSync(file, [line('/sitemap.xml', ['m:shop:products']), line('/sitemap-2.xml', ['m:shop:products']), line('/b', ['y'])].join('\n'));
    expect(readPageDeps(file, planRoute)).toEqual({ '/b': ['y'] });
  });

  it('skips blank lines', () => {
    const file = join(dir, 'deps.jsonl');
    writeFileSync(file, `\n${line('/a', ['x'])}\n   \n\n${line('/b', ['y'])}\n`);
    expect(readPageDeps(file, planRoute)).toEqual({ '/a': ['x'], '/b': ['y'] });
  });

  it('applies the normaliser it is given', () => {
    const file = join(dir, 'deps.jsonl');
    writeFileSync(file, `${line('/A', ['x'])}\n`);
    expect(readPageDeps(file, (route) => route.toLowerCase())).toEqual({ '/a': ['x'] });
  });

  it('leaves out /search-records.json (a build-only file), however written', () => {
    const file = join(dir, 'deps.jsonl');
    writeFileSync(file, [line('/search-records.json', ['e:shop:products']), line('/search-records.json?x=1', ['e:shop:products']), line('/books', ['m:shop:products'])].join('\n'));
    const pages = readPageDeps(file, planRoute);
    expect(pages).toEqual({ '/books': ['m:shop:products'] });
    expect(pages).not.toHaveProperty('/search-records.json');
  });

  it('an empty file has no pages', () => {
    const file = join(dir, 'deps.jsonl');
    writeFileSync(file, '');
    expect(readPageDeps(file, planRoute)).toEqual({});
    expect(existsSync(file)).toBe(true);
  });
});

import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { linkedBookKeys, recordDep, withPageDeps } from '#build/page-deps.ts';

const bangla = 'পথের-পাঁচালী';
const banglaEncoded = encodeURIComponent(bangla);

describe('linkedBookKeys: the books a page links to', () => {
  const cases: { name: string; html: string; keys: string[] }[] = [
    { name: 'a root-relative book link', html: '<a href="/product-details/gora">Gora</a>', keys: ['c:gora'] },
    { name: 'an absolute book URL', html: '<a href="https://boibazar.example/product-details/gora">Gora</a>', keys: ['c:gora'] },
    { name: 'a trailing slash', html: '<a href="/product-details/gora/">Gora</a>', keys: ['c:gora'] },
    { name: 'a query string', html: '<a href="/product-details/gora?ref=home">Gora</a>', keys: ['c:gora'] },
    { name: 'a hash', html: '<a href="/product-details/gora#reviews">Gora</a>', keys: ['c:gora'] },
    { name: 'single-quoted attributes', html: "<a href='/product-details/gora'>Gora</a>", keys: ['c:gora'] },
    { name: 'a percent-encoded Bangla slug, decoded', html: `<a href="/product-details/${banglaEncoded}">বই</a>`, keys: [`c:${bangla}`] },
    { name: 'a Bangla slug written as is', html: `<a href="/product-details/${bangla}">বই</a>`, keys: [`c:${bangla}`] },
    { name: 'a malformed escape, kept as written', html: '<a href="/product-details/bad-%E0%A6">x</a>', keys: ['c:bad-%E0%A6'] },
    { name: 'a lone percent sign, kept as written', html: '<a href="/product-details/100%-pure">x</a>', keys: ['c:100%-pure'] },
    {
      name: 'the same book linked several ways, once',
      html: '<a href="/product-details/gora">a</a><a href="/product-details/gora/">b</a><a href="https://x.test/product-details/gora?x=1">c</a>',
      keys: ['c:gora'],
    },
    {
      name: 'an encoded and a plain spelling of one Bangla slug, once',
      html: `<a href="/product-details/${banglaEncoded}">a</a><a href="/product-details/${bangla}">b</a>`,
      keys: [`c:${bangla}`],
    },
    {
      name: 'other links ignored',
      html: '<a href="/authors/5/x">a</a><a href="/books">b</a><a href="/categories/novel">c</a><a href="/product-details/">d</a><a href="/product-detail/gora">e</a>',
      keys: [],
    },
    { name: 'no links at all', html: '<p>nothing here</p>', keys: [] },
  ];

  it.each(cases)('$name', ({ html, keys }) => {
    expect(linkedBookKeys(html)).toEqual(keys);
  });

  it('lists several books, each once, among other links', () => {
    const html = [
      '<ul>',
      '<li><a href="/product-details/gora">Gora</a></li>',
      '<li><a href="/authors/1/rabindranath">Author</a></li>',
      `<li><a href="/product-details/${banglaEncoded}/">বই</a></li>`,
      '<li><a href="/product-details/chokher-bali#top">Chokher Bali</a></li>',
      '<li><a href="/product-details/gora">Gora again</a></li>',
      '</ul>',
    ].join('');
    expect(new Set(linkedBookKeys(html))).toEqual(new Set(['c:gora', `c:${bangla}`, 'c:chokher-bali']));
    expect(linkedBookKeys(html)).toHaveLength(3);
  });
});

describe('recordDep and withPageDeps: keys recorded per page render', () => {
  it('records the keys noted inside a page render, each once', async () => {
    const deps = new Set<string>();
    await withPageDeps(deps, async () => {
      recordDep('a:shop:homepage/slider');
      recordDep('c:gora');
      recordDep('c:gora');
    });
    expect([...deps].sort()).toEqual(['a:shop:homepage/slider', 'c:gora']);
  });

  it('answers what the render answers', async () => {
    await expect(withPageDeps(new Set(), async () => 42)).resolves.toBe(42);
  });

  it('keeps recording across awaits inside the render', async () => {
    const deps = new Set<string>();
    await withPageDeps(deps, async () => {
      recordDep('m:shop:categories/novel');
      await setImmediate();
      await Promise.resolve();
      recordDep('e:shop:products');
    });
    expect([...deps].sort()).toEqual(['e:shop:products', 'm:shop:categories/novel']);
  });

  it('is a no-op outside a page render (getStaticPaths)', async () => {
    expect(() => recordDep('a:shop:outside')).not.toThrow();
    const deps = new Set<string>();
    recordDep('a:shop:before');
    await withPageDeps(deps, async () => {
      recordDep('a:shop:inside');
    });
    recordDep('a:shop:after');
    expect([...deps]).toEqual(['a:shop:inside']);
  });

  it('does not mix the keys of pages rendered concurrently', async () => {
    const pages = ['/', '/books', '/product-details/gora', '/authors/1/x'];
    const sets = pages.map(() => new Set<string>());
    await Promise.all(
      pages.map((route, i) =>
        withPageDeps(sets[i] ?? new Set(), async () => {
          for (let step = 0; step < 3; step += 1) {
            recordDep(`a:shop:${route}:${step}`);
            // Interleave: each page yields to the event loop a different number of times between its keys.
            for (let turn = 0; turn <= (i + step) % 3; turn += 1) await setImmediate();
          }
        }),
      ),
    );
    pages.forEach((route, i) => {
      expect([...(sets[i] ?? [])]).toEqual([0, 1, 2].map((step) => `a:shop:${route}:${step}`));
    });
  });

  it('gives a nested render its own set, and the outer one its own again after it', async () => {
    const outer = new Set<string>();
    const inner = new Set<string>();
    await withPageDeps(outer, async () => {
      recordDep('a:shop:outer-1');
      await withPageDeps(inner, async () => {
        recordDep('a:shop:inner');
      });
      recordDep('a:shop:outer-2');
    });
    expect([...outer]).toEqual(['a:shop:outer-1', 'a:shop:outer-2']);
    expect([...inner]).toEqual(['a:shop:inner']);
  });
});

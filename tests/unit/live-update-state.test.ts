import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeAnswer } from '../../publishing/rebuild/incremental/answers.ts';
import {
  deriveState,
  openState,
  readPageDeps,
  removeState,
  shareState,
  statePath,
  writeState,
  type NewState,
  type ReleaseState,
} from '../../publishing/rebuild/incremental/state.ts';
import { planRoute } from '#build/render-plan.ts';

const bangla = 'হুমায়ূন-আহমেদ';
const SHOP = 'http://127.0.0.1:4000/api/v1';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'state-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function sampleState(): NewState {
  return {
    cursor: '1234',
    fingerprint: 'abcdef0123456789abcdef01',
    answers: {
      [`${SHOP}/products/gora`]: describeAnswer(
        'shop:products/gora',
        JSON.stringify({ product: { slug: 'gora', related: { products: [{ slug: 'chokher-bali', selling_price: { amount: '2.00' } }] } } }),
      ),
      [`${SHOP}/categories/novel?page=2`]: describeAnswer(
        'shop:categories/novel',
        JSON.stringify({ products: [{ slug: 'gora', selling_price: { amount: '1.00' } }] }),
      ),
      [`${SHOP}/products?page=2`]: describeAnswer(
        'shop:products',
        JSON.stringify({ products: [{ slug: 'chokher-bali', selling_price: { amount: '2.00' } }] }),
      ),
      [`${SHOP}/products?page=1`]: describeAnswer(
        'shop:products',
        JSON.stringify({ products: [{ slug: 'gora', selling_price: { amount: '1.00' } }] }),
      ),
    },
    pages: {
      '/': ['a:shop:homepage/slider', 'c:gora', 'c:chokher-bali'],
      '/books': ['m:shop:products', 'c:gora', 'c:chokher-bali'],
      '/product-details/gora': ['a:shop:products/gora', 'c:chokher-bali', 'c:gora'],
      [`/authors/7/${bangla}`]: [`m:shop:authors/7/${bangla}`, 'c:gora'],
      '/empty': [],
    },
    routes: ['/', '/books', '/product-details/gora', `/authors/7/${bangla}`, '/empty'],
    search: { version: 'v1', books: { '/product-details/gora/': { hash: 'h1', pagefind: 'en_1', doc: 0 } } },
  };
}

const open = (id: string) => {
  const state = openState(dir, id);
  if (!state) throw new Error(`no state for ${id}`);
  opened.push(state);
  return state;
};
let opened: ReleaseState[] = [];
afterEach(() => {
  for (const state of opened) state.close();
  opened = [];
});

/** What the state keeps of an answer: its cards are kept by book, not with the answer. */
function stored(url: string) {
  const facts = sampleState().answers[url];
  if (!facts) throw new Error(`no answer ${url}`);
  const { cards: _byBook, ...rest } = facts;
  return rest;
}

describe('writeState and openState', () => {
  it('reads back the cursor, fingerprint, routes and search base it wrote', () => {
    writeState(dir, 'r1', sampleState());
    const state = open('r1');
    expect(state.cursor).toBe('1234');
    expect(state.fingerprint).toBe('abcdef0123456789abcdef01');
    expect(state.routes().sort()).toEqual([...sampleState().routes].sort());
    expect(state.search()).toEqual(sampleState().search);
  });

  it('a state written without a search base has none, and a null cursor reads as null', () => {
    writeState(dir, 'r1', { ...sampleState(), cursor: null, search: undefined });
    expect(open('r1').search()).toBeUndefined();
    expect(open('r1').cursor).toBeNull();
  });

  it('reads answers by URL, by key in page order, by key prefix and by the cards they list', () => {
    writeState(dir, 'r1', sampleState());
    const { answers } = open('r1');
    expect(answers.facts(`${SHOP}/products/gora`)).toEqual(stored(`${SHOP}/products/gora`));
    expect(answers.facts(`${SHOP}/products/none`)).toBeUndefined();
    expect(answers.urlsOf('shop:products')).toEqual([`${SHOP}/products?page=1`, `${SHOP}/products?page=2`]);
    expect(answers.under('shop:products').map(([url]) => url)).toEqual([`${SHOP}/products/gora`]);
    expect(answers.under('shop:categories').map(([, facts]) => facts.embeds)).toEqual([['gora']]);
    expect(answers.has('shop:categories/novel')).toBe(true);
    expect(answers.has('shop:categories/poetry')).toBe(false);
    expect(answers.listingsOf('gora').sort()).toEqual([`${SHOP}/categories/novel?page=2`, `${SHOP}/products?page=1`]);
    expect(answers.listingsOf('chokher-bali').sort()).toEqual([`${SHOP}/products/gora`, `${SHOP}/products?page=2`]);
    expect(answers.cardHash('gora')).toBe(sampleState().answers[`${SHOP}/products?page=1`]?.cards.gora);
    expect(answers.cardHash('nobody')).toBeUndefined();
    expect(answers.keys().sort()).toEqual(['shop:categories/novel', 'shop:products', 'shop:products/gora']);
  });

  it('finds the pages that show any of a set of keys, Bangla routes included', () => {
    writeState(dir, 'r1', sampleState());
    const state = open('r1');
    expect([...state.pagesShowing(['c:gora'])].sort()).toEqual(['/', '/books', `/authors/7/${bangla}`, '/product-details/gora'].sort());
    expect([...state.pagesShowing(['a:shop:homepage/slider', 'm:shop:products'])].sort()).toEqual(['/', '/books']);
    expect([...state.pagesShowing(['c:nobody'])]).toEqual([]);
  });

  it('writes <id>.state.db, leaves no temporary file, and replaces an older state', () => {
    writeState(dir, 'r1', sampleState());
    writeState(dir, 'r1', { ...sampleState(), cursor: '9999', pages: { '/': ['c:x'] } });
    expect(readdirSync(dir)).toEqual(['r1.state.db']);
    expect(statePath(dir, 'r1')).toBe(join(dir, 'r1.state.db'));
    const state = open('r1');
    expect(state.cursor).toBe('9999');
    expect([...state.pagesShowing(['c:x'])]).toEqual(['/']);
    expect([...state.pagesShowing(['c:gora'])]).toEqual([]);
  });

  it('keeps the states of different releases apart, and removes one', () => {
    writeState(dir, 'r1', sampleState());
    writeState(dir, 'r2', { ...sampleState(), cursor: '2' });
    expect(open('r1').cursor).toBe('1234');
    expect(open('r2').cursor).toBe('2');
    removeState(dir, 'r1');
    expect(openState(dir, 'r1')).toBeNull();
    expect(open('r2').cursor).toBe('2');
  });

  it('a missing state reads as null', () => {
    expect(openState(dir, 'nothing')).toBeNull();
    expect(openState(join(dir, 'no-such-folder'), 'r1')).toBeNull();
  });

  const foreign: [string, string][] = [
    [
      'a JSON state of the format before',
      JSON.stringify({ format: 1, cursor: '1', fingerprint: 'f', keys: [], pages: {}, answers: {}, routes: [] }),
    ],
    ['an empty file', ''],
    ['text', 'not a database at all {'],
  ];
  it.each(foreign)('a foreign file (%s) reads as null', (_what, content) => {
    writeFileSync(statePath(dir, 'r1'), content);
    expect(openState(dir, 'r1')).toBeNull();
  });

  it('a database of another format reads as null', () => {
    writeState(dir, 'r1', sampleState());
    const db = new DatabaseSync(statePath(dir, 'r1'));
    db.prepare("UPDATE meta SET value = '1' WHERE name = 'format'").run();
    db.close();
    expect(openState(dir, 'r1')).toBeNull();
  });
});

describe('deriveState', () => {
  it('gives the new release the live state with the changed rows, and leaves the live state as it was', () => {
    writeState(dir, 'live', sampleState());
    const page1 = `${SHOP}/products?page=1`;
    const newBook = describeAnswer(
      'shop:products',
      JSON.stringify({
        products: [
          { slug: 'nouka-dubi', selling_price: { amount: '3.00' } },
          { slug: 'gora', selling_price: { amount: '1.00' } },
        ],
      }),
    );
    deriveState(dir, 'live', 'next', {
      cursor: '1300',
      answers: { set: new Map([[page1, newBook]]), deleted: new Set([`${SHOP}/products/gora`]) },
      pages: {
        rendered: { '/books': ['m:shop:products', 'c:nouka-dubi'], '/product-details/nouka-dubi': ['c:nouka-dubi'] },
        removed: ['/product-details/gora'],
      },
      routes: { added: ['/product-details/nouka-dubi'], removed: ['/product-details/gora'] },
    });
    const next = open('next');
    expect(next.cursor).toBe('1300');
    expect(next.fingerprint).toBe(sampleState().fingerprint);
    expect(next.answers.facts(page1)?.embeds).toEqual(['nouka-dubi', 'gora']);
    expect(next.answers.facts(`${SHOP}/products/gora`)).toBeUndefined();
    expect(next.answers.listingsOf('chokher-bali')).toEqual([`${SHOP}/products?page=2`]);
    expect(next.answers.listingsOf('nouka-dubi')).toEqual([page1]);
    expect([...next.pagesShowing(['c:nouka-dubi'])].sort()).toEqual(['/books', '/product-details/nouka-dubi']);
    // /books shows the new keys only; /product-details/gora is gone.
    expect([...next.pagesShowing(['c:gora'])].sort()).toEqual(['/', `/authors/7/${bangla}`]);
    expect(next.routes()).toContain('/product-details/nouka-dubi');
    expect(next.routes()).not.toContain('/product-details/gora');
    expect(next.search()).toEqual(sampleState().search);

    const live = open('live');
    expect(live.cursor).toBe('1234');
    expect(live.answers.facts(page1)?.embeds).toEqual(['gora']);
    expect([...live.pagesShowing(['c:gora'])]).toContain('/product-details/gora');
  });

  it('updates a release’s own state by a new file: a reader that opened it keeps what it read', () => {
    writeState(dir, 'live', sampleState());
    const before = open('live');
    deriveState(dir, 'live', 'live', { cursor: '5000' });
    expect(before.cursor).toBe('1234');
    expect(before.routes().length).toBe(sampleState().routes.length);
    expect(open('live').cursor).toBe('5000');
    expect(readdirSync(dir)).toEqual(['live.state.db']);
  });

  it('replaces the search base with a new whole index’s', () => {
    writeState(dir, 'live', sampleState());
    deriveState(dir, 'live', 'index', {
      search: { version: 'v2', books: { '/product-details/x/': { hash: 'h', pagefind: 'en_9', doc: 3 } } },
    });
    expect(open('index').search()).toEqual({ version: 'v2', books: { '/product-details/x/': { hash: 'h', pagefind: 'en_9', doc: 3 } } });
  });

  it('reads one book’s search entry by key, and forgets the base when the index it described did not go live', () => {
    writeState(dir, 'live', sampleState());
    const live = open('live');
    expect(live.searchVersion()).toBe('v1');
    expect(live.searchEntry('/product-details/gora/')).toEqual({ hash: 'h1', pagefind: 'en_1', doc: 0 });
    expect(live.searchEntry('/product-details/none/')).toBeUndefined();
    deriveState(dir, 'live', 'live', { search: null });
    const after = open('live');
    expect(after.searchVersion()).toBeNull();
    expect(after.search()).toBeUndefined();
    expect(after.searchEntry('/product-details/gora/')).toBeUndefined();
    // Everything else stays.
    expect(after.routes().length).toBe(sampleState().routes.length);
  });

  it('shareState links the same file: the index release reads the pages release’s state', () => {
    writeState(dir, 'pages', sampleState());
    shareState(dir, 'pages', 'index');
    expect(open('index').cursor).toBe('1234');
    removeState(dir, 'pages');
    expect(open('index').routes().length).toBe(sampleState().routes.length);
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
    writeFileSync(
      file,
      [line('/sitemap.xml', ['m:shop:products']), line('/sitemap-2.xml', ['m:shop:products']), line('/b', ['y'])].join('\n'),
    );
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
    writeFileSync(
      file,
      [
        line('/search-records.json', ['e:shop:products']),
        line('/search-records.json?x=1', ['e:shop:products']),
        line('/books', ['m:shop:products']),
      ].join('\n'),
    );
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

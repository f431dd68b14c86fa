import { describe, expect, it } from 'vitest';
import { answerKey, describeAnswer } from '../../publishing/rebuild/incremental/answers.ts';
import type { Product } from '#shared/api/schemas/shop.ts';
import { book } from './fixtures.ts';

const SHOP = 'http://127.0.0.1:4000/api/v1';
const CONTENT = 'http://127.0.0.1:4000/content';
const bases = { shop: SHOP, content: CONTENT };
const bangla = 'হুমায়ূন-আহমেদ';

describe('answerKey', () => {
  const cases: { url: string; key: string | null; bases?: { shop: string; content: string } }[] = [
    { url: `${SHOP}/products`, key: 'shop:products' },
    { url: `${SHOP}/products?page=2`, key: 'shop:products' },
    { url: `${SHOP}/products?page=2&sort=new#x`, key: 'shop:products' },
    { url: `${SHOP}/categories/novel`, key: 'shop:categories/novel' },
    { url: `${SHOP}/products/gora`, key: 'shop:products/gora' },
    { url: `${SHOP}/authors/7/${encodeURIComponent(bangla)}?page=3`, key: `shop:authors/7/${bangla}` },
    { url: `${SHOP}/products/bad-%E0%A6`, key: 'shop:products/bad-%E0%A6' },
    { url: `${CONTENT}/pages/about-us`, key: 'content:pages/about-us' },
    { url: `${CONTENT}/blog?page=2`, key: 'content:blog' },
    { url: 'http://127.0.0.1:4000/api/v2/products', key: null },
    { url: 'http://127.0.0.1:4000/api/v10/products', key: null },
    { url: 'http://127.0.0.1:4000/contents/x', key: null },
    { url: 'http://other.example/api/v1/products', key: null },
    { url: `${SHOP}/homepage/slider`, key: 'shop:homepage/slider', bases: { shop: `${SHOP}/`, content: `${CONTENT}//` } },
    { url: `${CONTENT}/pages/x`, key: 'content:pages/x', bases: { shop: `${SHOP}/`, content: `${CONTENT}//` } },
  ];
  it.each(cases)('$url → $key', ({ url, key, bases: given }) => {
    expect(answerKey(url, given ?? bases)).toBe(key);
  });

  it('pages of one paged list share a key', () => {
    const keys = new Set([1, 2, 3].map((page) => answerKey(`${SHOP}/categories/novel?page=${page}`, bases)));
    expect(keys).toEqual(new Set(['shop:categories/novel']));
  });
});

// ---- Answers shaped like the API's.

const category = { id: 3, name: 'উপন্যাস', slug: 'novel', products_count: 3 };
const books = [book(1, { slug: 'gora' }), book(2, { slug: 'chokher-bali' }), book(3, { slug: bangla })];

const priced = (product: Product, amount: string): Product => ({ ...product, selling_price: { amount, formatted: `Tk ${amount}` } });
const withBook = (list: Product[], index: number, change: (p: Product) => Product) => list.map((p, i) => (i === index ? change(p) : p));

type Answer = Record<string, unknown> | unknown[];
const text = (answer: Answer) => JSON.stringify(answer);
const facts = (answer: Answer, key = 'shop:x') => describeAnswer(key, text(answer));

function categoryAnswer(products: Product[], own: Partial<typeof category> = {}) {
  return { category: { ...category, ...own }, products };
}

function pagedAnswer(products: Product[], own: Record<string, number> = {}) {
  return { products, first_page: 1, last_page: 4, current_page: 2, per_page: products.length, total: 12, ...own };
}

function detailAnswer(slug: string, related: Product[], own: Partial<Product> = {}) {
  return {
    product: {
      ...book(9, { slug, ...own }),
      description: '<p>বর্ণনা</p>',
      attributes: [{ name: 'Pages', value: '240' }],
      reviews: [{ id: 1, reviewer_name: 'Rina', created_at: '2026-01-02T00:00:00.000Z', rating: 5, comment: 'ভালো' }],
      related: { products: related },
    },
  };
}

describe('describeAnswer: the whole answer (hash)', () => {
  it('keeps the key and is deterministic', () => {
    const answer = categoryAnswer(books);
    expect(describeAnswer('shop:categories/novel', text(answer)).key).toBe('shop:categories/novel');
    expect(describeAnswer('shop:categories/novel', text(answer))).toEqual(describeAnswer('shop:categories/novel', text(answer)));
  });

  const same = text(categoryAnswer(books));
  const variants: [string, string][] = [
    ['a book price', text(categoryAnswer(withBook(books, 1, (p) => priced(p, '299.00'))))],
    ['the formatting only (whitespace)', JSON.stringify(categoryAnswer(books), null, 2)],
    ['a trailing newline', `${same}\n`],
    ['a products_count', text(categoryAnswer(books, { products_count: 4 }))],
    ['the order of the books', text(categoryAnswer([...books].reverse()))],
  ];
  it.each(variants)('changes with %s', (_what, changed) => {
    expect(describeAnswer('shop:x', changed).hash).not.toBe(describeAnswer('shop:x', same).hash);
  });
});

describe('describeAnswer: members of a list answer', () => {
  const shapes: {
    name: string;
    make: (products: Product[], own?: Record<string, unknown>) => Answer;
    ownChange: Record<string, unknown>;
  }[] = [
    {
      name: 'a category listing ({category, products})',
      make: (p, own) => ({ ...categoryAnswer(p), ...own }),
      ownChange: { category: { ...category, name: 'কথাসাহিত্য' } },
    },
    { name: 'a paged listing', make: (p, own) => ({ ...pagedAnswer(p), ...own }), ownChange: { total: 13 } },
    { name: 'a plain list ({products})', make: (p, own) => ({ products: p, ...own }), ownChange: { title: 'নতুন' } },
    { name: 'a list under data ({data: {products}})', make: (p, own) => ({ data: { products: p, ...own } }), ownChange: { last_page: 9 } },
  ];

  describe.each(shapes)('$name', ({ make, ownChange }) => {
    const base = facts(make(books));

    it('does not change when only a book price inside the list changes (but the hash and that card do)', () => {
      const after = facts(make(withBook(books, 1, (p) => priced(p, '199.00'))));
      expect(after.members).toBe(base.members);
      expect(after.hash).not.toBe(base.hash);
      expect(after.cards['chokher-bali']).not.toBe(base.cards['chokher-bali']);
      expect(after.cards.gora).toBe(base.cards.gora);
    });

    it('does not change when a book goes out of stock or is renamed', () => {
      expect(facts(make(withBook(books, 0, (p) => ({ ...p, in_stock: false })))).members).toBe(base.members);
      expect(facts(make(withBook(books, 2, (p) => ({ ...p, name: 'নতুন নাম' })))).members).toBe(base.members);
    });

    const memberChanges: [string, Product[]][] = [
      ['the order changes', [books[1], books[0], books[2]] as Product[]],
      ['a member is removed', books.slice(0, 2)],
      ['a member is added', [...books, book(4, { slug: 'shesher-kobita' })]],
      ['a member is replaced', [books[0], book(5, { slug: 'gitanjali' }), books[2]] as Product[]],
    ];
    it.each(memberChanges)('changes when %s', (_what, products) => {
      expect(facts(make(products)).members).not.toBe(base.members);
    });

    it("changes when the list's own fields change", () => {
      expect(facts(make(books, ownChange)).members).not.toBe(base.members);
    });
  });

  it('for an answer that is not a list, changes with any change', () => {
    const slider = [
      { file: { path: 'http://x/1.jpg' }, caption_1: 'এক', caption_2: 'দুই', call_to_action_text: 'কিনুন', call_to_action_url: '/books' },
    ];
    const before = facts(slider);
    expect(facts([{ ...slider[0], caption_2: 'তিন' }]).members).not.toBe(before.members);
    const detail = facts(detailAnswer('gora', books));
    expect(facts(detailAnswer('gora', books, { selling_price: { amount: '1.00', formatted: 'Tk 1.00' } })).members).not.toBe(
      detail.members,
    );
  });
});

describe('describeAnswer: names without counts', () => {
  const authors = [
    { id: 1, name: 'রবীন্দ্রনাথ ঠাকুর', name_en: 'Rabindranath Tagore', products_count: 12 },
    { id: 2, name: bangla, name_en: 'Humayun Ahmed', products_count: 30 },
  ];
  const base = facts(authors);

  it('ignores products_count changes (and the hash does not)', () => {
    const counted = facts(authors.map((a) => ({ ...a, products_count: a.products_count + 1 })));
    expect(counted.names).toBe(base.names);
    expect(counted.hash).not.toBe(base.hash);
  });

  it('ignores a nested products_count (a listing’s category)', () => {
    const before = facts(categoryAnswer(books));
    expect(facts(categoryAnswer(books, { products_count: 99 })).names).toBe(before.names);
  });

  const changes: [string, unknown[]][] = [
    ['a name', [{ ...authors[0], name: 'রবীন্দ্রনাথ' }, authors[1]]],
    ['a Latin name', [authors[0], { ...authors[1], name_en: 'Humayun Ahmad' }]],
    ['the order', [authors[1], authors[0]]],
    ['an author added', [...authors, { id: 3, name: 'কাজী নজরুল ইসলাম', name_en: 'Kazi Nazrul Islam', products_count: 1 }]],
  ];
  it.each(changes)('changes with %s', (_what, changed) => {
    expect(facts(changed as Answer).names).not.toBe(base.names);
  });

  it('changes when a book price inside a list changes', () => {
    expect(facts(categoryAnswer(withBook(books, 0, (p) => priced(p, '10.00')))).names).not.toBe(facts(categoryAnswer(books)).names);
  });
});

describe('describeAnswer: book cards and embeds', () => {
  it('a listing holds one card per book, and embeds its books in order', () => {
    const f = facts(categoryAnswer(books));
    expect(Object.keys(f.cards).sort()).toEqual(['chokher-bali', 'gora', bangla].sort());
    expect(f.embeds).toEqual(['gora', 'chokher-bali', bangla]);
  });

  it("a book's own detail is not a card, its related books are", () => {
    const f = facts(detailAnswer('shesher-kobita', [books[0] as Product, books[2] as Product]), 'shop:products/shesher-kobita');
    expect(Object.keys(f.cards).sort()).toEqual(['gora', bangla].sort());
    expect(f.cards).not.toHaveProperty('shesher-kobita');
    expect(f.embeds).toEqual(['gora', bangla]);
  });

  it('a detail with no related books has no cards', () => {
    const f = facts(detailAnswer('shesher-kobita', []));
    expect(f.cards).toEqual({});
    expect(f.embeds).toEqual([]);
  });

  it("a card's hash follows the book, not the answer it sits in", () => {
    const inListing = facts(categoryAnswer(books), 'shop:categories/novel');
    const inDetail = facts(detailAnswer('shesher-kobita', [books[1] as Product]), 'shop:products/shesher-kobita');
    expect(inDetail.cards['chokher-bali']).toBe(inListing.cards['chokher-bali']);
  });

  it("a change to the detail book's own fields changes no card; a related book's price changes its card only", () => {
    const before = facts(detailAnswer('shesher-kobita', books));
    const ownChanged = facts(detailAnswer('shesher-kobita', books, { selling_price: { amount: '5.00', formatted: 'Tk 5.00' } }));
    expect(ownChanged.cards).toEqual(before.cards);
    const relatedChanged = facts(
      detailAnswer(
        'shesher-kobita',
        withBook(books, 2, (p) => priced(p, '5.00')),
      ),
    );
    expect(relatedChanged.cards[bangla]).not.toBe(before.cards[bangla]);
    expect(relatedChanged.cards.gora).toBe(before.cards.gora);
    expect(relatedChanged.cards['chokher-bali']).toBe(before.cards['chokher-bali']);
  });

  const cardChanges: [string, (p: Product) => Product][] = [
    ['the selling price', (p) => priced(p, '123.00')],
    ['the stock', (p) => ({ ...p, in_stock: false })],
    ['the name', (p) => ({ ...p, name: 'অন্য নাম' })],
    ['the writers', (p) => ({ ...p, writers: [{ id: 2, name: bangla }] })],
    ['the New badge', (p) => ({ ...p, is_new: !p.is_new })],
  ];
  it.each(cardChanges)("a card's hash changes with %s", (_what, change) => {
    const before = facts(pagedAnswer(books));
    const after = facts(pagedAnswer(withBook(books, 0, change)));
    expect(after.cards.gora).not.toBe(before.cards.gora);
    expect(after.cards['chokher-bali']).toBe(before.cards['chokher-bali']);
  });

  // A card shows no rating: a new review re-renders its book's page, not every page with its card.
  it("a card's hash stays when only what no card shows changes (the rating)", () => {
    const before = facts(pagedAnswer(books));
    const after = facts(pagedAnswer(withBook(books, 0, (p) => ({ ...p, average_rating: 3.5, reviews_count: 3 }))));
    expect(after.cards).toEqual(before.cards);
    expect(after.hash).not.toBe(before.hash);
  });

  it('home blocks: cards from every section, a book in two sections embedded once', () => {
    const [gora, chokherBali, third] = books as [Product, Product, Product];
    const sections = {
      section_one: { title: 'নতুন বই', products: [gora, chokherBali] },
      section_two: { title: 'জনপ্রিয়', products: [third, gora] },
    };
    const f = facts(sections, 'shop:homepage/sections');
    expect(Object.keys(f.cards).sort()).toEqual(['chokher-bali', 'gora', bangla].sort());
    expect(f.embeds).toHaveLength(3);
    expect(new Set(f.embeds)).toEqual(new Set(['gora', 'chokher-bali', bangla]));
  });

  it('objects in arrays without a selling price are not cards (categories, writers, reviews)', () => {
    const categories = [category, { id: 4, name: 'কবিতা', slug: 'poetry', products_count: 2 }];
    expect(facts(categories).cards).toEqual({});
    expect(facts(categories).embeds).toEqual([]);
    const f = facts(categoryAnswer(books));
    expect(Object.keys(f.cards)).not.toContain('novel');
    expect(Object.keys(f.cards)).not.toContain('nodi-prokashoni');
  });
});

describe('a list of authors, publishers or categories', () => {
  const authors = (count: number) =>
    JSON.stringify([
      { id: 1, name: 'রবীন্দ্রনাথ ঠাকুর', slug: 'rabindranath', products_count: 12 },
      { id: 2, name: 'হুমায়ূন আহমেদ', slug: 'humayun', products_count: count },
    ]);

  it('keeps each entry’s book count by id, so a directory card re-renders only when its own count changes', () => {
    const before = describeAnswer('shop:authors', authors(30));
    const after = describeAnswer('shop:authors', authors(31));
    expect(before.counts).toEqual({ '1': 12, '2': 30 });
    expect(after.counts).toEqual({ '1': 12, '2': 31 });
    // The names and order are the same: menus and filters, which show no counts, do not change.
    expect(after.names).toBe(before.names);
  });

  it('reads the entries under `data` too, and has none for a book list', () => {
    expect(describeAnswer('shop:publishers', JSON.stringify({ data: [{ id: 'nodi', products_count: 4 }] })).counts).toEqual({ nodi: 4 });
    expect(describeAnswer('shop:products', JSON.stringify({ products: [book(1)], total: 1 })).counts).toBeUndefined();
  });

  it('keeps a listing’s own fields apart from its books and counts (a later page shows its name)', () => {
    const listing = (name: string, products: Product[]) =>
      JSON.stringify({ category: { id: 1, name, products_count: products.length }, products });
    const one = describeAnswer('shop:categories/novel', listing('উপন্যাস', [book(1)]));
    expect(describeAnswer('shop:categories/novel', listing('উপন্যাস', [book(1), book(2)])).frame).toBe(one.frame);
    expect(describeAnswer('shop:categories/novel', listing('উপন্যাস (নতুন)', [book(1)])).frame).not.toBe(one.frame);
  });
});

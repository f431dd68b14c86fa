import type { Rng } from './rng.ts';
import type { ClassicBook, Classics, Language } from './classics.ts';
import type { AuthorSeed } from './authors.ts';
import type { PublisherSeed } from './publishers.ts';
import { banglaTitle, type Title } from './titles-bn.ts';
import { englishTitle } from './titles-en.ts';
import { describeBook } from './descriptions.ts';
import { makeIsbn } from './isbn.ts';
import { REFERENCE_MS, between, daysBefore, iso } from './dates.ts';
import { SlugRegistry, banglaDigits, nfc } from './text.ts';
import { zipfPicker } from './zipf.ts';

export type BookSeed = {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  publisherId: number;
  /** Paisa. */
  price: number;
  /** Paisa, strictly below price, or null when the book is not on offer. */
  specialPrice: number | null;
  stock: number;
  language: Language;
  description: string;
  isbn: string;
  pages: number;
  edition: string;
  country: string;
  year: number;
  soldCount: number;
  lastSoldAt: string | null;
  createdAt: string;
  updatedAt: string;
  createdMs: number;
  authorIds: number[];
  categorySlugs: string[];
  classic: boolean;
};

const PAGES: Record<string, readonly [number, number]> = {
  children: [48, 160],
  comics: [48, 120],
  poetry: [48, 200],
  drama: [64, 200],
  'short-stories': [96, 320],
  novel: [120, 560],
  'mystery-thriller': [160, 480],
  'science-fiction': [160, 480],
  translation: [120, 480],
  'english-literature': [160, 640],
  essays: [96, 320],
  history: [200, 720],
  'liberation-war': [160, 560],
  biography: [160, 560],
  science: [120, 400],
  religion: [96, 480],
  'self-help': [96, 320],
  cooking: [96, 280],
  travel: [120, 360],
  academic: [200, 720],
  programming: [200, 640],
  'business-economics': [160, 480],
  health: [96, 320],
  dictionary: [400, 900],
};

const BANGLA_CATEGORIES: readonly (readonly [string, number])[] = [
  ['novel', 24],
  ['short-stories', 8],
  ['poetry', 8],
  ['drama', 2],
  ['children', 8],
  ['essays', 3],
  ['history', 4],
  ['liberation-war', 4],
  ['biography', 2],
  ['science', 3],
  ['religion', 5],
  ['self-help', 5],
  ['cooking', 2],
  ['travel', 2],
  ['mystery-thriller', 7],
  ['science-fiction', 4],
  ['comics', 2],
  ['translation', 4],
  ['academic', 5],
  ['programming', 3],
  ['business-economics', 2],
  ['health', 2],
  ['dictionary', 1],
];

const ENGLISH_CATEGORIES: readonly (readonly [string, number])[] = [
  ['english-literature', 25],
  ['mystery-thriller', 8],
  ['science-fiction', 6],
  ['children', 6],
  ['programming', 10],
  ['business-economics', 7],
  ['self-help', 8],
  ['academic', 8],
  ['science', 5],
  ['history', 4],
  ['biography', 4],
  ['dictionary', 3],
  ['health', 3],
  ['cooking', 2],
  ['travel', 2],
  ['religion', 2],
  ['essays', 2],
  ['comics', 2],
  ['liberation-war', 2],
  ['poetry', 2],
  ['short-stories', 1],
  ['drama', 1],
];

/** A second shelf a book of the first may also sit on. */
const SECOND_CATEGORY: Record<string, readonly string[]> = {
  'mystery-thriller': ['novel'],
  'science-fiction': ['novel', 'children'],
  children: ['comics'],
  comics: ['children'],
  history: ['liberation-war'],
  'liberation-war': ['history', 'biography'],
  biography: ['history'],
  science: ['academic'],
  programming: ['academic'],
  academic: ['science'],
  'self-help': ['business-economics', 'health'],
  'business-economics': ['self-help'],
  health: ['cooking'],
  cooking: ['health'],
  travel: ['essays'],
  essays: ['history'],
  translation: ['novel'],
  'english-literature': ['novel'],
  'short-stories': ['children'],
};

/** Extra shelves for some classics (a novel is also under "novel", Frankenstein under science fiction). */
const CLASSIC_EXTRA: Record<string, string> = {
  'Gitanjali: Song Offerings': 'poetry',
  "Sultana's Dream": 'science-fiction',
  Frankenstein: 'science-fiction',
  'The Time Machine': 'science-fiction',
  'The Adventures of Sherlock Holmes': 'mystery-thriller',
  "Alice's Adventures in Wonderland": 'children',
  'Treasure Island': 'children',
  'The Jungle Book': 'children',
  'The Adventures of Tom Sawyer': 'children',
  'Pride and Prejudice': 'novel',
  Emma: 'novel',
  'Sense and Sensibility': 'novel',
  Persuasion: 'novel',
  'Great Expectations': 'novel',
  'Oliver Twist': 'novel',
  'A Tale of Two Cities': 'novel',
  'David Copperfield': 'novel',
  'Jane Eyre': 'novel',
  'Wuthering Heights': 'novel',
  'Moby-Dick': 'novel',
  'The Picture of Dorian Gray': 'novel',
  Dracula: 'novel',
  'The Home and the World': 'novel',
  'Chander Pahar': 'novel',
};

const AMERICAN_CLASSICS = new Set(['twain', 'melville']);
const SUBCONTINENT_ENGLISH_CLASSICS = new Set(['tagore', 'rokeya']);

export function ordinalEdition(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix} Edition`;
}

/**
 * The classics that go into a catalogue of `total` books: all of them when
 * there is room, otherwise one book per author in turn (so every classic
 * author is on the shelf), kept in classics.json order.
 */
export function selectClassics(classics: Classics, total: number): ClassicBook[] {
  if (total >= classics.books.length) return [...classics.books];
  const seenPerAuthor = new Map<string, number>();
  const ranked = classics.books.map((book, index) => {
    const turn = seenPerAuthor.get(book.author) ?? 0;
    seenPerAuthor.set(book.author, turn + 1);
    return { index, turn };
  });
  ranked.sort((a, b) => a.turn - b.turn || a.index - b.index);
  const keep = new Set(ranked.slice(0, Math.max(0, total)).map((entry) => entry.index));
  return classics.books.filter((_, index) => keep.has(index));
}

type Pricing = { price: number; specialPrice: number | null };

/** Price in whole taka between 100 and 1500, a multiple of 5 or 10; an offer for about 60% of books. */
function pricing(rng: Rng, pages: number, language: Language): Pricing {
  const raw = (60 + pages * (0.7 + rng.next() * 0.6)) * (language === 'English' ? 1.6 : 1);
  const step = rng.chance(0.7) ? 10 : 5;
  const taka = Math.min(1500, Math.max(100, Math.round(raw / step) * step));
  let special: number | null = null;
  if (rng.chance(0.6)) {
    // Whole taka, 5% to 25% below the price (never equal to it).
    const percent = rng.int(5, 25);
    const lowest = Math.ceil(taka * 0.75);
    const highest = Math.min(taka - 1, Math.floor(taka * 0.95));
    special = Math.min(highest, Math.max(lowest, Math.round((taka * (100 - percent)) / 100)));
  }
  return { price: taka * 100, specialPrice: special === null ? null : special * 100 };
}

function editionNumber(rng: Rng, classic: boolean): number {
  if (classic) return rng.int(2, 12);
  return rng.weighted([
    [1, 50],
    [2, 20],
    [3, 12],
    [4, 8],
    [5, 4],
    [6, 3],
    [7, 2],
    [8, 1],
  ]);
}

function pages(rng: Rng, category: string): number {
  const [min, max] = PAGES[category] ?? [96, 400];
  // Page counts of printed books come in signatures of eight.
  return Math.min(max, Math.max(min, Math.round(rng.int(min, max) / 8) * 8));
}

function salesDates(rng: Rng, createdMs: number, soldCount: number): string | null {
  if (soldCount === 0) return null;
  const span = REFERENCE_MS - createdMs;
  return iso(Math.max(createdMs, Math.floor((REFERENCE_MS - rng.next() ** 2 * span) / 1000) * 1000));
}

/** Shelves where a repeated title reads as the next book of a series. */
const SERIES = new Set(['children', 'comics', 'mystery-thriller', 'science-fiction']);

/**
 * A title not used yet when the word lists allow. Otherwise: the next part of
 * a series on series shelves ("ভূতের কাণ্ড (খণ্ড ২)", "The Red Orbit (Volume 2)"),
 * and elsewhere the same title again, as with the many textbooks, dictionaries
 * and guides that share a name (the slug still differs).
 */
function freshTitle(rng: Rng, language: Language, category: string, used: Map<string, number>): Title {
  const make = (): Title => (language === 'Bangla' ? banglaTitle(rng, category) : englishTitle(rng, category));
  let title = make();
  for (let attempt = 0; attempt < 10 && used.has(title.name); attempt += 1) title = make();
  const seen = used.get(title.name) ?? 0;
  used.set(title.name, seen + 1);
  if (seen === 0 || !SERIES.has(category)) return title;
  const part = seen + 1;
  return language === 'Bangla'
    ? { name: nfc(`${title.name} (খণ্ড ${banglaDigits(part)})`), name_en: `${title.name_en} (Part ${part})` }
    : { name: `${title.name} (Volume ${part})`, name_en: `${title.name_en} (Volume ${part})` };
}

type BookContext = {
  rng: Rng;
  authors: readonly AuthorSeed[];
  publishers: readonly PublisherSeed[];
  slugs: SlugRegistry;
  isbns: Set<string>;
  books: BookSeed[];
};

type Draft = {
  title: Title;
  language: Language;
  authorIds: number[];
  categorySlugs: string[];
  publisherId: number;
  country: string;
  year: number | null;
  classic: boolean;
  createdMs: number;
  soldCount: number;
};

function finish(context: BookContext, draft: Draft): BookSeed {
  const { rng } = context;
  const category = draft.categorySlugs[0] ?? 'novel';
  const pageCount = pages(rng, category);
  const { price, specialPrice } = pricing(rng, pageCount, draft.language);
  const edition = editionNumber(rng, draft.classic);
  const authorNames = draft.authorIds.map((id) => {
    const author = context.authors[id - 1];
    return (draft.language === 'Bangla' ? author?.name : author?.name_en) ?? '';
  });
  const publisher = context.publishers[draft.publisherId - 1];
  const { html } = describeBook(rng, {
    name: draft.title.name,
    authors: authorNames,
    category,
    language: draft.language,
    classicYear: draft.classic ? draft.year : null,
    pages: pageCount,
    editionNumber: edition,
    publisher: publisher?.name ?? '',
  });
  const createdYear = new Date(draft.createdMs).getUTCFullYear();
  const year = draft.year ?? createdYear - Math.floor(rng.next() ** 2 * 12);
  const updatedMs = rng.chance(0.5) ? draft.createdMs : between(rng, draft.createdMs);
  const book: BookSeed = {
    id: context.books.length + 1,
    slug: context.slugs.take(draft.title.name_en),
    name: draft.title.name,
    name_en: draft.title.name_en,
    publisherId: draft.publisherId,
    price,
    specialPrice,
    stock: rng.chance(0.08) ? 0 : rng.int(1, 200),
    language: draft.language,
    description: html,
    isbn: makeIsbn(rng, draft.country, context.isbns),
    pages: pageCount,
    edition: ordinalEdition(edition),
    country: draft.country,
    year,
    soldCount: draft.soldCount,
    lastSoldAt: salesDates(rng, draft.createdMs, draft.soldCount),
    createdAt: iso(draft.createdMs),
    updatedAt: iso(updatedMs),
    createdMs: draft.createdMs,
    authorIds: draft.authorIds,
    categorySlugs: draft.categorySlugs,
    classic: draft.classic,
  };
  context.books.push(book);
  return book;
}

/**
 * Exactly `total` books: the classics first (as classics.json has them), then
 * invented titles, about 70% Bangla, each with a writer (sometimes two), one or
 * two categories, a publisher, prices in paisa, stock, an ISBN-13 and dates in
 * the two years before the reference moment.
 */
export function buildBooks(
  rng: Rng,
  input: { classics: Classics; authors: readonly AuthorSeed[]; publishers: readonly PublisherSeed[]; total: number },
): BookSeed[] {
  const { classics, authors, publishers, total } = input;
  const context: BookContext = { rng, authors, publishers, slugs: new SlugRegistry(), isbns: new Set(), books: [] };
  const publisherIds = rng.shuffle(publishers.map((_, index) => index + 1));
  const pickPublisher = zipfPicker(rng, publisherIds, 0.6);
  const authorByKey = new Map(authors.filter((a) => a.classicKey !== null).map((a) => [a.classicKey, a]));

  for (const classic of selectClassics(classics, total)) {
    const author = authorByKey.get(classic.author);
    if (!author) throw new Error(`no author for classic "${classic.name_en}"`);
    const extra = CLASSIC_EXTRA[classic.name_en];
    const country =
      classic.language === 'Bangla'
        ? rng.chance(0.3)
          ? 'India'
          : 'Bangladesh'
        : AMERICAN_CLASSICS.has(classic.author)
          ? 'United States'
          : SUBCONTINENT_ENGLISH_CLASSICS.has(classic.author)
            ? rng.pick(['Bangladesh', 'India'])
            : 'United Kingdom';
    finish(context, {
      title: { name: classic.name, name_en: classic.name_en },
      language: classic.language,
      authorIds: [author.id],
      categorySlugs: extra && extra !== classic.category ? [classic.category, extra] : [classic.category],
      publisherId: pickPublisher(),
      country,
      year: classic.year,
      classic: true,
      createdMs: daysBefore(rng, 365, 730),
      soldCount: rng.int(300, 2500),
    });
  }

  // Invented writers: each writes at least one book, then output follows a long tail.
  const pools = new Map<Language, { queue: AuthorSeed[]; pick: () => AuthorSeed; all: AuthorSeed[] }>();
  for (const language of ['Bangla', 'English'] as const) {
    const all = rng.shuffle(authors.filter((a) => a.classicKey === null && a.language === language));
    if (all.length > 0) pools.set(language, { queue: [...all], pick: zipfPicker(rng, all, 0.5), all });
  }
  const homePublisher = new Map<number, number>();
  const usedTitles = new Map<string, number>();

  while (context.books.length < total) {
    const language: Language = rng.chance(0.7) ? 'Bangla' : 'English';
    const pool = pools.get(language) ?? pools.get(language === 'Bangla' ? 'English' : 'Bangla');
    if (!pool) throw new Error('no authors for generated books');
    const bookLanguage = pool.all[0]?.language ?? language;
    const first = pool.queue.shift() ?? pool.pick();
    const authorIds = [first.id];
    if (pool.all.length > 1 && rng.chance(0.08)) {
      let second = pool.pick();
      while (second.id === first.id) second = rng.pick(pool.all);
      authorIds.push(second.id);
    }
    const category = rng.weighted(bookLanguage === 'Bangla' ? BANGLA_CATEGORIES : ENGLISH_CATEGORIES);
    const seconds = SECOND_CATEGORY[category];
    const categorySlugs = seconds && rng.chance(0.3) ? [category, rng.pick(seconds)] : [category];
    const title = freshTitle(rng, bookLanguage, category, usedTitles);
    let home = homePublisher.get(first.id);
    if (home === undefined) {
      home = pickPublisher();
      homePublisher.set(first.id, home);
    }
    const country =
      bookLanguage === 'Bangla'
        ? rng.chance(0.04)
          ? 'India'
          : 'Bangladesh'
        : rng.weighted([
            ['Bangladesh', 35],
            ['United Kingdom', 35],
            ['United States', 30],
          ] as const);
    const rank = pool.all.indexOf(first);
    const boost = 1 + 3 / (rank + 1);
    finish(context, {
      title,
      language: bookLanguage,
      authorIds,
      categorySlugs,
      publisherId: rng.chance(0.7) ? home : pickPublisher(),
      country,
      year: null,
      classic: false,
      createdMs: daysBefore(rng, 0, 730),
      soldCount: rng.chance(0.15) ? 0 : Math.round((1 + rng.next() ** 3 * 600) * boost),
    });
  }
  return context.books;
}

/**
 * Search as a shopper meets it: the 300-book seed indexed by the real indexer
 * (scripts/search/index-site.ts), searched through the storefront's own query
 * code in both indexes it writes: the quick index (plain queries: the
 * dropdown and the results page) and the real Pagefind bundle (the same
 * query with filters or an order). Tables of real queries and the books they
 * must put first, and of queries that must find nothing.
 */
import { createServer, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, normalize } from "node:path";
import { pathToFileURL } from "node:url";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../scripts/local-api/db/index.ts";
import { presentProducts } from "../../scripts/local-api/lib/products.ts";
import { seedDatabase } from "../../scripts/local-api/seed/index.ts";
import { indexRecords } from "../../scripts/search/index-site.ts";
import { ProductSchema } from "../../src/lib/api/schemas/product.ts";
import { bookRecords } from "../../src/lib/search/book-record.ts";
import {
  literalQuery,
  searchQuery,
} from "../../src/lib/search/searchable-text.ts";
import {
  INDEX_OPTIONS,
  searchIndex,
  type PagefindModule,
} from "../../src/scripts/search/pagefind-client.ts";
import {
  openQuickIndex,
  type QuickIndex,
} from "../../src/scripts/search/quick-client.ts";
import { bookRowOf } from "../../src/scripts/search/search-results.ts";

let site = "";
let server: Server | undefined;
let pagefind: PagefindModule;
let quick: QuickIndex;
let origin = "";
/** Paths the test server was asked for. */
const requested: string[] = [];
/** English names by book id: the quick index's results carry only what a card shows. */
const titleEn = new Map<number, string>();

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), "search-queries-"));
  const db = openDatabase(":memory:");
  seedDatabase(db, { books: 300 });
  const ids = (
    db.prepare("SELECT id FROM products ORDER BY id").all() as { id: number }[]
  ).map((row) => row.id);
  const products = v.parse(
    v.array(ProductSchema),
    presentProducts(db, ids, "http://127.0.0.1:4000"),
  );
  const authors = db.prepare("SELECT id, name_en FROM authors").all() as {
    id: number;
    name_en: string;
  }[];
  for (const product of products) titleEn.set(product.id, product.name_en);
  db.close();
  await indexRecords(site, bookRecords(products, authors));

  // Pagefind's browser bundle fetches its index files over HTTP.
  server = createServer((request, response) => {
    const path = normalize(
      decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname),
    );
    requested.push(path);
    readFile(join(site, path)).then(
      (body) => response.end(body),
      () => {
        response.statusCode = 404;
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  pagefind = (await import(
    /* @vite-ignore */ pathToFileURL(join(site, "pagefind", "pagefind.js")).href
  )) as PagefindModule;
  await pagefind.options({
    ...INDEX_OPTIONS,
    basePath: `http://127.0.0.1:${port}/pagefind/`,
  });
  await pagefind.init();
  origin = `http://127.0.0.1:${port}`;
  quick = openQuickIndex(origin);
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (site) rmSync(site, { recursive: true, force: true });
});

type Found = { total: number; titles: string[] };

/** The titles of the first `count` results, as the results page lists them, from the quick index. */
async function findQuick(
  text: string,
  count = 5,
  top?: number,
): Promise<Found> {
  const page = await quick.search(text, { top });
  const books = await page.load(0, count);
  return {
    total: page.total,
    titles: books.map(
      (book) =>
        `${book.card.name} | ${titleEn.get(book.card.id) ?? ""} | ${book.authors}`,
    ),
  };
}

/** The same from Pagefind, as a filtered listing asks it. */
async function findPagefind(text: string, count = 5): Promise<Found> {
  const keys = searchQuery(text);
  if (keys === "") return { total: 0, titles: [] };
  const page = await searchIndex(pagefind, {
    keys,
    literal: literalQuery(text),
  });
  const hits = await page.load(0, count);
  return {
    total: page.total,
    titles: hits.map(
      (hit) => `${hit.meta.title} | ${hit.meta.title_en} | ${hit.meta.authors}`,
    ),
  };
}

const ENGINES = [
  ["the quick index", (text: string) => findQuick(text)],
  ["Pagefind", (text: string) => findPagefind(text)],
] as const;

describe.each(ENGINES)("%s", (_engine, find) => {
  describe("queries and the books they put first", () => {
    it.each([
      // Bangla
      ["গীতাঞ্জলি", "গীতাঞ্জলি |"],
      ["নজরুল", "কাজী নজরুল ইসলাম"],
      ["রবীন্দ্রনাথ", "রবীন্দ্রনাথ ঠাকুর"],
      ["পথের পাঁচালী", "পথের পাঁচালী"],
      ["দেবদাস", "দেবদাস"],
      // English
      ["The Time Machine", "The Time Machine"],
      ["tagore", "রবীন্দ্রনাথ ঠাকুর"],
      ["Dickens", "Charles Dickens"],
      ["pride and prejudice", "Pride and Prejudice"],
      // Banglish, as shoppers type it
      ["nazrul", "কাজী নজরুল ইসলাম"],
      ["robindronath", "রবীন্দ্রনাথ ঠাকুর"],
      ["gitanjoli", "গীতাঞ্জলি"],
      ["pother pachali", "পথের পাঁচালী"],
      ["debdas", "দেবদাস"],
      // Misspelt
      ["rabindranth", "রবীন্দ্রনাথ ঠাকুর"],
      ["nojrul", "কাজী নজরুল ইসলাম"],
      // Half typed
      ["গীতাঞ্জ", "গীতাঞ্জলি"],
      ["time mach", "The Time Machine"],
      // A word of one or two letters after others, as while typing the next word
      ["chokher b", "চোখের বালি"],
      ["kazi n", "কাজী নজরুল ইসলাম"],
      ["পথের পা", "পথের পাঁচালী"],
      ["time m", "The Time Machine"],
    ])("%s puts %s first", async (query, expected) => {
      const { total, titles } = await find(query);
      expect(total, `${query} found nothing`).toBeGreaterThan(0);
      expect(titles[0], `${query}: ${titles.join(" / ")}`).toContain(expected);
    });
  });

  describe("the words as typed come before matches by sound", () => {
    it.each([
      // By sound alone, "gr" and "kbt" start many words; the title as typed wins.
      ["gora", "গোরা |"],
      ["kobita", "কবিতা"],
      ["bali", "চোখের বালি"],
      ["সেন", "বনলতা সেন"],
      ["রায়", "রায়"],
      ["ray", "রায়"],
    ])("%s puts %s first", async (query, expected) => {
      const { titles } = await find(query);
      expect(titles[0], `${query}: ${titles.join(" / ")}`).toContain(expected);
    });
  });

  describe("queries that must find nothing", () => {
    it.each([
      "xyzzyq",
      "হুমায়ূন",
      "হুমায়ূন আহমেদ",
      "humayun ahmed",
      "qwertyuiop",
      "নজরুল xyzzyq",
      "zzzz",
    ])("%s finds no book", async (query) => {
      const { total, titles } = await find(query);
      expect(titles, `${query} listed ${titles.join(" / ")}`).toEqual([]);
      expect(total).toBe(0);
    });
  });
});

describe("one-word queries with a one- or two-letter sound in the dropdown, answered from files written ahead", () => {
  it.each([
    "r",
    "ro",
    "Ra",
    "গ",
    "গী",
    "রব",
    "ta",
    "kb",
    "x",
    "zq",
    "1",
    "ক্",
    "rob",
    "robi",
    "Chan",
    "The",
    "Kaz",
    "bon",
    "রবী",
    "গীতা",
    "aaa",
    "zzz",
    "xyz",
  ])("%s gives the same books and count as the full search", async (query) => {
    const ahead = await findQuick(query, 8, 8);
    const full = await findQuick(query, 8);
    expect(ahead).toEqual(full);
  });

  it("lists books from the first letter typed", async () => {
    for (const query of ["r", "ro", "গ", "গী"]) {
      const { total, titles } = await findQuick(query, 8, 8);
      expect(titles.length, query).toBe(Math.min(8, total));
      expect(total, query).toBeGreaterThan(0);
    }
  });
});

describe("the dropdown’s rows", () => {
  it.each([
    "r",
    "গী",
    "rob",
    "robindronath",
    "রবীন্দ্রনাথ",
    "gitanjali",
    "chokher b",
    "pother pa",
    "The Time M",
    "নজরুল ই",
  ])(
    "%s: the rows show the same books, names, writers, prices and covers as the results",
    async (query) => {
      const page = await openQuickIndex(origin).search(query, { top: 8 });
      const rows = await page.rows(0, 8);
      expect(rows.length, query).toBe(Math.min(8, page.total));
      expect(rows).toEqual((await page.load(0, 8)).map(bookRowOf));
    },
  );

  it("come with the word lists a one-word query reads, without a file per book", async () => {
    for (const query of ["robindronath", "গীতাঞ্জলি", "r", "নজ"]) {
      requested.length = 0;
      const page = await openQuickIndex(origin).search(query, { top: 8 });
      expect((await page.rows(0, 8)).length, query).toBeGreaterThan(0);
      expect(
        requested.filter((path) => path.includes("/c/")),
        query,
      ).toEqual([]);
    }
  });
});

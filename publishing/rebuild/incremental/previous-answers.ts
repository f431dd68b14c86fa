/**
 * The answers a release was built from, read from its state (state.ts) the
 * ways a live update asks: by URL, by answer key, by key prefix, and by the
 * book cards an answer lists. Nothing is read whole: a change reaches a few
 * hundred of a catalogue's hundred thousand answers.
 */
import type { DatabaseSync } from 'node:sqlite';
import { pageOf } from './answer-calls.ts';
import type { AnswerFacts } from './answers.ts';

/** An answer's facts as a state keeps them: its cards are kept by book (`cardHash`, `listingsOf`), not by answer. */
export type StoredFacts = Omit<AnswerFacts, 'cards'>;

/** Answers looked up by URL and key: the live release's, or a live update's new ones over them. */
export interface AnswerView {
  facts(url: string): StoredFacts | undefined;
  /** The URLs of an answer key, in page order (several for a paged list). */
  urlsOf(key: string): string[];
  /** The answers whose key is under `prefix` (`shop:authors` → `shop:authors/12`, …). */
  under(prefix: string): [url: string, facts: StoredFacts][];
}

type Row = {
  url: string;
  key: string;
  hash: string;
  members: string;
  names: string;
  frame: string | null;
  counts: string | null;
  embeds: string;
};

const COLUMNS = 'url, key, hash, members, names, frame, counts, embeds';

function factsOf(row: Row): StoredFacts {
  return {
    key: row.key,
    hash: row.hash,
    members: row.members,
    names: row.names,
    ...(row.frame === null ? {} : { frame: row.frame }),
    ...(row.counts === null ? {} : { counts: JSON.parse(row.counts) as Record<string, number> }),
    embeds: JSON.parse(row.embeds) as string[],
  };
}

export const byPage = (a: string, b: string) => pageOf(a) - pageOf(b);

export class PreviousAnswers implements AnswerView {
  private readonly db: DatabaseSync;
  private readonly statements = new Map<string, ReturnType<DatabaseSync['prepare']>>();

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  private query(sql: string) {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  facts(url: string): StoredFacts | undefined {
    const row = this.query(`SELECT ${COLUMNS} FROM answers WHERE url = ?`).get(url) as Row | undefined;
    return row ? factsOf(row) : undefined;
  }

  urlsOf(key: string): string[] {
    return (this.query('SELECT url FROM answers WHERE key = ?').all(key) as { url: string }[]).map((row) => row.url).sort(byPage);
  }

  has(key: string): boolean {
    return this.query('SELECT 1 FROM answers WHERE key = ? LIMIT 1').get(key) !== undefined;
  }

  under(prefix: string): [string, StoredFacts][] {
    // Keys under `prefix/`: from `prefix/` up to `prefix0` ('0' follows '/'), through the key index.
    const rows = this.query(`SELECT ${COLUMNS} FROM answers WHERE key >= ? AND key < ?`).all(`${prefix}/`, `${prefix}0`) as Row[];
    return rows.map((row) => [row.url, factsOf(row)]);
  }

  /** Every answer key. */
  keys(): string[] {
    return (this.query('SELECT DISTINCT key FROM answers').all() as { key: string }[]).map((row) => row.key);
  }

  /** Every answer's URL. */
  urls(): string[] {
    return (this.query('SELECT url FROM answers').all() as { url: string }[]).map((row) => row.url);
  }

  /** The answers that list a book's card (lists, home blocks, other books' related books). */
  listingsOf(slug: string): string[] {
    return (this.query('SELECT url FROM cards WHERE slug = ?').all(slug) as { url: string }[]).map((row) => row.url);
  }

  /** The hash of a book's card as the live release shows it. */
  cardHash(slug: string): string | undefined {
    return (this.query('SELECT hash FROM cards WHERE slug = ? LIMIT 1').get(slug) as { hash: string } | undefined)?.hash;
  }
}

/** A live update's answers: those asked again and those gone, over the live release's. */
export class NextAnswers implements AnswerView {
  private readonly previous: PreviousAnswers;
  readonly set = new Map<string, AnswerFacts>();
  readonly deleted = new Set<string>();

  constructor(previous: PreviousAnswers) {
    this.previous = previous;
  }

  put(url: string, facts: AnswerFacts): void {
    this.set.set(url, facts);
    this.deleted.delete(url);
  }

  delete(url: string): void {
    this.set.delete(url);
    this.deleted.add(url);
  }

  facts(url: string): StoredFacts | undefined {
    if (this.deleted.has(url)) return undefined;
    return this.set.get(url) ?? this.previous.facts(url);
  }

  urlsOf(key: string): string[] {
    const urls = new Set(this.previous.urlsOf(key).filter((url) => !this.deleted.has(url)));
    for (const [url, facts] of this.set) if (facts.key === key) urls.add(url);
    return [...urls].sort(byPage);
  }

  under(prefix: string): [string, StoredFacts][] {
    const found = new Map<string, StoredFacts>(this.previous.under(prefix).filter(([url]) => !this.deleted.has(url) && !this.set.has(url)));
    for (const [url, facts] of this.set) if (facts.key.startsWith(`${prefix}/`)) found.set(url, facts);
    return [...found];
  }
}

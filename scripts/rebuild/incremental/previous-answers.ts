/**
 * The answers the live release was built from, looked up the ways a live
 * update asks: by answer key, by URL, and by the book cards an answer lists.
 */
import type { AnswerFacts } from './answers.ts';

export class PreviousAnswers {
  private readonly byUrl: Readonly<Record<string, AnswerFacts>>;
  private readonly urlsByKey = new Map<string, string[]>();
  private readonly listing = new Map<string, Set<string>>();
  private readonly cards = new Map<string, string>();

  constructor(byUrl: Readonly<Record<string, AnswerFacts>>) {
    this.byUrl = byUrl;
    for (const [url, facts] of Object.entries(byUrl)) {
      const urls = this.urlsByKey.get(facts.key);
      if (urls) urls.push(url);
      else this.urlsByKey.set(facts.key, [url]);
      for (const slug of facts.embeds) {
        let set = this.listing.get(slug);
        if (!set) this.listing.set(slug, (set = new Set()));
        set.add(url);
      }
      for (const [slug, hash] of Object.entries(facts.cards)) this.cards.set(slug, hash);
    }
  }

  /** Every answer, as a copy to change into the new release's. */
  all(): Map<string, AnswerFacts> {
    return new Map(Object.entries(this.byUrl));
  }

  facts(url: string): AnswerFacts | undefined {
    return this.byUrl[url];
  }

  /** The URLs of an answer key (several for a paged list). */
  urlsOf(key: string): readonly string[] {
    return this.urlsByKey.get(key) ?? [];
  }

  has(key: string): boolean {
    return this.urlsByKey.has(key);
  }

  keys(): IterableIterator<string> {
    return this.urlsByKey.keys();
  }

  urls(): string[] {
    return Object.keys(this.byUrl);
  }

  /** The answers that list a book's card (lists, home blocks, other books' related books). */
  listingsOf(slug: string): ReadonlySet<string> {
    return this.listing.get(slug) ?? new Set();
  }

  /** The hash of a book's card as the live release shows it. */
  cardHash(slug: string): string | undefined {
    return this.cards.get(slug);
  }
}

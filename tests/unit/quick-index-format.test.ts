/**
 * The quick search index's encodings (src/shared/search/quick-format.ts): what
 * the indexer writes, the browser reads back unchanged.
 */
import { describe, expect, it } from 'vitest';
import {
  docSetPostings,
  encodeDocSet,
  fromGaps,
  hasPrefixBooks,
  prefixBooksName,
  prefixBooksPath,
  toGaps,
} from '#shared/search/quick-format.ts';

describe('postings as gaps', () => {
  it('round-trips ascending postings', () => {
    const postings = [3, 4, 10, 11, 2000];
    expect(toGaps(postings)).toEqual([3, 1, 6, 1, 1989]);
    expect([...fromGaps(toGaps(postings))]).toEqual(postings);
  });
});

describe('a prefix’s books', () => {
  it('keeps a few books as gaps', () => {
    const set = encodeDocSet([5, 900, 901], 10_000);
    expect(set).toEqual({ g: [5, 895, 1] });
    expect([...docSetPostings(set)]).toEqual([10, 1800, 1802]);
  });

  it('keeps most books as a bitset, and reads back every one of them', () => {
    const docs = Array.from({ length: 700 }, (_, i) => i * 3 + (i % 2));
    const set = encodeDocSet(docs, 2_100);
    expect('b' in set).toBe(true);
    expect([...docSetPostings(set)]).toEqual(docs.map((doc) => doc * 2));
  });

  it('reads an empty set as no books', () => {
    expect([...docSetPostings(encodeDocSet([], 100))]).toEqual([]);
  });
});

describe('a short prefix’s file', () => {
  const manifest = { version: 'abcdef012345', docs: 3, shards: [], short: [['r', 'abcdef0123', 'ao'] as [string, string, string]] };

  it('is named by the prefix’s code units, so a host serves it by a plain name', () => {
    expect(prefixBooksName('রব')).toBe('9b0-9ac');
    expect(prefixBooksPath('abcdef012345', 'ro')).toBe('/search-index/abcdef012345/u/72-6f.json');
  });

  it('is asked for only when the manifest lists it', () => {
    expect(hasPrefixBooks(manifest, 'r')).toBe(true);
    expect(hasPrefixBooks(manifest, 'ro')).toBe(true);
    expect(hasPrefixBooks(manifest, 'rx')).toBe(false);
    expect(hasPrefixBooks(manifest, 'x')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { allTermsFound, relevanceOrder } from '#shared/search/relevance.ts';
import { searchableText } from '#shared/search/searchable-text.ts';

describe('allTermsFound', () => {
  const nazrul = searchableText('অগ্নিবীণা Agnibina কাজী নজরুল ইসলাম Kazi Nazrul Islam');

  it('accepts terms that start a word of the indexed text, as typed or by sound', () => {
    expect(allTermsFound(['njrul'], nazrul)).toBe(true);
    expect(allTermsFound(['nazr', 'isl'], nazrul)).toBe(true);
    expect(allTermsFound(['নজরুল'], nazrul)).toBe(true);
    expect(allTermsFound(['agni'], nazrul)).toBe(true);
  });

  it('refuses a term only a shorter word matches (Pagefind’s stand-in for a missing word)', () => {
    // "xyzzyq" folds to "kjk"; Pagefind then searches "kj", Kazi's key.
    expect(allTermsFound(['kjk'], nazrul)).toBe(false);
    expect(allTermsFound(['njrul', 'kjk'], nazrul)).toBe(false);
    expect(allTermsFound(['humiun'], nazrul)).toBe(false);
  });

  it('needs the term at the start of a word, not inside one', () => {
    expect(allTermsFound(['rul'], nazrul)).toBe(false);
  });
});

describe('relevanceOrder', () => {
  const hit = (id: string) => ({ id });

  it('puts the matches as typed first and keeps the index’s order within each group', () => {
    const results = ['a', 'b', 'c', 'd', 'e'].map(hit);
    expect(relevanceOrder(results, new Set(['d', 'b'])).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c', 'e']);
  });

  it('leaves the order as it is when nothing or everything matches as typed', () => {
    const results = ['a', 'b', 'c'].map(hit);
    expect(relevanceOrder(results, new Set()).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(relevanceOrder(results, new Set(['a', 'b', 'c', 'z'])).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});

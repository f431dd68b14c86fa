import { describe, expect, it } from 'vitest';
import { mentionsState } from '#shared/search/listing-params.ts';
import { emptyState, indexQuery, isActive, parseListingState, serializeListingState } from '#shared/search/listing-state.ts';

describe('listing state in the address', () => {
  it('reads every choice the sidebar offers', () => {
    const state = parseListingState(
      '?sort=price-asc&category=novel&publisher=anyaprokash&author=12&language=English&language=Bangla&price=150-400&rating=4&page=3',
    );
    expect(state).toEqual({
      sort: 'price-asc',
      category: 'novel',
      publisher: 'anyaprokash',
      author: '12',
      language: ['Bangla', 'English'],
      price: '150-400',
      rating: '4',
      page: 3,
    });
  });

  it('drops each unknown or malformed value on its own and keeps the rest', () => {
    const state = parseListingState(
      'sort=cheapest&category=Not A Slug&author=12abc&language=French&language=English&price=400-450&rating=6&page=-2&utm_source=x',
    );
    expect(state).toEqual({ ...emptyState(), language: ['English'] });
  });

  it('survives hostile input without throwing', () => {
    for (const query of [
      '%E0%A4%A',
      'page=99999999999999999999',
      'category=' + 'a'.repeat(5000),
      'sort[]=1&sort=price-asc',
      '&&&=',
      'page=0',
    ]) {
      expect(() => parseListingState(query)).not.toThrow();
    }
    expect(parseListingState('page=0').page).toBe(1);
    expect(parseListingState('page=99999999999999999999').page).toBe(1);
  });

  it('writes a state back in one stable order, omitting what is not chosen', () => {
    const query = serializeListingState({ ...emptyState(), rating: '3', language: ['English'], sort: 'discount-desc', page: 2 });
    expect(query).toBe('sort=discount-desc&language=English&rating=3&page=2');
    expect(parseListingState(query)).toEqual({ ...emptyState(), rating: '3', language: ['English'], sort: 'discount-desc', page: 2 });
  });

  it('gives the prebuilt page (no query) when nothing is chosen, whatever page was asked', () => {
    expect(serializeListingState({ ...emptyState(), page: 4 })).toBe('');
    expect(isActive(parseListingState('page=4'))).toBe(false);
    expect(isActive(parseListingState('sort=best-seller'))).toBe(true);
  });

  it('tells the loader when an address carries choices', () => {
    expect(mentionsState('?language=English')).toBe(true);
    expect(mentionsState('?q=gitanjali')).toBe(false);
    expect(mentionsState('')).toBe(false);
  });
});

describe('index query of a listing', () => {
  it('keeps the page scope, ORs languages and maps the sort', () => {
    const state = parseListingState('language=Bangla&language=English&price=0-150&sort=price-desc');
    expect(indexQuery(state, { key: 'category', value: 'novel' })).toEqual({
      filters: { category: ['novel'], publisher: [], author: [], price: ['0-150'], rating: [], language: { any: ['Bangla', 'English'] } },
      sort: { price: 'desc' },
    });
  });

  it('lists newest first unless it is a search, and can leave one group out for its counts', () => {
    const state = parseListingState('rating=4&category=poetry');
    expect(indexQuery(state, null).sort).toEqual({ date: 'desc' });
    expect(indexQuery(state, null, { relevance: true }).sort).toEqual({});
    expect(indexQuery(state, { key: 'category', value: 'novel' }, { without: 'rating' }).filters).toMatchObject({
      category: ['novel', 'poetry'],
      rating: [],
    });
  });
});

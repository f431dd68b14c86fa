import { describe, expect, it } from 'vitest';
import { dropdownView, nextActive } from '#features/search/header-dropdown.ts';
import type { BookRow } from '#features/search/search-results.ts';

const GITANJALI: BookRow = {
  url: '/product-details/gitanjali',
  name: 'গীতাঞ্জলি',
  authors: 'রবীন্দ্রনাথ ঠাকুর',
  price: 'Tk 1,250.00',
  cover: 'http://127.0.0.1:4000/api/v1/images/gitanjali.webp',
};
const SONAR_TORI: BookRow = { ...GITANJALI, url: '/product-details/sonar-tori', name: 'সোনার তরী', price: 'Tk 300.00' };

describe('dropdownView: what the header dropdown shows', () => {
  it('lists the books found, then “All results”, and says how many were found', () => {
    const view = dropdownView({ kind: 'found', text: ' rabindranath tagore ', books: [GITANJALI, SONAR_TORI], total: 12 }, 'list', 'en');
    expect(view).toEqual({
      kind: 'options',
      query: ' rabindranath tagore ',
      options: [
        {
          kind: 'book',
          id: 'list-0',
          href: '/product-details/gitanjali',
          cover: GITANJALI.cover,
          name: 'গীতাঞ্জলি',
          authors: 'রবীন্দ্রনাথ ঠাকুর',
          price: 'Tk 1,250.00',
        },
        expect.objectContaining({ kind: 'book', id: 'list-1', href: '/product-details/sonar-tori', price: 'Tk 300.00' }),
        { kind: 'all', id: 'list-all', href: '/books/search/rabindranath-tagore', label: 'All results for “rabindranath tagore”' },
      ],
      status: '12 books found. Use the up and down arrow keys to choose one.',
    });
  });

  it('writes links, prices and counts the Bangla interface’s way', () => {
    const view = dropdownView({ kind: 'found', text: 'গীতাঞ্জলি', books: [GITANJALI], total: 1 }, 'list', 'bn');
    if (view.kind !== 'options') throw new Error(`options expected, got ${view.kind}`);
    expect(view.options[0]).toMatchObject({ href: '/bn/product-details/gitanjali', price: '৳ ১,২৫০.০০' });
    expect(view.options[1]).toMatchObject({ kind: 'all', href: `/bn/books/search/${encodeURIComponent('গীতাঞ্জলি')}` });
    expect(view.options[1]).toMatchObject({ label: '“গীতাঞ্জলি”-এর সব ফলাফল' });
    expect(view.status).toBe('১টি বই পাওয়া গেছে। বেছে নিতে ওপর ও নিচের তীরচিহ্ন চাপুন।');
  });

  it('says that nothing was found, in the note and the status, with no option', () => {
    expect(dropdownView({ kind: 'found', text: 'zzqx ', books: [], total: 0 }, 'list', 'en')).toEqual({
      kind: 'nothing',
      query: 'zzqx ',
      message: 'No books found for “zzqx”',
      status: 'No books found for “zzqx”',
    });
  });

  it('offers only “All results” when the quick index cannot answer, and says to press Enter', () => {
    expect(dropdownView({ kind: 'unavailable', text: 'gitanjali' }, 'list', 'en')).toEqual({
      kind: 'options',
      query: 'gitanjali',
      options: [{ kind: 'all', id: 'list-all', href: '/books/search/gitanjali', label: 'All results for “gitanjali”' }],
      status: 'Quick search is unavailable. Press Enter to search.',
    });
  });

  it('shows and says nothing for a blank box', () => {
    expect(dropdownView({ kind: 'blank' }, 'list', 'en')).toEqual({ kind: 'closed', status: '' });
  });
});

describe('nextActive: the option the arrow keys make active', () => {
  it('starts at the first option going down and at the last going up', () => {
    expect(nextActive(-1, 4, 1)).toBe(0);
    expect(nextActive(-1, 4, -1)).toBe(3);
  });

  it('moves one option at a time, round from the last to the first and back', () => {
    expect(nextActive(0, 4, 1)).toBe(1);
    expect(nextActive(2, 4, -1)).toBe(1);
    expect(nextActive(3, 4, 1)).toBe(0);
    expect(nextActive(0, 4, -1)).toBe(3);
  });

  it('stays on a lone option, and activates none when there are none', () => {
    expect(nextActive(0, 1, 1)).toBe(0);
    expect(nextActive(0, 1, -1)).toBe(0);
    expect(nextActive(-1, 0, 1)).toBe(-1);
  });
});

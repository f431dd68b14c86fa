import { describe, expect, it } from 'vitest';
import { lookInsidePages, pageForKey, pageForSwipe } from '#features/book/look-inside-pages.ts';

const cover = { path: 'https://shop.example/covers/a.webp' };
const page = (n: number) => ({ path: `https://shop.example/previews/a/${n}.webp` });

describe('the pages a reader may look inside', () => {
  it('are the files after the cover, in order, each once', () => {
    expect(lookInsidePages({ base_image: cover, files: [cover, page(1), page(2), page(1)] })).toEqual([page(1).path, page(2).path]);
    expect(lookInsidePages({ base_image: cover, files: [page(1), cover, page(2)] })).toEqual([page(1).path, page(2).path]);
  });

  it('are none for a book whose files are its cover alone, or nothing', () => {
    expect(lookInsidePages({ base_image: cover, files: [cover] })).toEqual([]);
    expect(lookInsidePages({ base_image: cover, files: [] })).toEqual([]);
  });
});

describe('turning the pages', () => {
  it('by key: the arrows and Page Up/Down one page, Home and End to either end, never past them', () => {
    expect(pageForKey('ArrowRight', 0, 8)).toBe(1);
    expect(pageForKey('PageDown', 3, 8)).toBe(4);
    expect(pageForKey('ArrowLeft', 3, 8)).toBe(2);
    expect(pageForKey('PageUp', 0, 8)).toBe(0);
    expect(pageForKey('ArrowRight', 7, 8)).toBe(7);
    expect(pageForKey('Home', 5, 8)).toBe(0);
    expect(pageForKey('End', 0, 8)).toBe(7);
    expect(pageForKey('Tab', 3, 8)).toBeNull();
    expect(pageForKey('Enter', 3, 8)).toBeNull();
  });

  it('by swipe: to the left the next page, to the right the one before; a tap or an upward scroll turns none', () => {
    expect(pageForSwipe(-120, 10, 2, 8)).toBe(3);
    expect(pageForSwipe(120, -10, 2, 8)).toBe(1);
    expect(pageForSwipe(-20, 0, 2, 8)).toBe(2);
    expect(pageForSwipe(-60, 80, 2, 8)).toBe(2);
    expect(pageForSwipe(-200, 0, 7, 8)).toBe(7);
    expect(pageForSwipe(200, 0, 0, 8)).toBe(0);
  });
});

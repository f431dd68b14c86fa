import { describe, expect, it } from 'vitest';
import {
  allBooksPath,
  authorListingPath,
  authorNameSegment,
  hyphenate,
  menuHref,
  searchPath,
  searchTextFromPath,
  withPage,
} from '#shared/links.ts';

// "য়" written two ways: the precomposed code point (U+09DF) and ya + nukta (U+09AF U+09BC, its NFC form).
const YA_PRECOMPOSED = '\u09DF';
const YA_NFC = '\u09AF\u09BC';

describe('hyphenate and author links', () => {
  it('turns the spaces of a Bangla name into hyphens', () => {
    expect(hyphenate('রবীন্দ্রনাথ ঠাকুর')).toBe('রবীন্দ্রনাথ-ঠাকুর');
  });

  it('collapses runs of spaces, tabs and edges into single hyphens', () => {
    expect(hyphenate('  কাজী   নজরুল \t ইসলাম ')).toBe('কাজী-নজরুল-ইসলাম');
  });

  it('normalizes to NFC, so one name spelled with different code points gives one link', () => {
    const precomposed = `বেগম রোকে${YA_PRECOMPOSED}া`;
    const nfc = `বেগম রোকে${YA_NFC}া`;
    expect(precomposed).not.toBe(nfc);
    expect(hyphenate(precomposed)).toBe(`বেগম-রোকে${YA_NFC}া`);
    expect(authorListingPath(5, precomposed)).toBe(authorListingPath(5, nfc));
  });

  it('lowercases the name segment (Latin names) and leaves Bangla as it is', () => {
    expect(authorNameSegment('Grace  Kapoor')).toBe('grace-kapoor');
    expect(authorNameSegment('শরৎচন্দ্র চট্টোপাধ্যায়')).toBe('শরৎচন্দ্র-চট্টোপাধ্যায়'.normalize('NFC'));
  });

  it('builds the author listing path with the percent-encoded name, and its later pages', () => {
    const segment = encodeURIComponent('কাজী-নজরুল-ইসলাম');
    expect(authorListingPath(4, 'কাজী নজরুল ইসলাম')).toBe(`/books/authors/4/${segment}/`);
    expect(authorListingPath(4, 'কাজী  নজরুল  ইসলাম', 2)).toBe(`/books/authors/4/${segment}/page/2/`);
    expect(authorListingPath(12, 'Grace Kapoor')).toBe('/books/authors/12/grace-kapoor/');
  });
});

describe('menuHref: the footer mapping of the specification', () => {
  it('type url → /{url}', () => {
    expect(menuHref({ type: 'url', url: 'contact', name: 'যোগাযোগ' })).toBe('/contact');
    // A leading slash in the data does not double up.
    expect(menuHref({ type: 'url', url: '/blog', name: 'ব্লগ' })).toBe('/blog');
  });

  it('type page → /page/{url}, and the about page to its own canonical route', () => {
    expect(menuHref({ type: 'page', url: 'delivery', name: 'ডেলিভারি' })).toBe('/page/delivery');
    expect(menuHref({ type: 'page', url: 'about', name: 'আমাদের কথা' })).toBe('/about');
  });

  it('type blog → the post page (the site has no /blogs/{url} route; posts live at /blog-details/{slug})', () => {
    expect(menuHref({ type: 'blog', url: 'reading-challenge-24-books', name: 'Reading Challenge' })).toBe(
      '/blog-details/reading-challenge-24-books',
    );
  });

  it('type author → /books/authors/{url}/{lowercased hyphenated name}', () => {
    expect(menuHref({ type: 'author', url: '1', name: 'রবীন্দ্রনাথ ঠাকুর' })).toBe(
      `/books/authors/1/${encodeURIComponent('রবীন্দ্রনাথ-ঠাকুর')}/`,
    );
    expect(menuHref({ type: 'author', url: '7', name: 'Grace Kapoor' })).toBe('/books/authors/7/grace-kapoor/');
  });

  it('type author without a numeric id falls back to the authors list rather than a dead link', () => {
    expect(menuHref({ type: 'author', url: 'tagore', name: 'রবীন্দ্রনাথ ঠাকুর' })).toBe('/authors/');
  });

  it('type category → /books/categories/{url}', () => {
    expect(menuHref({ type: 'category', url: 'novel', name: 'উপন্যাস' })).toBe('/books/categories/novel/');
  });

  it('type publisher → /books/publishers/{url}', () => {
    expect(menuHref({ type: 'publisher', url: 'bottola-boighor', name: 'বটতলা বইঘর' })).toBe('/books/publishers/bottola-boighor/');
  });

  it('any other type → /books/{type}/{url} (search is one such type)', () => {
    expect(menuHref({ type: 'search', url: 'rabindranath', name: 'রবীন্দ্রনাথের বই' })).toBe('/books/search/rabindranath');
    expect(menuHref({ type: 'language', url: 'bangla', name: 'বাংলা' })).toBe('/books/language/bangla');
  });
});

describe('searchPath and searchTextFromPath', () => {
  it('turns whitespace runs into single hyphens', () => {
    expect(searchPath('humayun  ahmed')).toBe('/books/search/humayun-ahmed');
    expect(searchPath('  the \t jungle\nbook  ')).toBe('/books/search/the-jungle-book');
  });

  it('has no target for empty or blank text', () => {
    expect(searchPath('')).toBeNull();
    expect(searchPath('   \t\n')).toBeNull();
  });

  it('percent-encodes Bangla text, normalized to NFC', () => {
    const expected = `/books/search/${encodeURIComponent(`রোকে${YA_NFC}া-সাখাও`)}`;
    expect(searchPath(`রোকে${YA_NFC}া সাখাও`)).toBe(expected);
    expect(searchPath(`রোকে${YA_PRECOMPOSED}া   সাখাও`)).toBe(expected);
  });

  it('reads the text back from the path (round trip), with or without a trailing slash', () => {
    for (const text of ['humayun ahmed', 'হুমায়ূন আহমেদ'.normalize('NFC'), 'গীতাঞ্জলি']) {
      const path = searchPath(text);
      expect(path).not.toBeNull();
      expect(searchTextFromPath(path ?? '')).toBe(text);
      expect(searchTextFromPath(`${path ?? ''}/`)).toBe(text);
    }
  });

  it('reads hyphens as spaces (a hyphen typed in a search cannot be told from a space)', () => {
    expect(searchTextFromPath(searchPath('শিশু-কিশোর') ?? '')).toBe('শিশু কিশোর');
  });

  it('answers empty text for malformed percent-encoding and for other paths', () => {
    expect(searchTextFromPath('/books/search/%E0%A6')).toBe('');
    expect(searchTextFromPath('/books/search/%zz')).toBe('');
    expect(searchTextFromPath('/books/search/')).toBe('');
    expect(searchTextFromPath('/books/categories/novel/')).toBe('');
    expect(searchTextFromPath('/books/search/a/b')).toBe('');
  });
});

describe('withPage', () => {
  it('page 1 (or less) is the listing itself; later pages are /page/{n}/', () => {
    expect(withPage('/books', 1)).toBe('/books/');
    expect(withPage('/books', 0)).toBe('/books/');
    expect(withPage('/books', 2)).toBe('/books/page/2/');
    expect(withPage('/books/categories/novel', 10)).toBe('/books/categories/novel/page/10/');
    expect(allBooksPath()).toBe('/books/');
    expect(allBooksPath(3)).toBe('/books/page/3/');
  });
});

import { describe, expect, it } from 'vitest';
import { keysOf, queryWords } from '#features/content/search-keys.ts';
import { matchesQuery, normalizeForSearch } from '#features/content/search-text.ts';

/** An entry as the directory endpoints build it. */
function entry(...names: string[]) {
  return { haystack: normalizeForSearch(names.join(' ')), keys: keysOf(names) };
}

const finds = (names: string[], query: string) => matchesQuery(entry(...names), queryWords(query));

describe('directory search boxes', () => {
  it('find a Bangla name by its Bangla spelling, its English spelling and Banglish', () => {
    const tagore = ['রবীন্দ্রনাথ ঠাকুর', 'Rabindranath Tagore'];
    for (const query of ['রবীন্দ্রনাথ', 'rabindranath', 'robindronath', 'Robindro', 'tagore', 'ঠাকুর'])
      expect(finds(tagore, query), query).toBe(true);
    const nazrul = ['কাজী নজরুল ইসলাম', 'Kazi Nazrul Islam'];
    for (const query of ['নজরুল', 'nazrul', 'kazi nozrul', 'kaji nazrul']) expect(finds(nazrul, query), query).toBe(true);
  });

  it('find Bangla-only names (categories, publishers) by Banglish', () => {
    expect(finds(['উপন্যাস', 'novel'], 'uponnash')).toBe(true);
    expect(finds(['কবিতা', 'poetry'], 'kobita')).toBe(true);
  });

  it('fold the typed text as the index does (nukta forms, invisible marks)', () => {
    // য় typed as one code point, and with a zero-width joiner pasted in.
    expect(finds(['বেগম রোকেয়া', 'Begum Rokeya'], 'রোকে\u09DF\u200Dা')).toBe(true);
  });

  it('need every word, and do not find what is not there', () => {
    expect(finds(['রবীন্দ্রনাথ ঠাকুর', 'Rabindranath Tagore'], 'robindronath nazrul')).toBe(false);
    expect(finds(['Jane Austen'], 'dickens')).toBe(false);
    // "zzzz" folds to the key "j": too short to stand for the word.
    expect(finds(['জীবনানন্দ দাশ', 'Jibanananda Das'], 'zzzz')).toBe(false);
    expect(queryWords('   ')).toEqual([]);
  });
});

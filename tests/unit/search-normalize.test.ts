import { describe, expect, it } from 'vitest';
import { normalizeText, words } from '#shared/search/normalize.ts';

describe('search normalisation', () => {
  it('composes to NFC, so a decomposed vowel sign compares equal', () => {
    // ো typed as এ-kar + আ-kar (U+09C7 U+09BE) vs the single sign U+09CB.
    expect(normalizeText('গ\u09C7\u09BEরা')).toBe(normalizeText('গ\u09CBরা'));
  });

  it('removes zero-width joiners, non-joiners, spaces, soft hyphens and direction marks', () => {
    expect(normalizeText('র\u200D্যাব')).toBe('র্যাব'.normalize('NFC'));
    expect(normalizeText('গীতা\u200Cঞ্জলি')).toBe(normalizeText('গীতাঞ্জলি'));
    expect(normalizeText('\uFEFFরবীন্দ্র\u200Bনাথ\u00AD\u200F')).toBe(normalizeText('রবীন্দ্রনাথ'));
  });

  it('folds the old khanda ta (ত + hasanta + ZWJ) into ৎ', () => {
    expect(normalizeText('শর\u09A4\u09CD\u200Dচন্দ্র')).toBe(normalizeText('শর\u09CEচন্দ্র'));
    expect(normalizeText('শরৎচন্দ্র')).toContain('\u09CE');
  });

  it('folds precomposed ড়, ঢ়, য় and base + nukta into one form', () => {
    expect(normalizeText('বড\u09BCদিদি')).toBe(normalizeText('ব\u09DCদিদি'));
    expect(normalizeText('আষা\u09DD')).toBe(normalizeText('আষা\u09A2\u09BC'));
    expect(normalizeText('রোকে\u09DFা')).toBe(normalizeText('রোকে\u09AF\u09BCা'));
  });

  it('maps Bangla digits to ASCII', () => {
    expect(normalizeText('১৯৭১: মুক্তিযুদ্ধ')).toBe(normalizeText('1971: মুক্তিযুদ্ধ'));
    expect(normalizeText('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
  });

  it('lowercases and folds whitespace runs, including no-break and ideographic spaces', () => {
    expect(normalizeText('  Humayun\u00A0\u00A0AHMED\t\n হিমু\u3000')).toBe('humayun ahmed হিমু');
  });

  it('splits words on punctuation but keeps Bangla signs inside a word', () => {
    expect(words(normalizeText('বিষাদ-সিন্ধু, হ-য-ব-র-ল!'))).toEqual(['বিষাদ', 'সিন্ধু', 'হ', 'য', 'ব', 'র', 'ল']);
    expect(words(normalizeText('শরৎচন্দ্র চট্টোপাধ্যায়'))).toHaveLength(2);
  });
});

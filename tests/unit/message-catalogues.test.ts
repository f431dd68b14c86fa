import { describe, expect, it } from 'vitest';
import type { Catalogue, Texts } from '#shared/i18n/catalogue.ts';

/** Every part's catalogue, found on disk: a new part is checked without being listed here. */
const modules = import.meta.glob<Record<string, unknown>>('../../src/shared/i18n/messages/*.ts', { eager: true });

function isCatalogue(value: unknown): value is Catalogue<Texts> {
  return typeof value === 'object' && value !== null && 'en' in value && 'bn' in value;
}

const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isCatalogue(value))
    .map(([name, value]) => ({ name: `${file.replace(/^.*\//, '')} ${name}`, catalogue: value as Catalogue<Texts> })),
);

/** Latin words a Bangla text may keep: the brand's Latin name and what a shopper types or reads as it is. */
const LATIN_ALLOWED = /Boi Bazar|bKash|Nagad|name@example\.com|\bPDF\b|\bISBN\b|\bOTP\b/g;

/**
 * A value that reads as a number to number formatting (valueOf: 1234) and as a word in a template
 * literal (toString): so a text that formats its count in Bangla passes, one that writes it raw
 * ("1234") fails, and one that puts a name in as it is passes.
 */
function sampleValues(fn: (...values: never[]) => string): unknown[] {
  return Array.from({ length: fn.length }, () => Object.assign(new Number(1234), { toString: () => 'নাম' }));
}

describe('the interface’s message catalogues', () => {
  it('are found', () => {
    expect(catalogues.length).toBeGreaterThan(0);
  });

  it.each(catalogues)('$name: Bangla and English have the same keys, each of the same kind', ({ catalogue }) => {
    expect(Object.keys(catalogue.bn).sort()).toEqual(Object.keys(catalogue.en).sort());
    for (const [key, english] of Object.entries(catalogue.en)) {
      const bangla = catalogue.bn[key];
      expect(typeof bangla, key).toBe(typeof english);
      if (typeof english === 'function' && typeof bangla === 'function') expect(bangla.length, key).toBe(english.length);
    }
  });

  it.each(catalogues)('$name: every Bangla text is written in Bangla (NFC, no English words, Bangla digits)', ({ catalogue }) => {
    for (const [key, text] of Object.entries(catalogue.bn)) {
      const written = typeof text === 'function' ? text(...(sampleValues(text) as never[])) : text;
      expect(written.trim(), key).not.toBe('');
      expect(written, key).toBe(written.normalize('NFC'));
      expect(written.replace(LATIN_ALLOWED, ''), key).not.toMatch(/[A-Za-z]{2,}|[0-9]/);
    }
  });

  it.each(catalogues)('$name: no English text is empty', ({ catalogue }) => {
    for (const [key, text] of Object.entries(catalogue.en)) {
      const written = typeof text === 'function' ? text(...(sampleValues(text) as never[])) : text;
      expect(written.trim(), key).not.toBe('');
    }
  });
});

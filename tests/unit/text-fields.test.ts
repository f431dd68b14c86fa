import { describe, expect, it } from 'vitest';
import { acceptableText, type TextKind } from '../../backend/lib/text-fields.ts';

const KINDS: TextKind[] = ['line', 'multiline', 'identifier'];
const ZWJ = '\u200D';
const ZWNJ = '\u200C';

describe('acceptableText: what a shopper may store', () => {
  it('takes ordinary Bangla, English, emoji, punctuation and NBSP', () => {
    for (const kind of KINDS) {
      for (const value of [
        'রহিম উদ্দিন',
        'Grace Kapoor',
        'O’Brien-Smith',
        'চমৎকার বই! 👍',
        'a@example.com',
        '+880 1711-000000',
        '১২০৫',
        'a\u00A0b',
        '',
      ]) {
        expect(acceptableText(value, kind), `${kind}: ${JSON.stringify(value)}`).toBe(true);
      }
    }
  });

  it('refuses NUL, every other C0 control and DEL in one-line fields', () => {
    for (let code = 0; code <= 0x1f; code += 1) {
      const value = `ab${String.fromCharCode(code)}cd`;
      expect(acceptableText(value, 'line'), `U+${code.toString(16)}`).toBe(false);
      expect(acceptableText(value, 'identifier'), `U+${code.toString(16)}`).toBe(false);
    }
    expect(acceptableText('ab\u007Fcd', 'line')).toBe(false);
    expect(acceptableText('a@example.com\u0000.evil', 'identifier')).toBe(false);
  });

  it('lets multi-line text keep line breaks and tabs, and nothing else of C0 or DEL', () => {
    expect(acceptableText('one\r\ntwo\n\tthree', 'multiline')).toBe(true);
    for (const control of ['\u0000', '\u0007', '\u000B', '\u000C', '\u001B', '\u007F']) {
      expect(acceptableText(`one${control}two`, 'multiline'), JSON.stringify(control)).toBe(false);
    }
  });

  it('refuses C1 controls, whose NEL is a line break in disguise', () => {
    for (const control of ['\u0080', '\u0085', '\u009B', '\u009F']) {
      for (const kind of KINDS) expect(acceptableText(`a${control}b`, kind), `${kind} ${JSON.stringify(control)}`).toBe(false);
    }
  });

  it('refuses bidi embeddings, overrides and isolates everywhere', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      for (const kind of KINDS) {
        expect(acceptableText(`abc${String.fromCharCode(code)}def`, kind), `${kind} U+${code.toString(16)}`).toBe(false);
      }
    }
  });

  it('refuses zero-width space, word joiner and BOM everywhere, Bangla neighbours or not', () => {
    for (const invisible of ['\u200B', '\u2060', '\uFEFF']) {
      for (const kind of KINDS) {
        expect(acceptableText(`রহ${invisible}িম`, kind), `${kind} ${JSON.stringify(invisible)}`).toBe(false);
        expect(acceptableText(`ab${invisible}cd`, kind), `${kind} ${JSON.stringify(invisible)}`).toBe(false);
      }
    }
  });

  it('keeps ZWJ and ZWNJ inside Bangla words in names and free text', () => {
    // র‍্যাব: ra, ZWJ, virama (a sign), ya…; ক্‌ষ: ka, virama, ZWNJ, ssa.
    for (const kind of ['line', 'multiline'] as const) {
      expect(acceptableText(`র${ZWJ}্যাব`, kind)).toBe(true);
      expect(acceptableText(`ক্${ZWNJ}ষ`, kind)).toBe(true);
      expect(acceptableText(`আমি র${ZWJ}্যাব দেখেছি`, kind)).toBe(true);
    }
  });

  it('refuses ZWJ and ZWNJ in a name at the edge of a Bangla word or outside Bangla', () => {
    for (const value of [
      `${ZWJ}রহিম`,
      `রহিম${ZWJ}`,
      `রহিম${ZWNJ} আলী`,
      `ab${ZWJ}cd`,
      `র${ZWJ}a`,
      `র${ZWJ}${ZWNJ}ব`,
      `১${ZWJ}২`,
      `👨${ZWJ}👩`,
    ]) {
      expect(acceptableText(value, 'line'), JSON.stringify(value)).toBe(false);
    }
  });

  it('keeps joiners anywhere in free text: an emoji family, a word of another script', () => {
    for (const value of [`👨${ZWJ}👩${ZWJ}👧 loved it`, `क्${ZWNJ}ष`, `রহিম${ZWJ}`])
      expect(acceptableText(value, 'multiline'), JSON.stringify(value)).toBe(true);
  });

  it('refuses every zero-width character in emails and phone numbers', () => {
    expect(acceptableText(`র${ZWJ}্যাব@example.com`, 'identifier')).toBe(false);
    expect(acceptableText(`ক্${ZWNJ}ষ@example.com`, 'identifier')).toBe(false);
    expect(acceptableText('0171\u200B1000000', 'identifier')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { archiveMonth, commentCountLabel, excerpt, htmlToText, longDate, longDateTime } from '#shared/text.ts';
import { toAsciiDigits } from '#shared/i18n/numbers.ts';
import { isBangla } from '#shared/text-language.ts';

const graphemeCount = (text: string) => [...new Intl.Segmenter('bn', { granularity: 'grapheme' }).segment(text)].length;

describe('htmlToText', () => {
  it('drops tags and folds whitespace', () => {
    expect(htmlToText('<p>Read <strong>slowly</strong> and\n   then <em>again</em></p>')).toBe('Read slowly and then again');
  });

  it('keeps a heading apart from the paragraph after it', () => {
    expect(htmlToText('<p>It is about twenty pages a day.</p><h2>The rules</h2><p>Twelve books in Bangla.</p>')).toBe(
      'It is about twenty pages a day. The rules: Twelve books in Bangla.',
    );
    expect(htmlToText('<h3>কেন পড়বেন?</h3><p>কারণ বই বন্ধু।</p>')).toBe('কেন পড়বেন? কারণ বই বন্ধু।');
    expect(htmlToText('<p>Intro.</p><h2>Last words</h2>')).toBe('Intro. Last words');
  });

  it('joins inline tags to their neighbours and leaves no space before punctuation', () => {
    expect(htmlToText('<p>At least one <a href="/books">classic</a>, one collection of poems.</p>')).toBe(
      'At least one classic, one collection of poems.',
    );
    expect(htmlToText('<p>Sanchita or <em>Gitanjali</em> .</p>')).toBe('Sanchita or Gitanjali.');
    expect(htmlToText('<li>320 pages</li><li><b>Hardcover</b> .</li>')).toBe('320 pages Hardcover.');
    expect(htmlToText('<p>১২০ পৃষ্ঠা ।</p>')).toBe('১২০ পৃষ্ঠা।');
    // A point that starts a word is not punctuation to pull back: ".NET" stays a word.
    expect(htmlToText('<p>Learn .NET today</p>')).toBe('Learn .NET today');
  });

  it('separates blocks and line breaks by a space', () => {
    expect(htmlToText('<ul><li>Gora</li><li>Chokher Bali</li></ul>one<br>two')).toBe('Gora Chokher Bali one two');
  });

  it('decodes named and numeric entities', () => {
    expect(htmlToText('<p>Tom &amp; Jerry &lt;3 &quot;cats&quot; &#39;n&apos; &#x09AC;&#2439;</p>')).toBe('Tom & Jerry <3 "cats" \'n\' বই');
    expect(htmlToText('a&nbsp;b')).toBe('a b');
  });

  it('leaves an unknown entity as it is', () => {
    expect(htmlToText('<p>&madeup; stays</p>')).toBe('&madeup; stays');
  });

  it('drops scripts and styles with their contents', () => {
    expect(htmlToText('<p>before</p><script>alert("x")</script><style>p{color:red}</style><p>after</p>')).toBe('before after');
    expect(htmlToText('<SCRIPT type="text/javascript">var a = 1 < 2;</SCRIPT>text')).toBe('text');
  });

  it('keeps Bangla text intact', () => {
    expect(htmlToText('<p>রবীন্দ্রনাথের <b>গল্পগুচ্ছ</b></p>')).toBe('রবীন্দ্রনাথের গল্পগুচ্ছ');
  });
});

describe('excerpt', () => {
  it('returns a text of at most 300 characters whole, with no "..."', () => {
    const exactly = 'a'.repeat(300);
    expect(excerpt(exactly, 300)).toBe(exactly);
    expect(excerpt('short text', 300)).toBe('short text');
    expect(excerpt('', 300)).toBe('');
  });

  it('cuts a longer text at 300 characters and adds "..."', () => {
    const long = 'b'.repeat(301);
    expect(excerpt(long, 300)).toBe(`${'b'.repeat(300)}...`);
    const words = 'word '.repeat(100);
    const cut = excerpt(words, 300);
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(303);
  });

  it('does not leave a space before the "..."', () => {
    expect(excerpt(`${'c'.repeat(299)} tail`, 300)).toBe(`${'c'.repeat(299)}...`);
  });

  it('counts Bangla by grapheme, so a text long in code units but within 300 letters stays whole', () => {
    const bangla = 'কা'.repeat(200); // 400 UTF-16 units, 200 graphemes
    expect(excerpt(bangla, 300)).toBe(bangla);
  });

  it('never splits a Bangla conjunct at the cut', () => {
    // The 300th grapheme is the conjunct ক্ষ (ক + hasanta + ষ).
    const text = `${'অ'.repeat(299)}ক্ষমা করো`;
    const cut = excerpt(text, 300);
    expect(cut).toBe(`${'অ'.repeat(299)}ক্ষ...`);
    expect(cut).not.toMatch(/ক্\.\.\.$/u);
    expect(graphemeCount(cut.slice(0, -3))).toBe(300);
  });

  it('keeps a vowel sign with its letter at the cut', () => {
    const text = `${'অ'.repeat(299)}কিছু কথা`;
    expect(excerpt(text, 300)).toBe(`${'অ'.repeat(299)}কি...`);
  });
});

describe('commentCountLabel', () => {
  it.each([
    [0, 'No Comments'],
    [1, '1 Comment'],
    [2, '2 Comments'],
    [11, '11 Comments'],
  ])('%i → %s', (count, label) => {
    expect(commentCountLabel(count)).toBe(label);
  });
});

describe('dates (Asia/Dhaka, long month form)', () => {
  it('shows the long date in Dhaka time', () => {
    expect(longDate('2026-10-25T01:20:43.000Z')).toBe('25 October 2026');
    // 18:30 UTC on 31 May is 00:30 on 1 June in Dhaka (UTC+6).
    expect(longDate('2026-05-31T18:30:00Z')).toBe('1 June 2026');
  });

  it('adds hour and minute for comments, in Dhaka time', () => {
    expect(longDateTime('2026-05-31T08:05:00Z')).toMatch(/^31 May 2026(,| at) 14:05$/);
    expect(longDateTime('2026-05-31T18:30:00Z')).toMatch(/^1 June 2026(,| at) 0?0:30$/);
  });

  it('puts a post in the archive month of Dhaka time, even when UTC is still in the previous month', () => {
    expect(archiveMonth('2026-05-31T17:59:59Z')).toBe('2026-05');
    // Just before midnight UTC, already the next month (and year) in Dhaka.
    expect(archiveMonth('2026-05-31T23:59:00Z')).toBe('2026-06');
    expect(archiveMonth('2025-12-31T23:30:00Z')).toBe('2026-01');
  });
});

describe('isBangla', () => {
  it('is true for mostly Bangla text and false for mostly Latin text', () => {
    expect(isBangla('রবীন্দ্রনাথ ঠাকুর')).toBe(true);
    expect(isBangla('Learning to Code with Books')).toBe(false);
    expect(isBangla('গীতাঞ্জলি (Gitanjali)')).toBe(true);
    expect(isBangla('The Home and the World (ঘরে বাইরে)')).toBe(false);
  });

  it('treats text with no letters as Bangla (the shop’s default language)', () => {
    expect(isBangla('2026')).toBe(true);
  });
});

describe('toAsciiDigits: Bangla digits typed into phone and quantity fields', () => {
  it('maps every Bangla digit to its Latin digit', () => {
    expect(toAsciiDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
  });

  it('understands a Bangla phone number and a Bangla quantity', () => {
    expect(toAsciiDigits('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(toAsciiDigits('৩')).toBe('3');
  });

  it('keeps mixed digits, signs, spaces and other text in place', () => {
    expect(toAsciiDigits('+৮৮০ 17১২-৩৪৫৬৭৮')).toBe('+880 1712-345678');
    expect(toAsciiDigits('বই ১২টি')).toBe('বই 12টি');
    expect(toAsciiDigits('01712345678')).toBe('01712345678');
  });

  it('leaves digits of other scripts alone (only Bangla and Latin are understood)', () => {
    expect(toAsciiDigits('१२३ ١٢٣ １２３')).toBe('१२३ ١٢٣ １２３');
  });
});

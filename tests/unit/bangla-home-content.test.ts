import { describe, expect, it } from 'vitest';
import { archiveMonths, monthLabel } from '#features/blog/archive.ts';
import { linksInLocale } from '#features/content/rich-text-links.ts';
import { hrefInLocale } from '#shared/i18n/locale.ts';
import { directorySearchEntries, authorEntries } from '#build/directory.ts';
import { contactErrors, contactInput } from '#features/content/contact/contact-message.ts';
import { blog } from '#shared/i18n/messages/blog.ts';
import { blogComments } from '#shared/i18n/messages/blog-comments.ts';
import { people } from '#shared/i18n/messages/people.ts';

function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe('book counts of authors, publishers and categories', () => {
  it('read "14 books" in English and "১৪টি বই" in Bangla', () => {
    expect(people.en.bookCount(14)).toBe('14 books');
    expect(people.en.bookCount(1)).toBe('1 book');
    expect(people.en.bookCount(1250)).toBe('1,250 books');
    expect(people.bn.bookCount(14)).toBe('১৪টি বই');
    expect(people.bn.bookCount(123456)).toBe('১,২৩,৪৫৬টি বই');
  });

  it('go into the shared search index as bare numbers, for each interface to write', () => {
    const [entry] = directorySearchEntries(
      authorEntries([{ id: 7, name: 'রবীন্দ্রনাথ ঠাকুর', name_en: 'Rabindranath Tagore', products_count: 14 }]),
    );
    expect(entry?.fields.count).toBe('14');
  });
});

describe('comment counts', () => {
  it('keep the specification’s English and say it in Bangla with Bangla digits', () => {
    expect([0, 1, 5].map(blog.en.comments)).toEqual(['No Comments', '1 Comment', '5 Comments']);
    expect([0, 1, 12].map(blog.bn.comments)).toEqual(['কোনো মন্তব্য নেই', '১টি মন্তব্য', '১২টি মন্তব্য']);
    expect(blogComments.bn.count(12)).toBe('১২টি মন্তব্য');
  });
});

describe('the blog archive', () => {
  it('names a month in English, and in Bangla with the year digit by digit and no comma', () => {
    expect(monthLabel('2026-05')).toBe('May 2026');
    expect(monthLabel('2026-05', 'bn')).toBe('মে ২০২৬');
    expect(monthLabel('2025-12', 'bn')).toBe('ডিসেম্বর ২০২৫');
  });

  it('labels its months in the interface’s language', () => {
    const posts = [{ created_at: '2026-11-02T10:00:00Z' }, { created_at: '2026-11-20T10:00:00Z' }];
    expect(archiveMonths(posts, 'bn')).toEqual([{ month: '2026-11', label: 'নভেম্বর ২০২৬', count: 2 }]);
  });
});

describe('links a Bangla page takes from the shop’s data', () => {
  it('go to the Bangla twin of a page of this site; other addresses stay', () => {
    expect(hrefInLocale('/books/categories/poetry', 'bn')).toBe('/bn/books/categories/poetry');
    expect(hrefInLocale('/books/categories/poetry', 'en')).toBe('/books/categories/poetry');
    expect(hrefInLocale('https://example.com/offer', 'bn')).toBe('https://example.com/offer');
    expect(hrefInLocale('//example.com/offer', 'bn')).toBe('//example.com/offer');
  });

  it('in a page’s HTML move only links to pages, not files or other sites', () => {
    const html =
      '<p><a href="/page/returns">ফেরত</a> <a href="https://x.org/a">x</a> <a href="/storage/a.pdf">pdf</a> <a href="#top">top</a></p>';
    expect(linksInLocale(html, 'bn')).toBe(
      '<p><a href="/bn/page/returns">ফেরত</a> <a href="https://x.org/a">x</a> <a href="/storage/a.pdf">pdf</a> <a href="#top">top</a></p>',
    );
    expect(linksInLocale(html, 'en')).toBe(html);
  });
});

describe('the contact form in Bangla', () => {
  it('names what is missing and what is malformed in Bangla', () => {
    const errors = contactErrors(
      contactInput(
        formData({ firstname: 'নুসরাত', lastname: 'জাহান', email: 'nusrat@example', phone: '১২৩৪৫', subject: '', message: 'হ্যালো' }),
      ),
      'bn',
    );
    expect(errors).toEqual({
      email: 'ইমেইল ঠিকানাটি name@example.com-এর মতো করে লিখুন',
      phone: 'বাংলাদেশের মোবাইল নম্বর লিখুন, যেমন ০১৭১২ ৩৪৫৬৭৮',
      subject: 'বিষয় লিখুন',
    });
  });
});

/**
 * The book listings (all books, a category's, a publisher's, an author's):
 * the trail, the banner, the page's title and description, the empty state,
 * the range shown and the pagination.
 */
import { defineMessages } from '../catalogue.ts';
import { formatDigits, formatNumber } from '../numbers.ts';

export const listing = defineMessages(
  {
    home: 'Home',
    books: 'Books',
    page: (page: number) => `Page ${page}`,
    /** A later page starts at a book (decision 0017): its title, crumb and description say which. */
    fromTitle: (title: string, book: string) => `${title} — from “${book}”`,
    fromBook: (book: string) => `From “${book}”`,
    firstDescription: (description: string) => `${description}.`,
    laterDescription: (title: string, book: string) => `${title} at বইবাজার, from “${book}” on, newest first.`,
    firstPage: 'First page',
    bookCount: (count: number) => (count === 1 ? '1 book' : `${count} books`),
    /** The books shown of a listing longer than one page. */
    range: (first: number, to: number, total: number, page: number, last: number) =>
      `Showing ${first}–${to} of ${total === 1 ? '1 book' : `${total} books`} (page ${page} of ${last})`,
    allBooks: 'All books',
    allBooksDescription: (count: number) => `All ${count} Bangla and English books at বইবাজার, newest first`,
    allBooksEmpty: 'No books in the shop yet.',
    category: 'Category',
    categoryTitle: (name: string) => `Books in ${name}`,
    categoryDescription: (name: string, count: number) => `${name}: ${count} books in this category at বইবাজার`,
    categoryEmpty: (name: string) => `No books in ${name} yet.`,
    publisher: 'Publisher',
    publisherTitle: (name: string) => `Books from ${name}`,
    publisherDescription: (name: string, count: number) => `${name}: ${count} books from this publisher at বইবাজার`,
    publisherEmpty: (name: string) => `No books from ${name} yet.`,
    author: 'Author',
    authorTitle: (name: string) => `Books by ${name}`,
    authorDescription: (name: string, nameEn: string, count: number) => `Books by ${name} (${nameEn}) at বইবাজার: ${count} titles`,
    authorEmpty: (name: string) => `No books by ${name} yet.`,
    emptyBrowseBefore: 'Browse',
    emptyBrowseLink: 'all books',
    emptyBrowseAfter: 'or pick a category.',
    categories: 'Categories',
    pagination: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    morePages: 'More pages',
    /** A page number as the pagination shows it. */
    pageNumber: (page: number) => String(page),
    /** A count beside a category. */
    count: (count: number) => String(count),
    breadcrumb: 'Breadcrumb',
  },
  {
    home: 'হোম',
    books: 'বই',
    page: (page: number) => `পৃষ্ঠা ${formatDigits(page, 'bn')}`,
    fromTitle: (title: string, book: string) => `${title} — “${book}” থেকে`,
    fromBook: (book: string) => `“${book}” থেকে`,
    // A Bangla description ends with its দাঁড়ি.
    firstDescription: (description: string) => `${description}।`,
    laterDescription: (title: string, book: string) => `বইবাজারে ${title}, “${book}” থেকে, নতুনগুলো আগে।`,
    firstPage: 'প্রথম পৃষ্ঠা',
    bookCount: (count: number) => `${formatNumber(count, 'bn')}টি বই`,
    range: (first: number, to: number, total: number, page: number, last: number) =>
      `মোট ${formatNumber(total, 'bn')}টি বইয়ের ${formatNumber(first, 'bn')}–${formatNumber(to, 'bn')} দেখানো হচ্ছে (পৃষ্ঠা ${formatDigits(page, 'bn')} / ${formatDigits(last, 'bn')})`,
    allBooks: 'সব বই',
    allBooksDescription: (count: number) => `বইবাজারের বাংলা ও ইংরেজি সব বই, মোট ${formatNumber(count, 'bn')}টি, নতুনগুলো আগে`,
    allBooksEmpty: 'দোকানে এখনো কোনো বই নেই।',
    category: 'বিষয়',
    categoryTitle: (name: string) => `${name} বিষয়ের বই`,
    categoryDescription: (name: string, count: number) => `${name}: বইবাজারে এই বিষয়ের ${formatNumber(count, 'bn')}টি বই`,
    categoryEmpty: (name: string) => `${name} বিষয়ে এখনো কোনো বই নেই।`,
    publisher: 'প্রকাশনী',
    publisherTitle: (name: string) => `${name} প্রকাশনীর বই`,
    publisherDescription: (name: string, count: number) => `${name}: বইবাজারে এই প্রকাশনীর ${formatNumber(count, 'bn')}টি বই`,
    publisherEmpty: (name: string) => `${name} প্রকাশনীর এখনো কোনো বই নেই।`,
    author: 'লেখক',
    authorTitle: (name: string) => `${name}-এর বই`,
    authorDescription: (name: string, nameEn: string, count: number) =>
      `বইবাজারে ${name} (${nameEn})-এর বই: ${formatNumber(count, 'bn')}টি`,
    authorEmpty: (name: string) => `${name}-এর এখনো কোনো বই নেই।`,
    emptyBrowseBefore: 'ঘুরে দেখুন',
    emptyBrowseLink: 'সব বই',
    emptyBrowseAfter: 'অথবা একটি বিষয় বেছে নিন।',
    categories: 'বিষয়সমূহ',
    pagination: 'পৃষ্ঠাসমূহ',
    previous: 'আগের',
    next: 'পরের',
    morePages: 'আরও পৃষ্ঠা',
    pageNumber: (page: number) => formatDigits(page, 'bn'),
    count: (count: number) => formatNumber(count, 'bn'),
    breadcrumb: 'পাতার পথ',
  },
);

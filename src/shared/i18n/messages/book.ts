/**
 * A book as the shop shows it: the card of every list, the book page's top, its tabs and related books.
 * The card's texts that browser code writes too (its buttons, its discount badge) are in book-card-live.ts.
 */
import { defineMessages } from '../catalogue.ts';
import { formatNumber, toBanglaDigits } from '../numbers.ts';

export const book = defineMessages(
  {
    inStock: 'In Stock',
    badges: 'Badges',
    badgeNew: 'new',
    oldPrice: 'Old price ',
    youSave: (amount: string) => `You save ${amount}`,
    by: 'by',
    categories: 'Categories:',
    publisher: 'Publisher',
    noReviewsYet: 'No reviews yet',
    reviewCount: (count: number) => (count === 1 ? '1 review' : `${count} reviews`),
    rated: (rating: number) => `Rated ${rating.toFixed(1)} out of 5`,
    ratedFrom: (rating: number, count: number) => `Rated ${rating.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`,
    summary: 'Summary',
    aboutTheBook: 'About the book',
    specification: 'Specification',
    author: 'Author',
    authorUnknown: 'The author of this book is not known.',
    relatedBooks: 'Related books',
  },
  {
    inStock: 'স্টকে আছে',
    badges: 'বইয়ের চিহ্ন',
    badgeNew: 'নতুন',
    oldPrice: 'আগের মূল্য ',
    youSave: (amount: string) => `আপনার সাশ্রয় ${amount}`,
    by: 'লেখক:',
    categories: 'বিষয়:',
    publisher: 'প্রকাশনী',
    noReviewsYet: 'এখনো কোনো রিভিউ নেই',
    reviewCount: (count: number) => `${formatNumber(count, 'bn')}টি রিভিউ`,
    rated: (rating: number) => `৫-এর মধ্যে ${toBanglaDigits(rating.toFixed(1))} রেটিং`,
    ratedFrom: (rating: number, count: number) =>
      `৫-এর মধ্যে ${toBanglaDigits(rating.toFixed(1))} রেটিং, ${formatNumber(count, 'bn')}টি রিভিউ থেকে`,
    summary: 'সংক্ষেপে বইটি',
    aboutTheBook: 'বই সম্পর্কে',
    specification: 'বিবরণ',
    author: 'লেখক',
    authorUnknown: 'এই বইয়ের লেখকের নাম জানা নেই।',
    relatedBooks: 'সম্পর্কিত বই',
  },
);

/**
 * The API's attribute names (English, as the contract gives them) and the
 * values a Bangla page can say in Bangla; anything else shows as the API gives it.
 */
export const bookAttributeNames: Readonly<Record<string, string>> = {
  ISBN: 'ISBN',
  Pages: 'পৃষ্ঠা',
  Edition: 'সংস্করণ',
  Language: 'ভাষা',
  Country: 'দেশ',
  Publisher: 'প্রকাশনী',
  Year: 'প্রকাশের সাল',
};

export const bookAttributeValues: Readonly<Record<string, string>> = {
  Bangla: 'বাংলা',
  English: 'ইংরেজি',
  Bangladesh: 'বাংলাদেশ',
  India: 'ভারত',
  'United Kingdom': 'যুক্তরাজ্য',
  'United States': 'যুক্তরাষ্ট্র',
};

import type { Rng } from './rng.ts';
import type { BookSeed } from './books.ts';
import type { AuthorSeed } from './authors.ts';
import { genitive, nfc } from './text.ts';

export type HomeSection = { key: string; title: string; productIds: number[] };
export type Slide = { file: string; caption_1: string; caption_2: string; call_to_action_text: string; call_to_action_url: string };
export type Banner = { kind: 'one' | 'two_one' | 'two_two'; file: string; url: string };
export type Testimonial = { text: string; name: string };

type Order = (a: BookSeed, b: BookSeed) => number;

const bySales: Order = (a, b) => b.soldCount - a.soldCount || a.id - b.id;
const byNewest: Order = (a, b) => b.createdMs - a.createdMs || a.id - b.id;
const discount = (book: BookSeed): number => (book.specialPrice === null ? 0 : (book.price - book.specialPrice) / book.price);
const byDiscount: Order = (a, b) => discount(b) - discount(a) || bySales(a, b);

/**
 * 10 to 15 books matching `filter` in the given order; when too few match, the
 * best sellers of the same language fill the block up.
 */
function choose(rng: Rng, books: readonly BookSeed[], filter: (book: BookSeed) => boolean, order: Order): number[] {
  const want = Math.min(books.length, rng.int(10, 15));
  const chosen = books.filter(filter).sort(order).slice(0, want);
  if (chosen.length < want) {
    const taken = new Set(chosen.map((book) => book.id));
    const language = chosen[0]?.language;
    const rest = books
      .filter((book) => !taken.has(book.id))
      .sort((a, b) => Number(b.language === language) - Number(a.language === language) || bySales(a, b));
    chosen.push(...rest.slice(0, want - chosen.length));
  }
  return chosen.map((book) => book.id);
}

/**
 * The three writers the home page features: the classic author with the most
 * books, then the most prolific other writers (ten books or more when there
 * are such), so each block is full of their own books.
 */
function featuredAuthors(authors: readonly AuthorSeed[], books: readonly BookSeed[]): AuthorSeed[] {
  const counts = new Map<number, number>();
  for (const book of books) for (const id of book.authorIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const ranked = authors
    .filter((author) => (counts.get(author.id) ?? 0) > 0)
    .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.id - b.id);
  const chosen: AuthorSeed[] = [];
  const classic = ranked.find((author) => author.classicKey !== null);
  if (classic) chosen.push(classic);
  for (const author of ranked) {
    if (chosen.length >= 3) break;
    if (!chosen.includes(author) && (counts.get(author.id) ?? 0) >= 10 && author.language === 'Bangla') chosen.push(author);
  }
  for (const author of ranked) {
    if (chosen.length >= 3) break;
    if (!chosen.includes(author)) chosen.push(author);
  }
  return chosen;
}

export function buildHomeSections(rng: Rng, books: readonly BookSeed[], authors: readonly AuthorSeed[]): HomeSection[] {
  const has = (slug: string) => (book: BookSeed) => book.categorySlugs.includes(slug);
  const featured = featuredAuthors(authors, books);
  const authorSection = (index: number, key: string): HomeSection => {
    const author = featured[index];
    if (!author) return { key, title: nfc('বাছাই করা বই'), productIds: choose(rng, books, () => true, bySales) };
    return {
      key,
      title: nfc(`${genitive(author.name)} বই`),
      productIds: choose(rng, books, (book) => book.authorIds.includes(author.id), bySales),
    };
  };
  const section = (key: string, title: string, filter: (book: BookSeed) => boolean, order: Order = bySales): HomeSection => ({
    key,
    title: nfc(title),
    productIds: choose(rng, books, filter, order),
  });
  return [
    section('tab_one', 'জনপ্রিয় বই', () => true),
    section('tab_two', 'নতুন বই', () => true, byNewest),
    section('tab_three', 'বিশেষ ছাড়', (book) => book.specialPrice !== null, byDiscount),
    section('section_one', 'সেরা উপন্যাস', has('novel')),
    authorSection(0, 'section_two'),
    section('section_three', 'কবিতার বই', has('poetry')),
    section('section_four', 'শিশু-কিশোরদের বই', has('children')),
    section('section_five', 'রহস্য ও থ্রিলার', has('mystery-thriller')),
    authorSection(1, 'section_six'),
    section('section_seven', 'ইংরেজি বই', (book) => book.language === 'English'),
    authorSection(2, 'section_eight'),
    section('section_nine', 'সায়েন্স ফিকশন', has('science-fiction')),
    section('section_ten', 'ইতিহাস ও মুক্তিযুদ্ধ', (book) => has('history')(book) || has('liberation-war')(book)),
    section('section_eleven', 'আত্মউন্নয়ন ও ব্যবসা', (book) => has('self-help')(book) || has('business-economics')(book)),
    section('section_twelve', 'চিরায়ত সাহিত্য', (book) => book.classic),
  ];
}

export function buildSlides(): Slide[] {
  return [
    {
      file: '/api/v1/images/slide-1.webp',
      caption_1: 'বইয়ের উৎসব চলছে',
      caption_2: 'হাজারো বাংলা ও ইংরেজি বইয়ে ২৫% পর্যন্ত ছাড়',
      call_to_action_text: 'এখনই কিনুন',
      call_to_action_url: '/books/',
    },
    {
      file: '/api/v1/images/slide-2.webp',
      caption_1: 'চিরায়ত উপন্যাসের সম্ভার',
      caption_2: 'রবীন্দ্রনাথ থেকে মানিক — বাংলা উপন্যাসের সেরা সংগ্রহ',
      call_to_action_text: 'উপন্যাস দেখুন',
      call_to_action_url: '/books/categories/novel',
    },
    {
      file: '/api/v1/images/slide-3.webp',
      caption_1: 'ছোটদের জন্য নতুন বই',
      caption_2: 'ছড়া, রূপকথা আর অ্যাডভেঞ্চারে ভরা শিশু-কিশোর বিভাগ',
      call_to_action_text: 'সংগ্রহ দেখুন',
      call_to_action_url: '/books/categories/children',
    },
  ].map((slide) => ({
    ...slide,
    caption_1: nfc(slide.caption_1),
    caption_2: nfc(slide.caption_2),
    call_to_action_text: nfc(slide.call_to_action_text),
  }));
}

export function buildBanners(): Banner[] {
  return [
    { kind: 'one', file: '/api/v1/images/banner-one.webp', url: '/books/categories/poetry' },
    { kind: 'two_one', file: '/api/v1/images/banner-two-one.webp', url: '/books/categories/mystery-thriller' },
    { kind: 'two_two', file: '/api/v1/images/banner-two-two.webp', url: '/books/categories/english-literature' },
  ];
}

export function buildTestimonials(): Testimonial[] {
  return [
    {
      text: 'ঘরে বসেই পছন্দের বই পেয়ে যাচ্ছি, তাও আবার দুই দিনের মধ্যে। বইবাজার এখন আমার প্রথম পছন্দ।',
      name: 'সাবরিনা ইসলাম',
    },
    {
      text: 'A great selection of English classics at fair prices, and cash on delivery makes ordering easy.',
      name: 'Tanvir Ahmed',
    },
    {
      text: 'ছেলেমেয়েদের জন্য শিশু-কিশোর বিভাগ থেকে নিয়মিত বই কিনি। প্যাকেজিং সবসময় যত্নের।',
      name: 'রেহানা পারভীন',
    },
    {
      text: 'I found an old Bangla poetry collection here that I had been looking for for years.',
      name: 'Nadia Chowdhury',
    },
    {
      text: 'কাস্টমার সাপোর্ট খুবই আন্তরিক। ভুল বই এসেছিল, পরদিনই বদলে দিয়েছে।',
      name: 'মাহমুদ হাসান',
    },
    {
      text: 'Fast delivery to Chattogram and the books arrived in perfect condition. Highly recommended.',
      name: 'Farhan Kabir',
    },
  ].map((testimonial) => ({ text: nfc(testimonial.text), name: nfc(testimonial.name) }));
}

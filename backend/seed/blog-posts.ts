import * as v from 'valibot';
import { readProse, SLUG } from './prose.ts';

/** The blog's categories, tags and posts (written in Markdown). Dates, pictures and comments are added by blog.ts. */

export type PostSource = {
  slug: string;
  name: string;
  author: string;
  categories: readonly string[];
  tags: readonly string[];
  markdown: string;
};

export const BLOG_CATEGORIES: readonly { slug: string; name: string }[] = [
  { slug: 'book-reviews', name: 'বই পর্যালোচনা' },
  { slug: 'author-profiles', name: 'লেখক পরিচিতি' },
  { slug: 'reading-habits', name: 'পাঠাভ্যাস' },
  { slug: 'reading-lists', name: 'Reading Lists' },
  { slug: 'news-events', name: 'News & Events' },
];

export const TAGS: readonly { slug: string; name: string }[] = [
  { slug: 'rabindranath', name: 'রবীন্দ্রনাথ' },
  { slug: 'nazrul', name: 'নজরুল' },
  { slug: 'boimela', name: 'বইমেলা' },
  { slug: 'classics', name: 'Classics' },
  { slug: 'poetry', name: 'কবিতা' },
  { slug: 'childrens-books', name: "Children's Books" },
  { slug: 'reading-tips', name: 'Reading Tips' },
  { slug: 'translation', name: 'অনুবাদ' },
  { slug: 'liberation-war', name: 'মুক্তিযুদ্ধ' },
  { slug: 'shop-news', name: 'Shop News' },
];

/** data/posts.json: each post's address, title, writer, categories and tags; its text is data/posts/<slug>.md. */
const PostEntry = v.object({
  slug: SLUG,
  name: v.string(),
  author: v.string(),
  categories: v.array(v.string()),
  tags: v.array(v.string()),
});

/** The posts in the order they are numbered (which post gets a picture, and the comments, follow it). */
export function loadPosts(): PostSource[] {
  return readProse('posts', PostEntry);
}

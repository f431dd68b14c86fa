import type { Rng } from './rng.ts';
import { BLOG_CATEGORIES, loadPosts, TAGS } from './blog-posts.ts';
import { REFERENCE_MS, between, daysBefore, iso } from './dates.ts';
import { banglaPersonName, latinPersonName } from './names.ts';
import { slugify } from '../lib/slugs.ts';
import { markdownToHtml, nfc } from './text.ts';

export type BlogPost = {
  id: number;
  slug: string;
  name: string;
  author: string;
  image: string | null;
  markdown: string;
  html: string;
  createdAt: string;
  createdMs: number;
  categoryIds: number[];
  tagIds: number[];
};

export type BlogComment = { postId: number; name: string; email: string; web: string; comment: string; createdAt: string };

export type Blog = {
  categories: { id: number; name: string; slug: string }[];
  tags: { id: number; name: string; slug: string }[];
  posts: BlogPost[];
  comments: BlogComment[];
};

const COMMENTS_BN = [
  'চমৎকার লেখা! অনেক কিছু জানতে পারলাম।',
  'তালিকাটা খুব কাজের। দুটো বই আমার পড়া, বাকিগুলো এবার পড়ব।',
  'এই বিষয়ে আরও লেখা চাই।',
  'ছোটবেলার কথা মনে পড়ে গেল। ধন্যবাদ।',
  'মেয়েকে নিয়ে পড়ব, দারুণ পরামর্শ।',
  'লেখাটা বন্ধুদের সঙ্গে শেয়ার করলাম।',
  'খুব সুন্দর করে গুছিয়ে লিখেছেন।',
];
const COMMENTS_EN = [
  'Lovely post, thank you!',
  'Great list. I have read three of these and will try the rest.',
  'Could you write something similar about poetry?',
  'This brought back so many memories.',
  'Very helpful, especially the tips at the end.',
  'Shared this with my book club.',
  'I would swap one of the picks, but a good read nonetheless.',
];

/** How many comments each post gets: some none, some one, some many (up to twelve). */
function commentCounts(rng: Rng, posts: number): number[] {
  const counts: number[] = [];
  for (let i = 0; i < posts; i += 1) {
    if (i % 4 === 0) counts.push(0);
    else if (i % 4 === 1) counts.push(1);
    else if (i === 2) counts.push(12);
    else counts.push(rng.int(2, 12));
  }
  return rng.shuffle(counts);
}

export function buildBlog(rng: Rng): Blog {
  const categories = BLOG_CATEGORIES.map((category, index) => ({ id: index + 1, name: nfc(category.name), slug: category.slug }));
  const tags = TAGS.map((tag, index) => ({ id: index + 1, name: nfc(tag.name), slug: tag.slug }));
  const categoryId = new Map(categories.map((category) => [category.slug, category.id]));
  const tagId = new Map(tags.map((tag) => [tag.slug, tag.id]));
  const idOf = (map: Map<string, number>, slug: string): number => {
    const id = map.get(slug);
    if (id === undefined) throw new Error(`blog: unknown category or tag "${slug}"`);
    return id;
  };

  const posts = loadPosts().map((source, index): BlogPost => {
    const createdMs = daysBefore(rng, 3, 365);
    const markdown = nfc(source.markdown);
    return {
      id: index + 1,
      slug: source.slug,
      name: nfc(source.name),
      author: nfc(source.author),
      image: index % 2 === 0 ? `/api/v1/images/post-${source.slug}.webp` : null,
      markdown,
      html: nfc(markdownToHtml(markdown)),
      createdAt: iso(createdMs),
      createdMs,
      categoryIds: source.categories.map((slug) => idOf(categoryId, slug)),
      tagIds: source.tags.map((slug) => idOf(tagId, slug)),
    };
  });

  const counts = commentCounts(rng, posts.length);
  const comments: BlogComment[] = [];
  posts.forEach((post, index) => {
    const dates: number[] = [];
    for (let i = 0; i < (counts[index] ?? 0); i += 1) dates.push(between(rng, Math.min(post.createdMs + 3_600_000, REFERENCE_MS)));
    dates.sort((a, b) => a - b);
    for (const date of dates) {
      const bangla = rng.chance(0.5);
      const person = bangla ? banglaPersonName(rng) : latinPersonName(rng);
      const handle = slugify(person.name_en);
      comments.push({
        postId: post.id,
        name: bangla ? person.name : person.name_en,
        email: `${handle.replace(/-/g, '.')}@example.com`,
        web: rng.chance(0.3) ? `https://${handle}.example.com` : '',
        comment: nfc(rng.pick(bangla ? COMMENTS_BN : COMMENTS_EN)),
        createdAt: iso(date),
      });
    }
  });
  return { categories, tags, posts, comments };
}

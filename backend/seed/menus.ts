import type { AuthorSeed } from './authors.ts';
import type { PublisherSeed } from './publishers.ts';
import type { BlogPost } from './blog.ts';
import { nfc } from './text.ts';

export type MenuSeed = { key: string; title: string };

/** A menu entry; `children` become rows whose parent_id is this entry's id. */
export type MenuEntry = { name: string; type: string; url: string; children?: MenuEntry[] };

export type Menus = { menus: MenuSeed[]; items: Map<string, MenuEntry[]> };

/*
 * Link types, as the footer maps them: url → /{url}, page → /page/{url},
 * blog → /blogs/{url}, author → /books/authors/{url}/{name}, category →
 * /books/categories/{url}, publisher → /books/publishers/{url}, and any other
 * type (here "search") → /books/{type}/{url}.
 */

function authorLink(authors: readonly AuthorSeed[], key: string): MenuEntry {
  const author = authors.find((candidate) => candidate.classicKey === key);
  if (!author) throw new Error(`menus: no classic author "${key}"`);
  return { name: author.name, type: 'author', url: String(author.id) };
}

export function buildMenus(input: {
  authors: readonly AuthorSeed[];
  publishers: readonly PublisherSeed[];
  posts: readonly BlogPost[];
}): Menus {
  const { authors, publishers, posts } = input;
  const publisherLink = (index: number): MenuEntry => {
    const publisher = publishers[index];
    if (!publisher) throw new Error(`menus: no publisher #${index}`);
    return { name: publisher.name, type: 'publisher', url: publisher.slug };
  };
  const newestPosts = [...posts].sort((a, b) => b.createdMs - a.createdMs || a.id - b.id);
  const postLink = (index: number): MenuEntry => {
    const post = newestPosts[index];
    if (!post) throw new Error(`menus: no post #${index}`);
    return { name: post.name, type: 'blog', url: post.slug };
  };

  const primary: MenuEntry[] = [
    {
      name: 'উপন্যাস',
      type: 'category',
      url: 'novel',
      children: [
        { name: 'রহস্য ও থ্রিলার', type: 'category', url: 'mystery-thriller' },
        { name: 'সায়েন্স ফিকশন', type: 'category', url: 'science-fiction' },
        { name: 'অনুবাদ', type: 'category', url: 'translation' },
      ],
    },
    { name: 'কবিতা', type: 'category', url: 'poetry' },
    {
      name: 'লেখক',
      type: 'url',
      url: 'authors',
      children: [authorLink(authors, 'tagore'), authorLink(authors, 'nazrul'), authorLink(authors, 'sarat'), authorLink(authors, 'rokeya')],
    },
    { name: 'প্রকাশনী', type: 'url', url: 'publications', children: [publisherLink(0), publisherLink(1), publisherLink(2)] },
    {
      name: 'শিশু-কিশোর',
      type: 'category',
      url: 'children',
      children: [{ name: 'কমিক্স', type: 'category', url: 'comics' }],
    },
    { name: 'ইংরেজি বই', type: 'category', url: 'english-literature' },
    { name: 'ব্লগ', type: 'url', url: 'blog' },
  ];

  const footerOne: MenuEntry[] = [
    { name: 'আমাদের কথা', type: 'page', url: 'about' },
    { name: 'যোগাযোগ', type: 'url', url: 'contact' },
    { name: 'ডেলিভারি তথ্য', type: 'page', url: 'delivery' },
    { name: 'রিটার্ন ও রিফান্ড', type: 'page', url: 'returns' },
    { name: 'গোপনীয়তা নীতি', type: 'page', url: 'privacy' },
    { name: 'শর্তাবলি', type: 'page', url: 'terms' },
  ];
  const footerTwo: MenuEntry[] = [
    { name: 'উপন্যাস', type: 'category', url: 'novel' },
    { name: 'কবিতা', type: 'category', url: 'poetry' },
    { name: 'শিশু-কিশোর', type: 'category', url: 'children' },
    publisherLink(3),
    publisherLink(4),
    { name: 'রবীন্দ্রনাথের বই', type: 'search', url: 'rabindranath' },
  ];
  const footerThree: MenuEntry[] = [
    { name: 'ব্লগ', type: 'url', url: 'blog' },
    postLink(0),
    postLink(1),
    authorLink(authors, 'tagore'),
    authorLink(authors, 'nazrul'),
  ];

  const normalise = (entries: MenuEntry[]): MenuEntry[] =>
    entries.map((entry) => ({ ...entry, name: nfc(entry.name), children: entry.children ? normalise(entry.children) : undefined }));

  return {
    menus: [
      { key: 'primary', title: 'Primary' },
      { key: 'footer_menu_one', title: nfc('প্রয়োজনীয় তথ্য') },
      { key: 'footer_menu_two', title: nfc('জনপ্রিয় বিভাগ') },
      { key: 'footer_menu_three', title: nfc('পাঠকের পাতা') },
    ],
    items: new Map([
      ['primary', normalise(primary)],
      ['footer_menu_one', normalise(footerOne)],
      ['footer_menu_two', normalise(footerTwo)],
      ['footer_menu_three', normalise(footerThree)],
    ]),
  };
}

/**
 * The book listings the shop prebuilds, one entry per kind: all it takes to
 * list its members, load a member's books, link its pages, match its later pages
 * in a live update's render plan (render-plan.ts), and describe it. The route
 * files under src/pages/books/ apply these (listing-routes.ts) and differ in
 * nothing else.
 */
import { allProducts, authorBooks, authors, categories, categoryBooks, publisherBooks, publishers } from '../../lib/catalog.ts';
import { allBooksPath, authorListingPath, authorNameSegment, categoryListingPath, publisherListingPath } from '../../lib/links.ts';
import { defineListing } from './listing-routes.ts';

/** Every book in the shop: one listing (its member stands for the whole shop), without a crumb of its own. */
export const allBooksListing = defineListing({
  params: [],
  laterPagePattern: /^\/books\/page\/(\d+)$/,
  ownCrumb: false,
  members: async () => ['all'],
  paramsOf: () => ({}),
  books: async () => ({ member: 'all', products: await allProducts() }),
  path: (_all, page) => allBooksPath(page),
  name: () => 'All books',
  title: () => 'All books',
  description: (_all, count) => `All ${count} Bangla and English books at বইবাজার, newest first`,
  emptyMessage: () => 'No books in the shop yet.',
});

export const categoryListing = defineListing({
  params: ['slug'],
  laterPagePattern: /^\/books\/categories\/([^/]+)\/page\/(\d+)$/,
  label: 'Category',
  members: categories,
  paramsOf: (category) => ({ slug: category.slug }),
  books: async ({ slug }) => {
    const { category, products } = await categoryBooks(slug);
    return { member: category, products };
  },
  path: (category, page) => categoryListingPath(category.slug, page),
  name: (category) => category.name,
  title: (category) => `Books in ${category.name}`,
  description: (category, count) => `${category.name}: ${count} books in this category at বইবাজার`,
  emptyMessage: (category) => `No books in ${category.name} yet.`,
  scope: (category) => ({ key: 'category', value: category.slug }),
});

export const publisherListing = defineListing({
  params: ['slug'],
  laterPagePattern: /^\/books\/publishers\/([^/]+)\/page\/(\d+)$/,
  label: 'Publisher',
  members: publishers,
  paramsOf: (publisher) => ({ slug: publisher.slug }),
  books: async ({ slug }) => {
    const { publisher, products } = await publisherBooks(slug);
    return { member: publisher, products };
  },
  path: (publisher, page) => publisherListingPath(publisher.slug, page),
  name: (publisher) => publisher.name,
  title: (publisher) => `Books from ${publisher.name}`,
  description: (publisher, count) => `${publisher.name}: ${count} books from this publisher at বইবাজার`,
  emptyMessage: (publisher) => `No books from ${publisher.name} yet.`,
  scope: (publisher) => ({ key: 'publisher', value: publisher.slug }),
});

export const authorListing = defineListing({
  params: ['id', 'name'],
  laterPagePattern: /^\/books\/authors\/(\d+)\/([^/]+)\/page\/(\d+)$/,
  label: 'Author',
  members: authors,
  paramsOf: (author) => ({ id: String(author.id), name: authorNameSegment(author.name) }),
  books: async ({ id }) => {
    const { author, products } = await authorBooks(Number(id));
    return { member: author, products };
  },
  path: (author, page) => authorListingPath(author.id, author.name, page),
  name: (author) => author.name,
  title: (author) => `Books by ${author.name}`,
  description: (author, count) => `Books by ${author.name} (${author.name_en}) at বইবাজার: ${count} titles`,
  emptyMessage: (author) => `No books by ${author.name} yet.`,
  scope: (author) => ({ key: 'author', value: String(author.id) }),
});

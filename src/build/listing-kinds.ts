/**
 * The book listings the shop prebuilds, one entry per kind: all it takes to
 * list its members, load a member's books, link its pages, match its later pages
 * in a live update's render plan (render-plan.ts), and describe it. The route
 * files under src/pages/books/ apply these (listing-routes.ts) and differ in
 * nothing else.
 */
import { allProducts, authorBooks, authors, categories, categoryBooks, publisherBooks, publishers } from './catalog.ts';
import { allBooksPath, authorListingPath, authorNameSegment, categoryListingPath, publisherListingPath } from '#shared/links.ts';
import { listing } from '#shared/i18n/messages/listing.ts';
import { defineListing } from './listing-routes.ts';

/** Every book in the shop: one listing (its member stands for the whole shop), without a crumb of its own. */
export const allBooksListing = defineListing({
  params: [],
  routePattern: '/books',
  ownCrumb: false,
  members: async () => ['all'],
  paramsOf: () => ({}),
  answer: () => 'shop:products',
  books: async () => ({ member: 'all', products: await allProducts() }),
  path: () => allBooksPath(),
  name: (_all, locale) => listing[locale].allBooks,
  title: (_all, locale) => listing[locale].allBooks,
  description: (_all, count, locale) => listing[locale].allBooksDescription(count),
  emptyMessage: (_all, locale) => listing[locale].allBooksEmpty,
});

export const categoryListing = defineListing({
  params: ['slug'],
  routePattern: '/books/categories/([^/]+)',
  label: (locale) => listing[locale].category,
  members: categories,
  paramsOf: (category) => ({ slug: category.slug }),
  answer: ({ slug }) => `shop:categories/${slug}`,
  books: async ({ slug }) => {
    const { category, products } = await categoryBooks(slug);
    return { member: category, products };
  },
  path: (category) => categoryListingPath(category.slug),
  name: (category) => category.name,
  title: (category, locale) => listing[locale].categoryTitle(category.name),
  description: (category, count, locale) => listing[locale].categoryDescription(category.name, count),
  emptyMessage: (category, locale) => listing[locale].categoryEmpty(category.name),
  scope: (category) => ({ key: 'category', value: category.slug }),
});

export const publisherListing = defineListing({
  params: ['slug'],
  routePattern: '/books/publishers/([^/]+)',
  label: (locale) => listing[locale].publisher,
  members: publishers,
  paramsOf: (publisher) => ({ slug: publisher.slug }),
  answer: ({ slug }) => `shop:publishers/${slug}`,
  books: async ({ slug }) => {
    const { publisher, products } = await publisherBooks(slug);
    return { member: publisher, products };
  },
  path: (publisher) => publisherListingPath(publisher.slug),
  name: (publisher) => publisher.name,
  title: (publisher, locale) => listing[locale].publisherTitle(publisher.name),
  description: (publisher, count, locale) => listing[locale].publisherDescription(publisher.name, count),
  emptyMessage: (publisher, locale) => listing[locale].publisherEmpty(publisher.name),
  scope: (publisher) => ({ key: 'publisher', value: publisher.slug }),
});

export const authorListing = defineListing({
  params: ['id', 'name'],
  routePattern: '/books/authors/(\\d+)/([^/]+)',
  label: (locale) => listing[locale].author,
  members: authors,
  paramsOf: (author) => ({ id: String(author.id), name: authorNameSegment(author.name) }),
  answer: ({ id }) => `shop:authors/${id}`,
  books: async ({ id }) => {
    const { author, products } = await authorBooks(Number(id));
    return { member: author, products };
  },
  path: (author) => authorListingPath(author.id, author.name),
  name: (author) => author.name,
  title: (author, locale) => listing[locale].authorTitle(author.name),
  description: (author, count, locale) => listing[locale].authorDescription(author.name, author.name_en, count),
  emptyMessage: (author, locale) => listing[locale].authorEmpty(author.name),
  scope: (author) => ({ key: 'author', value: String(author.id) }),
});

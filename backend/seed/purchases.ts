import type { BookSeed } from './books.ts';
import { DEMO_CUSTOMER, DEMO_CUSTOMER_SINCE_MS } from './customers.ts';
import { DAY_MS, iso } from './dates.ts';
import type { ReviewSeed } from './reviews.ts';

/** A delivered order of one copy of one book; amounts in paisa. */
export type OrderSeed = {
  email: string;
  productId: number;
  name: string;
  slug: string;
  unitPrice: number;
  shippingCost: number;
  createdAt: string;
};

/** The inside-Dhaka rate of the seeded settings (store.ts), in paisa. */
const INSIDE_DHAKA = 6000;

/** The demo customer's review is written at least this long after their account was made. */
const SETTLING_IN_MS = 7 * DAY_MS;

/**
 * The demo customer bought a book and reviewed it: the seed's one "verified purchase"
 * (a review whose writer ordered the book). The first generated review (book by book in id
 * order, oldest first) written a week or more after the demo account was made becomes the
 * demo customer's, and their delivered order of that book is dated a few days before it
 * (never before the book went on sale). Taking over a generated review, not adding one,
 * keeps every count, average and "latest rated" order the seed had. The order's amounts
 * are the book's seeded price; its stock and sold count are left as generated.
 */
export function buildDemoPurchase(
  books: readonly BookSeed[],
  reviews: readonly ReviewSeed[],
): { order: OrderSeed | null; reviews: ReviewSeed[] } {
  const index = reviews.findIndex((candidate) => Date.parse(candidate.createdAt) >= DEMO_CUSTOMER_SINCE_MS + SETTLING_IN_MS);
  const review = reviews[index];
  const book = review && books.find((candidate) => candidate.id === review.productId);
  if (!review || !book) return { order: null, reviews: [...reviews] };
  const { email, first_name, last_name } = DEMO_CUSTOMER;
  const orderedMs = Math.max(book.createdMs, Date.parse(review.createdAt) - 6 * DAY_MS);
  const order: OrderSeed = {
    email,
    productId: book.id,
    name: book.name,
    slug: book.slug,
    unitPrice: book.specialPrice ?? book.price,
    shippingCost: INSIDE_DHAKA,
    createdAt: iso(orderedMs),
  };
  const mine: ReviewSeed = { ...review, reviewerName: `${first_name} ${last_name}`, customerEmail: email };
  return { order, reviews: reviews.map((other, at) => (at === index ? mine : other)) };
}

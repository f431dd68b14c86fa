/**
 * The one rule for a book's discount, shown on every card (prebuilt and drawn
 * by scripts), used to pick the home page's deals and to sort the search index.
 */
import { toPaisa } from './money.ts';

type Money = { amount: string };
export type Priced = { price: Money; special_price?: Money | null; selling_price: Money };

/**
 * Whole percent off the list price, rounded: 0 unless the book has a special
 * price that sells it below a positive list price.
 */
export function discountPercent(book: Priced): number {
  if (!book.special_price) return 0;
  const price = toPaisa(book.price);
  const selling = toPaisa(book.selling_price);
  return price > 0 && selling < price ? Math.round(((price - selling) * 100) / price) : 0;
}

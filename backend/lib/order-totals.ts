import { ValidationError, type FieldErrors } from './http.ts';
import { paisaToAmount } from './money.ts';
import type { ClaimedTotals, OrderLineInput } from './order-payload.ts';
import { shippingOptions, type ShippingRates } from './shipping.ts';

/**
 * The order arithmetic, in whole paisa and with no database: the server prices
 * an order from its own current prices and compares every amount the client
 * sent. total = sub_total + shipping_cost - discount.
 */

export const MAX_QTY = 100;
export const PRICES_CHANGED = 'Prices or totals have changed. Please review your order.';

export type CouponTerms = { code: string; minimumSpend: number; value: number };

/** What the shop knows about a book when the order is placed. */
export type CatalogueEntry = { id: number; name: string; slug: string; sellingPrice: number; stock: number };

export type PricedLine = { productId: number; name: string; slug: string; qty: number; unitPrice: number; lineTotal: number };

export type OrderTotals = {
  lines: PricedLine[];
  subTotal: number;
  shippingCost: number;
  discount: number;
  total: number;
  /** The coupon that gave the discount, or null when none applied. */
  couponCode: string | null;
};

/** A coupon takes its value off only when the sub-total is greater than its minimum spend, and never more than the sub-total. */
export function couponDiscount(coupon: CouponTerms | null, subTotal: number): number {
  if (!coupon || subTotal <= coupon.minimumSpend) return 0;
  return Math.min(coupon.value, subTotal);
}

function copies(n: number): string {
  return n === 1 ? '1 copy' : `${n} copies`;
}

/** Problems with the books themselves: unknown, repeated, a quantity out of range, not enough stock. */
export function lineProblems(lines: readonly OrderLineInput[], catalogue: ReadonlyMap<number, CatalogueEntry>): string[] {
  const problems: string[] = [];
  const seen = new Set<number>();
  for (const line of lines) {
    const book = catalogue.get(line.productId);
    if (!book) {
      problems.push(`Line ${line.index + 1}: there is no book with id ${line.productId}.`);
      continue;
    }
    const title = `“${book.name}”`;
    if (seen.has(line.productId)) {
      problems.push(`${title} appears more than once; send one line with the whole quantity.`);
      continue;
    }
    seen.add(line.productId);
    if (line.qty < 1 || line.qty > MAX_QTY) problems.push(`The quantity of ${title} must be between 1 and ${MAX_QTY}.`);
    else if (book.stock === 0) problems.push(`${title} is out of stock.`);
    else if (line.qty > book.stock) problems.push(`Only ${copies(book.stock)} of ${title} ${book.stock === 1 ? 'is' : 'are'} left.`);
  }
  return problems;
}

function mismatch(label: string, expected: number): string[] {
  return [`The ${label} does not match: expected ${paisaToAmount(expected)}`];
}

export type PricingInput = {
  lines: readonly OrderLineInput[];
  catalogue: ReadonlyMap<number, CatalogueEntry>;
  claimed: ClaimedTotals;
  shippingMethod: string;
  rates: ShippingRates;
  coupon: CouponTerms | null;
};

/**
 * Recomputes the order from current prices. `errors` names each amount the
 * client got wrong (products.{i}.unit_price, products.{i}.line_total,
 * sub_total, shipping_method, shipping_cost, discount, total); `totals` is the
 * server's own figure either way. Expects lines that passed lineProblems.
 */
export function priceOrder(input: PricingInput): { totals: OrderTotals; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const lines: PricedLine[] = input.lines.map((line) => {
    const book = input.catalogue.get(line.productId);
    if (!book) throw new Error(`book ${line.productId} is not in the catalogue given`);
    const lineTotal = book.sellingPrice * line.qty;
    if (line.unitPrice !== book.sellingPrice) {
      errors[`products.${line.index}.unit_price`] = mismatch(`unit price of “${book.name}”`, book.sellingPrice);
    }
    if (line.lineTotal !== lineTotal) errors[`products.${line.index}.line_total`] = mismatch(`line total of “${book.name}”`, lineTotal);
    return { productId: book.id, name: book.name, slug: book.slug, qty: line.qty, unitPrice: book.sellingPrice, lineTotal };
  });
  const subTotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  if (input.claimed.subTotal !== subTotal) errors.sub_total = mismatch('sub total', subTotal);

  const option = shippingOptions(input.rates, subTotal).find((candidate) => candidate.method === input.shippingMethod);
  if (!option) errors.shipping_method = ['The selected shipping method is not available for this order.'];
  const shippingCost = option?.cost ?? 0;
  if (option && input.claimed.shippingCost !== shippingCost) errors.shipping_cost = mismatch('shipping cost', shippingCost);

  const discount = couponDiscount(input.coupon, subTotal);
  if (input.claimed.discount !== discount) {
    errors.discount = input.coupon === null ? ['A discount needs a valid coupon code.'] : mismatch('discount', discount);
  }
  const total = subTotal + shippingCost - discount;
  if (option && input.claimed.total !== total) errors.total = mismatch('total', total);

  const couponCode = discount > 0 && input.coupon ? input.coupon.code : null;
  return { totals: { lines, subTotal, shippingCost, discount, total, couponCode }, errors };
}

/** lineProblems then priceOrder, as the 422s the API answers; the checked totals otherwise. */
export function checkOrder(input: PricingInput): OrderTotals {
  const problems = lineProblems(input.lines, input.catalogue);
  if (problems.length > 0) throw new ValidationError({ products: problems });
  const { totals, errors } = priceOrder(input);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, PRICES_CHANGED);
  return totals;
}

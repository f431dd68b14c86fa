/**
 * The cart as pure functions over plain data: every change returns a new list,
 * so the stores, the islands and the tests share one implementation.
 */
import * as v from 'valibot';
import { ProductSchema } from '#shared/api/schemas/product.ts';
import { toPaisa, type Paisa } from '#shared/money.ts';
import { toAsciiDigits } from '#shared/i18n/numbers.ts';

/** The most copies of one book a cart holds (the shop API accepts 1..100). */
export const MAX_QUANTITY = 100;

/** What the cart keeps of a book: enough to show and price it without the API. */
export const CartProductSchema = v.pick(ProductSchema, [
  'id',
  'slug',
  'name',
  'base_image',
  'writers',
  'price',
  'special_price',
  'selling_price',
  'in_stock',
]);
export type CartProduct = v.InferOutput<typeof CartProductSchema>;

export const CartItemSchema = v.object({
  ...CartProductSchema.entries,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_QUANTITY)),
});
export type CartItem = v.InferOutput<typeof CartItemSchema>;
export type Cart = readonly CartItem[];

/**
 * Reads the cart back from storage. Anything corrupt, old or foreign becomes an
 * empty cart (never an error); single bad entries are dropped, duplicates merged.
 */
export function decodeCart(stored: string | null | undefined): CartItem[] {
  if (!stored) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const items: CartItem[] = [];
  for (const entry of raw) {
    const parsed = v.safeParse(CartItemSchema, entry);
    if (parsed.success && !items.some((item) => item.id === parsed.output.id)) items.push(parsed.output);
  }
  return items;
}

/** A new book gets quantity 1; a book already in the cart stays as it is. */
export function addItem(cart: Cart, product: CartProduct): CartItem[] {
  if (cart.some((item) => item.id === product.id)) return [...cart];
  // Keep only the cart's fields, whatever richer object the caller had.
  return [...cart, { ...v.parse(CartProductSchema, product), quantity: 1 }];
}

export function removeItem(cart: Cart, id: number): CartItem[] {
  return cart.filter((item) => item.id !== id);
}

export function increment(cart: Cart, id: number): CartItem[] {
  return cart.map((item) => (item.id === id ? { ...item, quantity: Math.min(MAX_QUANTITY, item.quantity + 1) } : item));
}

/** Minus works only while the quantity is above 1; removing is its own action. */
export function decrement(cart: Cart, id: number): CartItem[] {
  return cart.map((item) => (item.id === id && item.quantity > 1 ? { ...item, quantity: item.quantity - 1 } : item));
}

/**
 * A typed quantity: a whole number from 1 to MAX_QUANTITY, in Latin or Bangla
 * digits ("৩" is 3). Anything else is null, and the caller keeps the last good value.
 */
export function parseQuantity(input: string): number | null {
  const latin = toAsciiDigits(input).trim();
  if (!/^\d{1,3}$/.test(latin)) return null;
  const quantity = Number(latin);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

export function setQuantity(cart: Cart, id: number, input: string): CartItem[] {
  const quantity = parseQuantity(input);
  if (quantity === null) return [...cart];
  return cart.map((item) => (item.id === id ? { ...item, quantity } : item));
}

/** What one line costs: the selling (special) price times the quantity, in paisa. */
export function lineTotal(item: CartItem): Paisa {
  return toPaisa(item.selling_price) * item.quantity;
}

/** The cart total: the sum of special price times quantity, in paisa. */
export function cartTotal(cart: Cart): Paisa {
  return cart.reduce((sum, item) => sum + lineTotal(item), 0);
}

/** How many books the cart holds, counting every copy. */
export function cartCount(cart: Cart): number {
  return cart.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * Brings the cart in line with the shop's current data for its books. Answers
 * the new cart and what changed, so the shopper can be told.
 */
export function refreshPrices(
  cart: Cart,
  current: ReadonlyMap<number, CartProduct>,
): { cart: CartItem[]; changes: { name: string; change: 'price' | 'out-of-stock' | 'back-in-stock' | 'gone' }[] } {
  const changes: { name: string; change: 'price' | 'out-of-stock' | 'back-in-stock' | 'gone' }[] = [];
  const next: CartItem[] = [];
  for (const item of cart) {
    const fresh = current.get(item.id);
    if (!fresh) {
      changes.push({ name: item.name, change: 'gone' });
      continue;
    }
    if (fresh.selling_price.amount !== item.selling_price.amount) changes.push({ name: item.name, change: 'price' });
    if (fresh.in_stock !== item.in_stock) changes.push({ name: item.name, change: fresh.in_stock ? 'back-in-stock' : 'out-of-stock' });
    next.push({ ...v.parse(CartProductSchema, fresh), quantity: item.quantity });
  }
  return { cart: next, changes };
}

/**
 * Add to cart and the wishlist heart, on book cards and the book page: their
 * labels and pressed state follow the stores. The buttons are disabled in the
 * static HTML, so nothing is clickable before it can work; every page's loader
 * (#features/shell/live-state.ts) enables them, loads this module when there is
 * state to show or on the first press, and hands that press to `press`.
 */
import * as v from 'valibot';
import { $auth } from '#shared/session/auth-store.ts';
import { loginPathFor } from '#shared/session/auth-logic.ts';
import { $cart, addToCart } from '#features/cart/cart-store.ts';
import { CartProductSchema, type Cart } from '#features/cart/cart-logic.ts';
import { $wishlist, wishlist } from '#features/wishlist/shop-wishlist-store.ts';
import { showToast } from '#features/shell/toast-store.ts';
import { setAttribute, setDisabled, setText } from '#shared/dom-writes.ts';
import { localeOfPath, pathInLocale } from '#shared/i18n/locale.ts';
import { bookCardLive } from '#shared/i18n/messages/book-card-live.ts';

const locale = localeOfPath(location.pathname);
const t = bookCardLive[locale];

/** What the buttons show of a book: only this is read for every card while the page loads. */
const ButtonStateSchema = v.pick(CartProductSchema, ['id', 'in_stock']);
type ButtonState = v.InferOutput<typeof ButtonStateSchema>;

function parsed<T>(element: Element, schema: v.GenericSchema<unknown, T>): T | null {
  const holder = element.closest<HTMLElement>('[data-product]');
  if (!holder?.dataset.product) return null;
  try {
    const result = v.safeParse(schema, JSON.parse(holder.dataset.product));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/** Each card's state is read once: the stores report again on every change. */
const states = new WeakMap<Element, ButtonState | null>();
function stateOf(element: Element): ButtonState | null {
  if (!states.has(element)) states.set(element, parsed(element, ButtonStateSchema));
  return states.get(element) ?? null;
}

/** The whole book (what the cart keeps), read when a button is pressed. */
const productOf = (element: Element) => parsed(element, CartProductSchema);

const cartButtons = () => [...document.querySelectorAll<HTMLButtonElement>('[data-add-to-cart]')];
const hearts = () => [...document.querySelectorAll<HTMLButtonElement>('[data-wishlist-toggle]')];

function syncCartButtons(cart: Cart): void {
  const inCart = new Set(cart.map((item) => item.id));
  for (const button of cartButtons()) {
    const product = stateOf(button);
    if (!product) continue;
    const added = inCart.has(product.id);
    setDisabled(button, !product.in_stock);
    setAttribute(button, 'data-in-cart', String(added));
    setText(button.querySelector('[data-label]') ?? button, !product.in_stock ? t.outOfStock : added ? t.inCart : t.addToCart);
  }
}

function syncHearts(state: ReturnType<typeof $wishlist.get>): void {
  const wished = new Set(state.products.map((p) => p.id));
  for (const heart of hearts()) {
    const product = stateOf(heart);
    if (!product) continue;
    setDisabled(heart, state.status === 'loading');
    setAttribute(heart, 'aria-pressed', String(wished.has(product.id)));
  }
}

$cart.subscribe(syncCartButtons);
$wishlist.subscribe(syncHearts);

/** Brings the buttons of cards rendered after the page loaded (search results) up to date. */
export function refreshBookActions(): void {
  syncCartButtons($cart.get());
  syncHearts($wishlist.get());
}

/** What a press on Add to cart or a heart does. */
export function press(button: HTMLButtonElement): void {
  if (button.matches('[data-add-to-cart]')) {
    const product = productOf(button);
    if (!product || !product.in_stock) return;
    if ($cart.get().some((item) => item.id === product.id)) {
      window.location.assign(pathInLocale('/cart', locale));
      return;
    }
    addToCart(product);
    showToast(t.addedToCart(product.name));
    return;
  }
  const product = productOf(button);
  if (!product) return;
  if (!$auth.get().isAuthenticated) {
    window.location.assign(loginPathFor(window.location.pathname));
    return;
  }
  button.disabled = true;
  void wishlist.toggle(product.id).finally(() => {
    button.disabled = false;
  });
}

document.addEventListener('click', (event) => {
  const button =
    event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-add-to-cart], [data-wishlist-toggle]') : null;
  if (button) press(button);
});

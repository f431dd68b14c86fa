import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { orderApi } from '#shared/api/islands/orders.ts';
import { productApi } from '#shared/api/islands/product.ts';
import type { Address } from '#shared/api/schemas/account.ts';
import type { Coupon, OrderDetail, ShippingMethod } from '#shared/api/schemas/orders.ts';
import { signInExpired } from '#shared/api/result.ts';
import { pathInLocale } from '#shared/i18n/locale.ts';
import { checkout as messages } from '#shared/i18n/messages/checkout.ts';
import { toPaisa } from '#shared/money.ts';
import { $auth, sessionExpired } from '#shared/session/auth-store.ts';
import { $cart, clearCart } from '#features/cart/cart-store.ts';
import { refreshPrices } from '#features/cart/cart-logic.ts';
import { currentBooks } from '#features/catalogue/current-books-store.ts';
import { $couponCode } from '#features/cart/coupon-store.ts';
import { showToast } from '#features/shell/toast-store.ts';
import { apiErrorMessage } from '#shared/api/api-error-message.ts';
import { useLocale, useMessages } from '#ui/locale.tsx';
import { addressRefusal, billingMessages, orderRefusal } from './bangla-errors.ts';
import { BillingDetails } from './BillingDetails.tsx';
import {
  buildOrderPayload,
  checkoutTotals,
  chosenAddress,
  classifyOrderErrors,
  followShipping,
  missingChoices,
  missingHint,
  orderFingerprint,
  toggleChoice,
  type Billing,
  type ChosenShipping,
} from './checkout-logic.ts';
import { CouponAccordion } from './CouponAccordion.tsx';
import { NewAddressForm } from './NewAddressForm.tsx';
import { OrderConfirmation } from './OrderConfirmation.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentChoice } from './PaymentChoice.tsx';
import { ShippingChoice } from './ShippingChoice.tsx';
import { PlaceOrder } from './PlaceOrder.tsx';
import { SavedAddressChoice } from './SavedAddressChoice.tsx';
import { useAddresses, usePaymentMethods, useShippingMethods } from './useCheckoutData.ts';

type Problem = { message: string; details: string[]; retry: boolean; reloadPrices: boolean };

/** The checkout itself, for a signed-in shopper with a non-empty cart. */
export function CheckoutForm({ token }: { token: string }) {
  const locale = useLocale();
  const t = useMessages(messages);
  const cart = useStore($cart);
  const auth = useStore($auth);
  const user = auth.user;
  const [billing, setBilling] = useState<Billing>({
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
  });
  const [billingErrors, setBillingErrors] = useState<Partial<Record<keyof Billing, string>>>({});
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [addressError, setAddressError] = useState<string | undefined>();
  const [shipping, setShipping] = useState<ChosenShipping | null>(null);
  const [payment, setPayment] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [placed, setPlaced] = useState<OrderDetail | null>(null);
  const [formKey, setFormKey] = useState(0);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const busy = useRef(false);
  const shopperChoseShipping = useRef(false);
  const problemRef = useRef<HTMLDivElement>(null);

  const totals = checkoutTotals(cart, shipping, coupon);
  const addresses = useAddresses(token);
  const shippingMethods = useShippingMethods(token, totals.subTotal, cart.length > 0 && placed === null);
  const paymentMethods = usePaymentMethods(token);

  // Free shipping is chosen for a cart that qualifies; a method no longer offered is cleared; costs follow the shop.
  useEffect(() => {
    if (shippingMethods.state.status !== 'ready') return;
    const next = followShipping(shipping, shippingMethods.state.data, shopperChoseShipping.current);
    if (next !== shipping) setShipping(next);
  }, [shippingMethods.state, shipping]);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  if (placed) return <OrderConfirmation order={placed} />;

  if (cart.length === 0) {
    return (
      <section className="checkout-box checkout-empty" aria-labelledby="checkout-empty-heading">
        <h2 id="checkout-empty-heading">{t.emptyHeading}</h2>
        <p>{t.emptyText}</p>
        <a className="form-button" href={pathInLocale('/books/', locale)}>
          {t.browseBooks}
        </a>
      </section>
    );
  }

  const address: Address | undefined = addresses.state.status === 'ready' ? chosenAddress(addresses.state.data, addressId) : undefined;
  const hint = missingHint(missingChoices({ addressId: address ? address.id : null, shipping: shipping?.method ?? null, payment }), locale);

  function toggleShipping(method: ShippingMethod) {
    shopperChoseShipping.current = true;
    const next = toggleChoice(shipping?.method ?? null, method.shipping_method);
    setShipping(next === null ? null : { method: next, name: method.name, cost: toPaisa(method.shipping_cost) });
  }

  async function reloadPrices() {
    const current = await currentBooks($cart.get(), productApi.product);
    if (!current) {
      setProblem({ message: t.pricesNotLoaded, details: [], retry: false, reloadPrices: true });
      return;
    }
    const { cart: fresh, changes } = refreshPrices($cart.get(), current);
    $cart.set(fresh);
    setProblem(null);
    showToast(changes.length > 0 ? t.pricesUpdated : t.pricesUpToDate, 'info');
  }

  async function placeOrder() {
    if (busy.current || !address || !shipping || !payment) return;
    const payload = buildOrderPayload({ cart, billing, address, shipping, paymentMethod: payment, coupon });
    const fingerprint = orderFingerprint(payload);
    // The same order tried again (double click, retry after a timeout) keeps its key, so the shop replays the first answer.
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: crypto.randomUUID() };
    busy.current = true;
    setSubmitting(true);
    setProblem(null);
    setBillingErrors({});
    setAddressError(undefined);
    const result = await orderApi.createOrder(token, payload, attempt.current.key);
    busy.current = false;
    setSubmitting(false);
    if (result.ok) {
      showToast(t.orderCreated);
      attempt.current = null;
      clearCart();
      $couponCode.set('');
      setCoupon(null);
      setShipping(null);
      setPayment(null);
      setFormKey((n) => n + 1);
      setPlaced(result.data.order);
      return;
    }
    const { error } = result;
    if (signInExpired(error)) return sessionExpired();
    if (error.kind === 'fieldErrors') {
      showToast(t.fillRequired, 'error');
      const { billing: fieldMessages, address, details, pricesChanged } = classifyOrderErrors(error.errors);
      if (address) setAddressError(addressRefusal(address, locale));
      setBillingErrors(billingMessages(fieldMessages, billing, locale));
      // A rejected order is a new attempt next time.
      attempt.current = null;
      if (details.length > 0 || Object.keys(fieldMessages).length === 0) {
        setProblem({
          message: pricesChanged ? t.pricesChanged : orderRefusal(error.message, locale),
          details,
          retry: false,
          reloadPrices: pricesChanged,
        });
      }
      return;
    }
    const { message, retryable } = apiErrorMessage(error, t.orderNotPlaced, locale);
    // Retry resends the same Idempotency-Key, so an order that did reach the shop is never made twice.
    setProblem({ message: t.cartKept(message), details: [], retry: retryable, reloadPrices: false });
  }

  return (
    <div className="checkout" key={formKey}>
      <CouponAccordion
        token={token}
        initialCode={$couponCode.get()}
        subTotal={totals.subTotal}
        coupon={coupon}
        onApply={(next) => {
          setCoupon(next);
          if (next === null) $couponCode.set('');
          else $couponCode.set(next.code);
        }}
      />
      <div className="checkout-columns">
        <div className="checkout-details">
          <BillingDetails
            initial={billing}
            errors={billingErrors}
            onChange={(field, value) => setBilling((current) => ({ ...current, [field]: value }))}
          />
          <SavedAddressChoice
            list={addresses.state}
            chosenId={address?.id ?? null}
            error={addressError}
            onChoose={setAddressId}
            onRetry={addresses.reload}
          />
          <NewAddressForm
            token={token}
            onAdded={(added) => {
              // Chosen now; it shows as chosen once the reloaded list (which has it) arrives.
              setAddressId(added.id);
              addresses.reload();
            }}
          />
        </div>
        <div className="checkout-order">
          <OrderSummary cart={cart} totals={totals} shippingChosen={shipping !== null} />
          <ShippingChoice
            methods={shippingMethods.state}
            chosen={shipping?.method ?? null}
            onToggle={toggleShipping}
            onRetry={shippingMethods.reload}
          />
          <PaymentChoice
            methods={paymentMethods.state}
            chosen={payment}
            onToggle={(method) => setPayment((current) => toggleChoice(current, method))}
            onRetry={paymentMethods.reload}
          />
          <PlaceOrder
            hint={hint}
            submitting={submitting}
            problem={problem}
            onPlace={() => void placeOrder()}
            onReloadPrices={() => void reloadPrices()}
            problemRef={problemRef}
          />
        </div>
      </div>
    </div>
  );
}

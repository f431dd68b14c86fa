import { useStore } from '@nanostores/react';
import { useEffect, useReducer, useRef } from 'react';
import { orderApi } from '#shared/api/islands/orders.ts';
import { productApi } from '#shared/api/islands/product.ts';
import type { Address } from '#shared/api/schemas/account.ts';
import type { OrderPayload } from '#shared/api/requests.ts';
import type { OrderDetail } from '#shared/api/schemas/orders.ts';
import { pathInLocale } from '#shared/i18n/locale.ts';
import { checkout as messages } from '#shared/i18n/messages/checkout.ts';
import { $auth } from '#shared/session/auth-store.ts';
import { $cart, clearCart } from '#features/cart/cart-store.ts';
import { refreshPrices } from '#features/cart/cart-logic.ts';
import { currentBooks } from '#features/catalogue/current-books-store.ts';
import { $couponCode } from '#features/cart/coupon-store.ts';
import { showToast } from '#features/shell/toast-store.ts';
import { useFocusOnFailure } from '#ui/useFocusOnFailure.ts';
import { useLocale, useMessages } from '#ui/locale.tsx';
import { useSubmit } from '#ui/useSubmit.ts';
import { BillingDetails } from './BillingDetails.tsx';
import { buildOrderPayload, checkoutTotals, chosenAddress, missingChoices, missingHint, orderFingerprint } from './checkout-logic.ts';
import { attemptFor, checkoutReducer, initialCheckout, type Attempt } from './checkout-state.ts';
import { CouponAccordion } from './CouponAccordion.tsx';
import { NewAddressForm } from './NewAddressForm.tsx';
import { OrderConfirmation } from './OrderConfirmation.tsx';
import { orderFieldErrors, orderProblem, type OrderField, type OrderProblem } from './order-refusal.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentChoice } from './PaymentChoice.tsx';
import { ShippingChoice } from './ShippingChoice.tsx';
import { PlaceOrder } from './PlaceOrder.tsx';
import { SavedAddressChoice } from './SavedAddressChoice.tsx';
import { useAddresses, usePaymentMethods, useShippingMethods } from './useCheckoutData.ts';

/** The checkout itself, for a signed-in shopper with a non-empty cart: it renders the choices' state and dispatches. */
export function CheckoutForm({ token }: { token: string }) {
  const locale = useLocale();
  const t = useMessages(messages);
  const cart = useStore($cart);
  const user = useStore($auth).user;
  const [state, dispatch] = useReducer(checkoutReducer, user, initialCheckout);
  const { billing, coupon, shipping, payment, placed } = state;
  // Not shown: the key an order keeps while it is tried again.
  const attempt = useRef<Attempt | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const focusFirstProblem = useFocusOnFailure(root, '.place-order [data-form-alert]');

  const order = useSubmit<OrderPayload, { order: OrderDetail }, OrderField, OrderProblem>(
    {
      send: (payload) => {
        // The same order tried again (double click, Retry after a timeout) keeps its key, so the shop replays its first answer.
        attempt.current = attemptFor(attempt.current, orderFingerprint(payload), () => crypto.randomUUID());
        return orderApi.createOrder(token, payload, attempt.current.key);
      },
      signedIn: true,
      serverErrors: (error) => orderFieldErrors(error, billing, locale),
      alert: (error) => orderProblem(error, locale),
      alertWithFieldErrors: true,
      onRefused: (error) => {
        if (error.kind !== 'fieldErrors') return;
        showToast(t.fillRequired, 'error');
        // A refused order is a new attempt next time.
        attempt.current = null;
      },
      onSuccess: (data) => {
        showToast(t.orderCreated);
        attempt.current = null;
        clearCart();
        $couponCode.set('');
        dispatch({ type: 'orderPlaced', order: data.order });
      },
    },
    focusFirstProblem,
  );

  const totals = checkoutTotals(cart, shipping, coupon);
  const addresses = useAddresses(token);
  const shippingMethods = useShippingMethods(token, totals.subTotal, cart.length > 0 && placed === null);
  const paymentMethods = usePaymentMethods(token);

  useEffect(() => {
    if (shippingMethods.state.status === 'ready') dispatch({ type: 'shippingOffered', methods: shippingMethods.state.data });
  }, [shippingMethods.state]);

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

  const address: Address | undefined =
    addresses.state.status === 'ready' ? chosenAddress(addresses.state.data, state.addressId) : undefined;
  const hint = missingHint(missingChoices({ addressId: address ? address.id : null, shipping: shipping?.method ?? null, payment }), locale);
  const { address: addressError, ...billingErrors } = order.errors;

  function placeOrder() {
    if (!address || !shipping || !payment) return;
    const payload = buildOrderPayload({ cart, billing, address, shipping, paymentMethod: payment, coupon });
    order.submit({ input: payload, errors: {} });
  }

  async function reloadPrices() {
    const current = await currentBooks($cart.get(), productApi.product);
    if (!current) {
      order.setAlert({ message: t.pricesNotLoaded, details: [], retryable: false, reloadPrices: true });
      focusFirstProblem();
      return;
    }
    const { cart: fresh, changes } = refreshPrices($cart.get(), current);
    $cart.set(fresh);
    order.setAlert(null);
    showToast(changes.length > 0 ? t.pricesUpdated : t.pricesUpToDate, 'info');
  }

  return (
    <div className="checkout" ref={root}>
      <CouponAccordion
        token={token}
        initialCode={$couponCode.get()}
        subTotal={totals.subTotal}
        coupon={coupon}
        onApply={(next) => {
          dispatch({ type: 'couponApplied', coupon: next });
          $couponCode.set(next === null ? '' : next.code);
        }}
      />
      <div className="checkout-columns">
        <div className="checkout-details">
          <BillingDetails
            initial={billing}
            errors={billingErrors}
            onChange={(field, value) => dispatch({ type: 'billingTyped', field, value })}
          />
          <SavedAddressChoice
            list={addresses.state}
            chosenId={address?.id ?? null}
            error={addressError}
            onChoose={(id) => dispatch({ type: 'addressChosen', id })}
            onRetry={addresses.reload}
          />
          <NewAddressForm
            token={token}
            onAdded={(added) => {
              // Chosen now; it shows as chosen once the reloaded list (which has it) arrives.
              dispatch({ type: 'addressChosen', id: added.id });
              addresses.reload();
            }}
          />
        </div>
        <div className="checkout-order">
          <OrderSummary cart={cart} totals={totals} shippingChosen={shipping !== null} />
          <ShippingChoice
            methods={shippingMethods.state}
            chosen={shipping?.method ?? null}
            onToggle={(method) => dispatch({ type: 'shippingToggled', method })}
            onRetry={shippingMethods.reload}
          />
          <PaymentChoice
            methods={paymentMethods.state}
            chosen={payment}
            onToggle={(method) => dispatch({ type: 'paymentToggled', method })}
            onRetry={paymentMethods.reload}
          />
          <PlaceOrder
            hint={hint}
            submitting={order.busy}
            problem={order.alert}
            onPlace={placeOrder}
            onReloadPrices={() => void reloadPrices()}
          />
        </div>
      </div>
    </div>
  );
}

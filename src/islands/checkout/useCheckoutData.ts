import { useCallback, useEffect, useState } from 'react';
import { describeApiError, type ApiError } from '../../lib/api/result.ts';
import { accountApi } from '../../lib/api/islands/account.ts';
import { orderApi } from '../../lib/api/islands/orders.ts';
import type { PaymentMethod, ShippingMethod } from '../../lib/api/schemas/orders.ts';
import { paisaToAmount, type Paisa } from '../../lib/money.ts';
import { sessionExpired } from '../../stores/auth.ts';
import type { Loadable } from './PaymentChoice.tsx';
import type { AddressList } from './SavedAddressChoice.tsx';

function failure(error: ApiError): { status: 'failed'; message: string } {
  if (error.kind === 'http' && error.status === 401) sessionExpired();
  return { status: 'failed', message: describeApiError(error) };
}

/** The saved addresses; reload() fetches them again (after a failure or a new address). */
export function useAddresses(token: string) {
  const [list, setList] = useState<AddressList>({ status: 'loading' });
  const reload = useCallback(async () => {
    setList({ status: 'loading' });
    const result = await accountApi.addresses(token);
    const next: AddressList = result.ok ? { status: 'done', addresses: result.data.data } : failure(result.error);
    setList(next);
    return next;
  }, [token]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { list, reload };
}

/** The shipping methods the shop offers for this subtotal (free shipping above its threshold). */
export function useShippingMethods(token: string, subTotal: Paisa, enabled: boolean) {
  const [methods, setMethods] = useState<Loadable<ShippingMethod[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setMethods({ status: 'loading' });
    void orderApi.shippingMethods(token, paisaToAmount(subTotal)).then((result) => {
      if (!cancelled) setMethods(result.ok ? { status: 'done', data: result.data.data } : failure(result.error));
    });
    return () => {
      cancelled = true;
    };
  }, [token, subTotal, enabled, attempt]);
  return { methods, retry: () => setAttempt((n) => n + 1) };
}

export function usePaymentMethods(token: string) {
  const [methods, setMethods] = useState<Loadable<PaymentMethod[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setMethods({ status: 'loading' });
    void orderApi.paymentMethods(token).then((result) => {
      if (!cancelled) setMethods(result.ok ? { status: 'done', data: result.data.data } : failure(result.error));
    });
    return () => {
      cancelled = true;
    };
  }, [token, attempt]);
  return { methods, retry: () => setAttempt((n) => n + 1) };
}

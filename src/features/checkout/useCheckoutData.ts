import { accountApi } from '#shared/api/islands/account.ts';
import { orderApi } from '#shared/api/islands/orders.ts';
import type { ApiResult } from '#shared/api/result.ts';
import type { Address } from '#shared/api/schemas/account.ts';
import type { PaymentMethod, ShippingMethod } from '#shared/api/schemas/orders.ts';
import { paisaToAmount, type Paisa } from '#shared/money.ts';
import { whileSignedIn } from '#shared/session/session-expiry.ts';
import { useLoad, type Load } from '#ui/useLoad.ts';

/** The list inside the shop's `{ data: [...] }` answer. */
function list<T>(result: ApiResult<{ data: T[] }>): ApiResult<T[]> {
  return result.ok ? { ok: true, data: result.data.data } : result;
}

/** The saved addresses; reload() fetches them again (after a failure or a new address). */
export function useAddresses(token: string): Load<Address[]> {
  return useLoad(
    whileSignedIn(async () => list(await accountApi.addresses(token))),
    [token],
  );
}

/** The shipping methods the shop offers for this subtotal (free shipping above its threshold). */
export function useShippingMethods(token: string, subTotal: Paisa, enabled: boolean): Load<ShippingMethod[]> {
  return useLoad(
    whileSignedIn(async () => list(await orderApi.shippingMethods(token, paisaToAmount(subTotal)))),
    [token, subTotal],
    enabled,
  );
}

export function usePaymentMethods(token: string): Load<PaymentMethod[]> {
  return useLoad(
    whileSignedIn(async () => list(await orderApi.paymentMethods(token))),
    [token],
  );
}

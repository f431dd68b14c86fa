import * as v from 'valibot';
import type { ApiClient } from './client.ts';
import { accountEndpoints } from './endpoints/account.ts';
import { catalogueEndpoints } from './endpoints/catalogue.ts';
import { orderEndpoints } from './endpoints/orders.ts';
import { wishlistEndpoints } from './endpoints/wishlist.ts';

/*
 * The calls of the shop API (specification section 7), one module per area
 * (src/lib/api/endpoints/): catalogue pages import only the small areas they
 * use (wishlist, sign-out), so their JavaScript carries only those schemas.
 */
export { accountEndpoints, catalogueEndpoints, orderEndpoints, wishlistEndpoints };

/** Every call of the shop API. */
export function shopEndpoints(api: ApiClient) {
  return { ...catalogueEndpoints(api), ...accountEndpoints(api), ...wishlistEndpoints(api), ...orderEndpoints(api) };
}
export type ShopEndpoints = ReturnType<typeof shopEndpoints>;

export type RegistrationInput = {
  first_name: string; last_name: string; email: string; phone: string; password: string; confirm_password: string;
};
export type UserUpdateInput = {
  first_name: string; last_name: string; email: string; phone: string; password?: string; confirm_password?: string;
};
export type NewAddressInput = { first_name: string; last_name: string; address_1: string; city: string; country: string; zip: string };
export type AddressUpdateInput = {
  first_name: string; last_name: string; address_1: string; city: string; zip: string; country_name: string; state_name: string;
};

/** Taka amounts as exact decimal strings ("350.00"). */
export const OrderPayloadSchema = v.object({
  billing_first_name: v.string(),
  billing_last_name: v.string(),
  billing_address_1: v.number(),
  billing_city: v.string(),
  billing_zip: v.string(),
  billing_country: v.string(),
  customer_email: v.string(),
  customer_phone: v.string(),
  products: v.array(v.object({ product_id: v.number(), qty: v.number(), unit_price: v.string(), line_total: v.string() })),
  payment_method: v.string(),
  sub_total: v.string(),
  discount: v.string(),
  shipping_method: v.string(),
  shipping_cost: v.string(),
  shipping_address_id: v.number(),
  total: v.string(),
  coupon_code: v.optional(v.string()),
});
export type OrderPayload = v.InferOutput<typeof OrderPayloadSchema>;

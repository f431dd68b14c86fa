/**
 * What the storefront sends to the shop API's writes,
 * as types: the forms build them from validated input, and the API answers 422
 * with field errors for anything it refuses. Kept apart from the endpoint
 * modules so that both they and the islands import them without a cycle.
 */
export type RegistrationInput = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  confirm_password: string;
};
export type UserUpdateInput = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password?: string;
  confirm_password?: string;
  /** Needed, and sent, only when the password or the email changes. */
  current_password?: string;
};
export type NewAddressInput = { first_name: string; last_name: string; address_1: string; city: string; country: string; zip: string };
export type AddressUpdateInput = {
  first_name: string;
  last_name: string;
  address_1: string;
  city: string;
  zip: string;
  country_name: string;
  state_name: string;
};

/** An order as checkout places it. Taka amounts as exact decimal strings ("350.00"). */
export type OrderPayload = {
  billing_first_name: string;
  billing_last_name: string;
  billing_address_1: number;
  billing_city: string;
  billing_zip: string;
  billing_country: string;
  customer_email: string;
  customer_phone: string;
  products: { product_id: number; qty: number; unit_price: string; line_total: string }[];
  payment_method: string;
  sub_total: string;
  discount: string;
  shipping_method: string;
  shipping_cost: string;
  shipping_address_id: number;
  total: string;
  coupon_code?: string;
};

import * as v from 'valibot';
import type { ApiClient } from './client.ts';
import * as s from './schemas/shop.ts';

/** Every call of the shop API (specification section 7) the storefront makes. */
export function shopEndpoints(api: ApiClient) {
  const auth = (token: string) => ({ token });
  return {
    // catalogue (build time)
    slider: () => api.request('homepage/slider', s.SliderSchema),
    homeTabs: () => api.request('homepage/tabs/products', s.HomeTabsSchema),
    oneColumnBanner: () => api.request('homepage/one-column-banner', s.BannerSchema),
    twoColumnBanner: () => api.request('homepage/two-column-banner', s.TwoColumnBannerSchema),
    homeSections: () => api.request('homepage/section/products', s.HomeSectionsSchema),
    recentlySold: () => api.request('homepage/recently-sold', s.ProductSectionSchema),
    weeklyBestSeller: () => api.request('homepage/weekly-best-seller', s.ProductSectionSchema),
    latestRated: () => api.request('homepage/latest-rated-product', s.ProductSectionSchema),
    testimonials: () => api.request('testimonials', s.TestimonialListSchema),
    productsPage: (page: number, perPage = 40) => api.request(`products?page=${page}&per_page=${perPage}`, s.PagedProductsSchema),
    product: (slug: string) => api.request(`products/${encodeURIComponent(slug)}`, s.ProductDetailResponseSchema),
    search: (search: string) => api.request('products/search', s.ProductListSchema, { json: { search } }),
    category: (slug: string) => api.request(`categories/${encodeURIComponent(slug)}`, s.CategoryProductsSchema),
    author: (id: number) => api.request(`authors/${id}`, s.AuthorProductsSchema),
    publisher: (slug: string) => api.request(`publishers/${encodeURIComponent(slug)}`, s.PublisherProductsSchema),
    authors: () => api.request('authors', s.AuthorListSchema),
    publishers: () => api.request('publishers', s.PublisherListSchema),
    categories: () => api.request('categories', s.CategoryListSchema),
    logo: () => api.request('assets/logo', s.LogoSchema),
    navigation: () => api.request('navigation/primary', s.NavigationSchema),

    // customer (run time, islands)
    login: (email: string, password: string) => api.request('user', s.LoginResponseSchema, { json: { email, password } }),
    logout: (token: string) => api.request('user/token', s.MessageSchema, { method: 'delete', ...auth(token) }),
    register: (details: RegistrationInput) => api.request('user/registration', s.RegistrationResponseSchema, { json: details }),
    user: (token: string) => api.request('user', s.UserResponseSchema, auth(token)),
    updateUser: (token: string, details: UserUpdateInput) =>
      api.request('user', s.UserUpdateResponseSchema, { method: 'put', json: details, ...auth(token) }),
    addresses: (token: string) => api.request('user/addresses', s.AddressListSchema, auth(token)),
    address: (token: string, id: number) => api.request(`user/addresses/${id}`, s.AddressResponseSchema, auth(token)),
    addAddress: (token: string, address: NewAddressInput) =>
      api.request('user/addresses', s.AddressSavedSchema, { json: address, ...auth(token) }),
    updateAddress: (token: string, id: number, address: AddressUpdateInput) =>
      api.request(`user/addresses/${id}`, s.AddressSavedSchema, { json: address, ...auth(token) }),
    deleteAddress: (token: string, id: number) =>
      api.request(`user/addresses/${id}`, s.MessageSchema, { method: 'delete', ...auth(token) }),
    wishlist: (token: string) => api.request('wishlists', s.WishlistSchema, auth(token)),
    addToWishlist: (token: string, productId: number) =>
      api.request('wishlists', s.WishlistChangeSchema, { json: { product_id: productId }, ...auth(token) }),
    removeFromWishlist: (token: string, productId: number) =>
      api.request(`wishlists/${productId}`, s.WishlistChangeSchema, { method: 'delete', ...auth(token) }),
    reviewStatus: (token: string, slug: string) => api.request(`reviews/${encodeURIComponent(slug)}`, s.ReviewStatusSchema, auth(token)),
    addReview: (token: string, slug: string, rating: number, comment: string) =>
      api.request(`reviews/${encodeURIComponent(slug)}`, s.ReviewCreatedSchema, { json: { slug, rating, comment }, ...auth(token) }),
    shippingMethods: (token: string, cartTotal: string) =>
      api.request('shipping-methods', s.ShippingMethodListSchema, { json: { cart_total: cartTotal }, ...auth(token) }),
    paymentMethods: (token: string) => api.request('payment-methods', s.PaymentMethodListSchema, { json: [], ...auth(token) }),
    coupon: (token: string, code: string) => api.request('coupon', s.CouponResponseSchema, { json: { code }, ...auth(token) }),
    createOrder: (token: string, order: OrderPayload, idempotencyKey: string) =>
      api.request('orders', s.OrderCreatedSchema, { json: order, token, headers: { 'Idempotency-Key': idempotencyKey } }),
    orders: (token: string) => api.request('orders', s.OrderListSchema, auth(token)),
    order: (token: string, id: number) => api.request(`orders/${id}`, s.OrderResponseSchema, auth(token)),
  };
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

import * as v from 'valibot';
import { IsoDateSchema, MoneySchema, SlugSchema } from './common.ts';
import { ReviewSchema } from './catalogue.ts';

export const ReviewStatusSchema = v.object({ message: v.string(), reviewed: v.boolean() });
export const ReviewCreatedSchema = v.object({ message: v.string(), review: ReviewSchema });

export const ShippingMethodSchema = v.object({
  name: v.string(),
  shipping_method: v.string(),
  shipping_cost: MoneySchema,
});
export type ShippingMethod = v.InferOutput<typeof ShippingMethodSchema>;
export const ShippingMethodListSchema = v.object({ data: v.array(ShippingMethodSchema) });

export const PaymentMethodSchema = v.object({ name: v.string(), description: v.string(), payment_method: v.string() });
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;
export const PaymentMethodListSchema = v.object({ data: v.array(PaymentMethodSchema) });

export const CouponSchema = v.object({ code: v.string(), minimum_spend: MoneySchema, value: MoneySchema });
export type Coupon = v.InferOutput<typeof CouponSchema>;
export const CouponResponseSchema = v.object({ coupon: CouponSchema });

export const OrderSummarySchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  created_at: IsoDateSchema,
  status: v.string(),
  total: MoneySchema,
});
export const OrderListSchema = v.object({ data: v.array(OrderSummarySchema) });

export const OrderLineSchema = v.object({
  qty: v.pipe(v.number(), v.integer(), v.minValue(1)),
  unit_price: MoneySchema,
  line_total: MoneySchema,
  product: v.object({ id: v.pipe(v.number(), v.integer()), slug: SlugSchema, name: v.string(), special_price: MoneySchema }),
});

export const OrderDetailSchema = v.object({
  ...OrderSummarySchema.entries,
  billing_first_name: v.string(),
  billing_last_name: v.string(),
  shipping_address_1: v.string(),
  shipping_city: v.string(),
  shipping_zip: v.string(),
  shipping_country: v.string(),
  customer_email: v.string(),
  customer_phone: v.string(),
  shipping_method: v.string(),
  payment_method: v.string(),
  sub_total: MoneySchema,
  shipping_cost: MoneySchema,
  discount: MoneySchema,
  products: v.object({ data: v.array(OrderLineSchema) }),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;
export const OrderResponseSchema = v.object({ order: OrderDetailSchema });
export const OrderCreatedSchema = v.object({ message: v.string(), order: OrderDetailSchema });

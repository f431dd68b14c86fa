/** The ways to pay the shop accepts (PaymentMethodSchema). */
export type PaymentMethod = { name: string; description: string; payment_method: string };

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    name: 'Cash on Delivery',
    description: 'Pay in cash when the books reach your door.',
    payment_method: 'cashondelivery',
  },
  {
    name: 'bKash',
    description: 'Pay from your bKash wallet; we confirm the order once the payment arrives.',
    payment_method: 'bkash',
  },
];

export function isPaymentMethod(value: string): boolean {
  return PAYMENT_METHODS.some((method) => method.payment_method === value);
}

/** Shipping costs in paisa; the store keeps them in settings (see shipping-rates.ts). Pure: no database. */
export type ShippingRates = { insideDhaka: number; outsideDhaka: number; freeShippingOver: number };

export type ShippingOption = { name: string; method: string; cost: number };

/** The methods offered for a cart of `cartTotal` paisa: free shipping only strictly above the threshold. */
export function shippingOptions(rates: ShippingRates, cartTotal: number): ShippingOption[] {
  const options: ShippingOption[] = [
    { name: 'Inside Dhaka', method: 'inside_dhaka', cost: rates.insideDhaka },
    { name: 'Outside Dhaka', method: 'outside_dhaka', cost: rates.outsideDhaka },
  ];
  if (cartTotal > rates.freeShippingOver) options.push({ name: 'Free Shipping', method: 'free_shipping', cost: 0 });
  return options;
}

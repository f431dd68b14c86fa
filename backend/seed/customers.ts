import { hashPassword } from '../lib/password-hash.ts';
import { DAY_MS, REFERENCE_MS, iso } from './dates.ts';

export const DEMO_CUSTOMER = {
  first_name: 'Demo',
  last_name: 'Customer',
  email: 'demo@boibazar.test',
  phone: '01700000000',
  password: 'demo-password',
} as const;

/** When the demo customer's account was made: their seeded order and review come after it (purchases.ts). */
export const DEMO_CUSTOMER_SINCE_MS = REFERENCE_MS - 200 * DAY_MS;

export type AddressSeed = {
  first_name: string;
  last_name: string;
  address_1: string;
  city: string;
  zip: string;
  country_name: string;
  state_name: string;
};

export type CustomerSeed = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** scrypt with a random salt: the one thing in the seed that differs from run to run. */
  passwordHash: string;
  createdAt: string;
  addresses: AddressSeed[];
};

export function buildCustomers(): CustomerSeed[] {
  const { first_name, last_name, email, phone, password } = DEMO_CUSTOMER;
  return [
    {
      first_name,
      last_name,
      email,
      phone,
      passwordHash: hashPassword(password),
      createdAt: iso(DEMO_CUSTOMER_SINCE_MS),
      addresses: [
        {
          first_name,
          last_name,
          address_1: 'House 7, Road 11, Gulshan 1',
          city: 'Dhaka',
          zip: '1212',
          country_name: 'Bangladesh',
          state_name: 'Dhaka',
        },
        {
          first_name,
          last_name,
          address_1: 'Flat 3B, 45 CDA Avenue, GEC Circle',
          city: 'Chattogram',
          zip: '4000',
          country_name: 'Bangladesh',
          state_name: 'Chattogram',
        },
      ],
    },
  ];
}

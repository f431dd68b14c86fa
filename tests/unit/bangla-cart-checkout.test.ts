import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '#shared/api/result.ts';
import { addressLine } from '#shared/address/address-form.ts';
import { billingMessages, couponRefusal } from '#features/checkout/bangla-errors.ts';
import { missingHint } from '#features/checkout/checkout-logic.ts';
import { paymentName, paymentNote, shippingName } from '#shared/i18n/method-names.ts';
import { splitAroundLink } from '#features/cart/sentence-link.ts';
import { cart } from '#shared/i18n/messages/cart.ts';
import { checkout } from '#shared/i18n/messages/checkout.ts';
import { signedIn, type AuthState } from '#shared/session/auth-logic.ts';
import { createWishlist } from '#features/wishlist/wishlist-store.ts';
import { book } from './fixtures.ts';

const saved = { address_1: 'House 12, Road 5, Mirpur', city: 'Dhaka', zip: '1216', country_name: 'Bangladesh' };

describe('the checkout in Bangla', () => {
  it('asks for what is missing in a Bangla sentence, the last two joined by ও', () => {
    expect(missingHint(['address', 'shipping', 'payment'], 'bn')).toBe('অর্ডার করতে ডেলিভারির ঠিকানা, শিপিং পদ্ধতি ও পেমেন্ট পদ্ধতি বেছে নিন।');
    expect(missingHint(['payment'], 'bn')).toBe('অর্ডার করতে পেমেন্ট পদ্ধতি বেছে নিন।');
    expect(missingHint([], 'bn')).toBe('');
  });

  it('reads a saved address with the district, country and postcode in Bangla, and the English one as before', () => {
    expect(addressLine(saved, 'bn')).toBe('House 12, Road 5, Mirpur, ঢাকা ১২১৬, বাংলাদেশ');
    expect(addressLine(saved, 'en')).toBe('House 12, Road 5, Mirpur, Dhaka 1216, Bangladesh');
  });

  it('keeps a district or country it does not know as saved', () => {
    expect(addressLine({ ...saved, city: 'Atlantis', country_name: 'Narnia' }, 'bn')).toBe(
      'House 12, Road 5, Mirpur, Atlantis ১২১৬, Narnia',
    );
  });

  it('writes quantities and the order number in Bangla digits', () => {
    expect(checkout.bn.quantity(12)).toBe('× ১২');
    expect(checkout.bn.orderNumber(1042)).toBe('#১০৪২');
    expect(checkout.en.orderNumber(1042)).toBe('#1042');
    expect(cart.bn.quantityHint(100)).toBe('১ থেকে ১০০-এর মধ্যে একটি পূর্ণসংখ্যা লিখুন।');
    expect(cart.en.quantityHint(100)).toBe('Enter a whole number from 1 to 100.');
  });
});

describe('the shop’s words in the Bangla checkout', () => {
  it('names the shipping and payment methods it knows in Bangla, the rest as the shop does, and English as the shop does', () => {
    expect(shippingName({ shipping_method: 'inside_dhaka', name: 'Inside Dhaka' }, 'bn')).toBe('ঢাকার ভেতরে');
    expect(shippingName({ shipping_method: 'drone', name: 'Drone' }, 'bn')).toBe('Drone');
    expect(shippingName({ shipping_method: 'inside_dhaka', name: 'Inside Dhaka (1–2 days)' }, 'en')).toBe('Inside Dhaka (1–2 days)');
    const cod = { payment_method: 'cashondelivery', name: 'Cash on Delivery', description: 'Pay in cash.' };
    expect(paymentName(cod, 'bn')).toBe('ক্যাশ অন ডেলিভারি');
    expect(paymentNote(cod, 'bn')).toBe('বই হাতে পেয়ে নগদে মূল্য পরিশোধ করুন।');
    expect(paymentNote(cod, 'en')).toBe('Pay in cash.');
  });

  it('names an order’s payment method from its code alone, in either language, and an unknown code as it is', () => {
    expect(paymentName({ payment_method: 'cashondelivery' }, 'en')).toBe('Cash on Delivery');
    expect(paymentName({ payment_method: 'bkash' }, 'bn')).toBe('বিকাশ');
    expect(paymentName({ payment_method: 'nagad' }, 'bn')).toBe('nagad');
    expect(paymentName({ payment_method: 'bkash', name: 'bKash' }, 'bn')).toBe('বিকাশ');
  });

  it('says a refused coupon or billing field in Bangla, and keeps the shop’s English in English', () => {
    const refused: ApiError = {
      kind: 'fieldErrors',
      status: 422,
      message: 'The given data was invalid.',
      errors: { code: ['This coupon code is not valid.'] },
    };
    expect(couponRefusal(refused, 'bn')).toBe('এই কুপন কোডটি বৈধ নয়।');
    expect(couponRefusal(refused, 'en')).toBe('This coupon code is not valid.');
    const usedUp = (message: string): ApiError => ({ kind: 'fieldErrors', status: 422, message, errors: { code: [message] } });
    expect(couponRefusal(usedUp('You have already used this coupon; it can be used once per customer.'), 'bn')).toBe(
      'এই কুপনটি আপনি আগেই ব্যবহার করেছেন; একজন ক্রেতা এটি একবারই ব্যবহার করতে পারেন।',
    );
    expect(couponRefusal(usedUp('You have already used this coupon 2 times; it can be used 2 times per customer.'), 'bn')).toBe(
      'এই কুপনটি আপনি আগেই ২ বার ব্যবহার করেছেন; একজন ক্রেতা এটি ২ বার ব্যবহার করতে পারেন।',
    );
    const billing = { first_name: '', last_name: 'Jahan', email: 'not-an-email', phone: '01711223344' };
    const errors = { first_name: 'The billing first name field is required.', email: 'The customer email must be a valid email address.' };
    expect(billingMessages(errors, billing, 'bn')).toEqual({
      first_name: 'নামের প্রথম অংশ লিখুন।',
      email: 'ইমেইল ঠিকানা সঠিক নয়; দেখে আবার লিখুন।',
    });
    expect(billingMessages(errors, billing, 'en')).toBe(errors);
  });
});

describe('a sentence with a link in it', () => {
  it('puts the link where each language has it', () => {
    expect(splitAroundLink(cart.en.couponSignIn, cart.en.couponSignInLink)).toEqual({
      before: '',
      after: ' to use a coupon: the shop checks it against your account and cart.',
    });
    const bangla = splitAroundLink(cart.bn.couponSignIn, cart.bn.couponSignInLink);
    expect(bangla.before).toBe('কুপন ব্যবহার করতে ');
    expect(bangla.after.startsWith(':')).toBe(true);
  });

  it('puts the link first when the sentence does not contain it', () => {
    expect(splitAroundLink('Something else.', 'Sign in')).toEqual({ before: '', after: ' Something else.' });
  });
});

describe('the wishlist toasts', () => {
  it('speak the page’s language', async () => {
    const toast = vi.fn();
    const products = [book(1)];
    const api = {
      wishlist: async () => ({ ok: true as const, data: { products } }),
      addToWishlist: async () => ({ ok: true as const, data: { message: 'ok', products } }),
      removeFromWishlist: async () => ({ ok: true as const, data: { message: 'ok', products: [] } }),
    };
    const $auth = atom<AuthState>(
      signedIn({ token: 't'.repeat(40), user: { id: 7, first_name: 'R', last_name: 'U', email: 'r@example.com', phone: '01711000000' } }),
    );
    const wishlist = createWishlist({ api, $auth, toast, onSessionExpired: vi.fn(), locale: () => 'bn' });
    await wishlist.add(1);
    expect(toast).toHaveBeenLastCalledWith('উইশলিস্টে যোগ করা হয়েছে');
    await wishlist.remove(1);
    expect(toast).toHaveBeenLastCalledWith('উইশলিস্ট থেকে সরানো হয়েছে');
  });
});

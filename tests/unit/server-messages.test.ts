import { describe, expect, it } from 'vitest';
import { describeError, type ApiError } from '#shared/api/result.ts';
import { apiErrorMessage } from '#shared/api/api-error-message.ts';
import { serverMessage } from '#shared/api/server-messages.ts';

const http = (status: number, message: string): ApiError => ({ kind: 'http', status, message });

describe('the API’s sentences in the Bangla interface', () => {
  it('stay word for word in English', () => {
    expect(serverMessage('Zip Required', 'en')).toBe('Zip Required');
    expect(describeError(http(401, 'Invalid email or password.'), 'en')).toBe('Invalid email or password.');
  });

  it('are said in Bangla when the shop knows them, numbers in Bangla digits', () => {
    expect(serverMessage('Zip Required', 'bn')).toBe('পোস্টকোড লিখুন');
    expect(serverMessage('*This field is required', 'bn')).toBe('*এই ঘরটি পূরণ করতে হবে');
    expect(serverMessage('The email has already been taken.', 'bn')).toBe('এই ইমেইল দিয়ে আগেই একটি অ্যাকাউন্ট খোলা হয়েছে।');
    expect(serverMessage('The password must be at least 8 characters.', 'bn')).toBe('পাসওয়ার্ড অন্তত ৮ অক্ষরের হতে হবে।');
    expect(serverMessage('The first name may not contain control or invisible characters.', 'bn')).toBe(
      'লেখায় নিয়ন্ত্রণ-চিহ্ন বা অদৃশ্য অক্ষর থাকতে পারবে না।',
    );
    expect(describeError(http(429, 'Too many failed login attempts. Please try again in 15 minutes.'), 'bn')).toBe(
      'অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। ১৫ মিনিট পরে আবার চেষ্টা করুন।',
    );
  });

  it('say a failure that is not a refusal in the catalogue’s Bangla', () => {
    expect(describeError({ kind: 'network', message: 'aborted', timedOut: true }, 'bn')).toBe(
      'দোকানের উত্তর আসতে অনেক দেরি হচ্ছে। আবার চেষ্টা করুন।',
    );
    expect(describeError(http(500, 'Server Error'), 'bn')).toBe('দোকানে এই মুহূর্তে সমস্যা হচ্ছে। একটু পরে আবার চেষ্টা করুন।');
    expect(describeError({ kind: 'validation', message: 'bad', issues: [] }, 'bn')).toBe('দোকানের উত্তর পড়া যায়নি। পরে আবার চেষ্টা করুন।');
    expect(describeError(http(401, 'Unauthenticated.'), 'bn')).toBe('অনুগ্রহ করে আবার লগইন করুন।');
  });

  it('become a plain Bangla sentence when unknown, never English', () => {
    expect(describeError(http(404, 'No book has this address.'), 'bn')).toBe('খুঁজে পাওয়া যায়নি।');
    expect(describeError(http(400, 'Malformed JSON body.'), 'bn')).toBe('দোকান কাজটি করতে পারেনি।');
    expect(serverMessage('নাম লিখুন', 'bn')).toBe('নাম লিখুন');
  });

  it('keep what failed before the reason, with Retry where it can help', () => {
    expect(apiErrorMessage({ kind: 'network', message: 'x', timedOut: false }, 'আপনার অর্ডার লোড করা যায়নি।', 'bn')).toEqual({
      message: 'আপনার অর্ডার লোড করা যায়নি। দোকানের সঙ্গে যোগাযোগ করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
      retryable: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { missingFields, registrationInput, REQUIRED_MESSAGES } from '#features/account/register/registration.ts';
import { toAsciiDigits } from '#shared/i18n/numbers.ts';

function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe('sign-up form values', () => {
  it('reads Bangla digits in any text as ASCII digits', () => {
    expect(toAsciiDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(toAsciiDigits('+৮৮০ ১৭১১-২২৩৩৪৪')).toBe('+880 1711-223344');
    expect(toAsciiDigits('01711 223344')).toBe('01711 223344');
  });

  it('sends the phone in ASCII digits, names trimmed, passwords exactly as typed', () => {
    const input = registrationInput(
      formData({
        first_name: ' Nusrat ',
        last_name: 'Jahan',
        email: ' n@example.com ',
        phone: ' ০১৭১১২২৩৩৪৪ ',
        password: ' pass word ',
        confirm_password: ' pass word ',
      }),
    );
    expect(input).toEqual({
      first_name: 'Nusrat',
      last_name: 'Jahan',
      email: 'n@example.com',
      phone: '01711223344',
      password: ' pass word ',
      confirm_password: ' pass word ',
    });
  });

  it('names every missing field with the specification’s message, and checks nothing else', () => {
    expect(missingFields(registrationInput(formData({})))).toEqual(REQUIRED_MESSAGES);
    expect(Object.values(REQUIRED_MESSAGES)).toEqual([
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Phone is required',
      'Password is required',
      'Confirm Password is required',
    ]);
    const mismatched = registrationInput(
      formData({ first_name: 'a', last_name: 'b', email: 'not an email', phone: 'x', password: '1', confirm_password: '2' }),
    );
    expect(missingFields(mismatched)).toEqual({});
    const spaces = registrationInput(
      formData({ first_name: ' ', last_name: 'b', email: 'c', phone: 'd', password: '   ', confirm_password: '   ' }),
    );
    expect(missingFields(spaces)).toEqual({ first_name: 'First Name is required' });
  });
});

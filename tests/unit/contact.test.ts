import { describe, expect, it } from 'vitest';
import { contactErrors, contactInput, REQUIRED_MESSAGES } from '#features/content/contact/contact-message.ts';
import { bangladeshiMobile, PHONE_FORMAT_MESSAGE } from '#shared/phone.ts';

function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const filled = {
  firstname: 'Nusrat',
  lastname: 'Jahan',
  email: 'nusrat@example.com',
  phone: '01712345678',
  subject: 'Order',
  message: 'Hello',
};

describe('bangladeshiMobile', () => {
  it.each([
    ['01712345678', '01712345678'],
    ['01712 345678', '01712345678'],
    ['০১৭১২৩৪৫৬৭৮', '01712345678'],
    ['০১৭১২-৩৪৫৬৭৮', '01712345678'],
    ['+8801912345678', '01912345678'],
    ['+880 1912-345678', '01912345678'],
    ['8801312345678', '01312345678'],
    ['008801512345678', '01512345678'],
  ])('reads %s as %s', (typed, national) => {
    expect(bangladeshiMobile(typed)).toBe(national);
  });

  it.each(['0171234567', '017123456789', '01212345678', '02712345678', '+4407912345678', 'phone', '01712a45678', ''])(
    'refuses %s',
    (typed) => {
      expect(bangladeshiMobile(typed)).toBeNull();
    },
  );
});

describe('contactErrors', () => {
  it('names every missing field at once', () => {
    expect(contactErrors(contactInput(formData({})))).toEqual(REQUIRED_MESSAGES);
  });

  it('names a malformed email and phone together with what is missing', () => {
    const errors = contactErrors(contactInput(formData({ ...filled, email: 'nusrat@example', phone: '12345', subject: '' })));
    expect(errors).toEqual({
      email: 'Enter an email address like name@example.com',
      phone: PHONE_FORMAT_MESSAGE,
      subject: REQUIRED_MESSAGES.subject,
    });
  });

  it('accepts a complete form, with the phone in Bangla digits sent in its national form', () => {
    const input = contactInput(formData({ ...filled, phone: ' +৮৮০ ১৭১২-৩৪৫৬৭৮ ' }));
    expect(contactErrors(input)).toEqual({});
    expect(input.phone).toBe('01712345678');
  });
});

import { describe, expect, it } from 'vitest';
import { accountServerErrors, changesSignIn, readAccountForm as readForm } from '#features/account/profile/account-details.ts';
import { serverMessage } from '#shared/api/server-messages.ts';

/** What the form says under a confirmation that differs (the specification's words). */
const PASSWORD_MISMATCH = 'The password confirmation does not match.';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}
const filled = { first_name: ' Nusrat ', last_name: 'Jahan', phone: '০১৭১১০০০০০০', email: ' nusrat@example.com ' };
const SAVED = 'nusrat@example.com';
/** The form of an account whose saved email is SAVED. */
const readAccountForm = (data: FormData, locale: 'en' | 'bn' = 'en') => readForm(data, locale, SAVED);

describe('readAccountForm', () => {
  it('trims the fields, reads Bangla digits in the phone, and leaves the password alone when not given', () => {
    expect(readAccountForm(form(filled))).toEqual({
      input: { first_name: 'Nusrat', last_name: 'Jahan', phone: '01711000000', email: 'nusrat@example.com' },
      errors: {},
    });
  });

  it('names every missing field at once in the specification’s words', () => {
    expect(readAccountForm(form({ first_name: ' ', last_name: '', phone: '', email: '' })).errors).toEqual({
      first_name: 'First Name Required',
      last_name: 'Last Name Required',
      phone: 'Phone Number is Required',
      email: 'Email is Required',
    });
  });

  it('changes the password only when both fields agree', () => {
    const current = { current_password: 'the old one' };
    expect(
      readAccountForm(form({ ...filled, ...current, password: 'new-secret-1', confirm_password: 'new-secret-1' })).input,
    ).toMatchObject({
      password: 'new-secret-1',
      confirm_password: 'new-secret-1',
      current_password: 'the old one',
    });
    expect(readAccountForm(form({ ...filled, ...current, password: 'new-secret-1', confirm_password: 'new-secret-2' })).errors).toEqual({
      confirm_password: PASSWORD_MISMATCH,
    });
    expect(readAccountForm(form({ ...filled, ...current, confirm_password: 'x' })).errors).toEqual({ confirm_password: PASSWORD_MISMATCH });
  });

  it('asks for the current password only when the password or the email changes', () => {
    const newPassword = { password: 'new-secret-1', confirm_password: 'new-secret-1' };
    expect(readAccountForm(form({ ...filled, ...newPassword })).errors).toEqual({ current_password: 'Current Password is required' });
    expect(readAccountForm(form({ ...filled, ...newPassword }), 'bn').errors).toEqual({ current_password: 'বর্তমান পাসওয়ার্ড লিখুন' });
    expect(readAccountForm(form({ ...filled, email: 'other@example.com' })).errors).toEqual({
      current_password: 'Current Password is required',
    });
    const emailChange = readAccountForm(form({ ...filled, email: 'other@example.com', current_password: ' as typed ' }));
    expect(emailChange).toEqual({
      input: { first_name: 'Nusrat', last_name: 'Jahan', phone: '01711000000', email: 'other@example.com', current_password: ' as typed ' },
      errors: {},
    });
    // A name or phone change sends no current password, even one left in its box.
    expect(readAccountForm(form({ ...filled, first_name: 'Farhana', current_password: 'left over' })).input).not.toHaveProperty(
      'current_password',
    );
  });
});

describe('changesSignIn (whether the current password field shows)', () => {
  it('is true while a password box is filled or the email differs from the saved one', () => {
    expect(changesSignIn(form(filled), SAVED)).toBe(false);
    expect(changesSignIn(form({ ...filled, first_name: 'Farhana', phone: '01819998877' }), SAVED)).toBe(false);
    expect(changesSignIn(form({ ...filled, password: 'x' }), SAVED)).toBe(true);
    expect(changesSignIn(form({ ...filled, confirm_password: 'x' }), SAVED)).toBe(true);
    expect(changesSignIn(form({ ...filled, email: 'other@example.com' }), SAVED)).toBe(true);
    // A blank email is "Email is Required", not a change.
    expect(changesSignIn(form({ ...filled, email: ' ' }), SAVED)).toBe(false);
  });
});

describe('the API’s password sentences in the Bangla interface', () => {
  it('are said in Bangla, and as they are in English', () => {
    expect(serverMessage('The password must be at least 12 characters.', 'bn')).toBe('পাসওয়ার্ড অন্তত ১২ অক্ষরের হতে হবে।');
    expect(serverMessage('The password is too common. Please choose a different one.', 'bn')).toBe(
      'এই পাসওয়ার্ডটি খুবই প্রচলিত, সহজে অনুমান করা যায়। অন্য একটি পাসওয়ার্ড বেছে নিন।',
    );
    expect(serverMessage('The current password is incorrect.', 'bn')).toBe('বর্তমান পাসওয়ার্ডটি সঠিক নয়।');
    expect(serverMessage('Current Password is required', 'bn')).toBe('বর্তমান পাসওয়ার্ড লিখুন');
    expect(serverMessage('The current password is incorrect.', 'en')).toBe('The current password is incorrect.');
  });
});

describe('accountServerErrors', () => {
  it('maps the API’s field errors onto the form, first message each', () => {
    expect(
      accountServerErrors({
        kind: 'fieldErrors',
        status: 422,
        message: 'Invalid',
        errors: { email: ['Taken.', 'Other'], phone: ['Not a mobile number.'], unknown: ['x'] },
      }),
    ).toEqual({ email: 'Taken.', phone: 'Not a mobile number.' });
  });

  it('answers no field errors for a failure that is not about fields', () => {
    expect(accountServerErrors({ kind: 'network', message: 'offline', timedOut: false })).toEqual({});
  });
});

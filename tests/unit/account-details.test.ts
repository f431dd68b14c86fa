import { describe, expect, it } from 'vitest';
import { accountServerErrors, PASSWORD_MISMATCH, readAccountForm } from '../../src/islands/profile/account-details.ts';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}
const filled = { first_name: ' Nusrat ', last_name: 'Jahan', phone: '০১৭১১০০০০০০', email: ' nusrat@example.com ' };

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
    expect(readAccountForm(form({ ...filled, password: 'new-secret-1', confirm_password: 'new-secret-1' })).input).toMatchObject({
      password: 'new-secret-1',
      confirm_password: 'new-secret-1',
    });
    expect(readAccountForm(form({ ...filled, password: 'new-secret-1', confirm_password: 'new-secret-2' })).errors).toEqual({ confirm_password: PASSWORD_MISMATCH });
    expect(readAccountForm(form({ ...filled, confirm_password: 'x' })).errors).toEqual({ confirm_password: PASSWORD_MISMATCH });
  });
});

describe('accountServerErrors', () => {
  it('maps the API’s field errors onto the form, first message each', () => {
    expect(
      accountServerErrors({ kind: 'fieldErrors', status: 422, message: 'Invalid', errors: { email: ['Taken.', 'Other'], phone: ['Not a mobile number.'], unknown: ['x'] } }),
    ).toEqual({ email: 'Taken.', phone: 'Not a mobile number.' });
  });

  it('answers no field errors for a failure that is not about fields', () => {
    expect(accountServerErrors({ kind: 'network', message: 'offline', timedOut: false })).toEqual({});
  });
});

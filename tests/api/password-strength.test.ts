import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { hashPassword } from '../../backend/lib/password-hash.ts';
import { isCommonPassword } from '../../backend/lib/passwords.ts';
import { ErrorBodySchema, LoginResponseSchema } from './schemas.ts';
import { call, expectShape, newCustomer, startTestApi, type JsonResponse, type TestApi } from './harness.ts';

// Issue 32, item 2: a new password (registration, password change) has at least 12 characters and is
// not one of the most common passwords (the list of @zxcvbn-ts/language-common), compared
// case-insensitively after NFC. Accounts with shorter passwords keep signing in.

const SHORT = ['The password must be at least 12 characters.'];
const COMMON = ['The password is too common. Please choose a different one.'];
/** 12 characters, and in the list. */
const COMMON_PASSWORD = 'password1234';
const ELEVEN = 'elevenchars';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ books: 5 });
});
afterAll(async () => {
  await api.close();
});

let counter = 0;
const uniqueEmail = () => `strength${(counter += 1)}-${Date.now()}@example.com`;
const errorsOf = (response: JsonResponse) => expectShape(ErrorBodySchema, response.body).errors ?? {};

function register(password: string, confirmation = password) {
  return call(`${api.shop}/user/registration`, {
    json: {
      first_name: 'Nusrat',
      last_name: 'Jahan',
      email: uniqueEmail(),
      phone: '01711000000',
      password,
      confirm_password: confirmation,
    },
  });
}

describe('the list of common passwords', () => {
  it('is the maintained list of the zxcvbn-ts project, and holds the test’s common password', () => {
    const list = dictionary['passwords-common'];
    expect(list.length).toBeGreaterThan(10_000);
    expect(list).toContain(COMMON_PASSWORD);
    expect(ELEVEN.length).toBe(11);
  });

  it('matches case-insensitively after NFC, and nothing outside it', () => {
    expect(isCommonPassword(COMMON_PASSWORD)).toBe(true);
    expect(isCommonPassword('PassWord1234')).toBe(true);
    expect(isCommonPassword('QWERTY123456')).toBe(true);
    expect(isCommonPassword('correct horse battery')).toBe(false);
    expect(isCommonPassword('password1234 ')).toBe(false);
  });
});

describe('registration', () => {
  it('refuses an 11-character password with the password’s field error', async () => {
    const response = await register(ELEVEN);
    expect(response.status).toBe(422);
    expect(errorsOf(response)).toEqual({ password: SHORT });
  });

  it('counts characters, not bytes: 11 Bangla letters are too short, 12 are enough', async () => {
    expect(errorsOf(await register('অআইঈউঊঋএঐওঔ'))).toEqual({ password: SHORT });
    expect((await register('অআইঈউঊঋএঐওঔক')).status).toBe(201);
  });

  it('refuses a common password, in any case', async () => {
    for (const password of [COMMON_PASSWORD, 'PASSWORD1234', 'Qwerty123456']) {
      const response = await register(password);
      expect(response.status, password).toBe(422);
      expect(errorsOf(response)).toEqual({ password: COMMON });
    }
  });

  it('still checks the confirmation beside a refused password', async () => {
    expect(errorsOf(await register(COMMON_PASSWORD, 'something else'))).toEqual({
      password: COMMON,
      confirm_password: ['The password confirmation does not match.'],
    });
  });

  it('accepts 12 characters that are not common', async () => {
    expect((await register('twelve chars')).status).toBe(201);
  });
});

describe('a password change', () => {
  async function change(password: string) {
    const { token, details } = await newCustomer(api);
    const response = await call(`${api.shop}/user`, {
      method: 'PUT',
      token,
      json: {
        first_name: details.first_name,
        last_name: details.last_name,
        phone: details.phone,
        email: details.email,
        current_password: details.password,
        password,
        confirm_password: password,
      },
    });
    return { response, details };
  }

  it('refuses an 11-character password', async () => {
    const { response, details } = await change(ELEVEN);
    expect(response.status).toBe(422);
    expect(errorsOf(response)).toEqual({ password: SHORT });
    expect((await call(`${api.shop}/user`, { json: { email: details.email, password: details.password } })).status).toBe(200);
  });

  it('refuses a common password', async () => {
    const { response } = await change('PassWord1234');
    expect(response.status).toBe(422);
    expect(errorsOf(response)).toEqual({ password: COMMON });
  });

  it('accepts a long uncommon one', async () => {
    const { response, details } = await change('twelve chars');
    expect(response.status).toBe(200);
    expect((await call(`${api.shop}/user`, { json: { email: details.email, password: 'twelve chars' } })).status).toBe(200);
  });
});

describe('an existing account', () => {
  it('with an 8-character password (the old minimum) still signs in', async () => {
    const { details } = await newCustomer(api);
    const old = 'eightchr';
    api.db.prepare('UPDATE users SET password_hash = ? WHERE email = ?').run(hashPassword(old), details.email);
    const login = await call(`${api.shop}/user`, { json: { email: details.email, password: old } });
    expect(login.status).toBe(200);
    expectShape(LoginResponseSchema, login.body);
  });

  it('with a common password still signs in, and may keep it while changing only the name', async () => {
    const { details } = await newCustomer(api);
    api.db.prepare('UPDATE users SET password_hash = ? WHERE email = ?').run(hashPassword('password'), details.email);
    const login = await call(`${api.shop}/user`, { json: { email: details.email, password: 'password' } });
    const { token } = expectShape(LoginResponseSchema, login.body);
    const rename = await call(`${api.shop}/user`, {
      method: 'PUT',
      token,
      json: { first_name: 'Farhana', last_name: details.last_name, phone: details.phone, email: details.email },
    });
    expect(rename.status).toBe(200);
  });
});

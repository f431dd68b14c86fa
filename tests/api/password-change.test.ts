import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginThrottle, LOGIN_LIMITS } from '../../backend/lib/login-throttle.ts';
import { ErrorBodySchema, UserResponseSchema, UserUpdateResponseSchema } from './schemas.ts';
import { call, expectShape, newCustomer, startTestApi, type JsonResponse, type TestApi } from './harness.ts';

// Issue 32, item 1: changing the password or the email (PUT /user) needs the current password, checked
// like a sign-in (a wrong one counts toward the login throttle); a name or phone change needs none.

const { perAccount, perAddress } = LOGIN_LIMITS;
const REQUIRED = ['Current Password is required'];
const WRONG = ['The current password is incorrect.'];
const NEW_PASSWORD = 'a fresh new passphrase';

/** A clock the test moves by hand, so a throttle window passes at once. */
let clock = Date.parse('2026-03-01T00:00:00Z');
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ books: 5, loginThrottle: createLoginThrottle(LOGIN_LIMITS, () => clock) });
});
afterAll(async () => {
  await api.close();
});

/** Every test starts with the address's failures forgotten. */
function nextWindow(): void {
  clock += Math.max(perAccount.windowMs, perAddress.windowMs) + 1;
}

let counter = 0;
const uniqueEmail = () => `changed${(counter += 1)}-${Date.now()}@example.com`;

type Details = Awaited<ReturnType<typeof newCustomer>>['details'];
const profileOf = (details: Details) => ({
  first_name: details.first_name,
  last_name: details.last_name,
  phone: details.phone,
  email: details.email,
});
const put = (token: string, json: Record<string, unknown>) => call(`${api.shop}/user`, { method: 'PUT', token, json });
const signIn = (email: string, password: string) => call(`${api.shop}/user`, { json: { email, password } });
const errorsOf = (response: JsonResponse) => expectShape(ErrorBodySchema, response.body).errors ?? {};

function expectTooMany(response: JsonResponse): void {
  expect(response.status).toBe(429);
  expect(expectShape(ErrorBodySchema, response.body).message).toMatch(
    /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/,
  );
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('a password change', () => {
  it('without current_password is a 422 on current_password, and the password stays', async () => {
    nextWindow();
    const { token, details } = await newCustomer(api);
    for (const current of [undefined, '', 42]) {
      const response = await put(token, {
        ...profileOf(details),
        password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
        current_password: current,
      });
      expect(response.status).toBe(422);
      expect(errorsOf(response)).toEqual({ current_password: REQUIRED });
    }
    expect((await signIn(details.email, details.password)).status).toBe(200);
    expect((await signIn(details.email, NEW_PASSWORD)).status).toBe(401);
  });

  it('with a wrong current_password is a 422 on current_password, and the password stays', async () => {
    nextWindow();
    const { token, details } = await newCustomer(api);
    const response = await put(token, {
      ...profileOf(details),
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      current_password: 'not my password',
    });
    expect(response.status).toBe(422);
    expect(errorsOf(response)).toEqual({ current_password: WRONG });
    // Never a 401: that would end the shopper's session in the storefront.
    expect((await call(`${api.shop}/user`, { token })).status).toBe(200);
    expect((await signIn(details.email, details.password)).status).toBe(200);
    expect((await signIn(details.email, NEW_PASSWORD)).status).toBe(401);
  });

  it('names every problem at once: the current password beside the new one’s', async () => {
    nextWindow();
    const { token, details } = await newCustomer(api);
    const response = await put(token, {
      ...profileOf(details),
      first_name: '',
      password: NEW_PASSWORD,
      confirm_password: 'something else',
    });
    expect(errorsOf(response)).toEqual({
      first_name: ['First Name Required'],
      confirm_password: ['The password confirmation does not match.'],
      current_password: REQUIRED,
    });
  });

  it(`counts wrong current passwords toward the login throttle: after ${perAccount.maxFailures}, even the right one is refused 429, as login is`, async () => {
    nextWindow();
    const { token, details } = await newCustomer(api);
    const change = { ...profileOf(details), password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    for (let i = 0; i < perAccount.maxFailures; i += 1) {
      const wrong = await put(token, { ...change, current_password: `guess ${i}` });
      expect(wrong.status).toBe(422);
      expect(errorsOf(wrong)).toEqual({ current_password: WRONG });
    }
    expectTooMany(await put(token, { ...change, current_password: details.password }));
    // The same count as sign-in's: the login is refused too.
    expectTooMany(await signIn(details.email, details.password));
    // A change of name or phone asks for no password, so it is never throttled.
    const rename = await put(token, { ...profileOf(details), first_name: 'Farhana' });
    expect(rename.status).toBe(200);
    // Once the window has passed, the right password changes it.
    clock += perAccount.windowMs + 1;
    expect((await put(token, { ...change, current_password: details.password })).status).toBe(200);
    expect((await signIn(details.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('shares its count with wrong sign-ins of the same account', async () => {
    nextWindow();
    const { token, details } = await newCustomer(api);
    for (let i = 0; i < perAccount.maxFailures - 1; i += 1)
      expect((await signIn(details.email.toUpperCase(), `guess ${i}`)).status).toBe(401);
    const change = { ...profileOf(details), password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    expect((await put(token, { ...change, current_password: 'one more guess' })).status).toBe(422);
    expectTooMany(await put(token, { ...change, current_password: details.password }));
  });

  it('with the right current_password is a 200, and the new password signs in (the old one no longer)', async () => {
    nextWindow();
    const { token, details } = await newCustomer(api);
    const response = await put(token, {
      ...profileOf(details),
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      current_password: details.password,
    });
    expect(response.status).toBe(200);
    expect(expectShape(UserUpdateResponseSchema, response.body).message).toBe('Successfully updated');
    expect((await signIn(details.email, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(details.email, details.password)).status).toBe(401);
  });

  it('checks the current password as typed: not trimmed, NFC', async () => {
    nextWindow();
    const password = ' café au lait, please ';
    const { token, details } = await newCustomer(api, { password, confirm_password: password });
    const change = { ...profileOf(details), password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    expect(errorsOf(await put(token, { ...change, current_password: password.trim() }))).toEqual({ current_password: WRONG });
    const decomposed = password.normalize('NFD');
    expect(decomposed).not.toBe(password);
    expect((await put(token, { ...change, current_password: decomposed })).status).toBe(200);
  });
});

describe('an email change', () => {
  it('needs the current password too: missing or wrong is a 422, the right one changes it', async () => {
    nextWindow();
    const { token, details } = await newCustomer(api);
    const email = uniqueEmail();
    const missing = await put(token, { ...profileOf(details), email });
    expect(missing.status).toBe(422);
    expect(errorsOf(missing)).toEqual({ current_password: REQUIRED });
    const wrong = await put(token, { ...profileOf(details), email, current_password: 'not my password' });
    expect(wrong.status).toBe(422);
    expect(errorsOf(wrong)).toEqual({ current_password: WRONG });
    expect(expectShape(UserResponseSchema, (await call(`${api.shop}/user`, { token })).body).user.email).toBe(details.email);

    const right = await put(token, { ...profileOf(details), email, current_password: details.password });
    expect(right.status).toBe(200);
    expect(expectShape(UserUpdateResponseSchema, right.body).user.email).toBe(email);
    expect((await signIn(email, details.password)).status).toBe(200);
  });

  it('counts a wrong one toward the throttle of the account’s own email', async () => {
    nextWindow();
    const { token, details } = await newCustomer(api);
    for (let i = 0; i < perAccount.maxFailures; i += 1) {
      expect((await put(token, { ...profileOf(details), email: uniqueEmail(), current_password: `guess ${i}` })).status).toBe(422);
    }
    expectTooMany(await signIn(details.email, details.password));
  });

  it('keeping one’s email (any spacing) needs no password', async () => {
    nextWindow();
    const { token, details } = await newCustomer(api);
    const response = await put(token, { ...profileOf(details), email: `  ${details.email} ` });
    expect(response.status).toBe(200);
  });
});

describe('a name or phone change', () => {
  it('needs no password, and ignores a wrong one sent along', async () => {
    nextWindow();
    const { token, details } = await newCustomer(api);
    const response = await put(token, { ...profileOf(details), first_name: 'নতুন', last_name: 'নাম', phone: '01900000000' });
    expect(response.status).toBe(200);
    expect(expectShape(UserUpdateResponseSchema, response.body).user).toMatchObject({
      first_name: 'নতুন',
      last_name: 'নাম',
      phone: '01900000000',
    });
    const blankPassword = await put(token, { ...profileOf(details), first_name: 'আবার', password: '', confirm_password: '' });
    expect(blankPassword.status).toBe(200);
    const withGuess = await put(token, { ...profileOf(details), first_name: 'আরও', current_password: 'not my password' });
    expect(withGuess.status).toBe(200);
    // Nothing was counted: five wrong sign-ins are still allowed before a 429.
    for (let i = 0; i < perAccount.maxFailures; i += 1) expect((await signIn(details.email, `guess ${i}`)).status).toBe(401);
    expectTooMany(await signIn(details.email, details.password));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddressListSchema,
  AddressResponseSchema,
  AddressSavedSchema,
  ErrorBodySchema,
  LoginResponseSchema,
  MessageSchema,
  RegistrationResponseSchema,
  UserResponseSchema,
  UserUpdateResponseSchema,
} from './schemas.ts';
import { call, expectShape, newCustomer, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ books: 40 });
});
afterAll(async () => {
  await api.close();
});

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `shopper${counter}-${Date.now()}@example.com`;
}

function errorsOf(body: unknown): Record<string, string[]> {
  return expectShape(ErrorBodySchema, body).errors ?? {};
}

const newAddress = {
  first_name: 'করিম',
  last_name: 'মিয়া',
  address_1: 'House 12, Road 5, Dhanmondi',
  city: 'Dhaka',
  country: 'Bangladesh',
  zip: '1205',
};

async function addAddress(token: string, body: Record<string, string> = newAddress) {
  const response = await call(`${api.shop}/user/addresses`, { token, json: body });
  expect(response.status).toBe(201);
  return expectShape(AddressSavedSchema, response.body).address;
}

describe('every (auth) endpoint of the account', () => {
  const endpoints: [method: string, path: string, json?: unknown][] = [
    ['DELETE', '/user/token'],
    ['GET', '/user'],
    ['PUT', '/user', { first_name: 'A', last_name: 'B', phone: '1', email: 'a@example.com' }],
    ['GET', '/user/addresses'],
    ['POST', '/user/addresses', newAddress],
    ['GET', '/user/addresses/1'],
    ['POST', '/user/addresses/1', { ...newAddress, country_name: 'Bangladesh', state_name: 'Dhaka' }],
    ['DELETE', '/user/addresses/1'],
  ];
  let revoked = '';
  beforeAll(async () => {
    const { token } = await newCustomer(api);
    await addAddress(token);
    expect((await call(`${api.shop}/user/token`, { method: 'DELETE', token })).status).toBe(200);
    revoked = token;
  });

  it.each(endpoints)('%s %s answers 401 JSON without a live token', async (method, path, json) => {
    for (const token of [undefined, 'bogus-token-that-was-never-issued', revoked]) {
      const response = await call(`${api.shop}${path}`, { method, json, token });
      expect(response.status, `${method} ${path} with ${token ?? 'no token'}`).toBe(401);
      expect(expectShape(ErrorBodySchema, response.body).message).toBe('Unauthenticated.');
    }
  });
});

describe('POST /user (login)', () => {
  it('answers a token and the user, with the email in any case', async () => {
    const { details } = await newCustomer(api);
    const response = await call(`${api.shop}/user`, { json: { email: details.email.toUpperCase(), password: details.password } });
    expect(response.status).toBe(200);
    const { user } = expectShape(LoginResponseSchema, response.body);
    expect(user).toMatchObject({ first_name: 'রহিম', last_name: 'উদ্দিন', email: details.email, phone: details.phone });
  });

  it('signs in the seeded demo user', async () => {
    const response = await call(`${api.shop}/user`, { json: { email: 'demo@boibazar.test', password: 'demo-password' } });
    expect(response.status).toBe(200);
    expectShape(LoginResponseSchema, response.body);
  });

  it('answers 422 per missing field', async () => {
    const response = await call(`${api.shop}/user`, { json: {} });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const { details } = await newCustomer(api);
    for (const json of [
      { email: details.email, password: 'not the password' },
      { email: uniqueEmail(), password: details.password },
    ]) {
      const response = await call(`${api.shop}/user`, { json });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Invalid email or password.' });
    }
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    expect((await call(`${api.shop}/user`, { raw: '{"email":' })).status).toBe(400);
    expect((await call(`${api.shop}/user`, { raw: '["x"]' })).status).toBe(400);
  });
});

describe('DELETE /user/token (logout)', () => {
  it('revokes only the token in use', async () => {
    const { token, details } = await newCustomer(api);
    const other = expectShape(
      LoginResponseSchema,
      (await call(`${api.shop}/user`, { json: { email: details.email, password: details.password } })).body,
    ).token;
    const response = await call(`${api.shop}/user/token`, { method: 'DELETE', token });
    expect(response.status).toBe(200);
    expect(expectShape(MessageSchema, response.body).message).toBe('Logged out');
    expect((await call(`${api.shop}/user`, { token })).status).toBe(401);
    expect((await call(`${api.shop}/user`, { token: other })).status).toBe(200);
  });
});

describe('POST /user/registration', () => {
  const valid = () => ({
    first_name: '  রবীন্দ্রনাথ ',
    last_name: 'ঠাকুর',
    email: uniqueEmail(),
    phone: '01811000000',
    password: 'a long password',
    confirm_password: 'a long password',
  });

  it('registers with trimmed, NFC names and a hashed password', async () => {
    const details = valid();
    // A name typed in decomposed form (e + combining acute) reads back as NFC.
    const decomposed = 'Jose\u0301';
    const response = await call(`${api.shop}/user/registration`, { json: { ...details, last_name: decomposed } });
    expect(response.status).toBe(201);
    const body = expectShape(RegistrationResponseSchema, response.body);
    expect(body.message).toBe('Successfully Registered');
    expect(body.user).toMatchObject({ first_name: 'রবীন্দ্রনাথ', last_name: 'José', email: details.email });
    const row = api.db.prepare('SELECT password_hash FROM users WHERE id = ?').get(body.user.id) as { password_hash: string };
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(details.password);
  });

  it('answers 422 with every required message', async () => {
    const response = await call(`${api.shop}/user/registration`, { json: { first_name: '   ' } });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({
      first_name: ['First Name is required'],
      last_name: ['Last Name is required'],
      email: ['Email is required'],
      phone: ['Phone is required'],
      password: ['Password is required'],
      confirm_password: ['Confirm Password is required'],
    });
  });

  it('checks the email format, the password length and the confirmation', async () => {
    const response = await call(`${api.shop}/user/registration`, {
      json: { ...valid(), email: 'not-an-email', password: 'short', confirm_password: 'different' },
    });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({
      email: ['The email must be a valid email address.'],
      password: ['The password must be at least 12 characters.'],
      confirm_password: ['The password confirmation does not match.'],
    });
  });

  it('refuses a taken email, in any case', async () => {
    const { details } = await newCustomer(api);
    for (const email of [details.email, details.email.toUpperCase(), ` ${details.email} `]) {
      const response = await call(`${api.shop}/user/registration`, { json: { ...valid(), email } });
      expect(response.status).toBe(422);
      expect(errorsOf(response.body)).toEqual({ email: ['The email has already been taken.'] });
    }
  });
});

describe('GET and PUT /user', () => {
  it('answers the signed-in user', async () => {
    const { token, details } = await newCustomer(api);
    const response = await call(`${api.shop}/user`, { token });
    expect(response.status).toBe(200);
    expect(expectShape(UserResponseSchema, response.body).user).toMatchObject({ email: details.email, first_name: 'রহিম' });
  });

  it('updates the profile without touching the password', async () => {
    const { token, details } = await newCustomer(api);
    const email = uniqueEmail();
    const response = await call(`${api.shop}/user`, {
      method: 'PUT',
      token,
      // Another email: it takes the current password.
      json: {
        first_name: 'নতুন',
        last_name: 'নাম',
        phone: '01900000000',
        email,
        password: '',
        confirm_password: '',
        current_password: details.password,
      },
    });
    expect(response.status).toBe(200);
    const body = expectShape(UserUpdateResponseSchema, response.body);
    expect(body.message).toBe('Successfully updated');
    expect(body.user).toMatchObject({ first_name: 'নতুন', last_name: 'নাম', phone: '01900000000', email });
    const login = await call(`${api.shop}/user`, { json: { email, password: details.password } });
    expect(login.status).toBe(200);
  });

  it('answers 422 with the profile messages', async () => {
    const { token } = await newCustomer(api);
    const response = await call(`${api.shop}/user`, { method: 'PUT', token, json: {} });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({
      first_name: ['First Name Required'],
      last_name: ['Last Name Required'],
      phone: ['Phone Number is Required'],
      email: ['Email is Required'],
    });
  });

  it("refuses another user's email and a bad format, but keeps one's own", async () => {
    const { token, details } = await newCustomer(api);
    const { details: other } = await newCustomer(api);
    const profile = { first_name: 'A', last_name: 'B', phone: '017', current_password: details.password };
    const taken = await call(`${api.shop}/user`, { method: 'PUT', token, json: { ...profile, email: other.email.toUpperCase() } });
    expect(taken.status).toBe(422);
    expect(errorsOf(taken.body)).toEqual({ email: ['The email has already been taken.'] });
    const malformed = await call(`${api.shop}/user`, { method: 'PUT', token, json: { ...profile, email: 'a@b' } });
    expect(errorsOf(malformed.body)).toEqual({ email: ['The email must be a valid email address.'] });
    const own = await call(`${api.shop}/user`, { method: 'PUT', token, json: { ...profile, email: details.email } });
    expect(own.status).toBe(200);
  });

  it('checks a new password and its confirmation', async () => {
    const { token, details } = await newCustomer(api);
    const profile = { first_name: 'A', last_name: 'B', phone: '017', email: details.email, current_password: details.password };
    const mismatch = await call(`${api.shop}/user`, {
      method: 'PUT',
      token,
      json: { ...profile, password: 'new password 1', confirm_password: 'new password 2' },
    });
    expect(mismatch.status).toBe(422);
    expect(errorsOf(mismatch.body)).toEqual({ confirm_password: ['The password confirmation does not match.'] });
    const short = await call(`${api.shop}/user`, {
      method: 'PUT',
      token,
      json: { ...profile, password: 'short', confirm_password: 'short' },
    });
    expect(errorsOf(short.body)).toEqual({ password: ['The password must be at least 12 characters.'] });
  });

  it('a password change ends the other sessions and keeps this one', async () => {
    const { token, details } = await newCustomer(api);
    const login = await call(`${api.shop}/user`, { json: { email: details.email, password: details.password } });
    const otherSession = expectShape(LoginResponseSchema, login.body).token;
    const response = await call(`${api.shop}/user`, {
      method: 'PUT',
      token,
      json: {
        first_name: 'A',
        last_name: 'B',
        phone: '017',
        email: details.email,
        password: 'brand new pass',
        confirm_password: 'brand new pass',
        current_password: details.password,
      },
    });
    expect(response.status).toBe(200);
    expect((await call(`${api.shop}/user`, { token })).status).toBe(200);
    expect((await call(`${api.shop}/user`, { token: otherSession })).status).toBe(401);
    const old = await call(`${api.shop}/user`, { json: { email: details.email, password: details.password } });
    expect(old.status).toBe(401);
    const fresh = await call(`${api.shop}/user`, { json: { email: details.email, password: 'brand new pass' } });
    expect(fresh.status).toBe(200);
  });
});

describe('/user/addresses', () => {
  it('adds, lists, reads, updates and soft-deletes an address', async () => {
    const { token } = await newCustomer(api);
    const created = await call(`${api.shop}/user/addresses`, { token, json: newAddress });
    expect(created.status).toBe(201);
    const saved = expectShape(AddressSavedSchema, created.body);
    expect(saved.message).toBe('New Address Added Successfully');
    expect(saved.address).toMatchObject({
      first_name: 'করিম',
      last_name: 'মিয়া',
      full_name: 'করিম মিয়া',
      country_name: 'Bangladesh',
      state_name: '',
      zip: '1205',
    });
    const second = await addAddress(token, { ...newAddress, city: 'Chattogram', state: 'Chattogram' });
    expect(second.state_name).toBe('Chattogram');

    const list = expectShape(AddressListSchema, (await call(`${api.shop}/user/addresses`, { token })).body);
    expect(list.data.map((address) => address.id)).toEqual([saved.address.id, second.id]);

    const one = await call(`${api.shop}/user/addresses/${saved.address.id}`, { token });
    expect(one.status).toBe(200);
    expect(expectShape(AddressResponseSchema, one.body).address).toEqual(saved.address);

    const update = {
      first_name: 'Karim',
      last_name: 'Mia',
      address_1: 'Road 7',
      city: 'Sylhet',
      zip: '3100',
      country_name: 'Bangladesh',
      state_name: 'Sylhet',
    };
    const updated = await call(`${api.shop}/user/addresses/${saved.address.id}`, { token, json: update });
    expect(updated.status).toBe(200);
    const body = expectShape(AddressSavedSchema, updated.body);
    expect(body.message).toBe('Successfully updated');
    expect(body.address).toEqual({ id: saved.address.id, full_name: 'Karim Mia', ...update });

    const deleted = await call(`${api.shop}/user/addresses/${saved.address.id}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(200);
    expect(expectShape(MessageSchema, deleted.body).message).toBe('Successfully deleted');
    expect((await call(`${api.shop}/user/addresses/${saved.address.id}`, { token })).status).toBe(404);
    expect((await call(`${api.shop}/user/addresses/${saved.address.id}`, { method: 'DELETE', token })).status).toBe(404);
    const after = expectShape(AddressListSchema, (await call(`${api.shop}/user/addresses`, { token })).body);
    expect(after.data.map((address) => address.id)).toEqual([second.id]);
    // Soft delete: the row stays for the orders that point at it.
    const row = api.db.prepare('SELECT deleted_at FROM addresses WHERE id = ?').get(saved.address.id) as { deleted_at: string | null };
    expect(row.deleted_at).not.toBeNull();
  });

  it('answers 422 with "*This field is required" per missing field', async () => {
    const { token } = await newCustomer(api);
    const response = await call(`${api.shop}/user/addresses`, { token, json: { first_name: 'Only' } });
    expect(response.status).toBe(422);
    const required = ['*This field is required'];
    expect(errorsOf(response.body)).toEqual({
      last_name: required,
      address_1: required,
      city: required,
      country: required,
      zip: required,
    });
  });

  it('answers 422 with the edit messages', async () => {
    const { token } = await newCustomer(api);
    const address = await addAddress(token);
    const response = await call(`${api.shop}/user/addresses/${address.id}`, { token, json: {} });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({
      first_name: ['First Name Required'],
      last_name: ['Last Name Required'],
      address_1: ['Street Address Required'],
      city: ['City Required'],
      zip: ['Zip Required'],
      country_name: ['Country Name is Required'],
      state_name: ['State Name is Required'],
    });
  });

  it("answers 404 for another user's address, an unknown id and a malformed id", async () => {
    const owner = await newCustomer(api);
    const stranger = await newCustomer(api);
    const address = await addAddress(owner.token);
    const url = `${api.shop}/user/addresses/${address.id}`;
    const update = { ...newAddress, country_name: 'Bangladesh', state_name: 'Dhaka' };
    expect((await call(url, { token: stranger.token })).status).toBe(404);
    expect((await call(url, { token: stranger.token, json: update })).status).toBe(404);
    expect((await call(url, { token: stranger.token, method: 'DELETE' })).status).toBe(404);
    const list = expectShape(AddressListSchema, (await call(`${api.shop}/user/addresses`, { token: stranger.token })).body);
    expect(list.data).toEqual([]);
    // Untouched for its owner.
    expect(expectShape(AddressResponseSchema, (await call(url, { token: owner.token })).body).address).toEqual(address);
    expect((await call(`${api.shop}/user/addresses/999999`, { token: owner.token })).status).toBe(404);
    expect((await call(`${api.shop}/user/addresses/abc`, { token: owner.token })).status).toBe(404);
  });
});

/**
 * Customer text with characters that hide what it says (issue 32, ASVS L1):
 * NUL and other controls, bidi overrides, zero-width characters. Every write
 * that stores a shopper's text answers 422 naming the field; Bangla joiners
 * inside a word stay, because conjuncts like র‍্যাব need them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, PostPageSchema, UserResponseSchema } from './schemas.ts';
import { call, expectShape, newCustomer, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let postSlug = '';
let bookSlug = '';
beforeAll(async () => {
  api = await startTestApi({ books: 20 });
  postSlug = expectShape(PostPageSchema, (await call(`${api.content}/blogs/posts?per_page=1`)).body).data[0]?.slug ?? '';
  bookSlug = (api.db.prepare('SELECT slug FROM products ORDER BY id LIMIT 1').get() as { slug: string }).slug;
});
afterAll(async () => {
  await api.close();
});

const refused = (label: string) => [`The ${label} may not contain control or invisible characters.`];

function errorsOf(body: unknown): Record<string, string[]> {
  return expectShape(ErrorBodySchema, body).errors ?? {};
}

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `hostile${counter}-${Date.now()}@example.com`;
}

function registration(overrides: Record<string, string>): Record<string, string> {
  const password = 'correct horse battery';
  return {
    first_name: 'রহিম',
    last_name: 'উদ্দিন',
    email: uniqueEmail(),
    phone: '01711000000',
    password,
    confirm_password: password,
    ...overrides,
  };
}

/** র‍্যাব: ra, ZWJ, virama, ya, aa, ba — the ZWJ makes the ya-phala form. */
const RAB_WITH_ZWJ = 'র\u200D্যাব';

describe('registration', () => {
  it('refuses a NUL in a name', async () => {
    const response = await call(`${api.shop}/user/registration`, { json: registration({ first_name: 'Ra\u0000him' }) });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({ first_name: refused('first name') });
  });

  it('refuses a right-to-left override in a phone number', async () => {
    const response = await call(`${api.shop}/user/registration`, { json: registration({ phone: '0171\u202E1000000' }) });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({ phone: refused('phone') });
  });

  it('refuses an email that ends in NUL and another domain', async () => {
    const response = await call(`${api.shop}/user/registration`, { json: registration({ email: `${uniqueEmail()}\u0000.evil` }) });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({ email: refused('email') });
  });

  it('refuses a zero-width space in a name', async () => {
    const response = await call(`${api.shop}/user/registration`, { json: registration({ last_name: 'উদ্\u200Bদিন' }) });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({ last_name: refused('last name') });
  });

  it('refuses a joiner in an email, even between Bangla letters', async () => {
    const response = await call(`${api.shop}/user/registration`, { json: registration({ email: `র\u200Dব-${uniqueEmail()}` }) });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({ email: refused('email') });
  });

  it('keeps a Bangla name with a joiner inside a word, exactly and in NFC', async () => {
    // য় written as the precomposed U+09DF, which NFC turns into ya + nukta.
    const name = `${RAB_WITH_ZWJ} রোকে\u09DFা`;
    const { token, user } = await newCustomer(api, { first_name: name });
    expect(user.first_name).toBe(name.normalize('NFC'));
    expect(user.first_name).toContain(RAB_WITH_ZWJ);
    const stored = expectShape(UserResponseSchema, (await call(`${api.shop}/user`, { token })).body).user;
    expect(stored.first_name).toBe(name.normalize('NFC'));
  });
});

describe('account details', () => {
  it('refuses hostile characters in every field, naming each', async () => {
    const { token, details } = await newCustomer(api);
    const response = await call(`${api.shop}/user`, {
      method: 'PUT',
      token,
      // Another email takes the current password; with it, only the hostile fields are refused.
      json: {
        first_name: 'A\u202Eb',
        last_name: 'B\u007F',
        phone: '017\u200B11',
        email: `${uniqueEmail()}\u0000.evil`,
        current_password: details.password,
      },
    });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({
      first_name: refused('first name'),
      last_name: refused('last name'),
      phone: refused('phone'),
      email: refused('email'),
    });
  });
});

describe('addresses', () => {
  const address = {
    first_name: 'করিম',
    last_name: 'মিয়া',
    address_1: 'House 12, Road 5',
    city: 'Dhaka',
    country: 'Bangladesh',
    zip: '1205',
    state: 'Dhaka',
  };

  it('refuses hostile characters in every text field of a new address', async () => {
    const { token } = await newCustomer(api);
    const hostile = {
      first_name: 'ক\u0000',
      last_name: 'ম\u2066',
      address_1: 'House 12\nRoad 5',
      city: 'Dh\u200Baka',
      country: 'Bangla\uFEFFdesh',
      zip: '12\u202E05',
      state: 'Dh\u2060aka',
    };
    const response = await call(`${api.shop}/user/addresses`, { token, json: hostile });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({
      first_name: refused('first name'),
      last_name: refused('last name'),
      address_1: refused('street address'),
      city: refused('city'),
      country: refused('country'),
      zip: refused('zip'),
      state: refused('state'),
    });
  });

  it('refuses hostile characters when an address is edited', async () => {
    const { token } = await newCustomer(api);
    const saved = await call(`${api.shop}/user/addresses`, { token, json: address });
    expect(saved.status).toBe(201);
    const { id } = (saved.body as { address: { id: number } }).address;
    const update = { ...address, country_name: 'Bangladesh\u0007', state_name: 'Dhaka', city: 'ঢাকা\u200C' };
    const response = await call(`${api.shop}/user/addresses/${id}`, { token, json: update });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({ country_name: refused('country name'), city: refused('city') });
  });
});

describe('blog comments', () => {
  const comment = { comment: 'চমৎকার লেখা!', name: 'Nusrat', email: 'n@example.com', web: '' };

  it('refuses a comment with a DEL', async () => {
    const response = await call(`${api.content}/blogs/posts/${postSlug}/comments`, { json: { ...comment, comment: 'Nice\u007F post' } });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({ comment: refused('comment') });
  });

  it('refuses hostile names, emails and web addresses', async () => {
    const response = await call(`${api.content}/blogs/posts/${postSlug}/comments`, {
      json: { ...comment, name: 'admin\u202E', email: 'n@example.com\u0000.evil', web: 'https://example.org/\u200B' },
    });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({ name: refused('name'), email: refused('email'), web: refused('web') });
  });

  it('keeps the lines of a comment and Bangla joiners inside words', async () => {
    const text = `প্রথম লাইন\r\n\tদ্বিতীয়: ${RAB_WITH_ZWJ}`;
    const response = await call(`${api.content}/blogs/posts/${postSlug}/comments`, { json: { ...comment, comment: text } });
    expect(response.status).toBe(201);
    expect((response.body as { comment: { comment: string } }).comment.comment).toBe(text.normalize('NFC'));
  });
});

describe('reviews', () => {
  it('refuses review text with a bidi isolate or a zero-width space', async () => {
    const { token } = await newCustomer(api);
    for (const text of ['Great \u2067book', 'Great\u200B book']) {
      const response = await call(`${api.shop}/reviews/${bookSlug}`, { token, json: { slug: bookSlug, rating: 5, comment: text } });
      expect(response.status, JSON.stringify(text)).toBe(422);
      expect(errorsOf(response.body)).toEqual({ comment: refused('comment') });
    }
  });
});

describe('contact form', () => {
  it('refuses hostile characters, keeping line breaks in the message', async () => {
    const contact = {
      firstname: 'করিম',
      lastname: 'মিয়া',
      email: 'k@example.com',
      phone: '01711000000',
      subject: 'Order',
      message: 'Line one\nLine two',
    };
    const ok = await call(`${api.content}/contact`, { json: contact });
    expect(ok.status).toBe(201);
    const response = await call(`${api.content}/contact`, {
      json: { ...contact, firstname: 'ক\u0000', phone: '017\u202E', subject: 'Or\nder', message: 'Hi\u0000' },
    });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({
      firstname: refused('first name'),
      phone: refused('phone'),
      subject: refused('subject'),
      message: refused('message'),
    });
  });
});

describe('orders', () => {
  it('refuses hostile billing names, email and phone', async () => {
    const { token } = await newCustomer(api);
    const response = await call(`${api.shop}/orders`, {
      token,
      json: {
        billing_first_name: 'র\u0000',
        billing_last_name: 'উ\u202D',
        customer_email: 'a@example.com\u0000.evil',
        customer_phone: '017\uFEFF11',
      },
    });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toMatchObject({
      billing_first_name: refused('billing first name'),
      billing_last_name: refused('billing last name'),
      customer_email: refused('customer email'),
      customer_phone: refused('customer phone'),
    });
  });
});

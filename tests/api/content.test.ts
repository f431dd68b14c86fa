import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ContactResponseSchema, ErrorBodySchema, FooterMenusSchema, PageSchema, StoreInformationSchema } from './schemas.ts';
import { call, expectShape, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ books: 20 });
});

afterAll(async () => {
  await api.close();
});

const CONTACT = {
  firstname: 'করিম',
  lastname: 'Ahmed',
  email: 'karim@example.com',
  phone: '01711000000',
  subject: 'Book request',
  message: 'Do you stock পথের পাঁচালী in hardcover?',
};

function fieldErrors(body: unknown): Record<string, string[]> {
  return expectShape(ErrorBodySchema, body).errors ?? {};
}

describe('GET /content/navigation/footers', () => {
  it('answers three titled columns of links', async () => {
    const res = await call(`${api.content}/navigation/footers`);
    expect(res.status).toBe(200);
    const footers = expectShape(FooterMenusSchema, res.body);
    for (const column of [footers.footer_menu_one, footers.footer_menu_two, footers.footer_menu_three]) {
      expect(column.title).not.toBe('');
      expect(column.menus.length).toBeGreaterThan(0);
    }
  });

  it('lists each column in position order', async () => {
    const footers = expectShape(FooterMenusSchema, (await call(`${api.content}/navigation/footers`)).body);
    const rows = api.db
      .prepare("SELECT name FROM menu_items WHERE menu = 'footer_menu_two' AND parent_id IS NULL ORDER BY position, id")
      .all() as { name: string }[];
    expect(footers.footer_menu_two.menus.map((link) => link.name)).toEqual(rows.map((row) => row.name));
  });

  it('uses every link type the footer maps, plus one other', async () => {
    const footers = expectShape(FooterMenusSchema, (await call(`${api.content}/navigation/footers`)).body);
    const types = new Set(
      [footers.footer_menu_one, footers.footer_menu_two, footers.footer_menu_three].flatMap((column) =>
        column.menus.map((link) => link.type),
      ),
    );
    const mapped = ['url', 'page', 'blog', 'author', 'category', 'publisher'];
    for (const type of mapped) expect(types).toContain(type);
    expect([...types].filter((type) => !mapped.includes(type)).length).toBeGreaterThan(0);
  });
});

describe('GET /content/informations', () => {
  it('answers the store information from the settings', async () => {
    const res = await call(`${api.content}/informations`);
    expect(res.status).toBe(200);
    const info = expectShape(StoreInformationSchema, res.body);
    const row = api.db.prepare("SELECT value FROM settings WHERE key = 'store_name'").get() as { value: string };
    expect(info.store_name).toBe(row.value);
    expect(info.store_phone).not.toBe('');
    expect(info.store_address_1).not.toBe('');
    // The threshold the shipping methods use, not a copy of it.
    const threshold = api.db.prepare("SELECT value FROM settings WHERE key = 'free_shipping_over'").get() as { value: string };
    expect(info.free_shipping_over?.amount).toBe((Number(threshold.value) / 100).toFixed(2));
  });
});

describe('POST /content/contact', () => {
  it('stores the message and thanks the sender', async () => {
    const subject = `Subject ${Date.now()}`;
    const res = await call(`${api.content}/contact`, { json: { ...CONTACT, subject, firstname: '  করিম  ' } });
    expect(res.status).toBe(201);
    expect(expectShape(ContactResponseSchema, res.body).message).toBe('Thank you for contact with us.');
    const stored = api.db.prepare('SELECT firstname, email, message FROM contact_messages WHERE subject = ?').get(subject) as
      { firstname: string; email: string; message: string } | undefined;
    expect(stored).toEqual({ firstname: 'করিম', email: CONTACT.email, message: CONTACT.message });
  });

  it('answers every missing field at once with its message', async () => {
    const res = await call(`${api.content}/contact`, { json: {} });
    expect(res.status).toBe(422);
    expect(fieldErrors(res.body)).toEqual({
      firstname: ['First Name is required'],
      lastname: ['Last Name is required'],
      email: ['Email is required'],
      phone: ['Phone is required'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    });
  });

  it.each([
    ['firstname', 'First Name is required'],
    ['lastname', 'Last Name is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone is required'],
    ['subject', 'Subject is required'],
    ['message', 'Message is required'],
  ])('answers 422 on %s alone when it is blank', async (field, message) => {
    const res = await call(`${api.content}/contact`, { json: { ...CONTACT, [field]: '   ' } });
    expect(res.status).toBe(422);
    expect(fieldErrors(res.body)).toEqual({ [field]: [message] });
  });

  it('rejects an invalid email address', async () => {
    const res = await call(`${api.content}/contact`, { json: { ...CONTACT, email: 'karim-at-example' } });
    expect(res.status).toBe(422);
    expect(fieldErrors(res.body)).toEqual({ email: ['The email must be a valid email address.'] });
  });

  it.each([
    ['firstname', 'first name', 100],
    ['lastname', 'last name', 100],
    ['phone', 'phone', 30],
    ['subject', 'subject', 200],
    ['message', 'message', 5000],
  ])('caps %s at its limit', async (field, label, max) => {
    const atLimit = await call(`${api.content}/contact`, { json: { ...CONTACT, [field]: 'ক'.repeat(max) } });
    expect(atLimit.status).toBe(201);
    const over = await call(`${api.content}/contact`, { json: { ...CONTACT, [field]: 'ক'.repeat(max + 1) } });
    expect(over.status).toBe(422);
    expect(fieldErrors(over.body)).toEqual({ [field]: [`The ${label} may not be greater than ${max} characters.`] });
  });

  it('answers 400 JSON for a malformed body', async () => {
    const res = await call(`${api.content}/contact`, { raw: '{"firstname": ' });
    expect(res.status).toBe(400);
    expectShape(ErrorBodySchema, res.body);
  });
});

describe('GET /content/pages/{slug}', () => {
  it.each(['about', 'delivery', 'returns', 'privacy', 'terms'])('answers the %s page', async (slug) => {
    const res = await call(`${api.content}/pages/${slug}`);
    expect(res.status).toBe(200);
    const page = expectShape(PageSchema, res.body);
    const row = api.db.prepare('SELECT name, image, html FROM pages WHERE slug = ?').get(slug) as {
      name: string;
      image: string | null;
      html: string;
    };
    expect(page.slug).toBe(slug);
    expect(page.name).toBe(row.name);
    expect(page.body).toBe(row.html);
    expect(page.image).toEqual(row.image === null ? null : { path: `${api.origin}${row.image}` });
  });

  it('answers 404 JSON for an unknown page', async () => {
    const res = await call(`${api.content}/pages/no-such-page`);
    expect(res.status).toBe(404);
    expect(v.is(ErrorBodySchema, res.body)).toBe(true);
  });
});

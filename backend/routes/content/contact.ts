import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { checkFields, fieldsSchema } from '../../lib/field-rules.ts';
import { text } from '../../lib/http.ts';
import { readJsonObject } from '../../lib/json-body.ts';
import { maxLengths, required, validEmail, visibleText } from '../../lib/text-rules.ts';
import { nowIso } from '../../db/index.ts';

const CONTACT = fieldsSchema(
  ...required({
    firstname: 'First Name is required',
    lastname: 'Last Name is required',
    email: 'Email is required',
    phone: 'Phone is required',
    subject: 'Subject is required',
    message: 'Message is required',
  }),
  ...maxLengths({
    firstname: { max: 100, label: 'first name' },
    lastname: { max: 100, label: 'last name' },
    email: { max: 254, label: 'email' },
    phone: { max: 30, label: 'phone' },
    subject: { max: 200, label: 'subject' },
    message: { max: 5000, label: 'message' },
  }),
  ...visibleText({
    firstname: { kind: 'line', label: 'first name' },
    lastname: { kind: 'line', label: 'last name' },
    email: { kind: 'identifier', label: 'email' },
    phone: { kind: 'identifier', label: 'phone' },
    subject: { kind: 'line', label: 'subject' },
    message: { kind: 'multiline', label: 'message' },
  }),
  validEmail('email'),
);

export const CONTACT_THANKS = 'Thank you for contact with us.';

/** POST /contact: stores the message; 422 per field (firstname, lastname, email, phone, subject, message). */
export function contactRoutes(db: DatabaseSync): Hono {
  const app = new Hono();

  app.post('/contact', async (c) => {
    const body = await readJsonObject(c);
    checkFields(CONTACT, body);
    db.prepare(
      `INSERT INTO contact_messages (firstname, lastname, email, phone, subject, message, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      text(body, 'firstname'),
      text(body, 'lastname'),
      text(body, 'email'),
      text(body, 'phone'),
      text(body, 'subject'),
      text(body, 'message'),
      nowIso(),
    );
    return c.json({ message: CONTACT_THANKS }, 201);
  });

  return app;
}

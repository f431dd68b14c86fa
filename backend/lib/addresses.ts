import type { DatabaseSync } from 'node:sqlite';
import { checkFields, fieldsSchema } from './field-rules.ts';
import { notFound, text } from './http.ts';
import { maxLengths, required, visibleText, type Limit, type TextField } from './text-rules.ts';
import { nowIso } from '../db/index.ts';

/** An address as AddressSchema sends it. */
export type WireAddress = {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  address_1: string;
  city: string;
  zip: string;
  country_name: string;
  state_name: string;
};

export type AddressRow = Omit<WireAddress, 'full_name'> & { user_id: number };

const COLUMNS = 'id, user_id, first_name, last_name, address_1, city, zip, country_name, state_name';

const LIMITS: Record<string, Limit> = {
  first_name: { max: 100, label: 'first name' },
  last_name: { max: 100, label: 'last name' },
  address_1: { max: 255, label: 'street address' },
  city: { max: 100, label: 'city' },
  zip: { max: 20, label: 'zip' },
  country: { max: 100, label: 'country' },
  country_name: { max: 100, label: 'country name' },
  state: { max: 100, label: 'state' },
  state_name: { max: 100, label: 'state name' },
};

/** Every address field is one line: the forms use single-line inputs, so a line break can only come from a crafted request. */
const TEXT: Record<string, TextField> = Object.fromEntries(
  Object.entries(LIMITS).map(([field, { label }]) => [field, { kind: 'line', label }]),
);

export function presentAddress(row: AddressRow): WireAddress {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`,
    address_1: row.address_1,
    city: row.city,
    zip: row.zip,
    country_name: row.country_name,
    state_name: row.state_name,
  };
}

/** The user's live (not deleted) addresses, in the order they were added. */
export function listAddresses(db: DatabaseSync, userId: number): WireAddress[] {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM addresses WHERE user_id = ? AND deleted_at IS NULL ORDER BY id`)
    .all(userId) as AddressRow[];
  return rows.map(presentAddress);
}

/** One of the user's live addresses, or undefined (another user's, deleted or unknown). */
export function liveAddress(db: DatabaseSync, userId: number, id: number): AddressRow | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM addresses WHERE id = ? AND user_id = ? AND deleted_at IS NULL`).get(id, userId) as
    AddressRow | undefined;
}

/** Like liveAddress, but a 404 when it is not the user's: no telling whose it is. */
export function ownAddress(db: DatabaseSync, userId: number, id: number): AddressRow {
  const row = liveAddress(db, userId, id);
  if (!row) throw notFound('Address not found.');
  return row;
}

const REQUIRED = '*This field is required';

// The new-address form and the edit form name their fields (and word "required") differently;
// both are held to every limit.
const NEW_ADDRESS = fieldsSchema(
  ...required({ first_name: REQUIRED, last_name: REQUIRED, address_1: REQUIRED, city: REQUIRED, country: REQUIRED, zip: REQUIRED }),
  ...maxLengths(LIMITS),
  ...visibleText(TEXT),
);

const EDITED_ADDRESS = fieldsSchema(
  ...required({
    first_name: 'First Name Required',
    last_name: 'Last Name Required',
    address_1: 'Street Address Required',
    city: 'City Required',
    zip: 'Zip Required',
    country_name: 'Country Name is Required',
    state_name: 'State Name is Required',
  }),
  ...maxLengths(LIMITS),
  ...visibleText(TEXT),
);

export function createAddress(db: DatabaseSync, userId: number, body: Record<string, unknown>): WireAddress {
  checkFields(NEW_ADDRESS, body);
  const result = db
    .prepare(
      `INSERT INTO addresses (user_id, first_name, last_name, address_1, city, zip, country_name, state_name)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      userId,
      text(body, 'first_name'),
      text(body, 'last_name'),
      text(body, 'address_1'),
      text(body, 'city'),
      text(body, 'zip'),
      text(body, 'country'),
      text(body, 'state'),
    );
  return presentAddress(ownAddress(db, userId, Number(result.lastInsertRowid)));
}

export function updateAddress(db: DatabaseSync, userId: number, id: number, body: Record<string, unknown>): WireAddress {
  ownAddress(db, userId, id);
  checkFields(EDITED_ADDRESS, body);
  db.prepare(
    `UPDATE addresses SET first_name = ?, last_name = ?, address_1 = ?, city = ?, zip = ?, country_name = ?, state_name = ?
      WHERE id = ? AND user_id = ?`,
  ).run(
    text(body, 'first_name'),
    text(body, 'last_name'),
    text(body, 'address_1'),
    text(body, 'city'),
    text(body, 'zip'),
    text(body, 'country_name'),
    text(body, 'state_name'),
    id,
    userId,
  );
  return presentAddress(ownAddress(db, userId, id));
}

/** Soft delete: orders keep their own copy, and the row stays for their history. */
export function deleteAddress(db: DatabaseSync, userId: number, id: number): void {
  ownAddress(db, userId, id);
  db.prepare('UPDATE addresses SET deleted_at = ? WHERE id = ? AND user_id = ?').run(nowIso(), id, userId);
}

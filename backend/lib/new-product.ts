import * as v from 'valibot';
import { fieldErrors, fieldsSchema, onlyFields, rule, type Rule } from './field-rules.ts';
import { text, type FieldErrors } from './http.ts';
import type { JsonObject } from './json-body.ts';
import { MONEY_MESSAGE, notAccepted, PRICE, STOCK, STOCK_MESSAGE } from './product-fields.ts';
import { maxLengths } from './text-rules.ts';
import { RECORD_ID, wholeNumber } from './whole-number.ts';

/** A new book as POST /staff/products sends it, checked and in paisa. */
export type NewProduct = {
  name: string;
  nameEn: string;
  publisherSlug: string;
  writerIds: number[];
  categorySlugs: string[];
  price: number;
  specialPrice: number | null;
  stock: number;
  language: 'Bangla' | 'English';
  description: string;
  isbn: string;
  pages: number;
  edition: string;
  country: string;
  year: number | null;
};

const CREATE_FIELDS = [
  'name',
  'name_en',
  'publisher',
  'writers',
  'categories',
  'price',
  'special_price',
  'stock',
  'language',
  'description',
  'isbn',
  'pages',
  'edition',
  'country',
  'year',
];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const WRITER_IDS = v.array(RECORD_ID);
const CATEGORY_SLUGS = v.array(v.pipe(v.string(), v.trim(), v.regex(SLUG)));
const LANGUAGE = v.picklist(['Bangla', 'English']);
const PAGES = wholeNumber({ digits: 12, max: 100_000 });
const YEAR = wholeNumber({ digits: 12, max: 9999 });
const ISBN = v.pipe(v.string(), v.trim(), v.regex(/^\d{13}$/));

const absent = (value: unknown) => value === undefined || value === null;
const distinct = (items: readonly unknown[]) => new Set(items).size === items.length;
const listed = (value: unknown) => Array.isArray(value) && value.length > 0;

/** A name, checked whole before the next: text (not a number), present, and within its length. */
function requiredText(field: string, label: string, max: number): Rule[] {
  return [
    rule(field, (body) => typeof body[field] === 'string' && text(body, field) !== '', `The ${label} field is required.`),
    ...maxLengths({ [field]: { max, label } }),
  ];
}

/** A list of at least one entry, each fitting `item`, none twice. */
function distinctList(field: string, items: v.GenericSchema<unknown, unknown[]>, messages: { wrong: string; repeated: string }): Rule[] {
  return [
    rule(field, (body) => listed(body[field]), `The ${field} field must be a list with at least one entry.`),
    rule(field, (body) => v.is(items, body[field]), messages.wrong),
    rule(field, (body) => distinct(v.parse(items, body[field])), messages.repeated),
  ];
}

const NEW_PRODUCT = fieldsSchema(
  onlyFields(CREATE_FIELDS, (field) => notAccepted(field, CREATE_FIELDS)),
  ...requiredText('name', 'name', 300),
  ...requiredText('name_en', 'name en', 300),
  ...requiredText('edition', 'edition', 100),
  ...requiredText('country', 'country', 100),
  rule('publisher', (body) => SLUG.test(text(body, 'publisher')), 'The publisher field must be the slug of a publisher.'),
  ...distinctList('writers', WRITER_IDS, { wrong: 'The writers must be author ids.', repeated: 'The writers must not repeat an author.' }),
  ...distinctList('categories', CATEGORY_SLUGS, {
    wrong: 'The categories must be category slugs.',
    repeated: 'The categories must not repeat a category.',
  }),
  rule('price', (body) => v.is(PRICE, body.price), MONEY_MESSAGE('price')),
  rule('special_price', (body) => absent(body.special_price) || v.is(PRICE, body.special_price), MONEY_MESSAGE('special price')),
  rule(
    'special_price',
    (body) => absent(body.special_price) || !v.is(PRICE, body.price) || v.parse(PRICE, body.special_price) < v.parse(PRICE, body.price),
    'The special price must be below the price.',
  ),
  rule('stock', (body) => v.is(STOCK, body.stock), STOCK_MESSAGE),
  rule('language', (body) => v.is(LANGUAGE, body.language), 'The language must be Bangla or English.'),
  rule('description', (body) => body.description === undefined || typeof body.description === 'string', 'The description must be text.'),
  ...maxLengths({ description: { max: 20_000, label: 'description' } }),
  rule('isbn', (body) => v.is(ISBN, body.isbn), 'The isbn must be 13 digits.'),
  rule('pages', (body) => v.is(PAGES, body.pages), 'The pages must be a whole number of at least 1.'),
  rule('year', (body) => absent(body.year) || v.is(YEAR, body.year), 'The year must be a whole number between 1 and 9999.'),
);

/** `schema`'s reading of the value, or `fallback` when it does not fit (the field then has an error). */
function readOr<T, F>(schema: v.GenericSchema<unknown, T>, value: unknown, fallback: F): T | F {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : fallback;
}

/**
 * Checks a new book's fields, every error at once. Whether the publisher, writers and
 * categories exist is the write's business (it reads the database, and adds its errors to
 * these), so the book is read even when a field is wrong; such a field's value stands in.
 */
export function readNewProduct(body: JsonObject): { product: NewProduct; errors: FieldErrors } {
  const errors = fieldErrors(NEW_PRODUCT, body);
  const product: NewProduct = {
    name: text(body, 'name'),
    nameEn: text(body, 'name_en'),
    publisherSlug: text(body, 'publisher'),
    writerIds: readOr(WRITER_IDS, body.writers, []),
    categorySlugs: readOr(CATEGORY_SLUGS, body.categories, []),
    price: readOr(PRICE, body.price, 0),
    specialPrice: readOr(PRICE, body.special_price, null),
    stock: readOr(STOCK, body.stock, 0),
    language: readOr(LANGUAGE, body.language, 'Bangla'),
    description: text(body, 'description'),
    isbn: readOr(ISBN, body.isbn, ''),
    pages: readOr(PAGES, body.pages, 0),
    edition: text(body, 'edition'),
    country: text(body, 'country'),
    year: readOr(YEAR, body.year, null),
  };
  return { product, errors };
}

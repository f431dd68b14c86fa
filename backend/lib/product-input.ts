import { text, type FieldErrors } from './http.ts';
import { positiveInt } from './integers.ts';
import { charLength } from './limits.ts';
import { amountToPaisa } from './money.ts';

/** What a staff PATCH may change; absent keys stay as they are, `specialPrice: null` clears the offer. */
export type ProductPatch = { price?: number; specialPrice?: number | null; stock?: number };

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

const PATCH_FIELDS = ['price', 'special_price', 'stock'];
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
const TEXT_LIMITS: Record<string, number> = { name: 300, name_en: 300, edition: 100, country: 100, description: 20_000 };
const MAX_STOCK = 1_000_000_000;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const MONEY_MESSAGE = (label: string) => `The ${label} must be an amount in taka above 0 with at most two decimals, like "350.00".`;

/** Paisa above 0 from "350.00" or 350, or null. */
function amount(value: unknown): number | null {
  const paisa = amountToPaisa(value);
  return paisa !== null && paisa > 0 ? paisa : null;
}

/** A whole number 0..MAX_STOCK, as a JSON number or a digit string, or null. */
function stockCount(value: unknown): number | null {
  if (value === 0 || value === '0') return 0;
  const count = positiveInt(value);
  return count !== null && count <= MAX_STOCK ? count : null;
}

/** A staff client that misspells a field must hear so, not see it silently ignored. */
function rejectUnknown(body: Record<string, unknown>, allowed: readonly string[], errors: FieldErrors): void {
  for (const field of Object.keys(body)) {
    if (!allowed.includes(field)) errors[field] = [`The ${field} field is not accepted (accepted: ${allowed.join(', ')}).`];
  }
}

/** Checks a PATCH body on its own; the special price against a stored price is checked by the write. */
export function readProductPatch(body: Record<string, unknown>): { patch: ProductPatch; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const patch: ProductPatch = {};
  rejectUnknown(body, PATCH_FIELDS, errors);
  if (!PATCH_FIELDS.some((field) => field in body)) errors.body = [`Send at least one of ${PATCH_FIELDS.join(', ')}.`];
  if ('price' in body) {
    const price = amount(body.price);
    if (price === null) errors.price = [MONEY_MESSAGE('price')];
    else patch.price = price;
  }
  if ('special_price' in body) {
    const special = body.special_price === null ? null : amount(body.special_price);
    if (body.special_price !== null && special === null)
      errors.special_price = [`${MONEY_MESSAGE('special price')} Send null to clear it.`];
    else patch.specialPrice = special;
  }
  if ('stock' in body) {
    const stock = stockCount(body.stock);
    if (stock === null) errors.stock = ['The stock must be a whole number of at least 0.'];
    else patch.stock = stock;
  }
  return { patch, errors };
}

function requiredText(body: Record<string, unknown>, field: string, label: string, errors: FieldErrors): string {
  const value = text(body, field);
  if (typeof body[field] !== 'string' || value === '') errors[field] = [`The ${label} field is required.`];
  else if (charLength(value) > (TEXT_LIMITS[field] ?? 300))
    errors[field] = [`The ${label} may not be greater than ${TEXT_LIMITS[field]} characters.`];
  return value;
}

function list(body: Record<string, unknown>, field: string, label: string, errors: FieldErrors): unknown[] {
  const value = body[field];
  if (!Array.isArray(value) || value.length === 0) {
    errors[field] = [`The ${label} field must be a list with at least one entry.`];
    return [];
  }
  return value;
}

/**
 * Checks a new book's fields, every error at once. Whether the publisher,
 * writers and categories exist is the write's business (it reads the database).
 */
export function readNewProduct(body: Record<string, unknown>): { product: NewProduct; errors: FieldErrors } {
  const errors: FieldErrors = {};
  rejectUnknown(body, CREATE_FIELDS, errors);
  const name = requiredText(body, 'name', 'name', errors);
  const nameEn = requiredText(body, 'name_en', 'name en', errors);
  const edition = requiredText(body, 'edition', 'edition', errors);
  const country = requiredText(body, 'country', 'country', errors);

  const publisherSlug = text(body, 'publisher');
  if (!SLUG.test(publisherSlug)) errors.publisher = ['The publisher field must be the slug of a publisher.'];

  const writerIds = list(body, 'writers', 'writers', errors).map(positiveInt);
  if (!errors.writers && writerIds.some((id) => id === null)) errors.writers = ['The writers must be author ids.'];
  else if (!errors.writers && new Set(writerIds).size !== writerIds.length) errors.writers = ['The writers must not repeat an author.'];

  const categorySlugs = list(body, 'categories', 'categories', errors).map((slug) => (typeof slug === 'string' ? slug.trim() : ''));
  if (!errors.categories && categorySlugs.some((slug) => !SLUG.test(slug))) errors.categories = ['The categories must be category slugs.'];
  else if (!errors.categories && new Set(categorySlugs).size !== categorySlugs.length) {
    errors.categories = ['The categories must not repeat a category.'];
  }

  const price = amount(body.price);
  if (price === null) errors.price = [MONEY_MESSAGE('price')];
  const specialPrice = body.special_price === undefined || body.special_price === null ? null : amount(body.special_price);
  if (body.special_price !== undefined && body.special_price !== null && specialPrice === null) {
    errors.special_price = [MONEY_MESSAGE('special price')];
  } else if (specialPrice !== null && price !== null && specialPrice >= price) {
    errors.special_price = ['The special price must be below the price.'];
  }

  const stock = stockCount(body.stock);
  if (stock === null) errors.stock = ['The stock must be a whole number of at least 0.'];

  const language = body.language;
  if (language !== 'Bangla' && language !== 'English') errors.language = ['The language must be Bangla or English.'];

  const description = typeof body.description === 'string' ? body.description.normalize('NFC').trim() : '';
  if (body.description !== undefined && typeof body.description !== 'string') errors.description = ['The description must be text.'];
  else if (charLength(description) > (TEXT_LIMITS.description ?? 0)) {
    errors.description = [`The description may not be greater than ${TEXT_LIMITS.description} characters.`];
  }

  const isbn = typeof body.isbn === 'string' ? body.isbn.trim() : '';
  if (!/^\d{13}$/.test(isbn)) errors.isbn = ['The isbn must be 13 digits.'];

  const pages = positiveInt(body.pages);
  if (pages === null || pages > 100_000) errors.pages = ['The pages must be a whole number of at least 1.'];

  const year = body.year === undefined || body.year === null ? null : positiveInt(body.year);
  if (body.year !== undefined && body.year !== null && (year === null || year > 9999)) {
    errors.year = ['The year must be a whole number between 1 and 9999.'];
  }

  return {
    product: {
      name,
      nameEn,
      publisherSlug,
      writerIds: writerIds.filter((id) => id !== null),
      categorySlugs,
      price: price ?? 0,
      specialPrice,
      stock: stock ?? 0,
      language: language === 'English' ? 'English' : 'Bangla',
      description,
      isbn,
      pages: pages ?? 0,
      edition,
      country,
      year,
    },
    errors,
  };
}

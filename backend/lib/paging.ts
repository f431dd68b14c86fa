import type { Context } from 'hono';
import * as v from 'valibot';
import { fieldsSchema, checkFields, readField, rule } from './field-rules.ts';
import { queryValue } from './http.ts';
import { wholeNumber } from './whole-number.ts';

export type Paging = { page: number; perPage: number };
export type PagingLimits = { defaultPerPage: number; maxPerPage: number };

/** Book lists: 40 a page, as the storefront pages them. */
export const PRODUCT_PAGING: PagingLimits = { defaultPerPage: 40, maxPerPage: 200 };
/** Blog post lists. */
export const POST_PAGING: PagingLimits = { defaultPerPage: 10, maxPerPage: 100 };

const PAGE = wholeNumber({ digits: 9 });

/** `schema`'s number, or the default when the value is empty. */
function orDefault(schema: v.GenericSchema<unknown, number>, value: unknown, fallback: number): number {
  return value === '' ? fallback : readField(schema, value);
}

/**
 * Reads `?page=n&per_page=m`. Missing or empty values take the defaults;
 * anything else that is not a whole number in range is a 422 naming the field.
 */
export function readPaging(c: Context, limits: PagingLimits): Paging {
  const perPage = wholeNumber({ digits: 9, max: limits.maxPerPage });
  const query = { page: queryValue(c, 'page'), per_page: queryValue(c, 'per_page') };
  checkFields(
    fieldsSchema(
      rule('page', ({ page }) => page === '' || v.is(PAGE, page), 'The page must be a whole number of at least 1.'),
      rule(
        'per_page',
        ({ per_page }) => per_page === '' || v.is(perPage, per_page),
        `The per page must be a whole number between 1 and ${limits.maxPerPage}.`,
      ),
    ),
    query,
  );
  return { page: orDefault(PAGE, query.page, 1), perPage: orDefault(perPage, query.per_page, limits.defaultPerPage) };
}

/** Number of pages for `total` items; an empty list still has one (empty) page. */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

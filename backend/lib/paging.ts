import type { Context } from 'hono';
import { throwIfErrors, type FieldErrors } from './http.ts';

export type Paging = { page: number; perPage: number };
export type PagingLimits = { defaultPerPage: number; maxPerPage: number };

/** Book lists: 40 a page, as the storefront pages them. */
export const PRODUCT_PAGING: PagingLimits = { defaultPerPage: 40, maxPerPage: 200 };
/** Blog post lists. */
export const POST_PAGING: PagingLimits = { defaultPerPage: 10, maxPerPage: 100 };

/** A whole number of at least 1 and at most `max`, or null. */
function wholeNumber(raw: string, max: number): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : null;
}

/**
 * Reads `?page=n&per_page=m`. Missing or empty values take the defaults;
 * anything else that is not a whole number in range is a 422 naming the field.
 */
export function readPaging(c: Context, limits: PagingLimits): Paging {
  const rawPage = (c.req.query('page') ?? '').trim();
  const rawPerPage = (c.req.query('per_page') ?? '').trim();
  const errors: FieldErrors = {};
  const page = rawPage === '' ? 1 : wholeNumber(rawPage, Number.MAX_SAFE_INTEGER);
  const perPage = rawPerPage === '' ? limits.defaultPerPage : wholeNumber(rawPerPage, limits.maxPerPage);
  if (page === null) errors.page = ['The page must be a whole number of at least 1.'];
  if (perPage === null) errors.per_page = [`The per page must be a whole number between 1 and ${limits.maxPerPage}.`];
  throwIfErrors(errors);
  return { page: page ?? 1, perPage: perPage ?? limits.defaultPerPage };
}

/** Number of pages for `total` items; an empty list still has one (empty) page. */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

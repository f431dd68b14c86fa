import * as v from 'valibot';
import { siteLink, webAddress } from '../../web-address.ts';

/**
 * Money on the wire: taka as a decimal string with exactly two places ("350.00"),
 * so no float ever carries a price. `toPaisa` in src/shared/money.ts turns it into
 * whole paisa for arithmetic.
 */
export const MoneySchema = v.object({
  amount: v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/, 'amount must be taka with two decimals')),
  formatted: v.string(),
});

/** An absolute http(s) URL (valibot's url() alone would take javascript:alert(1)). */
export const HttpUrlSchema = v.pipe(
  v.string(),
  v.check((value) => webAddress(value) !== null, 'not an http(s) URL'),
);

/**
 * A link the site may put in an href: http(s), or a path on this site. A link
 * that is neither becomes "" (the page then shows no link), rather than failing
 * the whole build over one slide's or banner's address.
 */
export const SiteLinkSchema = v.fallback(
  v.pipe(
    v.string(),
    v.check((value) => siteLink(value) !== null, 'not an http(s) URL or a path on this site'),
  ),
  '',
);

/** An image the API serves; `path` is an absolute URL on the shop's own hosts. */
export const ImageSchema = v.object({ path: HttpUrlSchema });

export const IsoDateSchema = v.pipe(v.string(), v.isoTimestamp());

export const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'not a slug'));

/** Every error the APIs answer: a message, and for 422 the first-class field errors. */
export const ErrorBodySchema = v.object({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});

export const MessageSchema = v.object({ message: v.string() });

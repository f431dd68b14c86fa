import { pathInLocale, type Locale } from './locale.ts';

type Arrival = {
  /** The page's own address. */
  url: URL;
  /** document.referrer: '' when typed, bookmarked or opened from another app. */
  referrer: string;
  /** What the shopper chose last, '' when they never chose. */
  choice: Locale | '';
  pageLocale: Locale;
};

/**
 * Where a shopper who chose a language should be on arriving: the same page in their
 * language when they come from outside the shop (a search engine, a bookmark, a typed
 * address) to the other interface; null to stay. Moving inside the shop never redirects:
 * a shopper who follows a link to the other interface meant to.
 */
export function preferredAddress({ url, referrer, choice, pageLocale }: Arrival): string | null {
  if (choice === '' || choice === pageLocale) return null;
  if (referrer !== '' && URL.canParse(referrer) && new URL(referrer).origin === url.origin) return null;
  return `${pathInLocale(url.pathname, choice)}${url.search}${url.hash}`;
}
